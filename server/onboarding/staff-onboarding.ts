import { inArray } from 'drizzle-orm';
import { STEPS_BEFORE_WORK } from '../../src/shared/onboarding.js';
import { onboardingCompletions, users } from '../db/schema.js';
import { iso } from '../http/contract-fields.js';
import type { Schema } from '../http/handler-types.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { stepsBeforeWork } from './onboarding-steps.js';

type StaffOnboarding = Schema<'StaffOnboarding'>;

const completeSteps = () => STEPS_BEFORE_WORK.map((step) => ({ step, state: 'done' as const }));

/**
 * What a hiring employer sees of their staff's onboarding (docs/product.md, "Onboarding"): per
 * staff member, whether it is complete and where each step before work stands; never a document.
 * Those already complete (most of a page) cost one lookup together; the others are read step by step.
 */
export async function onboardingOfStaff(db: Queryable, candidateIds: readonly string[], today: string): Promise<Map<string, StaffOnboarding>> {
  const ids = [...new Set(candidateIds)];
  const result = new Map<string, StaffOnboarding>();
  if (ids.length === 0) return result;
  const completions = await db
    .select({ candidateId: onboardingCompletions.candidateId, completedAt: onboardingCompletions.completedAt })
    .from(onboardingCompletions)
    .where(inArray(onboardingCompletions.candidateId, ids));
  for (const { candidateId, completedAt } of completions) result.set(candidateId, { complete: true, completed_at: iso(completedAt), steps: completeSteps() });
  const waiting = ids.filter((id) => !result.has(id));
  if (waiting.length === 0) return result;
  const countries = await db.select({ id: users.id, country: users.country }).from(users).where(inArray(users.id, waiting));
  await Promise.all(
    countries.map(async ({ id, country }) => {
      const steps = await stepsBeforeWork(db, id, country, today);
      result.set(id, { complete: false, steps: STEPS_BEFORE_WORK.map((step) => ({ step, state: steps[step as keyof typeof steps].state })) });
    }),
  );
  return result;
}
