import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { toProblem, type ApiProblem } from '@/lib/api-problem';

type S = components['schemas'];
export type IntakeSurvey = S['IntakeSurvey'];
export type IntakeSection = S['IntakeSurvey']['sections_done'][number];

/** The sections in the order the survey asks them. */
export const INTAKE_SECTIONS: readonly IntakeSection[] = ['work_setup', 'emergency_contact', 'working_hours'];

/** One section's answers, as the contract takes them. */
export type SectionAnswers =
  | { section: 'work_setup'; values: S['IntakeWorkSetup'] }
  | { section: 'emergency_contact'; values: S['IntakeEmergencyContact'] }
  | { section: 'working_hours'; values: S['IntakeWorkingHours'] };

export interface IntakeSurveyContext {
  survey: IntakeSurvey;
  /** The section on screen. */
  section: IntakeSection;
  problem: ApiProblem | null;
}

export type IntakeSurveyEvent = { type: 'SAVE'; answers: SectionAnswers } | { type: 'BACK' } | { type: 'EDIT'; section: IntakeSection };

const isDone = (survey: IntakeSurvey, section: IntakeSection) => survey.sections_done.includes(section);
const allDone = (survey: IntakeSurvey) => INTAKE_SECTIONS.every((section) => isDone(survey, section));

/** Where the survey goes on: the next section after `from` not saved yet, else the first not saved; null once all are. */
export function nextSection(survey: IntakeSurvey, from?: IntakeSection): IntakeSection | null {
  const start = from ? INTAKE_SECTIONS.indexOf(from) + 1 : 0;
  const ordered = [...INTAKE_SECTIONS.slice(start), ...INTAKE_SECTIONS.slice(0, start)];
  return ordered.find((section) => !isDone(survey, section)) ?? null;
}

function notProvided(name: string): never {
  throw new Error(`intakeSurveyMachine: provide the '${name}' actor`);
}

/**
 * The candidate's intake survey (docs/product.md, "Onboarding"): three sections, each saved on
 * its own ('save'), so that a reload or another day resumes at the first section not saved yet.
 * Saved, a section leads to the next one not saved; once all three are, to the review, where any
 * section can be opened and saved again. Back goes to the section before without saving. The
 * server's refusal keeps the section on screen with its words.
 */
export const intakeSurveyMachine = setup({
  types: {
    context: {} as IntakeSurveyContext,
    events: {} as IntakeSurveyEvent,
    input: {} as { survey: IntakeSurvey },
  },
  actors: {
    save: fromPromise<IntakeSurvey, SectionAnswers>(async () => notProvided('save')),
  },
  guards: {
    complete: ({ context }) => allDone(context.survey),
    notFirst: ({ context }) => context.section !== INTAKE_SECTIONS[0],
    /** Answers of the section on screen: a form left over from another section is not sent. */
    onScreen: ({ context }, params: { section: IntakeSection }) => params.section === context.section,
  },
  actions: {
    storeSurvey: assign((_, params: { survey: IntakeSurvey }) => ({ survey: params.survey, problem: null })),
    goOn: assign(({ context }) => ({ section: nextSection(context.survey, context.section) ?? context.section })),
    goBack: assign(({ context }) => ({ section: INTAKE_SECTIONS[INTAKE_SECTIONS.indexOf(context.section) - 1]!, problem: null })),
    open: assign((_, params: { section: IntakeSection }) => ({ section: params.section, problem: null })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    /** For the flow: say so. */
    saved: (_, _params: { section: IntakeSection }) => {},
  },
}).createMachine({
  id: 'intakeSurvey',
  context: ({ input }) => ({ survey: input.survey, section: nextSection(input.survey) ?? INTAKE_SECTIONS[0]!, problem: null }),
  initial: 'resuming',
  states: {
    resuming: {
      always: [{ guard: 'complete', target: 'review' }, { target: 'editing' }],
    },
    editing: {
      initial: 'idle',
      on: {
        SAVE: { guard: { type: 'onScreen', params: ({ event }) => ({ section: event.answers.section }) }, target: 'saving' },
        BACK: { guard: 'notFirst', target: '.idle', actions: 'goBack' },
        EDIT: { target: '.idle', actions: { type: 'open', params: ({ event }) => ({ section: event.section }) } },
      },
      states: {
        idle: {},
        failed: {},
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ event }) => (event as Extract<IntakeSurveyEvent, { type: 'SAVE' }>).answers,
        onDone: [
          {
            guard: ({ event }) => allDone(event.output),
            target: 'review',
            actions: [
              { type: 'storeSurvey', params: ({ event }) => ({ survey: event.output }) },
              { type: 'saved', params: ({ context }) => ({ section: context.section }) },
            ],
          },
          {
            target: 'editing',
            actions: [
              { type: 'storeSurvey', params: ({ event }) => ({ survey: event.output }) },
              { type: 'saved', params: ({ context }) => ({ section: context.section }) },
              'goOn',
            ],
          },
        ],
        onError: { target: 'editing.failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    review: {
      on: { EDIT: { target: 'editing', actions: { type: 'open', params: ({ event }) => ({ section: event.section }) } } },
    },
  },
});
