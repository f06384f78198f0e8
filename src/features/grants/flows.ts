import { useQueryClient } from '@tanstack/react-query';
import { afterGrantDecision } from '@/lib/cache';
import { useReviewDecision } from '@/review/use-review-decision';
import { DECIDED, sendDecision, type Decision, type GrantApplication } from './review-api';

/** A decision on a grant application (src/review/use-review-decision.ts); the list is refreshed. */
export function useDecision(onDone: (decided: GrantApplication) => void) {
  const queryClient = useQueryClient();
  return useReviewDecision<Decision, GrantApplication>({
    send: sendDecision,
    decidedCode: DECIDED,
    readAgain: () => void afterGrantDecision(queryClient),
    onDone,
  });
}
