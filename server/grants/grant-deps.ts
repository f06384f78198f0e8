import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';

/** What grants need: the database, billing's "today", and the origin of the links mailed to employers. */
export interface GrantDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
}
