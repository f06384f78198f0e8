import type { Db } from '../db/database.js';

/** What handlers need from the running server; built once in app.ts. */
export interface Deps {
  db: Db;
  databaseKind: 'pglite' | 'postgres';
  /** Origin used in mailed links, e.g. https://remotehire.example. */
  publicUrl: string;
  /** The dev mailbox is open only while mail stays in the outbox (no SMTP_URL). */
  devMailbox: boolean;
}
