import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';

/* A candidate's BPO: the membership, where it placed them, and the invitations to answer (server/bpo/candidate-bpo.ts). */

export type CandidateBpo = components['schemas']['CandidateBpo'];

export const useMyBpo = () => $api.useQuery('get', '/candidate/bpo');

export const acceptInvitation = (id: string): Promise<CandidateBpo> => unwrap(api.POST('/candidate/bpo/invitations/{id}/accept', { params: { path: { id } } }));

export const declineInvitation = (id: string): Promise<CandidateBpo> => unwrap(api.POST('/candidate/bpo/invitations/{id}/decline', { params: { path: { id } } }));
