import { fromPromise } from 'xstate';
import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import type { AgentInvitation } from '@/machines/agent-invitation.machine';

/* The employer's reads and writes of its agent (openapi/paths/agents.yaml). */

export type AgentAction = components['schemas']['AgentAction'];
export const PAGE_SIZE = 20;

/** getCurrentAgent: the current agent, or none. */
export const useCurrentAgent = () => $api.useQuery('get', '/employer/currentagent');

/** listRequestedAgents: the invitation waiting for an answer (there is at most one). */
export const useRequestedAgents = () => $api.useQuery('get', '/employer/agentrequested', { params: { query: { page: 1, page_size: 1 } } });

/** listAgentActions: what agents did, newest first, one page. */
export const useAgentActions = (page: number) => $api.useQuery('get', '/employer/agent-actions', { params: { query: { page, page_size: PAGE_SIZE } } });

/** The agentInvitationMachine's 'invite' actor. */
export const inviteActor = fromPromise<AgentInvitation, { email: string }>(({ input }) => unwrap(api.POST('/employer/requestagent', { body: { email: input.email } })));

/** The agentInvitationMachine's 'remove' actor: removes the current agent, or withdraws the invitation. */
export const removeActor = fromPromise<AgentInvitation, { id: string }>(({ input }) =>
  unwrap(api.DELETE('/employer/removeagent/{id}', { params: { path: { id: input.id } } })),
);
