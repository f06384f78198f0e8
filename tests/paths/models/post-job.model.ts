import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import {
  blankFields,
  postJobMachine,
  stepComplete,
  toDraft,
  toJobInput,
  type EmployerJob,
  type JobFields,
  type PostJobContext,
  type StoreJobInput,
} from '@/machines/post-job.machine';
import { makePostedJob, noApplicants } from '../../doubles/fixtures/jobs';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const KEY = 'postJob:model';
const JOB_ID = '5c0ffee0-0000-4000-8000-000000000001';

const DETAILS: Partial<JobFields> = {
  title: 'Bookkeeper for a dental practice',
  role: 'bookkeeper',
  experience_level: 'intermediate',
  description: 'Keep the books of our two clinics in order and close each month on time.',
  skills: ['QuickBooks', 'Xero'],
  country: '',
};
const FULL_TIME_PAY: Partial<JobFields> = { pay: '1400', hours_per_week: '40' };
// 40 hours is a full-time week: refused while the method is fractional.
const FRACTIONAL_PAY: Partial<JobFields> = { pay: '12.50', hours_per_week: '20' };

function jobWith(status: EmployerJob['status']): EmployerJob {
  return makePostedJob({ id: JOB_ID, status, published_at: undefined, applicants: noApplicants });
}

const titleRefused: ApiProblem = {
  message: 'Some fields need your attention.',
  code: 'VALIDATION_FAILED',
  fields: { title: 'Use at least 3 characters.' },
};
const payRefused: ApiProblem = {
  message: 'Some fields need your attention.',
  code: 'VALIDATION_FAILED',
  fields: { pay_cents: 'Enter at least 1.' },
};
const conflict: ApiProblem = { message: 'This job was closed; reopen it to change it.', code: 'JOB_NOT_OPEN' };
const offline = new TypeError('Failed to fetch');

// The fake calls never settle (the path says how they end) but record what they were given.
let stored: StoreJobInput[] = [];
let published: string[] = [];

const machine = postJobMachine.provide({
  actors: {
    storeJob: fromPromise<EmployerJob, StoreJobInput>(({ input }) => {
      stored.push(input);
      return new Promise(() => {});
    }),
    publishJob: fromPromise<EmployerJob, { jobId: string }>(({ input }) => {
      published.push(input.jobId);
      return new Promise(() => {});
    }),
  },
  actions: { persistDraft: () => {}, clearDraft: () => {} },
});

type Context = PostJobContext;

// A reload picks the wizard up where the tab's draft says, if that step can be opened.
const draftAt = (step: 'pay' | 'review', fields: Partial<JobFields>, saved: { jobId: string; jobStatus: 'draft' } | null = null) => ({
  method: 'full_time',
  fields: { ...blankFields('full_time'), ...fields },
  step,
  reached: step === 'pay' ? 2 : 3,
  jobId: saved?.jobId ?? null,
  jobStatus: saved?.jobStatus ?? null,
  locale: 'en',
});
const inStep = (context: Context) => ['details', 'pay', 'review'].includes(context.step);

export default definePathModel({
  name: 'postJob',
  machine,
  inputs: [
    { name: 'new job', input: { method: null, draft: null, storageKey: KEY } },
    { name: 'method chosen', input: { method: 'fractional', draft: null, storageKey: KEY } },
    { name: 'draft at pay', input: { method: null, draft: draftAt('pay', DETAILS), storageKey: KEY } },
    {
      name: 'saved draft at review',
      input: { method: null, draft: draftAt('review', { ...DETAILS, ...FULL_TIME_PAY }, { jobId: JOB_ID, jobStatus: 'draft' }), storageKey: KEY },
    },
  ],
  events: [
    { type: 'CHOOSE_METHOD', method: 'full_time' },
    { type: 'CHOOSE_METHOD', method: 'fractional' },
    { type: 'UPDATE', fields: { title: '' } },
    { type: 'UPDATE', fields: { pay: 'a lot' } },
    { type: 'NEXT' },
    { type: 'NEXT', fields: DETAILS },
    { type: 'NEXT', fields: FULL_TIME_PAY },
    { type: 'NEXT', fields: FRACTIONAL_PAY },
    { type: 'BACK' },
    { type: 'EDIT_STEP', step: 'details' },
    { type: 'EDIT_STEP', step: 'pay' },
    { type: 'EDIT_STEP', step: 'review' },
    { type: 'SAVE_DRAFT' },
    { type: 'PUBLISH' },
    { type: 'RETRY' },
    { type: 'RESET' },
    doneEvent('storeJob', jobWith('draft')),
    doneEvent('storeJob', jobWith('open')),
    errorEvent('storeJob', titleRefused),
    errorEvent('storeJob', payRefused),
    errorEvent('storeJob', conflict),
    errorEvent('storeJob', offline),
    doneEvent('publishJob', jobWith('open')),
    errorEvent('publishJob', conflict),
  ],
  everyStep({ snapshot, previous, event, actions }) {
    if (event.type === 'xstate.init') {
      stored = [];
      published = [];
    }
    const context = snapshot.context as Context;
    const before = previous?.context as Context | undefined;

    // The tab's draft follows the wizard; it is cleared once the job is saved or live.
    const persisted = actions.filter((action) => action.type === 'persistDraft');
    const cleared = actions.filter((action) => action.type === 'clearDraft');
    for (const action of persisted) expect(action.params).toEqual({ key: KEY, draft: toDraft(context) });
    if (snapshot.status === 'done') expect(cleared).toEqual([{ type: 'clearDraft', params: { key: KEY } }]);
    else expect(cleared).toEqual([]);
    if (previous && !previous.matches(snapshot.value) && inStep(context) && snapshot.matches(context.step)) {
      expect(persisted).toHaveLength(1);
    }
    if (event.type === 'UPDATE') expect(persisted).toHaveLength(snapshot.matches('choosingMethod') ? 0 : 1);

    // Nothing is sent twice: a second click or a retry never creates another job.
    if (event.type === 'SAVE_DRAFT' || event.type === 'PUBLISH' || event.type === 'RETRY') {
      const sent = snapshot.matches('saving') || snapshot.matches('publishing');
      if (sent) {
        expect(stored.at(-1)).toEqual({ jobId: before!.jobId, body: toJobInput(context.method!, context.fields) });
        expect(context.problem).toBeNull();
      } else {
        expect(snapshot.value).toEqual(previous!.value);
      }
    }
    // A job the server holds stays the one every later call names; a failed creation created nothing.
    if (before?.jobId) expect(context.jobId).toBe(before.jobId);
    expect(published.every((id) => id === JOB_ID)).toBe(true);

    if (before && event.type === 'NEXT' && previous!.value !== snapshot.value) {
      expect(context.problem).toBeNull();
    }
  },
  states: {
    choosingMethod: ({ snapshot }) => expect(snapshot.context.method).toBeNull(),
    details: ({ snapshot, event }) => {
      expect(snapshot.context.step).toBe('details');
      expect(snapshot.context.method).not.toBeNull();
      // A refused field sends the employer back to the step that holds it, message on the field.
      if (event.type.startsWith('xstate.error.actor.')) {
        expect((event as { error?: unknown }).error).toBe(titleRefused);
        expect(snapshot.context.fieldErrors).toEqual({ title: titleRefused.fields!.title });
        expect(snapshot.context.problem).toEqual(titleRefused);
      }
    },
    pay: ({ snapshot, event }) => {
      expect(snapshot.context.step).toBe('pay');
      expect(stepComplete('details', snapshot.context.fields, snapshot.context.method)).toBe(true);
      if (event.type.startsWith('xstate.error.actor.')) {
        expect((event as { error?: unknown }).error).toBe(payRefused);
        expect(snapshot.context.fieldErrors).toEqual({ pay: payRefused.fields!.pay_cents });
      }
    },
    review: ({ snapshot, previous, event }) => {
      const context = snapshot.context as Context;
      expect(context.step).toBe('review');
      expect(stepComplete('review', context.fields, context.method)).toBe(true);
      if (event.type.startsWith('xstate.error.actor.')) {
        const error = (event as { error?: unknown }).error;
        expect(context.problem?.code).toBe(error === conflict ? conflict.code : 'NETWORK');
        expect(context.lastAttempt).toBe(previous?.matches('saving') ? 'save' : 'publish');
        expect(snapshot.can({ type: 'RETRY' })).toBe(true);
      }
    },
    saving: ({ snapshot }) => expect(snapshot.can({ type: 'PUBLISH' })).toBe(false),
    'publishing.storing': ({ snapshot }) => expect(snapshot.can({ type: 'PUBLISH' })).toBe(false),
    'publishing.releasing': ({ snapshot }) => {
      expect(snapshot.context.jobId).toBe(JOB_ID);
      expect(published.at(-1)).toBe(JOB_ID);
    },
    saved: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual({ job: jobWith(snapshot.context.job!.status), published: snapshot.context.job!.status === 'open' });
    },
    published: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.output).toEqual({ job: jobWith('open'), published: true });
    },
  },
});
