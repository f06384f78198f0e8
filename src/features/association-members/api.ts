import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';

type S = components['schemas'];
export type AssociationBpo = S['AssociationBpo'];
export type AccreditationStatus = S['AccreditationStatus'];

export const PAGE_SIZE = 20;

/** The keys every page of the two lists start with ($api keys are `[method, path, init]`). */
export const MEMBERS_KEY = ['get', '/association/members'] as const;
export const SEARCH_KEY = ['get', '/association/bpos'] as const;

/** listAssociationMembers: a page of the BPOs the association endorses, by name. */
export const useMembers = (page: number) => $api.useQuery('get', '/association/members', { params: { query: { page, page_size: PAGE_SIZE } } });

/** searchBposToEndorse: verified BPOs whose name has every word of `q`. */
export const useBpoSearch = (q: string, page: number) =>
  $api.useQuery('get', '/association/bpos', { params: { query: { ...(q ? { q } : {}), page, page_size: PAGE_SIZE } } });

export const endorseBpo = (bpoId: string): Promise<AssociationBpo> => unwrap(api.POST('/association/members', { body: { bpo_id: bpoId } }));
export const withdrawEndorsement = (bpoId: string): Promise<void> => unwrap(api.DELETE('/association/members/{id}', { params: { path: { id: bpoId } } }));
