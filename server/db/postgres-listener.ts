// LISTEN on PostgreSQL, on a connection of its own: the pool (server/db/database.ts) hands a
// connection to another query between two uses, and a LISTEN lives and dies with its connection.
// When that connection drops (a restart, a failover, an idle one ended by the network), it
// connects again, waiting longer after each failure, and says so (`resumed`): whatever was
// notified meanwhile went to no one.
import pg from 'pg';
import type { Listening, NotificationHandlers } from './notifications.js';

export interface ListenerTiming {
  /** The first wait before connecting again; doubled after each failure, up to `maxDelayMs`. */
  firstDelayMs: number;
  maxDelayMs: number;
  /**
   * How often the connection is asked a trivial question: a connection whose peer vanished
   * without closing it (a network cut) is otherwise noticed only when TCP gives up, and every
   * notification meanwhile would be lost without a word.
   */
  probeEveryMs: number;
}

const DEFAULT_TIMING: ListenerTiming = { firstDelayMs: 250, maxDelayMs: 10_000, probeEveryMs: 30_000 };
/** How long the probe's question may take before the connection is given up. */
const PROBE_TIMEOUT_MS = 10_000;
/** How long closing waits for PostgreSQL to say goodbye: a dead connection would never answer. */
const CLOSE_WAIT_MS = 2_000;

/** Named in pg_stat_activity, so that an operator (and tests/server/live-updates.test.ts) can find it. */
export const LISTENER_APPLICATION_NAME = 'remotehire live listener';

export async function listenOnPostgres(
  config: pg.ClientConfig,
  channel: string,
  handlers: NotificationHandlers,
  options: { timing?: Partial<ListenerTiming>; warn?: (message: string) => void } = {},
): Promise<Listening> {
  const listener = new PostgresListener(config, channel, handlers, { ...DEFAULT_TIMING, ...options.timing }, options.warn ?? (() => {}));
  await listener.start();
  return listener;
}

class PostgresListener implements Listening {
  private client: pg.Client | undefined;
  private closed = false;
  private failures = 0;
  private retry: NodeJS.Timeout | undefined;
  private readonly probe: NodeJS.Timeout;

  constructor(
    private readonly config: pg.ClientConfig,
    private readonly channel: string,
    private readonly handlers: NotificationHandlers,
    private readonly timing: ListenerTiming,
    private readonly warn: (message: string) => void,
  ) {
    this.probe = setInterval(() => void this.check(), timing.probeEveryMs);
    this.probe.unref();
  }

  /** The first connection: a failure is the caller's to report (and to try again later). */
  async start(): Promise<void> {
    try {
      this.client = await this.connect();
    } catch (error) {
      clearInterval(this.probe);
      this.closed = true;
      throw error;
    }
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ ...this.config, application_name: LISTENER_APPLICATION_NAME, keepAlive: true, query_timeout: PROBE_TIMEOUT_MS });
    client.on('notification', (message) => {
      if (client === this.client && message.channel === this.channel) this.handlers.notify(message.payload ?? '');
    });
    // Without an 'error' listener a dropped connection would be an uncaught error and stop the process.
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(this.channel)}`);
    } catch (error) {
      void client.end().catch(() => {});
      throw error;
    }
    return client;
  }

  private lost(client: pg.Client, error?: Error) {
    if (client !== this.client || this.closed) return;
    this.client = undefined;
    this.warn(`the live listener's database connection ended (${error?.message ?? 'closed'}); connecting again`);
    void client.end().catch(() => {});
    this.again();
  }

  private again() {
    const wait = Math.min(this.timing.maxDelayMs, this.timing.firstDelayMs * 2 ** this.failures);
    // Up to half of it at random, so that the instances of a restarted database do not all come back at once.
    this.retry = setTimeout(() => void this.reconnect(), wait * (0.5 + Math.random() / 2));
    this.retry.unref();
  }

  private async reconnect() {
    this.retry = undefined;
    if (this.closed) return;
    let client: pg.Client;
    try {
      client = await this.connect();
    } catch (error) {
      this.failures += 1;
      this.warn(`the live listener could not connect again (${(error as Error).message}); trying again`);
      if (!this.closed) this.again();
      return;
    }
    if (this.closed) {
      void client.end().catch(() => {});
      return;
    }
    this.client = client;
    this.failures = 0;
    this.handlers.resumed();
  }

  private async check() {
    const client = this.client;
    if (!client) return;
    try {
      await client.query('select 1');
    } catch (error) {
      this.lost(client, error as Error);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.probe);
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([client.end().catch(() => {}), new Promise((resolve) => (waited = setTimeout(resolve, CLOSE_WAIT_MS)))]);
    clearTimeout(waited);
  }
}
