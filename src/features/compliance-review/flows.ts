import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { toProblem } from '@/lib/api-problem';
import { formSubmissionMachine, submitActor } from '@/machines/form-submission.machine';
import { DECIDED, REVIEW_LIST_KEY, sendDecision, type ComplianceDocument, type Decision } from './api';

/**
 * One decision sent through the form-submission machine (a double click sends once, a
 * refusal keeps the form), as src/features/grants/flows.ts does. The list is read again
 * whenever the answer changes what it shows: after a decision, and after finding that
 * someone else decided first.
 */
export function useDecision(onDone: (decided: ComplianceDocument) => void) {
  const queryClient = useQueryClient();
  const readListAgain = () => void queryClient.invalidateQueries({ queryKey: REVIEW_LIST_KEY });
  const [state, send] = useMachine(
    formSubmissionMachine.provide({
      actors: {
        submit: submitActor(async (decision: Decision) => {
          try {
            const decided = await sendDecision(decision);
            readListAgain();
            return decided;
          } catch (error) {
            if (toProblem(error).code === DECIDED) readListAgain();
            throw error;
          }
        }),
      },
      actions: { submitted: (_, { output }) => onDone(output as ComplianceDocument) },
    }),
    { input: {} },
  );
  return {
    busy: state.matches('submitting'),
    problem: state.matches('failed') ? state.context.problem : null,
    decide: (decision: Decision) => send({ type: 'SUBMIT', values: decision }),
  };
}
