import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { m } from '@/generated/paraglide/messages.js';
import { afterBpoChange } from '@/lib/cache';
import { formSubmissionMachine, submitActor } from '@/machines/form-submission.machine';
import { notify } from '@/ui/toaster';
import { inviteMember, placeMember, removeMember } from './api';

/** One call on the BPO's candidates: said so when it went through, the lists read again, then `after`. */
function useMemberCall<T>(call: (value: T) => Promise<unknown>, said: (value: T) => string, after?: () => void) {
  const queryClient = useQueryClient();
  return useMachine(
    formSubmissionMachine.provide({
      actors: { submit: submitActor(({ value }: { value: T }) => call(value)) },
      actions: {
        submitted: (_, { values }) => {
          notify({ kind: 'success', title: said((values as { value: T }).value) });
          void afterBpoChange(queryClient);
          after?.();
        },
      },
    }),
    { input: {} },
  );
}

export const useInvite = (after: () => void) => useMemberCall((email: string) => inviteMember(email), (email) => m.bpoc_invited({ email }), after);

export const usePlace = (memberId: string) =>
  useMemberCall((worksiteId: string | null) => placeMember(memberId, worksiteId), (worksiteId) => (worksiteId ? m.bpoc_placed() : m.bpoc_unplaced()));

export const useRemove = (memberId: string, invited: boolean, after: () => void) =>
  useMemberCall((_: null) => removeMember(memberId), () => (invited ? m.bpoc_withdrawn() : m.bpoc_removed()), after);
