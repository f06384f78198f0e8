import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { m } from '@/generated/paraglide/messages.js';
import { vettingMachine, type AnswerDraft, type VettingCase } from '@/machines/vetting.machine';
import { notify } from '@/ui/toaster';
import { saveAnswer, submitVetting, VETTING_KEY } from './api';

/** The vetting machine with its calls: each save and the submission said so, the case read again on the next visit. */
export function useVettingFlow(vetting: VettingCase) {
  const queryClient = useQueryClient();
  const readAgain = () => void queryClient.invalidateQueries({ queryKey: VETTING_KEY });
  return useMachine(
    vettingMachine.provide({
      actors: {
        save: fromPromise<VettingCase, AnswerDraft>(async ({ input }) => {
          const saved = await saveAnswer(input);
          readAgain();
          return saved;
        }),
        submit: fromPromise<VettingCase, void>(async () => {
          const submitted = await submitVetting();
          readAgain();
          return submitted;
        }),
      },
      actions: {
        saved: () => notify({ kind: 'success', title: m.vet_saved_toast() }),
        submitted: () => notify({ kind: 'success', title: m.vet_submitted_toast() }),
      },
    }),
    { input: { vetting } },
  );
}
