import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { m } from '@/generated/paraglide/messages.js';
import { afterPipelineChange } from '@/lib/cache';
import { formSubmissionMachine, submitActor } from '@/machines/form-submission.machine';
import { notify } from '@/ui/toaster';
import { cancelInterview, endContract, rejectApplicant, withdrawOffer, type Applicant, type EmployerInterview, type EmployerOffer, type Staff } from '../api';
import { candidateName } from '../CandidateHeading';

/**
 * One confirmed call (with the reason asked for, if any): a fresh submission machine per
 * dialog, so one confirmation is one call and a refusal stays in the dialog. After it
 * went through: say so, refresh the pipeline, and close.
 */
function useConfirmedCall(call: (reason: string) => Promise<unknown>, said: string, onClose: () => void) {
  const queryClient = useQueryClient();
  return useMachine(
    formSubmissionMachine.provide({
      actors: { submit: submitActor(({ reason }: { reason: string }) => call(reason)) },
      actions: {
        submitted: () => {
          notify({ kind: 'success', title: said });
          void afterPipelineChange(queryClient);
          onClose();
        },
      },
    }),
    { input: {} },
  );
}

export type Confirmation = ReturnType<typeof useConfirmedCall>;

/** Turning an applicant down, with a reason they may read. */
export const useRejectApplicant = (applicant: Applicant, onClose: () => void) =>
  useConfirmedCall((reason) => rejectApplicant(applicant.id, reason), m.hiring_rejected({ name: candidateName(applicant.candidate) }), onClose);

export const useCancelInterview = (interview: EmployerInterview, onClose: () => void) =>
  useConfirmedCall(() => cancelInterview(interview.id), m.hiring_interview_cancelled({ name: candidateName(interview.candidate) }), onClose);

export const useWithdrawOffer = (offer: EmployerOffer, onClose: () => void) =>
  useConfirmedCall(() => withdrawOffer(offer.id), m.hiring_offer_withdrawn({ name: candidateName(offer.candidate) }), onClose);

export const useEndContract = (staff: Staff, onClose: () => void) =>
  useConfirmedCall((reason) => endContract(staff.offer_id, reason), m.hiring_contract_ended({ name: candidateName(staff.candidate) }), onClose);
