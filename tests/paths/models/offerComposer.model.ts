import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import {
  offerComposerMachine,
  type EmployerJob,
  type EmployerOffer,
  type OfferInput,
  type OfferTarget,
  type SendOfferInput,
} from '@/machines/offerComposer.machine';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const target: OfferTarget = {
  applicationId: '3a0c1f7e-5b2d-4c8e-9f10-2b3c4d5e6f70',
  jobId: '7e4051b2-9f61-40c2-9d54-6f708192a3b4',
  candidateName: 'Grace Hopper',
  jobTitle: 'Bookkeeper for a bakery',
};
const other: OfferTarget = { ...target, applicationId: '4b1d2e8f-6c3e-4d9f-8a21-3c4d5e6f7081', candidateName: 'Linus Pauling' };
const job: EmployerJob = {
  id: target.jobId,
  title: target.jobTitle,
  description: 'Keep the books of a family bakery with three shops.',
  role: 'bookkeeper',
  industry: 'accounting',
  hire_type: 'full_time',
  experience_level: 'intermediate',
  pay_cents: 140_000,
  currency: 'USD',
  hours_per_week: 40,
  skills: ['QuickBooks'],
  status: 'open',
  created_at: '2026-04-01T08:00:00.000Z',
  updated_at: '2026-04-01T08:00:00.000Z',
  applicants: { total: 3, invited: 0, to_review: 1, shortlisted: 0, interviewing: 1, offered: 0, hired: 0, rejected: 0, withdrawn: 0 },
};
const schedule: OfferInput['schedule'] = {
  work_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  start_time: '09:00',
  end_time: '17:00',
  timezone: 'America/New_York',
  hours_per_week: 40,
};
const draft: OfferInput = {
  contract_type: 'full_time',
  pay_cents: 140_000,
  include_insurance: true,
  include_healthcare: false,
  secure_cloud_computing: false,
  start_date: '2026-06-01',
  schedule,
};
const raised: OfferInput = { ...draft, pay_cents: 150_000, include_healthcare: true, message: 'Welcome aboard.' };
const offer: EmployerOffer = {
  ...draft,
  id: '9a6273d4-b183-42e4-9f76-8192a3b4c5d6',
  application_id: target.applicationId,
  status: 'pending',
  experience_level: 'intermediate',
  currency: 'USD',
  sent_at: '2026-05-01T08:00:00.000Z',
  expires_at: '2026-05-08T08:00:00.000Z',
  job: { id: job.id, title: job.title, hire_type: 'full_time', status: 'open' },
  candidate: {
    id: '8f5162c3-a072-41d3-8e65-708192a3b4c5',
    firstname: 'Grace',
    lastname: 'Hopper',
    headline: 'Bookkeeper',
    country: 'US',
    availability: 'immediately',
    skills: [],
    years_experience: 4,
    engaged: false,
  },
};
const jobGone: ApiProblem = { message: 'We couldn’t find what you asked for.', code: 'NOT_FOUND' };
const openOffer: ApiProblem = { message: 'This candidate already has an open offer for this job.', code: 'OFFER_OPEN' };
const offline = new TypeError('Failed to fetch');

let loads: string[] = [];
let sent: SendOfferInput[] = [];
const never = <T>() => new Promise<T>(() => {});

export default definePathModel({
  name: 'offerComposer',
  machine: offerComposerMachine.provide({
    actors: {
      loadJob: fromPromise<EmployerJob, { jobId: string }>(({ input }) => {
        loads.push(input.jobId);
        return never();
      }),
      sendOffer: fromPromise<EmployerOffer, SendOfferInput>(({ input }) => {
        sent.push(input);
        return never();
      }),
    },
  }),
  events: [
    { type: 'OPEN', target },
    { type: 'OPEN', target: other },
    { type: 'RETRY' },
    { type: 'REVIEW', draft },
    { type: 'REVIEW', draft: raised },
    { type: 'EDIT' },
    { type: 'SEND' },
    { type: 'CLOSE' },
    doneEvent('loadJob', job),
    errorEvent('loadJob', jobGone),
    errorEvent('loadJob', offline),
    doneEvent('sendOffer', offer),
    errorEvent('sendOffer', openOffer),
  ],
  everyStep({ snapshot, previous, event, actions }) {
    if (event.type === 'xstate.init') {
      loads = [];
      sent = [];
    }
    // Each way into loadingJob asks for the target's job, once.
    if (snapshot.matches('loadingJob') && !previous?.matches('loadingJob')) {
      expect(loads.at(-1)).toBe(snapshot.context.target?.jobId);
    }
    if (event.type === 'SEND') {
      expect(sent.at(-1)).toEqual({ applicationId: previous?.context.target?.applicationId, body: previous?.context.draft });
    }
    const told = actions.filter((action) => action.type === 'offerSent');
    if (event.type === 'xstate.done.actor.sendOffer') {
      expect(told).toEqual([{ type: 'offerSent', params: { target: previous?.context.target, offer } }]);
    } else {
      expect(told).toEqual([]);
    }
  },
  states: {
    idle: ({ snapshot }) => expect(snapshot.context).toEqual({ target: null, job: null, draft: null, problem: null, offer: null }),
    loadingJob: ({ snapshot }) => expect(snapshot.context.job).toBeNull(),
    loadFailed: ({ snapshot }) => {
      expect(snapshot.context.problem?.code).toMatch(/^(NOT_FOUND|NETWORK)$/);
      expect(snapshot.can({ type: 'REVIEW', draft })).toBe(false);
    },
    composing: ({ snapshot, previous, event }) => {
      expect(snapshot.context.job).toEqual(job);
      if (event.type === 'xstate.error.actor.sendOffer') {
        // Back to the offer as written, with the server's reason.
        expect(snapshot.context.problem).toEqual(openOffer);
        expect(snapshot.context.draft).toEqual(previous?.context.draft);
      } else {
        expect(snapshot.context.problem).toBeNull();
      }
    },
    reviewing: ({ snapshot }) => {
      expect(snapshot.context.draft).not.toBeNull();
      expect(snapshot.context.problem).toBeNull();
    },
    sending: ({ snapshot }) => {
      expect(snapshot.can({ type: 'SEND' })).toBe(false);
      expect(snapshot.can({ type: 'CLOSE' })).toBe(false);
    },
    sent: ({ snapshot }) => expect(snapshot.context.offer).toEqual(offer),
  },
});
