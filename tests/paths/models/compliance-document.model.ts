import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import {
  complianceDocumentMachine,
  type ComplianceDocument,
  type ComplianceDocumentContext,
  type DocumentUpload,
} from '@/machines/compliance-document.machine';
import { makeComplianceDocument } from '../../doubles/fixtures/onboarding';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const today = '2026-06-03';
/** A File writes itself as `{}` in JSON, which is how the traversal tells events apart: it is given its name. */
const file = (bits: BlobPart[], name: string, type: string) => Object.defineProperty(new File(bits, name, { type }), 'toJSON', { value: () => `File ${name}` });
const scan = file(['%PDF-1.7 passport'], 'passport.pdf', 'application/pdf');
// Refused before anything is sent: a program, and an empty file.
const program = file(['MZ'], 'passport.exe', 'application/x-msdownload');
const nothing = file([], 'empty.pdf', 'application/pdf');
const submitted = makeComplianceDocument({ kind: 'identity_document', status: 'submitted', expires_on: '2031-01-31' });
const approved: ComplianceDocument = { ...submitted, status: 'approved' };
const fakeType: ApiProblem = { message: 'Please check the highlighted fields.', code: 'VALIDATION_FAILED', fields: { file: 'Choose a PDF, JPEG, PNG, WEBP file.' } };
const offline = new TypeError('Failed to fetch');

let uploads: DocumentUpload[] = [];
let takenBack: string[] = [];

// An identity document (the kind with an expiry date): none yet, one waiting for review (which
// can be taken back), one approved (which can only be replaced).
export default definePathModel({
  name: 'complianceDocument',
  machine: complianceDocumentMachine.provide({
    actors: {
      upload: fromPromise<ComplianceDocument, DocumentUpload>(({ input }) => {
        uploads.push(input);
        return new Promise(() => {});
      }),
      takeBack: fromPromise<void, { documentId: string }>(({ input }) => {
        takenBack.push(input.documentId);
        return new Promise(() => {});
      }),
    },
  }),
  inputs: [
    { name: 'none yet', input: { kind: 'identity_document', document: null, today } },
    { name: 'waiting for review', input: { kind: 'identity_document', document: submitted, today } },
    { name: 'approved', input: { kind: 'identity_document', document: approved, today } },
  ],
  events: [
    { type: 'CHOOSE', file: scan },
    { type: 'CHOOSE', file: program },
    { type: 'CHOOSE', file: nothing },
    { type: 'SET_EXPIRY', expiresOn: '2031-01-31' },
    { type: 'SET_EXPIRY', expiresOn: '2026-06-02' },
    { type: 'SUBMIT' },
    { type: 'TAKE_BACK' },
    { type: 'KEEP' },
    { type: 'CONFIRM' },
    doneEvent('upload', submitted),
    errorEvent('upload', fakeType),
    errorEvent('upload', offline),
    doneEvent('takeBack'),
    errorEvent('takeBack', offline),
  ],
  serializeState: (snapshot) => {
    const c = snapshot.context;
    return JSON.stringify([snapshot.value, c.file?.name ?? null, c.expiresOn, c.issues, c.problem?.code ?? null, c.document?.status ?? null]);
  },
  everyStep({ snapshot, previous, event, actions }) {
    if (event.type === 'xstate.init') {
      uploads = [];
      takenBack = [];
    }
    const context = snapshot.context as ComplianceDocumentContext;
    if (snapshot.matches('uploading') && !previous?.matches('uploading')) {
      expect(uploads.at(-1)).toEqual({ kind: 'identity_document', file: context.file, expiresOn: context.expiresOn });
      expect(context.file).toBe(scan);
      expect(context.expiresOn >= today).toBe(true);
    }
    if (snapshot.matches('takingBack') && !previous?.matches('takingBack')) expect(takenBack.at(-1)).toBe(submitted.id);
    const told = actions.filter((action) => ['uploaded', 'takenBack'].includes(action.type)).map((action) => action.type);
    if (event.type === 'xstate.done.actor.upload') expect(told).toEqual(['uploaded']);
    else if (event.type === 'xstate.done.actor.takeBack') expect(told).toEqual(['takenBack']);
    else expect(told).toEqual([]);
    // An approved document is replaced, never taken back.
    if (context.document?.status === 'approved') expect(snapshot.can({ type: 'TAKE_BACK' })).toBe(false);
  },
  states: {
    'editing.invalid': ({ snapshot }) => expect(snapshot.context.issues.length).toBeGreaterThan(0),
    'editing.failed': ({ snapshot }) => expect(['VALIDATION_FAILED', 'NETWORK']).toContain(snapshot.context.problem?.code),
    'editing.idle': ({ snapshot }) => {
      expect(snapshot.context.issues).toEqual([]);
      expect(snapshot.context.problem).toBeNull();
    },
    uploading: ({ snapshot }) => expect(snapshot.hasTag('busy')).toBe(true),
    confirmingTakeBack: ({ snapshot }) => {
      expect(snapshot.hasTag('confirming')).toBe(true);
      expect(snapshot.context.document?.status).toBe('submitted');
    },
    takingBack: ({ snapshot }) => expect(snapshot.hasTag('busy')).toBe(true),
  },
});
