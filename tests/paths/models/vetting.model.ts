import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import { vettingMachine, type AnswerDraft, type VettingCase } from '@/machines/vetting.machine';
import { inReviewCase, makeVettingCase, readyCase, sentBackCase, startedCase, vettedCase } from '../../doubles/fixtures/vetting';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const refused: ApiProblem = { message: 'Please check the highlighted fields.', code: 'VALIDATION_FAILED', fields: { answer: 'Use at least 80 characters.' } };
const incomplete: ApiProblem = { message: 'Complete your profile and answer every question before you submit.', code: 'VETTING_INCOMPLETE' };
const offline = new TypeError('Failed to fetch');

let saves: AnswerDraft[] = [];
let submits = 0;

// From each status the server can answer with: a reload starts where the case stands.
export default definePathModel({
  name: 'vetting',
  machine: vettingMachine.provide({
    actors: {
      save: fromPromise<VettingCase, AnswerDraft>(({ input }) => {
        saves.push(input);
        return new Promise(() => {});
      }),
      submit: fromPromise<VettingCase, void>(() => {
        submits += 1;
        return new Promise(() => {});
      }),
    },
  }),
  inputs: [
    { name: 'started', input: { vetting: startedCase() } },
    { name: 'every answer saved', input: { vetting: readyCase() } },
    { name: 'in review', input: { vetting: inReviewCase() } },
    { name: 'vetted', input: { vetting: vettedCase() } },
    { name: 'sent back', input: { vetting: sentBackCase() } },
  ],
  events: [
    { type: 'SAVE', draft: { question: 'english_level', answer: 'fluent' } },
    { type: 'SUBMIT' },
    { type: 'EDIT' },
    doneEvent('save', readyCase()),
    doneEvent('save', makeVettingCase({ answers: startedCase().answers.slice(0, 1) })),
    errorEvent('save', refused),
    errorEvent('save', offline),
    doneEvent('submit', inReviewCase()),
    errorEvent('submit', incomplete),
  ],
  serializeState: (snapshot) =>
    JSON.stringify([snapshot.value, snapshot.context.vetting.status, snapshot.context.vetting.can_submit, snapshot.context.question, snapshot.context.problem?.code ?? null]),
  everyStep({ snapshot, previous, event, input }) {
    if (event.type === 'xstate.init') {
      saves = [];
      submits = 0;
      const status = (input as { vetting: VettingCase }).vetting.status;
      expect(snapshot.value).toEqual(status === 'answering' ? { answering: 'idle' } : status);
    }
    if (snapshot.matches({ answering: 'saving' }) && !previous?.matches({ answering: 'saving' })) expect(saves.at(-1)?.question).toBe(snapshot.context.question);
    if (snapshot.matches('submitting') && !previous?.matches('submitting')) expect(submits).toBeGreaterThan(0);
    // Submitting only ever starts from a case the server said could be submitted.
    if (snapshot.matches('submitting')) expect(snapshot.context.vetting.can_submit).toBe(true);
    expect(snapshot.hasTag('busy')).toBe(snapshot.matches({ answering: 'saving' }) || snapshot.matches('submitting'));
  },
  states: {
    'answering.idle': ({ snapshot }) => expect(snapshot.context.problem).toBeNull(),
    'answering.failed': ({ snapshot }) => expect(['VALIDATION_FAILED', 'NETWORK', 'VETTING_INCOMPLETE']).toContain(snapshot.context.problem?.code),
    in_review: ({ snapshot }) => expect(snapshot.context.vetting.status).toBe('in_review'),
    vetted: ({ snapshot }) => expect(snapshot.status).toBe('done'),
    needs_changes: ({ snapshot }) => expect(snapshot.context.vetting.reasons).toBeTruthy(),
  },
});
