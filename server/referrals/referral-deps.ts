import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';

/** What the referral modules need from the running server. */
export interface ReferralDeps {
  db: Db;
  clock: Clock;
  /** Origin of mailed links. */
  publicUrl: string;
}
