import type { Db } from '../db/database.js';

/** What a change of the pipeline needs: the database, and the origin of the links mailed to the other side. */
export interface PipelineDeps {
  db: Db;
  publicUrl: string;
}
