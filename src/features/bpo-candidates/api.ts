import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';

/* The reads and writes of a BPO's candidates (server/bpo/members.ts). */

type S = components['schemas'];
export type BpoMember = S['BpoMember'];
export type BpoMemberStatus = S['BpoMemberStatus'];

export const useBpoMembers = (query: { page?: number; status?: BpoMemberStatus }) => $api.useQuery('get', '/bpo/members', { params: { query } });

/** The worksites a member may be placed at: the active ones (a BPO has few; the first fifty). */
export const usePlaceableWorksites = () => $api.useQuery('get', '/bpo/worksites', { params: { query: { status: 'active', page_size: 50 } } });

export const inviteMember = (email: string): Promise<BpoMember> => unwrap(api.POST('/bpo/members', { body: { email } }));

export const placeMember = (id: string, worksiteId: string | null): Promise<BpoMember> =>
  unwrap(api.PUT('/bpo/members/{id}/worksite', { params: { path: { id } }, body: { worksite_id: worksiteId } }));

export const removeMember = (id: string): Promise<BpoMember> => unwrap(api.DELETE('/bpo/members/{id}', { params: { path: { id } } }));
