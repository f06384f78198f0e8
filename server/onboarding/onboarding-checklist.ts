import { ONBOARDING_STEPS, STEPS_BEFORE_WORK } from '../../src/shared/onboarding.js';
import { todayOf } from '../clock.js';
import { iso } from '../http/contract-fields.js';
import type { Schema } from '../http/handler-types.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import type { CandidateOwner } from '../http/owner.js';
import { allSteps } from './onboarding-steps.js';
import type { OnboardingDeps } from './onboarding-deps.js';
import { completionOf } from './readiness.js';

/** The candidate's checklist (/onboarding): every step in order with where it stands, and whether work can start. */
export function getMyOnboarding({ db, clock }: OnboardingDeps, owner: CandidateOwner): Promise<Schema<'OnboardingChecklist'>> {
  return checklistOf(db, owner.candidateId, owner.account.country, todayOf(clock));
}

/** A candidate's checklist: theirs, or in an administrator's case (server/onboarding/onboarding-case.ts). */
export async function checklistOf(db: Queryable, candidateId: string, country: string | null, today: string): Promise<Schema<'OnboardingChecklist'>> {
  const [steps, completedAt] = await Promise.all([allSteps(db, candidateId, country, today), completionOf(db, candidateId)]);
  return {
    ready_to_start: completedAt !== null,
    ...(completedAt ? { completed_at: iso(completedAt) } : {}),
    steps: ONBOARDING_STEPS.map((step) => ({ step, ...steps[step], before_work: STEPS_BEFORE_WORK.includes(step) })),
  };
}
