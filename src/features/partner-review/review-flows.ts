import { useQueryClient } from '@tanstack/react-query';
import { useReviewDecision } from '@/review/use-review-decision';
import { DECIDED, REVIEW_CASE_KEY, REVIEW_LIST_KEY, sendDecision, type Decision, type PartnerReview } from './api';

/** A decision on a partner's verification (src/review/use-review-decision.ts); the queue and the verification are read again. */
export function usePartnerDecision(onDone: (decided: PartnerReview) => void) {
  const queryClient = useQueryClient();
  return useReviewDecision<Decision, PartnerReview>({
    send: sendDecision,
    decidedCode: DECIDED,
    readAgain: () => {
      void queryClient.invalidateQueries({ queryKey: REVIEW_LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: REVIEW_CASE_KEY });
    },
    onDone,
  });
}
