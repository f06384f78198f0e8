import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';

/** What the vetting modules need from the running server. */
export interface VettingDeps {
  db: Db;
  clock: Clock;
}
