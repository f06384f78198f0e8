import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { FileStore } from '../storage/file-store.js';

/** What the partner verification modules need from the running server. */
export interface PartnerDeps {
  db: Db;
  files: FileStore;
  clock: Clock;
  /** Origin of the links mailed to partners. */
  publicUrl: string;
}
