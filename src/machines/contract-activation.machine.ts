import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { toProblem, type ApiProblem } from '@/lib/api-problem';

export type Msa = components['schemas']['Msa'];
export type PlatformAgreement = components['schemas']['PlatformAgreement'];

/** Both agreements as the server has them. */
export interface Agreements {
  msa: Msa;
  platform: PlatformAgreement;
}

export interface ActivateMsaInput {
  id: string;
  contractType: Msa['contract_type'];
}

export interface ContractActivationContext {
  msa: Msa | null;
  platform: PlatformAgreement | null;
  problem: ApiProblem | null;
}

export type ContractActivationEvent = { type: 'ACCEPT_MSA' } | { type: 'ACCEPT_PLATFORM' } | { type: 'RETRY' };

export const msaAccepted = (context: Pick<ContractActivationContext, 'msa'>) => context.msa?.status === 'active';
export const platformAccepted = (context: Pick<ContractActivationContext, 'platform'>) => context.platform?.accepted === true;

function notProvided(name: string): never {
  throw new Error(`contractActivationMachine: provide the '${name}' actor`);
}

/**
 * The two agreements an employer accepts before paying for a hire: the master service
 * agreement (accepting it sets its status to active, as the first client's contract update does)
 * and the platform agreement. The server is the record: a reload starts from what it
 * says, and a refused acceptance keeps what was already accepted and shows its reason.
 */
export const contractActivationMachine = setup({
  types: {
    context: {} as ContractActivationContext,
    events: {} as ContractActivationEvent,
  },
  actors: {
    loadAgreements: fromPromise<Agreements>(async () => notProvided('loadAgreements')),
    activateMsa: fromPromise<Msa, ActivateMsaInput>(async () => notProvided('activateMsa')),
    acceptPlatformAgreement: fromPromise<PlatformAgreement>(async () => notProvided('acceptPlatformAgreement')),
  },
  actions: {
    storeAgreements: assign((_, params: Agreements) => ({ msa: params.msa, platform: params.platform, problem: null })),
    storeMsa: assign((_, params: { msa: Msa }) => ({ msa: params.msa })),
    storePlatform: assign((_, params: { platform: PlatformAgreement }) => ({ platform: params.platform })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    clearProblem: assign({ problem: null }),
  },
  guards: {
    bothAccepted: (_, params: Agreements) => msaAccepted(params) && platformAccepted(params),
    msaPending: ({ context }) => context.msa !== null && !msaAccepted(context),
    platformPending: ({ context }) => context.platform !== null && !platformAccepted(context),
    platformAccepted: ({ context }) => platformAccepted(context),
    msaAccepted: ({ context }) => msaAccepted(context),
  },
}).createMachine({
  id: 'contractActivation',
  context: { msa: null, platform: null, problem: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadAgreements',
        src: 'loadAgreements',
        onDone: [
          {
            guard: { type: 'bothAccepted', params: ({ event }) => event.output },
            target: 'active',
            actions: { type: 'storeAgreements', params: ({ event }) => event.output },
          },
          { target: 'needsAcceptance', actions: { type: 'storeAgreements', params: ({ event }) => event.output } },
        ],
        onError: { target: 'loadFailed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    loadFailed: {
      on: { RETRY: 'loading' },
    },
    needsAcceptance: {
      on: {
        ACCEPT_MSA: { guard: 'msaPending', target: 'acceptingMsa', actions: 'clearProblem' },
        ACCEPT_PLATFORM: { guard: 'platformPending', target: 'acceptingPlatform', actions: 'clearProblem' },
      },
    },
    acceptingMsa: {
      invoke: {
        id: 'activateMsa',
        src: 'activateMsa',
        // Non-null: msaPending let us in.
        input: ({ context }) => ({ id: context.msa!.id, contractType: context.msa!.contract_type }),
        onDone: [
          {
            guard: 'platformAccepted',
            target: 'active',
            actions: { type: 'storeMsa', params: ({ event }) => ({ msa: event.output }) },
          },
          { target: 'needsAcceptance', actions: { type: 'storeMsa', params: ({ event }) => ({ msa: event.output }) } },
        ],
        onError: { target: 'needsAcceptance', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    acceptingPlatform: {
      invoke: {
        id: 'acceptPlatformAgreement',
        src: 'acceptPlatformAgreement',
        onDone: [
          {
            guard: 'msaAccepted',
            target: 'active',
            actions: { type: 'storePlatform', params: ({ event }) => ({ platform: event.output }) },
          },
          { target: 'needsAcceptance', actions: { type: 'storePlatform', params: ({ event }) => ({ platform: event.output }) } },
        ],
        onError: { target: 'needsAcceptance', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    active: {},
  },
});
