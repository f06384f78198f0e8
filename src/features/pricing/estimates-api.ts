import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import type { SaveEstimateRequest, SavedEstimate } from '@/machines/price-calculator.machine';

export type EmployerGrant = components['schemas']['EmployerGrant'];

export const useGrants = () => $api.useQuery('get', '/employer/grants');
export const useSavedEstimates = () => $api.useQuery('get', '/employer/estimates');

/** The server prices the lines itself and answers the totals. */
export const saveEstimate = (request: SaveEstimateRequest): Promise<SavedEstimate> => unwrap(api.POST('/employer/estimates', { body: request }));

export const deleteEstimate = (id: string) => unwrap(api.DELETE('/employer/estimates/{id}', { params: { path: { id } } }));
