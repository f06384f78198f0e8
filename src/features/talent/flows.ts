import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { m } from '@/generated/paraglide/messages.js';
import { afterInvite, afterJobsChange } from '@/lib/cache';
import { formSubmissionMachine } from '@/machines/form-submission.machine';
import { jobInvitationMachine } from '@/machines/job-invitation.machine';
import { notify } from '@/ui/toaster';
import { inviteToJobActor, requestCandidateActor } from './api';

/**
 * Inviting the candidate named `name` to one of the employer's open jobs. The server knows
 * better than our copies: once sent, or refused because they applied meanwhile, where they
 * stand is read again; refused because the job has closed, the job lists are.
 */
export function useJobInvitation(name: string) {
  const queryClient = useQueryClient();
  return useMachine(
    jobInvitationMachine.provide({
      actors: { invite: inviteToJobActor },
      actions: {
        invitationSent: (_, { values }) => {
          notify({ kind: 'success', title: m.talent_invite_sent_toast({ name }) });
          void afterInvite(queryClient, values.candidateId);
        },
        candidateChanged: (_, { candidateId }) => void afterInvite(queryClient, candidateId),
        jobClosed: () => void afterJobsChange(queryClient),
      },
    }),
  );
}

/** "Ask us to find someone". */
export const useCandidateRequest = () => useMachine(formSubmissionMachine.provide({ actors: { submit: requestCandidateActor } }), { input: {} });
