import { useMachine } from '@xstate/react';
import { toProblem } from '@/lib/api-problem';
import { formSubmissionMachine, submitActor, type FormValues } from '@/machines/form-submission.machine';

export interface ReviewDecisionOptions<TDecision extends FormValues, TDecided> {
  /** The decision call: the decided case, or the server's problem. */
  send: (decision: TDecision) => Promise<TDecided>;
  /** The 409 code of a case someone else decided first. */
  decidedCode: string;
  /** Reads again what the decision changes (the queue, the case). */
  readAgain: () => void;
  onDone: (decided: TDecided) => void;
}

/**
 * An administrator's decision on a case of a review queue (compliance documents, vetting, grant
 * applications), sent through the form-submission machine: a double click sends once and a refusal
 * keeps the form. What the queue shows is read again whenever the answer changes it: after a
 * decision, and after finding that someone else decided first.
 */
export function useReviewDecision<TDecision extends FormValues, TDecided>({ send, decidedCode, readAgain, onDone }: ReviewDecisionOptions<TDecision, TDecided>) {
  const [state, sendEvent] = useMachine(
    formSubmissionMachine.provide({
      actors: {
        submit: submitActor(async (decision: TDecision) => {
          try {
            const decided = await send(decision);
            readAgain();
            return decided;
          } catch (error) {
            if (toProblem(error).code === decidedCode) readAgain();
            throw error;
          }
        }),
      },
      actions: { submitted: (_, { output }) => onDone(output as TDecided) },
    }),
    { input: {} },
  );
  return {
    busy: state.matches('submitting'),
    problem: state.matches('failed') ? state.context.problem : null,
    decide: (decision: TDecision) => sendEvent({ type: 'SUBMIT', values: decision }),
  };
}
