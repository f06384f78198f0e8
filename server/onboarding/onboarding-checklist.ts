import { ONBOARDING_STEPS, STEPS_BEFORE_WORK } from '../../src/shared/onboarding.js';
import { todayOf } from '../clock.js';
import { iso } from '../http/contract-fields.js';
import type { Schema } from '../http/handler-types.js';
import type { CandidateOwner } from '../http/owner.js';
import { allSteps } from './onboarding-steps.js';
import type { OnboardingDeps } from './onboarding-deps.js';
import { completionOf } from './readiness.js';

/** The candidate's checklist (/onboarding): every step in order with where it stands, and whether work can start. */
export async function getMyOnboarding({ db, clock }: OnboardingDeps, owner: CandidateOwner): Promise<Schema<'OnboardingChecklist'>> {
  const [steps, completedAt] = await Promise.all([
    allSteps(db, owner.candidateId, owner.account.country, todayOf(clock)),
    completionOf(db, owner.candidateId),
  ]);
  return {
    ready_to_start: completedAt !== null,
    ...(completedAt ? { completed_at: iso(completedAt) } : {}),
    steps: ONBOARDING_STEPS.map((step) => ({ step, ...steps[step], before_work: STEPS_BEFORE_WORK.includes(step) })),
  };
}
