// The embedded database in a worker thread (server/db/pglite-worker.ts), behind an object shaped
// like the PGlite instance drizzle-orm/pglite drives: `query`, `exec`, `transaction` and
// `dumpDataDir`. A statement in progress never holds the server's thread, and statements sent
// while one runs wait in the worker, in order. `listen` is the database port's (server/db/database.ts):
// the worker LISTENs once per channel and forwards each notification here.
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { protocol, type QueryOptions, type Results } from '@electric-sql/pglite';
import type { FromWorker, ReadAs, Reply, Request, SentError } from './pglite-protocol.js';
import type { Listening, NotificationHandlers } from './notifications.js';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
type Send = <T>(request: DistributiveOmit<Request, 'id'>, transfer?: ArrayBuffer[]) => Promise<T>;
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/**
 * The worker is TypeScript, run by tsx as the server is. A worker does not inherit the server's
 * `--import tsx` (Node 20 loads a .ts worker file without it), and vitest's processes have none,
 * so the worker registers tsx itself before importing its file.
 */
const require = createRequire(import.meta.url);
const tsxPackage = require.resolve('tsx/package.json');
const tsxApi = (require(tsxPackage) as { exports: Record<string, { import: { default: string } }> }).exports['./esm/api']!.import.default;
const workerStart = `import(${JSON.stringify(pathToFileURL(path.join(path.dirname(tsxPackage), tsxApi)).href)})
  .then(({ register }) => { register(); return import(${JSON.stringify(new URL('./pglite-worker.ts', import.meta.url).href)}); })`;

/**
 * Workers whose database was closed, kept for the next one this process opens: starting a worker
 * and tsx in it costs more than opening a database from a dump. Idle, they do not keep the
 * process alive; there are never more than the databases that were open at the same time.
 */
const idle: Worker[] = [];

function newWorker(): Worker {
  const worker = new Worker(workerStart, { eval: true });
  worker.unref();
  return worker;
}

/** An error from the worker, made again here: a PostgreSQL error keeps its class and its fields (code, constraint...). */
function received({ message, databaseError, fields }: SentError): Error {
  const error = databaseError ? new protocol.messages.DatabaseError(message, Number(fields.length ?? 0), 'error') : new Error(message);
  return Object.assign(error, fields);
}

/**
 * What drizzle's options say about reading results, in a form that crosses threads. The parsers
 * drizzle-orm/pglite passes all keep their type's text as it is (see pglite-protocol.ts).
 */
const readAsByOptions = new WeakMap<QueryOptions, ReadAs>();
function readAsOf(options: QueryOptions | undefined): ReadAs {
  if (!options) return {};
  let readAs = readAsByOptions.get(options);
  if (!readAs) {
    readAs = { rowMode: options.rowMode, textTypes: Object.keys(options.parsers ?? {}).map(Number) };
    readAsByOptions.set(options, readAs);
  }
  return readAs;
}

/** The statements of one transaction, as drizzle-orm/pglite runs them (its `tx`). */
export class PgliteThreadTransaction {
  closed = false;
  constructor(
    private readonly send: Send,
    private readonly id: number,
  ) {}

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.send({ op: 'query', sql, params, readAs: readAsOf(options), tx: this.id });
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.send({ op: 'exec', sql, readAs: readAsOf(options), tx: this.id });
  }

  async rollback(): Promise<void> {
    this.closed = true;
    await this.send({ op: 'rollback', tx: this.id });
  }

  async commit(): Promise<void> {
    this.closed = true;
    await this.send({ op: 'commit', tx: this.id });
  }
}

export class PgliteThread {
  private readonly pending = new Map<number, Pending>();
  private lastId = 0;
  private stopped: Error | undefined;
  /** The listeners of each channel, and the worker's LISTEN of it (one per channel, however many listen). */
  private readonly channels = new Map<string, { listeners: Set<NotificationHandlers>; listening: Promise<void> }>();
  private readonly onMessage = (message: FromWorker) => ('notification' in message ? this.notified(message.notification) : this.settle(message));
  private readonly onError = (error: Error) => this.stop(error);
  private readonly onExit = (code: number) => this.stop(new Error(`The PGlite worker stopped (exit code ${code})`));

  private constructor(private readonly worker: Worker) {
    worker.on('message', this.onMessage).on('error', this.onError).on('exit', this.onExit);
  }

  /** Opens the database in a worker; refused with the database's own error. */
  static async start(options: { dataDir?: string; loadDataDir?: Blob }): Promise<PgliteThread> {
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const thread = new PgliteThread(idle.pop() ?? newWorker());
    try {
      await thread.send({ op: 'open', dataDir: options.dataDir, loadDataDir }, loadDataDir ? [loadDataDir] : []);
    } catch (error) {
      await thread.release();
      throw error;
    }
    return thread;
  }

  private readonly send: Send = (request, transfer = []) => {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = ++this.lastId;
    // While it answers, the worker keeps the process alive, as a pending query on a socket would.
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as Pending['resolve'], reject });
      this.worker.postMessage({ ...request, id }, transfer);
    });
  };

  private settle(reply: Reply) {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (reply.ok) pending.resolve(reply.value);
    else pending.reject(received(reply.error));
  }

  private notified({ channel, payload }: { channel: string; payload: string }) {
    for (const listener of this.channels.get(channel)?.listeners ?? []) listener.notify(payload);
  }

  private stop(error: Error) {
    this.stopped ??= error;
    for (const { reject } of this.pending.values()) reject(this.stopped);
    this.pending.clear();
  }

  /** Hands the worker back for the next database, or ends it if it failed. */
  private async release() {
    const failed = this.stopped;
    this.stop(new Error('The database is closed'));
    this.worker.off('message', this.onMessage).off('error', this.onError).off('exit', this.onExit).unref();
    if (failed) await this.worker.terminate();
    else idle.push(this.worker);
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.send({ op: 'query', sql, params, readAs: readAsOf(options) });
  }

  exec(sql: string, options?: QueryOptions): Promise<Results[]> {
    return this.send({ op: 'exec', sql, readAs: readAsOf(options) });
  }

  /** As PGlite's: commits when `work` returns, rolls back when it throws or rolled back itself. */
  async transaction<T>(work: (tx: PgliteThreadTransaction) => Promise<T>): Promise<T> {
    const tx = new PgliteThreadTransaction(this.send, await this.send<number>({ op: 'begin' }));
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      if (!tx.closed) await tx.rollback();
      throw error;
    }
    if (!tx.closed) await tx.commit();
    return result;
  }

  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    return new Blob([await this.send<ArrayBuffer>({ op: 'dump', compression })]);
  }

  /**
   * Listens to a channel on PGlite's one connection. That connection never drops while the
   * database is open, so `resumed` is never called.
   */
  async listen(channel: string, handlers: NotificationHandlers): Promise<Listening> {
    let entry = this.channels.get(channel);
    if (!entry) {
      const listening = this.send<void>({ op: 'listen', channel });
      entry = { listeners: new Set(), listening };
      this.channels.set(channel, entry);
      // A LISTEN that failed is asked again by the next listener.
      listening.catch(() => this.channels.get(channel) === entry && this.channels.delete(channel));
    }
    await entry.listening;
    const listener = { ...handlers };
    entry.listeners.add(listener);
    const { listeners } = entry;
    return {
      close: async () => {
        listeners.delete(listener);
        if (listeners.size > 0 || this.channels.get(channel)?.listeners !== listeners) return;
        this.channels.delete(channel);
        if (!this.stopped) await this.send({ op: 'unlisten', channel });
      },
    };
  }

  /** Closes the database; the worker waits for the next one. */
  async close(): Promise<void> {
    try {
      await this.send({ op: 'close' });
    } catch (error) {
      this.stopped ??= error as Error;
      throw error;
    } finally {
      await this.release();
    }
  }
}
