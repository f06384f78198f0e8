import type { components } from '../generated/api.js';
import type { JobRole } from './job-roles.js';

export type VettingQuestionKey = components['schemas']['VettingQuestionKey'];

/**
 * The role questionnaire of vetting (docs/product.md, "Onboarding"): a few questions an employer
 * hiring for the role would ask first, kept as data so the server checks an answer by the same
 * rule the form shows. Words live in the vetting catalog (messages/<locale>/vetting.json), one
 * message a question and one a choice; the keys here are the contract's VettingQuestionKey.
 */
export type VettingQuestion =
  /** Free text, counted in characters once trimmed. */
  | { key: VettingQuestionKey; kind: 'text'; minLength: number; maxLength: number }
  /** One of `choices`, answered by its key. */
  | { key: VettingQuestionKey; kind: 'choice'; choices: readonly string[] }
  /** A whole number of years, 0 to YEARS_MAX. */
  | { key: VettingQuestionKey; kind: 'years' };

export const YEARS_MAX = 50;

/** A story: enough to show how the candidate works, short enough to read in a review. */
const story = (key: VettingQuestionKey): VettingQuestion => ({ key, kind: 'text', minLength: 80, maxLength: 1000 });
/** A list of tools or skills in a sentence. */
const list = (key: VettingQuestionKey): VettingQuestion => ({ key, kind: 'text', minLength: 10, maxLength: 500 });
const years = (key: VettingQuestionKey): VettingQuestion => ({ key, kind: 'years' });
const choice = (key: VettingQuestionKey, choices: readonly string[]): VettingQuestion => ({ key, kind: 'choice', choices });

/** Asked of every role: working in English is what every client of the platform needs. */
const english = choice('english_level', ['basic', 'conversational', 'fluent', 'native']);

/** For a role without a set of its own. */
export const GENERIC_QUESTIONS: readonly VettingQuestion[] = [
  years('generic_years'),
  story('generic_proud_work'),
  list('generic_tools'),
  choice('generic_hours_overlap', ['full_overlap', 'partial_overlap', 'own_hours']),
  english,
];

export const ROLE_QUESTIONS: Partial<Record<JobRole, readonly VettingQuestion[]>> = {
  'bookkeeper': [
    years('bookkeeper_years'),
    choice('bookkeeper_software', ['quickbooks', 'xero', 'sage', 'other']),
    story('bookkeeper_reconciliation'),
    story('bookkeeper_unmatched_payment'),
    english,
  ],
  'software-developer': [
    years('developer_years'),
    list('developer_stack'),
    choice('developer_testing', ['always', 'usually', 'sometimes', 'rarely']),
    story('developer_incident'),
    story('developer_review'),
    english,
  ],
  'customer-support-agent': [
    years('support_years'),
    choice('support_channel', ['phone', 'chat', 'email', 'all_channels']),
    choice('support_helpdesk', ['zendesk', 'freshdesk', 'intercom', 'salesforce', 'other']),
    story('support_angry_customer'),
    english,
  ],
  'virtual-assistant': [
    years('assistant_years'),
    choice('assistant_suite', ['google_workspace', 'microsoft_365', 'both']),
    story('assistant_double_booking'),
    story('assistant_priorities'),
    english,
  ],
};

/** The questions a candidate of this role answers: the role's own set, else the generic one. */
export function questionsFor(role: JobRole | null | undefined): readonly VettingQuestion[] {
  return (role && ROLE_QUESTIONS[role]) || GENERIC_QUESTIONS;
}

/** Why an answer does not fit its question, or null when it does. */
export type AnswerProblem = 'type' | 'tooShort' | 'tooLong' | 'choice' | 'min' | 'max';

/** Checks an answer as the form and the server both do; text is judged trimmed. */
export function answerProblem(question: VettingQuestion, answer: string | number): AnswerProblem | null {
  switch (question.kind) {
    case 'text': {
      if (typeof answer !== 'string') return 'type';
      const length = answer.trim().length;
      return length < question.minLength ? 'tooShort' : length > question.maxLength ? 'tooLong' : null;
    }
    case 'choice':
      return typeof answer !== 'string' ? 'type' : question.choices.includes(answer) ? null : 'choice';
    case 'years':
      if (typeof answer !== 'number' || !Number.isInteger(answer)) return 'type';
      return answer < 0 ? 'min' : answer > YEARS_MAX ? 'max' : null;
  }
}
