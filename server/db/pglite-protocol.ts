// The messages between the server's thread and the PGlite worker (server/db/pglite-worker.ts).
// Every request carries an id and gets exactly one reply with the same id.

import type { RowMode } from '@electric-sql/pglite';

/** Opens a database in an idle worker; a worker holds one database at a time and is reused after `close`. */
export interface Open {
  dataDir: string | undefined;
  loadDataDir: ArrayBuffer | undefined;
}

/**
 * How a statement's results are read. Parsers are functions and cannot cross threads: the only
 * ones drizzle-orm/pglite passes keep a type as the text PostgreSQL sent, so `textTypes` lists
 * those types and the worker keeps them as text.
 */
export interface ReadAs {
  rowMode?: RowMode;
  textTypes?: number[];
}

export type Request =
  | ({ id: number; op: 'open' } & Open)
  | { id: number; op: 'query'; sql: string; params: unknown[]; readAs: ReadAs; tx?: number }
  | { id: number; op: 'exec'; sql: string; readAs: ReadAs; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'commit' | 'rollback'; tx: number }
  | { id: number; op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { id: number; op: 'listen' | 'unlisten'; channel: string }
  | { id: number; op: 'close' };

/** An error as it crosses threads: its message and the fields PostgreSQL gave (code, constraint...). */
export interface SentError {
  message: string;
  databaseError: boolean;
  fields: Record<string, unknown>;
}

export type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SentError };

/**
 * Sent by the worker unasked: a NOTIFY on a channel the server's thread listens to (`listen`),
 * heard by PGlite once the transaction that sent it committed.
 */
export interface Notification {
  notification: { channel: string; payload: string };
}

/** Everything the worker posts: a reply to a request, or a notification. */
export type FromWorker = Reply | Notification;
