import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { m } from '@/generated/paraglide/messages.js';
import { agreementSigningMachine, type AgreementDocument, type AgreementSignature, type AgreementSigning } from '@/machines/agreement-signing.machine';
import type { AgreementKind } from '@/shared/agreements';
import { notify } from '@/ui/toaster';
import { signAgreement } from './api';

/**
 * Signing one agreement: its machine with the call behind it. Once signed it is said so and the
 * agreements read again (the compliance page lists them); a text that changed meanwhile is read
 * again, and the page starts the form over from it.
 */
export function useAgreementSigning(kind: AgreementKind, document: AgreementDocument) {
  const queryClient = useQueryClient();
  const readAgain = () => void queryClient.invalidateQueries({ queryKey: ['get', '/candidate/agreements/{kind}', { params: { path: { kind } } }] });
  const [state, send] = useMachine(
    agreementSigningMachine.provide({
      actors: { sign: fromPromise<AgreementSignature, AgreementSigning>(({ input }) => signAgreement(kind, input)) },
      actions: {
        signed: () => {
          notify({ kind: 'success', title: m.agr_signed_toast() });
          readAgain();
          void queryClient.invalidateQueries({ queryKey: ['get', '/candidate/agreements'] });
        },
      },
    }),
    { input: { document } },
  );
  return { state, send, readAgain };
}
