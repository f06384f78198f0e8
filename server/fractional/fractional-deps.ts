import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';

/**
 * What the fractional calls need: the database, and billing's clock. "This month" of a hire is
 * read off the same clock the monthly billing run bills by, so a page and the bill agree.
 */
export interface FractionalDeps {
  db: Db;
  clock: Clock;
}
