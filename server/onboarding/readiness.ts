import { and, eq, sql } from 'drizzle-orm';
import { todayOf, type Clock } from '../clock.js';
import type { Tx } from '../db/database.js';
import { offers, onboardingCompletions, users } from '../db/schema.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { hireById } from '../staff-work/hires.js';
import { tellEmployerOfWork } from '../staff-work/notify.js';
import { stepsBeforeWork } from './onboarding-steps.js';

/*
 * Whether a candidate may start work (src/shared/onboarding.ts, STEPS_BEFORE_WORK): identity
 * verified, required documents approved, agreements signed. The moment it first holds is written
 * once (`onboarding_completions`), by whichever of those decisions came last, in that decision's
 * own transaction: the employers of the candidate's running hires are told then, exactly once,
 * however many decisions race to be the last. Two of them at once (an approval and a signature)
 * each see only their own change until they commit, so each would find the other step undone:
 * the readings are taken under a lock of the candidate's onboarding (an advisory lock held to the
 * end of the transaction), and the second reads after the first has committed. A clock-in asks
 * only whether that row exists, so a document that expires later asks for a renewal without
 * stopping work already under way (decision 022).
 */

/** Whether the candidate's onboarding is complete: a hire clocks in only then. */
export async function isReadyToStart(db: Queryable, candidateId: string): Promise<boolean> {
  const [row] = await db
    .select({ candidateId: onboardingCompletions.candidateId })
    .from(onboardingCompletions)
    .where(eq(onboardingCompletions.candidateId, candidateId));
  return row !== undefined;
}

/** When the candidate's onboarding completed, or null. */
export async function completionOf(db: Queryable, candidateId: string): Promise<Date | null> {
  const [row] = await db
    .select({ completedAt: onboardingCompletions.completedAt })
    .from(onboardingCompletions)
    .where(eq(onboardingCompletions.candidateId, candidateId));
  return row?.completedAt ?? null;
}

/**
 * Called by every decision that can complete onboarding (a document approved, the identity check
 * verified, an agreement signed), inside its transaction. Records the completion when every step
 * before work is done, and tells the employers of the candidate's running hires.
 */
export async function recordIfReady(tx: Tx, deps: { clock: Clock; publicUrl: string }, candidateId: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`onboarding:${candidateId}`}, 0))`);
  const [candidate] = await tx.select({ country: users.country }).from(users).where(eq(users.id, candidateId));
  if (!candidate) return false;
  const steps = await stepsBeforeWork(tx, candidateId, candidate.country, todayOf(deps.clock));
  if (!Object.values(steps).every((s) => s.state === 'done')) return false;
  const [recorded] = await tx
    .insert(onboardingCompletions)
    .values({ candidateId, grounds: 'checks_passed', completedAt: deps.clock.now() })
    .onConflictDoNothing()
    .returning({ candidateId: onboardingCompletions.candidateId });
  if (!recorded) return false;
  const running = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.candidateId, candidateId), eq(offers.status, 'hired')));
  for (const { id } of running) await tellEmployerOfWork(tx, deps.publicUrl, await hireById(tx, id), 'onboarding_completed');
  return true;
}
