import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import type { FileStore } from '../storage/file-store.js';

/** What the onboarding modules need from the running server. */
export interface OnboardingDeps {
  db: Db;
  files: FileStore;
  clock: Clock;
  /** Origin of the links mailed to a hire's employer when onboarding completes. */
  publicUrl: string;
}
