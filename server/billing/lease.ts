import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { jobLeases } from '../db/schema.js';

export interface Lease {
  /** Pushes the expiry forward; false when the lease was lost (it expired and another holder took it). */
  renew(): Promise<boolean>;
}

export type LeaseOutcome<T> = { acquired: true; value: T } | { acquired: false };

const expiry = (ttlMs: number) => sql`now() + ${`${Math.ceil(ttlMs)} milliseconds`}::interval`;

/**
 * Runs `fn` while holding the lease `name`, so that one server instance at a time does
 * the job. The lease is taken when free, expired, or already ours; it expires on its own
 * if its holder dies, and is released at the end only if still ours. Times are the
 * database's, so instances with skewed clocks agree.
 */
export async function withLease<T>(
  db: Db,
  name: string,
  holder: string,
  ttlMs: number,
  fn: (lease: Lease) => Promise<T>,
): Promise<LeaseOutcome<T>> {
  const [taken] = await db
    .insert(jobLeases)
    .values({ name, holder, expiresAt: expiry(ttlMs) })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, expiresAt: expiry(ttlMs) },
      setWhere: sql`${jobLeases.expiresAt} < now() or ${jobLeases.holder} = excluded.holder`,
    })
    .returning({ holder: jobLeases.holder });
  if (!taken) return { acquired: false };

  const ours = and(eq(jobLeases.name, name), eq(jobLeases.holder, holder));
  const lease: Lease = {
    async renew() {
      const renewed = await db.update(jobLeases).set({ expiresAt: expiry(ttlMs) }).where(ours).returning({ name: jobLeases.name });
      return renewed.length > 0;
    },
  };
  try {
    return { acquired: true, value: await fn(lease) };
  } finally {
    await db.delete(jobLeases).where(ours);
  }
}
