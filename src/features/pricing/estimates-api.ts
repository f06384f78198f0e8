import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import type { SaveEstimateRequest, SavedEstimate } from '@/machines/priceCalculator.machine';

export type EmployerGrant = components['schemas']['EmployerGrant'];

export const useGrants = () => $api.useQuery('get', '/employer/grants');
export const useSavedEstimates = () => $api.useQuery('get', '/employer/estimates');

export const refreshEstimates = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ['get', '/employer/estimates'] });

/** The calculator's 'saveEstimate' actor: the server prices the lines itself and answers the totals. */
export const saveEstimateActor = (queryClient: QueryClient) =>
  fromPromise<SavedEstimate, SaveEstimateRequest>(async ({ input }) => {
    const saved = await unwrap(api.POST('/employer/estimates', { body: input }));
    void refreshEstimates(queryClient);
    return saved;
  });

export const deleteEstimate = (id: string) => unwrap(api.DELETE('/employer/estimates/{id}', { params: { path: { id } } }));
