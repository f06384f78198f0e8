import { useQueryClient } from '@tanstack/react-query';
import { useReviewDecision } from '@/review/use-review-decision';
import { DECIDED, REPORTS_KEY, sendDecision, type Decision, type MessageReport } from './api';

/** A decision on a message report (src/review/use-review-decision.ts): sent once, then the queue is read again, also after a 409. */
export function useReportDecision(onDone: (decided: MessageReport) => void) {
  const queryClient = useQueryClient();
  return useReviewDecision<Decision, MessageReport>({
    send: sendDecision,
    decidedCode: DECIDED,
    readAgain: () => void queryClient.invalidateQueries({ queryKey: REPORTS_KEY }),
    onDone,
  });
}
