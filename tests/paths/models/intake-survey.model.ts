import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import { INTAKE_SECTIONS, intakeSurveyMachine, nextSection, type IntakeSurvey, type SectionAnswers } from '@/machines/intake-survey.machine';
import { completeSurvey, emergencyContact, emptySurvey, workingHours, workSetup } from '../../doubles/fixtures/intake-survey';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const afterFirst: IntakeSurvey = { work_setup: workSetup, sections_done: ['work_setup'] };
const afterTwo: IntakeSurvey = { ...afterFirst, emergency_contact: emergencyContact, sections_done: ['work_setup', 'emergency_contact'] };
const refused: ApiProblem = { message: 'Please check the highlighted fields.', code: 'VALIDATION_FAILED', fields: { end_time: 'This value is not valid.' } };
const offline = new TypeError('Failed to fetch');

let saves: SectionAnswers[] = [];

// From nothing, from one section saved (a reload resumes at the next), and from a complete survey.
export default definePathModel({
  name: 'intakeSurvey',
  machine: intakeSurveyMachine.provide({
    actors: {
      save: fromPromise<IntakeSurvey, SectionAnswers>(({ input }) => {
        saves.push(input);
        return new Promise(() => {});
      }),
    },
  }),
  inputs: [
    { name: 'new', input: { survey: emptySurvey() } },
    { name: 'one section saved', input: { survey: afterFirst } },
    { name: 'complete', input: { survey: completeSurvey() } },
  ],
  events: [
    { type: 'SAVE', answers: { section: 'work_setup', values: workSetup } },
    { type: 'SAVE', answers: { section: 'emergency_contact', values: emergencyContact } },
    { type: 'SAVE', answers: { section: 'working_hours', values: workingHours } },
    { type: 'BACK' },
    { type: 'EDIT', section: 'work_setup' },
    { type: 'EDIT', section: 'working_hours' },
    doneEvent('save', afterFirst),
    doneEvent('save', afterTwo),
    doneEvent('save', completeSurvey()),
    errorEvent('save', refused),
    errorEvent('save', offline),
  ],
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.section, snapshot.context.survey.sections_done, snapshot.context.problem?.code ?? null]),
  everyStep({ snapshot, previous, event, input }) {
    if (event.type === 'xstate.init') {
      saves = [];
      // A reload resumes at the first section not saved yet, or at the review.
      const survey = (input as { survey: IntakeSurvey }).survey;
      expect(snapshot.value).toEqual(nextSection(survey) === null ? 'review' : { editing: 'idle' });
    }
    if (snapshot.matches('saving') && !previous?.matches('saving')) expect(saves.at(-1)?.section).toBe(snapshot.context.section);
    // Only the section on screen is sent.
    if (event.type === 'SAVE' && (event as { answers: SectionAnswers }).answers.section !== previous?.context.section) expect(snapshot.matches('saving')).toBe(false);
    expect(INTAKE_SECTIONS).toContain(snapshot.context.section);
  },
  states: {
    review: ({ snapshot }) => expect(nextSection(snapshot.context.survey)).toBeNull(),
    'editing.failed': ({ snapshot }) => expect(['VALIDATION_FAILED', 'NETWORK']).toContain(snapshot.context.problem?.code),
    'editing.idle': ({ snapshot }) => expect(snapshot.context.problem).toBeNull(),
  },
});
