import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { toProblem } from '@/lib/api-problem';
import { afterGrantDecision } from '@/lib/cache';
import { formSubmissionMachine, submitActor } from '@/machines/form-submission.machine';
import { DECIDED, sendDecision, type Decision, type GrantApplication } from './review-api';

/**
 * One decision sent through the form-submission machine (a double click sends once, a
 * refusal keeps the form). Either way the list is refreshed when the server's answer
 * changes what it shows: after a decision, and after finding someone else decided first.
 */
export function useDecision(onDone: (decided: GrantApplication) => void) {
  const queryClient = useQueryClient();
  const refreshList = () => void afterGrantDecision(queryClient);
  const [state, send] = useMachine(
    formSubmissionMachine.provide({
      actors: {
        submit: submitActor(async (decision: Decision) => {
          try {
            const decided = await sendDecision(decision);
            refreshList();
            return decided;
          } catch (error) {
            if (toProblem(error).code === DECIDED) refreshList();
            throw error;
          }
        }),
      },
      actions: { submitted: (_, { output }) => onDone(output as GrantApplication) },
    }),
    { input: {} },
  );
  return {
    busy: state.matches('submitting'),
    problem: state.matches('failed') ? state.context.problem : null,
    decide: (decision: Decision) => send({ type: 'SUBMIT', values: decision }),
  };
}
