import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { m } from '@/generated/paraglide/messages.js';
import { afterPipelineChange } from '@/lib/cache';
import { interviewInviteMachine } from '@/machines/interview-invite.machine';
import { notify } from '@/ui/toaster';
import { sendInterviewInviteActor } from '../api';

/** Inviting to an interview, or offering new times; once sent, said so and the pipeline read again. */
export function useInterviewInvite() {
  const queryClient = useQueryClient();
  return useMachine(
    interviewInviteMachine.provide({
      actors: { sendInvite: sendInterviewInviteActor },
      actions: {
        invitationSent: (_, { target }) => {
          notify({
            kind: 'success',
            title: target.previous ? m.hiring_invite_new_times_sent({ name: target.candidateName }) : m.hiring_invite_sent({ name: target.candidateName }),
          });
          void afterPipelineChange(queryClient);
        },
      },
    }),
  );
}
