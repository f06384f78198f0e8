import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';

/** What a hire's work needs: the database, the clock that says "now", and the origin of the links mailed to the other side. */
export interface StaffWorkDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
}
