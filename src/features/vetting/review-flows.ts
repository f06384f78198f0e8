import { useQueryClient } from '@tanstack/react-query';
import { useReviewDecision } from '@/review/use-review-decision';
import { DECIDED, REVIEW_CASE_KEY, REVIEW_LIST_KEY, sendDecision, type Decision, type VettingReviewCase } from './review-api';

/** A decision on a vetting case (src/review/use-review-decision.ts); the queue and the case are read again. */
export function useVettingDecision(onDone: (decided: VettingReviewCase) => void) {
  const queryClient = useQueryClient();
  return useReviewDecision<Decision, VettingReviewCase>({
    send: sendDecision,
    decidedCode: DECIDED,
    readAgain: () => {
      void queryClient.invalidateQueries({ queryKey: REVIEW_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: REVIEW_CASE_KEY });
    },
    onDone,
  });
}
