import { fromPromise, type SnapshotFrom } from 'xstate';
import { api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import {
  contractActivationMachine,
  type ActivateMsaInput,
  type Agreements,
  type ContractActivationEvent,
  type Msa,
  type PlatformAgreement,
} from '@/machines/contract-activation.machine';

export type AgreementsSnapshot = SnapshotFrom<typeof contractActivationMachine>;
export type AgreementsSend = (event: ContractActivationEvent) => void;

/** The contractActivationMachine's actors: both agreements as the server has them, and accepting each. */
export const loadAgreementsActor = fromPromise<Agreements>(async () => {
  const [msa, platform] = await Promise.all([
    unwrap(api.GET('/employer/employer-msa')),
    unwrap(api.GET('/employer/check-platform-agreement')),
  ]);
  return { msa, platform };
});

export const activateMsaActor = fromPromise<Msa, ActivateMsaInput>(({ input }) =>
  unwrap(api.PUT('/employer/msa/{id}', { params: { path: { id: input.id } }, body: { contract_type: input.contractType, status: 'active' } })),
);

export const acceptPlatformAgreementActor = fromPromise<PlatformAgreement>(() =>
  unwrap(api.PUT('/employer/update-platform-agreement', { body: { agreement_type: 'standard' } })),
);

/**
 * The MSA and the platform agreement as the server has them, and accepting each: what every
 * checkout (full-time and fractional) and the agreement pages run. Its own module, so that the
 * pages that only take cards (billing) do not carry it.
 */
export const agreementsLogic = contractActivationMachine.provide({
  actors: {
    loadAgreements: loadAgreementsActor,
    activateMsa: activateMsaActor,
    acceptPlatformAgreement: acceptPlatformAgreementActor,
  },
});
