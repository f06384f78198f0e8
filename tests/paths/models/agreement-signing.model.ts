import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import { agreementSigningMachine, signingIssues, type AgreementSignature, type AgreementSigning, type AgreementSigningContext } from '@/machines/agreement-signing.machine';
import { makeAgreementDocument, makeAgreementSignature } from '../../doubles/fixtures/agreements';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const document = makeAgreementDocument();
const signature = makeAgreementSignature(document);
const changed: ApiProblem = { message: 'This agreement has changed since you opened it.', code: 'AGREEMENT_TEXT_CHANGED' };
const offline = new TypeError('Failed to fetch');

let sent: AgreementSigning[] = [];

// The NDA for Ada Lovelace: her name typed as on her account (in other capitals and spaces), or
// another name, or none; the box ticked or not; the signature sent, refused because the text
// changed, or not reached.
export default definePathModel({
  name: 'agreementSigning',
  machine: agreementSigningMachine.provide({
    actors: {
      sign: fromPromise<AgreementSignature, AgreementSigning>(({ input }) => {
        sent.push(input);
        return new Promise(() => {});
      }),
    },
  }),
  input: { document },
  events: [
    { type: 'TYPE_NAME', fullName: ' ada  LOVELACE' },
    { type: 'TYPE_NAME', fullName: 'Ada Byron' },
    { type: 'TYPE_NAME', fullName: '' },
    { type: 'SET_AGREED', agreed: true },
    { type: 'SET_AGREED', agreed: false },
    { type: 'SIGN' },
    { type: 'RETRY' },
    doneEvent('sign', signature),
    errorEvent('sign', changed),
    errorEvent('sign', offline),
  ],
  serializeState: (snapshot) => {
    const c = snapshot.context;
    return JSON.stringify([snapshot.value, c.fullName, c.agreed, c.issues, c.problem?.code ?? null, c.signature?.id ?? null]);
  },
  everyStep({ snapshot, previous, event }) {
    if (event.type === 'xstate.init') sent = [];
    const context = snapshot.context as AgreementSigningContext;
    // A signature is sent only for a valid form, and names the very text shown.
    if (snapshot.matches('signing') && !previous?.matches('signing')) {
      expect(signingIssues(context.fullName, context.agreed, document.name_on_account)).toEqual([]);
      expect(sent.at(-1)).toEqual({ version: 1, language: 'en', sha256: document.sha256, full_name: context.fullName, agreed: true });
    }
    expect(snapshot.hasTag('busy')).toBe(snapshot.matches('signing'));
  },
  states: {
    'reading.invalid': ({ snapshot }) => {
      const c = snapshot.context as AgreementSigningContext;
      expect(c.issues).toEqual(signingIssues(c.fullName, c.agreed, document.name_on_account));
      expect(c.issues.length).toBeGreaterThan(0);
    },
    'reading.idle': ({ snapshot }) => expect((snapshot.context as AgreementSigningContext).issues).toEqual([]),
    'failed.retryable': ({ snapshot }) => {
      expect(snapshot.hasTag('canRetry')).toBe(true);
      expect((snapshot.context as AgreementSigningContext).problem?.code).toBe('NETWORK');
    },
    'failed.textChanged': ({ snapshot }) => {
      expect(snapshot.hasTag('canRetry')).toBe(false);
      expect(snapshot.hasTag('textChanged')).toBe(true);
    },
    signed: ({ snapshot, actions }) => {
      expect(snapshot.status).toBe('done');
      expect((snapshot.context as AgreementSigningContext).signature).toEqual(signature);
      expect(actions.map((a) => a.type)).toContain('signed');
    },
  },
});
