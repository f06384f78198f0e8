import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { m } from '@/generated/paraglide/messages.js';
import { afterBpoChange } from '@/lib/cache';
import { formSubmissionMachine, submitActor } from '@/machines/form-submission.machine';
import { notify } from '@/ui/toaster';
import { acceptInvitation, declineInvitation } from './api';

/** An invitation answered (accepted or declined): said so, and the candidate's BPO read again. */
export function useAnswer(invitationId: string, bpoName: string) {
  const queryClient = useQueryClient();
  return useMachine(
    formSubmissionMachine.provide({
      actors: {
        submit: submitActor(({ accept }: { accept: boolean }) => (accept ? acceptInvitation(invitationId) : declineInvitation(invitationId))),
      },
      actions: {
        submitted: (_, { values }) => {
          const accepted = (values as { accept: boolean }).accept;
          notify({ kind: 'success', title: accepted ? m.bpov_joined({ name: bpoName }) : m.bpov_declined({ name: bpoName }) });
          void afterBpoChange(queryClient);
        },
      },
    }),
    { input: {} },
  );
}
