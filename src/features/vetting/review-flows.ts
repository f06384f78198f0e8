import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { toProblem } from '@/lib/api-problem';
import { formSubmissionMachine, submitActor } from '@/machines/form-submission.machine';
import { DECIDED, REVIEW_CASE_KEY, REVIEW_LIST_KEY, sendDecision, type Decision, type VettingReviewCase } from './review-api';

/**
 * One decision sent through the form-submission machine (a double click sends once, a refusal
 * keeps the form), as src/features/compliance-review/flows.ts does. The queue and the case are
 * read again whenever the answer changes them: after a decision, and after finding that someone
 * else decided first.
 */
export function useVettingDecision(onDone: (decided: VettingReviewCase) => void) {
  const queryClient = useQueryClient();
  const readAgain = () => {
    void queryClient.invalidateQueries({ queryKey: REVIEW_LIST_KEY });
    void queryClient.invalidateQueries({ queryKey: REVIEW_CASE_KEY });
  };
  const [state, send] = useMachine(
    formSubmissionMachine.provide({
      actors: {
        submit: submitActor(async (decision: Decision) => {
          try {
            const decided = await sendDecision(decision);
            readAgain();
            return decided;
          } catch (error) {
            if (toProblem(error).code === DECIDED) readAgain();
            throw error;
          }
        }),
      },
      actions: { submitted: (_, { output }) => onDone(output as VettingReviewCase) },
    }),
    { input: {} },
  );
  return {
    busy: state.matches('submitting'),
    problem: state.matches('failed') ? state.context.problem : null,
    decide: (decision: Decision) => send({ type: 'SUBMIT', values: decision }),
  };
}
