// Agents for the API suites (server/agents/): an agent account, verified or not, and the owner's
// current agent with one action done, for the access rules (tests/server/access-world.ts).
import { API, type TestServer } from './harness.js';
import { verifyPartner } from './partner-fixtures.js';
import { newCandidate, ok, tag, type Person } from './pipeline-fixtures.js';

export const AGENTS = {
  request: `${API}/employer/requestagent`,
  requested: `${API}/employer/agentrequested`,
  current: `${API}/employer/currentagent`,
  remove: (id: string) => `${API}/employer/removeagent/${id}`,
  actions: `${API}/employer/agent-actions`,
  verified: `${API}/employer/agents`,
  invitations: `${API}/agent/invitations`,
  accept: (id: string) => `${API}/agent/invitations/${id}/accept`,
  decline: (id: string) => `${API}/agent/invitations/${id}/decline`,
  clients: `${API}/agent/clients`,
  client: (employerId: string) => `${API}/agent/clients/${employerId}`,
  jobs: (employerId: string) => `${API}/agent/clients/${employerId}/jobs`,
  applicants: (employerId: string) => `${API}/agent/clients/${employerId}/applicants`,
  shortlist: (applicationId: string) => `${API}/agent/applicants/${applicationId}/shortlist`,
  interview: (applicationId: string) => `${API}/agent/applicants/${applicationId}/interview`,
  propose: (jobId: string) => `${API}/agent/jobs/${jobId}/proposals`,
};

/** An agent account, signed in; verified by default (server/partners/verified-partner.ts). */
export async function newAgent(t: TestServer, opts: { verified?: boolean; email?: string } = {}): Promise<Person> {
  const user = await t.createUser({ type: 'agent', ...(opts.email ? { email: opts.email } : {}), overrides: { firstname: 'Ravi', lastname: `Menon ${tag()}` } });
  if (opts.verified !== false) await verifyPartner(t, user.id, { name: `Menon Talent ${tag()}` });
  return { user, browser: await t.signIn(user) };
}

/** An agent that `employer` invited and that accepted: its current agent. */
export async function currentAgentOf(t: TestServer, employer: Person): Promise<{ agent: Person; invitationId: string }> {
  const agent = await newAgent(t);
  const { id } = ok<{ id: string }>(await employer.browser.post(AGENTS.request, { email: agent.user.email }), 201);
  ok(await agent.browser.post(AGENTS.accept(id)));
  return { agent, invitationId: id };
}

/** The owner's current agent, which proposed a candidate for the owner's open job: the invitation and the action. */
export async function agentWorld(t: TestServer, owner: Person, openJobId: string) {
  const { agent, invitationId } = await currentAgentOf(t, owner);
  const candidate = await newCandidate(t);
  ok(await agent.browser.post(AGENTS.propose(openJobId), { candidate_email: candidate.user.email }), 201);
  const actions = ok<{ items: { id: string }[] }>(await owner.browser.get(AGENTS.actions));
  return { agentInvitationId: invitationId, agentActionId: actions.items[0]!.id };
}
