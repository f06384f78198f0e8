import { QueryClient } from '@tanstack/react-query';
import { isApiProblem } from './api-problem';

/**
 * The first client's data-query rules: 3 retries, delay doubling from 1 s up to 30 s,
 * unused data dropped after 5 minutes. A 4xx answer is final and not retried.
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) =>
          failures < 3 && (!isApiProblem(error) || error.code === 'INTERNAL' || error.code === 'UNAVAILABLE'),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60 * 1000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
