import { useQueryClient } from '@tanstack/react-query';
import { useReviewDecision } from '@/review/use-review-decision';
import { CASE_KEY, DECIDED, REVIEW_LIST_KEY, sendDecision, type ComplianceDocument, type Decision } from './api';

/** A decision on a compliance document (src/review/use-review-decision.ts); the queue and the cases are read again. */
export function useDecision(onDone: (decided: ComplianceDocument) => void) {
  const queryClient = useQueryClient();
  return useReviewDecision<Decision, ComplianceDocument>({
    send: sendDecision,
    decidedCode: DECIDED,
    readAgain: () => {
      void queryClient.invalidateQueries({ queryKey: REVIEW_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: CASE_KEY });
    },
    onDone,
  });
}
