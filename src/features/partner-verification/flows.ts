import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { m } from '@/generated/paraglide/messages.js';
import {
  createPartnerVerificationMachine,
  type DocumentUpload,
  type PartnerDocument,
  type PartnerVerification,
  type PartnerVerificationMachine,
  type VerificationConfig,
  type VerificationFields,
} from '@/machines/partner-verification.machine';
import { notify } from '@/ui/toaster';
import { removeDocument, saveVerification, submitVerification, uploadDocument, VERIFICATION_KEY } from './api';

/** The machine of one kind, made once per config (the configs are module constants). */
const machines = new Map<string, PartnerVerificationMachine>();
const machineOf = (config: VerificationConfig) => {
  let machine = machines.get(config.id);
  if (!machine) machines.set(config.id, (machine = createPartnerVerificationMachine(config)));
  return machine;
};

/**
 * A partner kind's verification machine with its calls: each save and the submission said so, the
 * verification read again afterwards (the dashboard's gate and home read it too).
 */
export function useVerificationFlow(config: VerificationConfig, verification: PartnerVerification, edit: boolean) {
  const queryClient = useQueryClient();
  const readAgain = () => void queryClient.invalidateQueries({ queryKey: VERIFICATION_KEY });
  const withRegions = config.steps.some((step) => step.fields.includes('regions'));
  return useMachine(
    machineOf(config).provide({
      actors: {
        save: fromPromise<PartnerVerification, VerificationFields>(async ({ input }) => {
          const saved = await saveVerification(input, withRegions);
          readAgain();
          return saved;
        }),
        upload: fromPromise<PartnerDocument, DocumentUpload>(async ({ input }) => {
          const added = await uploadDocument(input);
          readAgain();
          return added;
        }),
        remove: fromPromise<PartnerVerification, string>(async ({ input }) => {
          const after = await removeDocument(input);
          readAgain();
          return after;
        }),
        submit: fromPromise<PartnerVerification, void>(async () => {
          const submitted = await submitVerification();
          readAgain();
          return submitted;
        }),
      },
      actions: {
        saved: () => notify({ kind: 'success', title: m.pv_saved_toast() }),
        submitted: () => notify({ kind: 'success', title: m.pv_submitted_toast() }),
      },
    }),
    { input: { verification, edit } },
  );
}
