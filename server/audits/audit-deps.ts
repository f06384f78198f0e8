import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { FileStore } from '../storage/file-store.js';

/** What the audit and association modules need from the running server. */
export interface AuditDeps {
  db: Db;
  clock: Clock;
  files: FileStore;
  /** Origin used in mailed links. */
  publicUrl: string;
}
