import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.js';
import type { Listening } from '../db/notifications.js';
import { ApiError } from '../http/errors.js';
import { LIVE_CHANNEL, recipientsOf } from './live-events.js';

/*
 * The live streams of one server instance and its one listener (docs/architecture.md, "Live
 * updates"). The listener is started by the first stream and kept until the server closes: on
 * PostgreSQL a connection of its own, on PGlite the worker's (server/db/database.ts, `listen`).
 * A notification names the users to wake (server/live/live-events.ts); each of their streams here
 * reads its rows again. When the listener's connection was lost and is back, every stream reads
 * again, since what was notified in between was heard by no one.
 *
 * The caps count this instance's streams: a stream is a socket held by this process, and what it
 * protects is this process's sockets and memory (docs/decisions/027-live-updates.md).
 */

export interface LiveOptions {
  /** Streams one user may hold on this instance (a tab each); the next is refused with 429. */
  perUser: number;
  /** Streams this instance holds at most; the next is refused with 503. */
  perInstance: number;
  /** A comment frame this often keeps proxies from closing an idle stream, and the session is checked again. */
  heartbeatMs: number;
  /** A stream whose socket has not taken what was written for this long is closed; the browser comes back with its Last-Event-ID. */
  blockedMs: number;
}

export const DEFAULT_LIVE_OPTIONS: LiveOptions = { perUser: 10, perInstance: 2_000, heartbeatMs: 25_000, blockedMs: 60_000 };

/** What the hub needs of a stream (server/live/live-stream.ts). */
export interface HeldStream {
  readonly userId: string;
  /** New rows may be there: read them. */
  wake(): void;
  /** The server is closing: end now. */
  end(): void;
}

/** A place taken for a stream before it starts; given back if it never does. */
export interface Place {
  hold(stream: HeldStream): void;
  release(): void;
}

export class LiveHub {
  readonly options: LiveOptions;
  private readonly streams = new Map<string, Set<HeldStream>>();
  /** Places taken by streams still starting, per user. */
  private readonly starting = new Map<string, number>();
  private total = 0;
  private listening: Promise<Listening> | undefined;
  private closed = false;

  constructor(
    private readonly database: Pick<Database, 'listen'>,
    private readonly log: FastifyBaseLogger,
    options: Partial<LiveOptions> = {},
  ) {
    this.options = { ...DEFAULT_LIVE_OPTIONS, ...options };
  }

  /** How many streams this instance holds (started or starting). */
  get size(): number {
    return this.total;
  }

  /**
   * Takes a place for a new stream of `userId`, counted at once so that requests arriving
   * together cannot all pass the cap. Refused while the server closes.
   */
  admit(userId: string): Place {
    if (this.closed) throw new ApiError(503, 'UNAVAILABLE');
    const held = (this.streams.get(userId)?.size ?? 0) + (this.starting.get(userId) ?? 0);
    if (held >= this.options.perUser) throw new ApiError(429, 'TOO_MANY_STREAMS', undefined, { retryAfter: 30 });
    if (this.total >= this.options.perInstance) throw new ApiError(503, 'UNAVAILABLE', undefined, { retryAfter: 30 });
    this.total += 1;
    this.starting.set(userId, (this.starting.get(userId) ?? 0) + 1);
    let state: 'starting' | 'held' | 'gone' = 'starting';
    let holding: HeldStream | undefined;
    const unstart = () => {
      const left = (this.starting.get(userId) ?? 1) - 1;
      if (left > 0) this.starting.set(userId, left);
      else this.starting.delete(userId);
    };
    return {
      hold: (stream) => {
        if (state !== 'starting') return;
        state = 'held';
        holding = stream;
        unstart();
        let set = this.streams.get(userId);
        if (!set) this.streams.set(userId, (set = new Set()));
        set.add(stream);
      },
      release: () => {
        if (state === 'gone') return;
        if (state === 'starting') unstart();
        else {
          const set = this.streams.get(userId);
          set?.delete(holding!);
          if (set?.size === 0) this.streams.delete(userId);
        }
        state = 'gone';
        this.total -= 1;
      },
    };
  }

  /** Resolves once this instance listens (the first stream starts the listener); 503 if the database will not. */
  async listen(): Promise<void> {
    if (this.closed) throw new ApiError(503, 'UNAVAILABLE');
    this.listening ??= this.database.listen(
      LIVE_CHANNEL,
      { notify: (payload) => this.wake(recipientsOf(payload)), resumed: () => this.wake([]) },
      { warn: (message) => this.log.warn(message) },
    );
    try {
      await this.listening;
    } catch (error) {
      this.listening = undefined;
      this.log.warn({ err: error }, 'live updates: could not listen for notifications');
      throw new ApiError(503, 'UNAVAILABLE');
    }
  }

  /** Wakes the streams of `userIds`, or every stream when none are named. */
  private wake(userIds: string[]) {
    if (userIds.length === 0) {
      for (const set of this.streams.values()) for (const stream of set) stream.wake();
      return;
    }
    for (const userId of userIds) for (const stream of this.streams.get(userId) ?? []) stream.wake();
  }

  /** Ends every stream and refuses new ones: the server is closing, and its close waits for open responses. */
  endStreams(): void {
    this.closed = true;
    for (const set of [...this.streams.values()]) for (const stream of [...set]) stream.end();
  }

  /** Stops listening; after endStreams, before the database closes. */
  async close(): Promise<void> {
    this.endStreams();
    const listening = this.listening;
    this.listening = undefined;
    if (listening) await (await listening.catch(() => undefined))?.close();
  }
}
