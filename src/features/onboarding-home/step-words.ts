import { m } from '@/generated/paraglide/messages.js';
import type { OnboardingStep, OnboardingStepState } from '@/lib/labels';

/** Where each step is done: its own page (the agreements are signed from the documents page). */
export const STEP_PATH: Record<OnboardingStep, string> = {
  vetting: '/candidate/vetting',
  documents: '/candidate/compliance',
  agreements: '/candidate/compliance',
  intake_survey: '/candidate/intake/survey',
  identity: '/candidate/kyc',
};

/** What the step asks of the candidate, in a sentence. */
export const STEP_HINT: Record<OnboardingStep, () => string> = {
  vetting: m.onbh_step_vetting_hint,
  documents: m.onbh_step_documents_hint,
  agreements: m.onbh_step_agreements_hint,
  intake_survey: m.onbh_step_intake_survey_hint,
  identity: m.onbh_step_identity_hint,
};

/** The button that opens a step, by where it stands. */
export const STEP_ACTION: Record<OnboardingStepState, () => string> = {
  to_do: m.onbh_action_start,
  in_progress: m.onbh_action_continue,
  needs_attention: m.onbh_action_fix,
  in_review: m.onbh_action_view,
  done: m.onbh_action_view,
};
