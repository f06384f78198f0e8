import { m } from '@/generated/paraglide/messages.js';
import type { VerificationStepId } from '@/machines/partner-verification.machine';

/** Each step's title, as the stepper and the step's heading say it. */
export const STEP_TITLE: Record<VerificationStepId, () => string> = {
  business: m.pv_step_business,
  registration: m.pv_step_registration,
  address: m.pv_step_address,
  documents: m.pv_step_documents,
  review: m.pv_step_review,
};
