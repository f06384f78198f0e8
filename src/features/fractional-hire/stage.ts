import { m } from '@/generated/paraglide/messages.js';
import { fractionalHireStage, type FractionalHireInput, type NextAction } from '@/machines/fractional-hire.machine';

const NEXT_WORDS: Record<NextAction, () => string> = {
  choose: m.fhire_next_choose,
  set_terms: m.fhire_next_set_terms,
  review_applicants: m.fhire_next_review_applicants,
  await_answer: m.fhire_next_await_answer,
  pay: m.fhire_next_pay,
  finish_payment: m.fhire_next_finish_payment,
  manage_hours: m.fhire_next_manage_hours,
  none: m.fhire_next_none,
};

/** What the employer does next with a hire or a request, from its status on the server (src/machines/fractional-hire.machine.ts). */
export const nextStepText = (input: FractionalHireInput): string => NEXT_WORDS[fractionalHireStage(input).next]();
