import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { afterEstimatesChange } from '@/lib/cache';
import type { SaveEstimateRequest, SavedEstimate } from '@/machines/price-calculator.machine';
import { deleteEstimate, saveEstimate } from './estimates-api';
import { usePriceCalculator } from './use-price-calculator';

/** The calculator of a signed-in employer, whose estimates it saves: the saved list is read again after each. */
export function useSavingCalculator() {
  const queryClient = useQueryClient();
  const save = useMemo(
    () =>
      fromPromise<SavedEstimate, SaveEstimateRequest>(async ({ input }) => {
        const saved = await saveEstimate(input);
        void afterEstimatesChange(queryClient);
        return saved;
      }),
    [queryClient],
  );
  return usePriceCalculator(save);
}

/** Deleting a saved estimate; `onDeleted` (closing the confirmation) once the list shows it gone. */
export function useEstimateDeletion(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (estimate: SavedEstimate) => deleteEstimate(estimate.id),
    onSuccess: async () => {
      await afterEstimatesChange(queryClient);
      onDeleted();
    },
  });
}
