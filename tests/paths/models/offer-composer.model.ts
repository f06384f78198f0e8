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
} from '@/machines/offer-composer.machine';
import { makeApplicant, makeCandidate } from '../../doubles/fixtures/applications';
import { makeJob } from '../../doubles/fixtures/jobs';
import { makeOffer, workWeek } from '../../doubles/fixtures/offers';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const job = makeJob();
const grace = makeApplicant(job, { status: 'interviewing' });
const linus = makeApplicant(job, { status: 'interviewing', candidate: makeCandidate({ firstname: 'Linus', lastname: 'Pauling' }) });
const target: OfferTarget = { applicationId: grace.id, jobId: job.id, candidateName: 'Grace Hopper', jobTitle: job.title };
const other: OfferTarget = { ...target, applicationId: linus.id, candidateName: 'Linus Pauling' };
const draft: OfferInput = {
  contract_type: 'full_time',
  pay_cents: 140_000,
  include_insurance: true,
  include_healthcare: false,
  secure_cloud_computing: false,
  start_date: '2026-06-01',
  schedule: workWeek,
};
const raised: OfferInput = { ...draft, pay_cents: 150_000, include_healthcare: true, message: 'Welcome aboard.' };
const offer = makeOffer(grace, draft);
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
