import { fromPromise } from 'xstate';
import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import type { AgentInvitation, InviteInput } from '@/machines/agent-invitation.machine';

/* The employer's reads and writes of its agent (openapi/paths/agents.yaml). */

export type AgentAction = components['schemas']['AgentAction'];
export type VerifiedAgent = components['schemas']['VerifiedAgent'];
export const PAGE_SIZE = 20;
/** The verified agents to pick from: a short list beside the e-mail form, refined by searching. */
export const PICK_PAGE_SIZE = 5;

/** getCurrentAgent: the current agent, or none. */
export const useCurrentAgent = () => $api.useQuery('get', '/employer/currentagent');

/** listRequestedAgents: the invitation waiting for an answer (there is at most one). */
export const useRequestedAgents = () => $api.useQuery('get', '/employer/agentrequested', { params: { query: { page: 1, page_size: 1 } } });

/** listAgentActions: what agents did, newest first, one page. */
export const useAgentActions = (page: number) => $api.useQuery('get', '/employer/agent-actions', { params: { query: { page, page_size: PAGE_SIZE } } });

/** listVerifiedAgents: verified agents whose name or business name has every word of `q`, by business name. */
export const useVerifiedAgents = (q: string, page: number) =>
  $api.useQuery('get', '/employer/agents', { params: { query: { ...(q ? { q } : {}), page, page_size: PICK_PAGE_SIZE } } });

/** The agentInvitationMachine's 'invite' actor: by address, or by the id of a verified agent picked. */
export const inviteActor = fromPromise<AgentInvitation, InviteInput>(({ input }) => unwrap(api.POST('/employer/requestagent', { body: input })));

/** The agentInvitationMachine's 'remove' actor: removes the current agent, or withdraws the invitation. */
export const removeActor = fromPromise<AgentInvitation, { id: string }>(({ input }) =>
  unwrap(api.DELETE('/employer/removeagent/{id}', { params: { path: { id: input.id } } })),
);
