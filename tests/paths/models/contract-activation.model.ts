import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import {
  contractActivationMachine,
  type ActivateMsaInput,
  type Agreements,
  type Msa,
  type PlatformAgreement,
} from '@/machines/contract-activation.machine';
import { definePathModel, doneEvent, errorEvent, pendingActor } from '../harness';

const pendingMsa: Msa = { id: '5d1e2f30-4a5b-4c6d-8e7f-9a0b1c2d3e4f', status: 'pending', contract_type: 'full_time', version: '2026-01', accepted_at: null };
const activeMsa: Msa = { ...pendingMsa, status: 'active', accepted_at: '2026-05-02T10:00:00.000Z' };
const pendingPlatform: PlatformAgreement = { accepted: false, agreement_type: null, version: '2026-01', accepted_at: null };
const acceptedPlatform: PlatformAgreement = { accepted: true, agreement_type: 'standard', version: '2026-01', accepted_at: '2026-05-02T10:01:00.000Z' };

const refused: ApiProblem = { message: 'Your account is not allowed to sign agreements.', code: 'FORBIDDEN' };
const offline = new TypeError('Failed to fetch');

let activations: ActivateMsaInput[] = [];

export default definePathModel({
  name: 'contractActivation',
  machine: contractActivationMachine.provide({
    actors: {
      loadAgreements: pendingActor<Agreements>(),
      activateMsa: fromPromise<Msa, ActivateMsaInput>(({ input }) => {
        activations.push(input);
        return new Promise<Msa>(() => {});
      }),
      acceptPlatformAgreement: pendingActor<PlatformAgreement>(),
    },
  }),
  events: [
    { type: 'ACCEPT_MSA' },
    { type: 'ACCEPT_PLATFORM' },
    { type: 'RETRY' },
    // A reload finds nothing accepted, one of the two, or both.
    doneEvent('loadAgreements', { msa: pendingMsa, platform: pendingPlatform }),
    doneEvent('loadAgreements', { msa: activeMsa, platform: pendingPlatform }),
    doneEvent('loadAgreements', { msa: activeMsa, platform: acceptedPlatform }),
    errorEvent('loadAgreements', offline),
    doneEvent('activateMsa', activeMsa),
    errorEvent('activateMsa', refused),
    doneEvent('acceptPlatformAgreement', acceptedPlatform),
    errorEvent('acceptPlatformAgreement', refused),
  ],
  everyStep({ snapshot, previous, event }) {
    if (event.type === 'xstate.init') activations = [];
    // Updating a contract makes it active: the MSA is accepted with status active and its own contract type.
    if (snapshot.matches('acceptingMsa') && !previous?.matches('acceptingMsa')) {
      expect(activations.at(-1)).toEqual({ id: pendingMsa.id, contractType: 'full_time' });
    }
    if (event.type.startsWith('xstate.error.actor.') && event.type !== 'xstate.error.actor.loadAgreements') {
      // A refusal keeps whatever was accepted before it.
      expect(snapshot.context.msa).toEqual(previous?.context.msa);
      expect(snapshot.context.platform).toEqual(previous?.context.platform);
      expect(snapshot.context.problem).toEqual(refused);
    }
  },
  states: {
    loading: ({ snapshot }) => {
      expect(snapshot.can({ type: 'ACCEPT_MSA' })).toBe(false);
      expect(snapshot.can({ type: 'ACCEPT_PLATFORM' })).toBe(false);
    },
    loadFailed: ({ snapshot }) => expect(snapshot.context.problem?.code).toBe('NETWORK'),
    needsAcceptance: ({ snapshot }) => {
      const { msa, platform } = snapshot.context;
      expect(msa?.status === 'active' && platform?.accepted).toBe(false);
      // Only what is still pending can be accepted.
      expect(snapshot.can({ type: 'ACCEPT_MSA' })).toBe(msa?.status === 'pending');
      expect(snapshot.can({ type: 'ACCEPT_PLATFORM' })).toBe(platform?.accepted === false);
    },
    acceptingMsa: ({ snapshot }) => {
      expect(snapshot.context.problem).toBeNull();
      expect(snapshot.can({ type: 'ACCEPT_PLATFORM' })).toBe(false);
    },
    acceptingPlatform: ({ snapshot }) => {
      expect(snapshot.context.problem).toBeNull();
      expect(snapshot.can({ type: 'ACCEPT_MSA' })).toBe(false);
    },
    active: ({ snapshot }) => {
      expect(snapshot.context.msa?.status).toBe('active');
      expect(snapshot.context.platform?.accepted).toBe(true);
    },
  },
});
