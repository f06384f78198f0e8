// The worker thread that owns the embedded database, so that a statement never runs on the
// server's own thread (server/db/pglite-thread.ts starts it and speaks to it; the messages are in
// server/db/pglite-protocol.ts). PGlite is one connection: the connection is given to one
// statement at a time, or to one transaction from its BEGIN to its COMMIT or ROLLBACK, and
// statements sent meanwhile wait their turn in order, as PostgreSQL's locks would make them.
// After `close` the worker waits for the next `open`, so that opening many databases (the tests)
// does not start a thread each. A channel the server's thread listens to is LISTENed on that one
// connection, and each notification PGlite hears (after its transaction commits) is posted back.
import { parentPort } from 'node:worker_threads';
import { Mutex, PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { PreparedStatements } from './pglite-statements.js';
import type { Notification, Open, ReadAs, Reply, Request, SentError } from './pglite-protocol.js';

const port = parentPort!;

interface Connection {
  pglite: PGlite;
  statements: PreparedStatements;
  /** Held by one statement outside a transaction, or by a whole transaction. */
  turn: Mutex;
  /** The channels listened to, each with PGlite's way to stop. */
  channels: Map<string, () => Promise<void>>;
}
let connection: Connection | undefined;

/** A transaction the server's thread is running statement by statement, until it commits or rolls back. */
interface OpenTransaction {
  tx: Transaction;
  /** Lets PGlite's transaction callback return: PGlite then commits, unless the transaction was rolled back. */
  end: () => void;
  /** PGlite's transaction, settled after its COMMIT or ROLLBACK. */
  done: Promise<void>;
}
const transactions = new Map<number, OpenTransaction>();
let lastTransaction = 0;

const keepAsText = (value: string) => value;
const optionsByTypes = new Map<string, QueryOptions>();
/** PGlite's options for a way of reading results; one object per set of types, as drizzle keeps one per statement. */
function optionsOf({ rowMode, textTypes = [] }: ReadAs): QueryOptions {
  const key = `${rowMode ?? ''}:${textTypes.join(',')}`;
  let options = optionsByTypes.get(key);
  if (!options) {
    options = { rowMode, parsers: Object.fromEntries(textTypes.map((type) => [type, keepAsText])) };
    optionsByTypes.set(key, options);
  }
  return options;
}

function sent(error: unknown): SentError {
  if (!(error instanceof Error)) return { message: String(error), databaseError: false, fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    // queryOptions holds parser functions, which cannot cross threads; the server's thread has them.
    if (key !== 'queryOptions' && key !== 'stack' && key !== 'message') fields[key] = value;
  }
  return { message: error.message, databaseError: typeof fields.severity === 'string', fields };
}

function transactionOf(id: number): OpenTransaction {
  const open = transactions.get(id);
  if (!open) throw new Error(`No open transaction ${id}`);
  return open;
}

async function query(db: Connection, request: Extract<Request, { op: 'query' }>): Promise<unknown> {
  const { sql, params, tx } = request;
  const options = optionsOf(request.readAs);
  const open = tx === undefined ? undefined : transactionOf(tx);
  const run = () => {
    if (db.statements.takes(sql, params)) return db.statements.query(sql, params, options, open !== undefined);
    return open ? open.tx.query(sql, params, options) : db.pglite.query(sql, params, options);
  };
  try {
    return await (open ? run() : db.turn.runExclusive(run));
  } finally {
    db.statements.ran(sql);
  }
}

async function exec(db: Connection, request: Extract<Request, { op: 'exec' }>): Promise<unknown> {
  const { sql, tx } = request;
  try {
    if (tx !== undefined) return await transactionOf(tx).tx.exec(sql, optionsOf(request.readAs));
    return await db.turn.runExclusive(() => db.pglite.exec(sql, optionsOf(request.readAs)));
  } finally {
    db.statements.ran(sql);
  }
}

async function begin(db: Connection): Promise<number> {
  const release = await db.turn.acquire();
  return new Promise((started, failed) => {
    const id = ++lastTransaction;
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    const done = db.pglite
      .transaction(async (tx) => {
        transactions.set(id, { tx, end, done });
        started(id);
        await ended;
      })
      .finally(release);
    // Before the callback ran (BEGIN failed) this refuses the begin; after it, commit or rollback reports it.
    done.catch(failed);
  });
}

async function finish(id: number, commit: boolean): Promise<void> {
  const open = transactionOf(id);
  transactions.delete(id);
  try {
    if (!commit && !open.tx.closed) await open.tx.rollback();
  } finally {
    open.end();
  }
  await open.done;
}

async function open({ dataDir, loadDataDir }: Open): Promise<void> {
  // One options object: PGlite ignores the second argument unless the first is a string,
  // so `new PGlite(undefined, { loadDataDir })` would silently start an empty database.
  const pglite = new PGlite({ dataDir, ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}) });
  await pglite.waitReady;
  connection = { pglite, statements: new PreparedStatements(pglite), turn: new Mutex(), channels: new Map() };
}

/** LISTEN takes the connection's turn like any statement: it must not land inside another's transaction. */
async function listen(db: Connection, channel: string): Promise<void> {
  if (db.channels.has(channel)) return;
  const stop = await db.turn.runExclusive(() =>
    db.pglite.listen(channel, (payload) => port.postMessage({ notification: { channel, payload } } satisfies Notification)),
  );
  db.channels.set(channel, stop);
}

async function unlisten(db: Connection, channel: string): Promise<void> {
  const stop = db.channels.get(channel);
  if (!stop) return;
  db.channels.delete(channel);
  await db.turn.runExclusive(() => stop());
}

async function close(db: Connection): Promise<void> {
  connection = undefined;
  transactions.clear();
  await db.pglite.close();
}

async function answer(request: Request): Promise<unknown> {
  if (request.op === 'open') return open(request);
  const db = connection;
  if (!db) throw new Error('No database is open in this worker');
  switch (request.op) {
    case 'query':
      return query(db, request);
    case 'exec':
      return exec(db, request);
    case 'begin':
      return begin(db);
    case 'commit':
    case 'rollback':
      return finish(request.tx, request.op === 'commit');
    case 'dump': {
      const dump = await db.turn.runExclusive(() => db.pglite.dumpDataDir(request.compression));
      return dump.arrayBuffer();
    }
    case 'listen':
      return listen(db, request.channel);
    case 'unlisten':
      return unlisten(db, request.channel);
    case 'close':
      return close(db);
  }
}

port.on('message', (request: Request) => {
  answer(request).then(
    (value) => {
      const transfer = value instanceof ArrayBuffer ? [value] : [];
      port.postMessage({ id: request.id, ok: true, value } satisfies Reply, transfer);
    },
    (error: unknown) => port.postMessage({ id: request.id, ok: false, error: sent(error) } satisfies Reply),
  );
});
