import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { afterAgentChange } from '@/lib/cache';
import { agentInvitationMachine } from '@/machines/agent-invitation.machine';
import { notify } from '@/ui/toaster';
import { inviteActor, removeActor, useCurrentAgent, useRequestedAgents } from './api';

/**
 * The employer's agent (src/machines/agent-invitation.machine.ts) fed by the two reads: the
 * current agent and the invitation waiting. Each time they answer (at the start, after a change,
 * on coming back to the tab) the machine is told, so an agent's answer shows without a reload.
 */
export function useAgentInvitation() {
  const queryClient = useQueryClient();
  const current = useCurrentAgent();
  const requested = useRequestedAgents();
  const machine = useMachine(
    agentInvitationMachine.provide({
      actors: { invite: inviteActor, remove: removeActor },
      actions: {
        invited: (_, { invitation }) => {
          notify({ kind: 'success', title: m.agi_invited_notice({ email: invitation.email }) });
          void afterAgentChange(queryClient);
        },
        removed: (_, { invitation }) => {
          notify({
            kind: 'success',
            title: invitation.answered_at && invitation.agent ? m.agi_removed_notice({ name: invitation.agent.name }) : m.agi_withdrawn_notice(),
          });
          void afterAgentChange(queryClient);
        },
        readAgain: () => void afterAgentChange(queryClient),
      },
    }),
  );
  const [, send] = machine;
  const currentData = current.data;
  const pending = requested.data?.items[0];
  const ready = currentData !== undefined && requested.data !== undefined;
  // Every answer counts, the same data read again too: a removal refused as stale waits for it.
  const readAt = Math.max(current.dataUpdatedAt, requested.dataUpdatedAt);
  useEffect(() => {
    if (ready) send({ type: 'SYNCED', standing: { current: currentData.current, pending } });
  }, [ready, readAt, currentData, pending, send]);
  const loadError = current.error ?? requested.error;
  const retry = () => {
    void current.refetch();
    void requested.refetch();
  };
  return { machine, loadError, retry, retrying: current.isFetching || requested.isFetching };
}
