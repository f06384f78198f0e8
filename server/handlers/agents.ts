import type { Handlers } from '../http/handler-types.js';
import { ownerOf } from '../http/owner.js';
import { getCurrentAgent, listRequestedAgents, removeAgent, requestAgent } from '../agents/employer-agent.js';
import { acceptAgentInvitation, declineAgentInvitation, listAgentInvitations } from '../agents/agent-inbox.js';
import { getAgentClient, listAgentClients, listClientApplicants, listClientJobs } from '../agents/agent-clients.js';
import { listVerifiedAgents } from '../agents/verified-agents.js';
import { listAgentActions, proposeCandidateForClient, scheduleInterviewForClient, shortlistForClient } from '../agents/agent-actions.js';
import type { Deps } from './deps.js';

type Ops =
  | 'requestAgent'
  | 'listRequestedAgents'
  | 'listVerifiedAgents'
  | 'getCurrentAgent'
  | 'removeAgent'
  | 'listAgentActions'
  | 'listAgentInvitations'
  | 'acceptAgentInvitation'
  | 'declineAgentInvitation'
  | 'listAgentClients'
  | 'getAgentClient'
  | 'listClientJobs'
  | 'listClientApplicants'
  | 'shortlistForClient'
  | 'scheduleInterviewForClient'
  | 'proposeCandidateForClient';

/** An employer's agent, and the agent's work for its clients (tag agents). */
export function agentHandlers(deps: Deps): Pick<Handlers, Ops> {
  return {
    async requestAgent(request, reply) {
      return reply.code(201).send(await requestAgent(deps, ownerOf(request, 'employer'), request.body));
    },
    async listRequestedAgents(request, reply) {
      return reply.code(200).send(await listRequestedAgents(deps.db, ownerOf(request, 'employer'), request.query.page, request.query.page_size));
    },
    async listVerifiedAgents(request, reply) {
      // The same list for every employer: no owner to pass on, but its role is still checked.
      ownerOf(request, 'employer');
      return reply.code(200).send(await listVerifiedAgents(deps.db, request.query));
    },
    async getCurrentAgent(request, reply) {
      return reply.code(200).send(await getCurrentAgent(deps.db, ownerOf(request, 'employer')));
    },
    async removeAgent(request, reply) {
      return reply.code(200).send(await removeAgent(deps, ownerOf(request, 'employer'), request.params.id));
    },
    async listAgentActions(request, reply) {
      return reply.code(200).send(await listAgentActions(deps.db, ownerOf(request, 'employer'), request.query));
    },
    async listAgentInvitations(request, reply) {
      return reply.code(200).send(await listAgentInvitations(deps.db, ownerOf(request, 'agent'), request.query.page, request.query.page_size));
    },
    async acceptAgentInvitation(request, reply) {
      return reply.code(200).send(await acceptAgentInvitation(deps, ownerOf(request, 'agent'), request.params.id));
    },
    async declineAgentInvitation(request, reply) {
      return reply.code(200).send(await declineAgentInvitation(deps, ownerOf(request, 'agent'), request.params.id));
    },
    async listAgentClients(request, reply) {
      return reply.code(200).send(await listAgentClients(deps.db, ownerOf(request, 'agent'), request.query.page, request.query.page_size));
    },
    async getAgentClient(request, reply) {
      return reply.code(200).send(await getAgentClient(deps.db, ownerOf(request, 'agent'), request.params.id));
    },
    async listClientJobs(request, reply) {
      return reply.code(200).send(await listClientJobs(deps.db, ownerOf(request, 'agent'), request.params.id, request.query.page, request.query.page_size));
    },
    async listClientApplicants(request, reply) {
      return reply.code(200).send(await listClientApplicants(deps.db, ownerOf(request, 'agent'), request.params.id, request.query));
    },
    async shortlistForClient(request, reply) {
      return reply.code(200).send(await shortlistForClient(deps, ownerOf(request, 'agent'), request.params.id));
    },
    async scheduleInterviewForClient(request, reply) {
      return reply.code(201).send(await scheduleInterviewForClient(deps, ownerOf(request, 'agent'), request.params.id, request.body));
    },
    async proposeCandidateForClient(request, reply) {
      return reply.code(201).send(await proposeCandidateForClient(deps, ownerOf(request, 'agent'), request.params.id, request.body));
    },
  };
}
