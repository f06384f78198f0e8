/**
 * The steps of a candidate's onboarding (docs/product.md, "Onboarding"), in the order the
 * checklist shows them. Three of them gate work: a hire clocks in and counts as active staff only
 * once identity is verified, the documents their country asks for are approved and the
 * agreements are signed (server/onboarding/readiness.ts). Vetting and the intake survey help the
 * employer and the platform but hold nobody back from work they were hired for.
 */
export const ONBOARDING_STEPS = ['vetting', 'documents', 'agreements', 'intake_survey', 'identity'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const STEPS_BEFORE_WORK: readonly OnboardingStep[] = ['identity', 'documents', 'agreements'];

/**
 * Where a step stands for its checklist: `to_do` (nothing started), `in_progress` (started, the
 * candidate's move), `in_review` (waiting for the platform), `needs_attention` (refused, failed or
 * expired: the candidate's move, with a reason), `done`.
 */
export const STEP_STATES = ['to_do', 'in_progress', 'in_review', 'needs_attention', 'done'] as const;
export type StepState = (typeof STEP_STATES)[number];

/** The step to work on next: the first that needs the candidate, before those waiting for review. */
export function nextStep<S extends { step: OnboardingStep; state: StepState }>(steps: readonly S[]): S | undefined {
  const byNeed: readonly StepState[] = ['needs_attention', 'in_progress', 'to_do'];
  for (const state of byNeed) {
    const found = steps.find((s) => s.state === state);
    if (found) return found;
  }
  return undefined;
}
