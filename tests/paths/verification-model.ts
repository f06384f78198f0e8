// The path model every partner verification machine shares (src/machines/partner-verification.machine.ts):
// the same events and checks, each machine with its own steps and kind. Used by
// tests/paths/models/*-verification.model.ts.
import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import {
  type DocumentUpload,
  type FieldName,
  type PartnerDocument,
  type PartnerVerification,
  type PartnerVerificationMachine,
  type VerificationConfig,
  type VerificationContext,
  type VerificationFields,
} from '@/machines/partner-verification.machine';
import {
  certificate,
  completeVerification,
  makeVerification,
  rejectedVerification,
  sentBackVerification,
  submittedVerification,
  verifiedVerification,
  type PartnerKind,
} from '../doubles/fixtures/partner-verification';
import { definePathModel, doneEvent, errorEvent, type PathModel } from './harness';

// A save sends the whole form: refused over the address step's country, from the address step
// (it stays) or from an earlier one (the address step opens, though not reached yet).
const refused: ApiProblem = { message: 'Please check the highlighted fields.', code: 'VALIDATION_FAILED', fields: { country: 'Choose a country.' } };
const incomplete: ApiProblem = {
  message: 'Your verification isn’t complete yet.',
  code: 'PARTNER_VERIFICATION_INCOMPLETE',
  fields: { city: 'This field is required.', documents: 'This field is required.' },
};
const notAFile: ApiProblem = { message: 'Please check the highlighted fields.', code: 'VALIDATION_FAILED', fields: { file: 'This file type is not accepted.' } };
const offline = new TypeError('Failed to fetch');

/** A path model for one kind's verification machine: every event, with checks of context and calls. */
export function verificationModel(config: VerificationConfig, machine: PartnerVerificationMachine): PathModel {
  const kind = config.kinds[0] as PartnerKind;
  const last = config.steps.length - 1;
  // The invoked actors never settle (the path says how they end) but show what they were given.
  const sent: { save?: VerificationFields; upload?: DocumentUpload; remove?: string; submits: number } = { submits: 0 };
  const provided = machine.provide({
    actors: {
      save: fromPromise<PartnerVerification, VerificationFields>(({ input }) => {
        sent.save = input;
        return new Promise(() => {});
      }),
      upload: fromPromise<PartnerDocument, DocumentUpload>(({ input }) => {
        sent.upload = input;
        return new Promise(() => {});
      }),
      remove: fromPromise<PartnerVerification, string>(({ input }) => {
        sent.remove = input;
        return new Promise(() => {});
      }),
      submit: fromPromise<PartnerVerification, void>(() => {
        sent.submits += 1;
        return new Promise(() => {});
      }),
    },
  });
  const upload: DocumentUpload = { kind: 'proof_of_address', file: new File(['%PDF-1.7'], 'proof.pdf', { type: 'application/pdf' }) };
  const saved = makeVerification(kind, { business_name: 'Harbor Outsourcing' });

  return definePathModel({
    name: config.id,
    machine: provided,
    inputs: [
      { name: 'not started', input: { verification: makeVerification(kind) } },
      { name: 'complete draft', input: { verification: completeVerification(kind) } },
      { name: 'in review', input: { verification: submittedVerification(kind) } },
      { name: 'verified', input: { verification: verifiedVerification(kind) } },
      { name: 'verified, opened to edit', input: { verification: verifiedVerification(kind), edit: true } },
      { name: 'sent back', input: { verification: sentBackVerification(kind) } },
      { name: 'rejected', input: { verification: rejectedVerification(kind) } },
    ],
    events: [
      { type: 'UPDATE', fields: { business_name: 'Harbor Outsourcing' } },
      { type: 'NEXT' },
      { type: 'BACK' },
      { type: 'SET_STEP', step: 0 },
      { type: 'UPLOAD', upload },
      { type: 'REMOVE', id: certificate.id },
      { type: 'SUBMIT' },
      { type: 'EDIT' },
      doneEvent('save', saved),
      errorEvent('save', refused),
      doneEvent('upload', certificate),
      errorEvent('upload', notAFile),
      doneEvent('remove', makeVerification(kind, { business_name: 'Harbor Outsourcing' })),
      errorEvent('remove', offline),
      doneEvent('submit', submittedVerification(kind)),
      errorEvent('submit', incomplete),
    ],
    // Over what the guards read, and whether a refusal is shown: the documents list grows with each upload, so only whether there are any.
    serializeState: (snapshot) => {
      const c = snapshot.context as VerificationContext;
      return JSON.stringify([snapshot.value, c.verification.status, c.verification.documents.length > 0, c.step, c.problem !== null]);
    },
    everyStep({ snapshot, previous, event }) {
      const c = snapshot.context as VerificationContext;
      if (event.type === 'xstate.init') sent.submits = 0;
      expect(c.step).toBeGreaterThanOrEqual(0);
      expect(c.step).toBeLessThanOrEqual(Math.min(c.reached, last));
      expect(snapshot.hasTag('busy')).toBe(
        snapshot.matches({ editing: 'saving' }) || snapshot.matches({ editing: 'uploading' }) || snapshot.matches({ editing: 'removing' }) || snapshot.matches('submitting'),
      );
      // A save sends the whole form as it stands; an upload the file chosen; a removal the document's id.
      if (snapshot.matches({ editing: 'saving' }) && !previous?.matches({ editing: 'saving' })) expect(sent.save).toEqual(c.fields);
      if (snapshot.matches({ editing: 'uploading' }) && !previous?.matches({ editing: 'uploading' })) expect(sent.upload).toBe(upload);
      if (snapshot.matches({ editing: 'removing' }) && !previous?.matches({ editing: 'removing' })) expect(sent.remove).toBe(certificate.id);
      // Submitting starts only from the review step, and calls the server once.
      if (snapshot.matches('submitting') && !previous?.matches('submitting')) {
        expect(previous?.context.step).toBe(last);
        expect(sent.submits).toBeGreaterThan(0);
      }
      // A refusal says which call it refused.
      const refusal = /^xstate\.error\.actor\.(\w+)$/.exec(event.type)?.[1];
      if (refusal) expect(c.refusedCall).toBe(refusal);
      // A save or a submission refused over fields of the form shows them on the step on screen
      // when it holds one, else opens the step of the first field named (the page sends uploads
      // and removals only from the documents step, where their refusals show).
      if (refusal === 'save' || refusal === 'submit') {
        const shows = (step: number) => Object.keys(c.fieldErrors).some((field) => config.steps[step]!.fields.includes(field as FieldName) || (field === 'documents' && config.steps[step]!.id === 'documents'));
        expect(shows(c.step)).toBe(true);
        if (shows(previous!.context.step)) expect(c.step).toBe(previous!.context.step);
        if (refusal === 'submit') expect(config.steps[c.step]!.fields).toContain('city');
        if (refusal === 'save') expect(config.steps[c.step]!.fields).toContain('country');
      }
    },
    states: {
      'editing.idle': ({ snapshot }) => expect(['draft', 'changes_requested', 'verified']).toContain((snapshot.context as VerificationContext).verification.status),
      inReview: ({ snapshot }) => expect((snapshot.context as VerificationContext).verification.status).toBe('submitted'),
      verified: ({ snapshot }) => expect((snapshot.context as VerificationContext).verification.verified).toBe(true),
      changesRequested: ({ snapshot }) => expect((snapshot.context as VerificationContext).verification.reason).toBeTruthy(),
      rejected: ({ snapshot }) => expect(snapshot.status).toBe('done'),
    },
  });
}
