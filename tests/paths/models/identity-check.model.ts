import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import {
  identityCheckMachine,
  type IdentityCheck,
  type IdentityCheckContext,
  type IdentityOverview,
  type PhotoUpload,
  type SandboxOutcome,
} from '@/machines/identity-check.machine';
import { afterEvent, definePathModel, doneEvent, errorEvent } from '../harness';

const at = '2026-11-27T09:00:00.000Z';
/** A File writes itself as `{}` in JSON, which is how the traversal tells events apart: it is given its name. */
const file = (bits: BlobPart[], name: string, type: string) => Object.defineProperty(new File(bits, name, { type }), 'toJSON', { value: () => `File ${name}` });
const front = file(['png front'], 'front.png', 'image/png');
const scan = file(['%PDF-1.7'], 'front.pdf', 'application/pdf');

const capturing: IdentityCheck = { id: 'c1', provider: 'sandbox', status: 'started', started_at: at, next_action: { type: 'sandbox_capture', session_id: 'vs_sandbox_1' } };
const redirect: IdentityCheck = { id: 'c2', provider: 'stripe', status: 'started', started_at: at, next_action: { type: 'redirect', url: 'https://verify.stripe.com/start/vs_1' } };
const processingCheck: IdentityCheck = { id: 'c1', provider: 'sandbox', status: 'processing', started_at: at, submitted_at: at };
const failedCheck: IdentityCheck = { ...processingCheck, status: 'failed', reason: 'selfie_mismatch', decided_at: at };
const overview = (check: IdentityCheck | null): IdentityOverview =>
  check ? { status: check.status, ...(check.reason ? { reason: check.reason } : {}), attempts: [check] } : { status: 'not_started', attempts: [] };
const verifiedOverview = overview({ ...processingCheck, status: 'verified', decided_at: at });
const refused: ApiProblem = { message: 'Please check the highlighted fields.', code: 'VALIDATION_FAILED', fields: { file: 'Choose a JPEG, PNG or WebP image.' } };
const offline = new TypeError('Failed to fetch');

let uploads: PhotoUpload[] = [];
let submissions: Array<{ sessionId: string; outcome: SandboxOutcome }> = [];

// From nothing, from a sandbox check waiting for its photos, one processing, one failed, one verified.
export default definePathModel({
  name: 'identityCheck',
  machine: identityCheckMachine.provide({
    actors: {
      start: fromPromise<IdentityCheck>(() => new Promise(() => {})),
      uploadPhoto: fromPromise<void, PhotoUpload>(({ input }) => {
        uploads.push(input);
        return new Promise(() => {});
      }),
      submit: fromPromise<IdentityCheck, { sessionId: string; outcome: SandboxOutcome }>(({ input }) => {
        submissions.push(input);
        return new Promise(() => {});
      }),
      readStatus: fromPromise<IdentityOverview>(() => new Promise(() => {})),
    },
  }),
  inputs: [
    { name: 'not started', input: { overview: overview(null) } },
    { name: 'waiting for photos', input: { overview: overview(capturing) } },
    { name: 'processing', input: { overview: overview(processingCheck) } },
    { name: 'failed', input: { overview: overview(failedCheck) } },
    { name: 'verified', input: { overview: verifiedOverview } },
  ],
  events: [
    { type: 'START' },
    { type: 'RETRY' },
    { type: 'CHOOSE', side: 'document_front', file: front },
    { type: 'CHOOSE', side: 'selfie', file: front },
    { type: 'CHOOSE', side: 'selfie', file: scan },
    { type: 'SUBMIT', outcome: 'selfie_mismatch' },
    doneEvent('start', capturing),
    doneEvent('start', redirect),
    doneEvent('start', processingCheck),
    errorEvent('start', offline),
    doneEvent('uploadPhoto'),
    errorEvent('uploadPhoto', refused),
    doneEvent('submit', processingCheck),
    errorEvent('submit', offline),
    afterEvent('poll', 'identityCheck.processing.waiting'),
    doneEvent('readStatus', overview(processingCheck)),
    doneEvent('readStatus', overview(failedCheck)),
    doneEvent('readStatus', verifiedOverview),
    errorEvent('readStatus', offline),
  ],
  serializeState: (snapshot) => {
    const c = snapshot.context;
    return JSON.stringify([snapshot.value, c.overview.status, c.sessionId, c.redirectUrl, c.taken, c.issues, c.sending?.side ?? null, c.problem?.code ?? null]);
  },
  everyStep({ snapshot, previous, event, actions }) {
    if (event.type === 'xstate.init') {
      uploads = [];
      submissions = [];
    }
    const context = snapshot.context as IdentityCheckContext;
    if (snapshot.matches({ capturing: 'sendingPhoto' }) && !previous?.matches({ capturing: 'sendingPhoto' })) {
      expect(uploads.at(-1)).toEqual({ sessionId: 'vs_sandbox_1', side: context.sending!.side, file: front });
    }
    if (snapshot.matches({ capturing: 'submitting' }) && !previous?.matches({ capturing: 'submitting' })) {
      expect(submissions.at(-1)).toEqual({ sessionId: 'vs_sandbox_1', outcome: 'selfie_mismatch' });
      expect(context.taken).toEqual({ document_front: true, selfie: true });
    }
    const told = actions.filter((action) => ['redirect', 'settled'].includes(action.type));
    if (snapshot.matches('redirecting') && !previous?.matches('redirecting')) expect(told).toEqual([{ type: 'redirect', params: { url: 'https://verify.stripe.com/start/vs_1' } }]);
    else if ((snapshot.matches('verified') || snapshot.matches('failed')) && previous?.matches('processing')) expect(told.map((a) => a.type)).toEqual(['settled']);
    else expect(told).toEqual([]);
  },
  states: {
    'idle.ready': ({ snapshot }) => expect(snapshot.context.problem).toBeNull(),
    'idle.failed': ({ snapshot }) => expect(snapshot.context.problem?.code).toBe('NETWORK'),
    starting: ({ snapshot }) => expect(snapshot.hasTag('busy')).toBe(true),
    redirecting: ({ snapshot }) => expect(snapshot.hasTag('busy')).toBe(true),
    'capturing.ready': ({ snapshot }) => expect(snapshot.context.sessionId).toBe('vs_sandbox_1'),
    'capturing.failed': ({ snapshot }) => expect(['VALIDATION_FAILED', 'NETWORK']).toContain(snapshot.context.problem?.code),
    'capturing.sendingPhoto': ({ snapshot }) => expect(snapshot.hasTag('busy')).toBe(true),
    'capturing.submitting': ({ snapshot }) => expect(snapshot.hasTag('busy')).toBe(true),
    'processing.waiting': ({ snapshot }) => expect(snapshot.hasTag('busy')).toBe(false),
    'processing.reading': ({ snapshot }) => expect(['processing', 'started']).toContain(snapshot.context.overview.status),
    verified: ({ snapshot }) => expect(snapshot.context.overview.status).toBe('verified'),
    failed: ({ snapshot }) => expect(snapshot.context.overview.status).toBe('failed'),
  },
});
