import type { Db } from '../db/database.js';
import type { FileStore } from '../storage/file-store.js';

/** What the BPO modules need from the running server. */
export interface BpoDeps {
  db: Db;
  files: FileStore;
  /** Origin used in mailed links. */
  publicUrl: string;
}
