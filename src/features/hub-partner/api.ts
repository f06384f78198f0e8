import type { components } from '@/generated/api';
import { $api } from '@/lib/api-client';

type S = components['schemas'];
export type HubBpo = S['HubBpo'];
export type AccreditationStatus = S['AccreditationStatus'];

export const ACCREDITATION_STATUSES = ['accredited', 'applied', 'not_applied'] as const satisfies readonly AccreditationStatus[];
export const PAGE_SIZE = 20;

/** listHubBpos: a page of the verified BPOs of the hub partner's region, with the region read. */
export const useHubBpos = (accreditation: AccreditationStatus | undefined, country: string | undefined, page: number) =>
  $api.useQuery('get', '/hubpartner/bpos', {
    params: { query: { ...(accreditation ? { accreditation } : {}), ...(country ? { country } : {}), page, page_size: PAGE_SIZE } },
  });
