// Agents through the API (server/agents/): an employer invites an agent by e-mail or by its id, the
// agent (once verified) accepts or declines, works the employer's pipeline while it is the current
// agent (shortlist, propose, interviews; never offers), every action marked as done by the agent,
// and the employer's removal ends its access on its very next request.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { expectError, msg, startTestServer, uniqueEmail, type TestServer } from './harness.js';
import { URLS, interviewBody, newCandidate, newEmployer, newJob, ok, pipeline, tag, type Person } from './pipeline-fixtures.js';
import { verifyPartner } from './partner-fixtures.js';
import { AGENTS, currentAgentOf, newAgent } from './agent-fixtures.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.resetLimits();
});

const refused = (res: Parameters<typeof expectError>[0], status: number, code: string, key: string) =>
  expectError(res, status, code, undefined, { messageKey: `agents_api_error_${key}` });

const companyOf = async (p: Person) => (await t.query<{ company_name: string }>(`select company_name from users where id = '${p.user.id}'`))[0]!.company_name;
const verifiedNameOf = async (p: Person) =>
  (await t.query<{ name: string }>(`select verified_business_name as name from partner_verifications where user_id = '${p.user.id}'`))[0]!.name;

describe('inviting an agent', () => {
  test('by e-mail: the agent is mailed, sees the invitation, and only once verified can accept; the employer is mailed', async () => {
    const employer = await newEmployer(t);
    const agent = await newAgent(t, { verified: false });
    const invitation = ok<Json>(await employer.browser.post(AGENTS.request, { email: agent.user.email.toUpperCase() }), 201);
    expect(invitation).toMatchObject({ status: 'invited', email: agent.user.email, agent: { id: agent.user.id } });
    expect(Date.parse(invitation.expires_at) - Date.parse(invitation.created_at)).toBe(14 * 86_400_000);
    const company = await companyOf(employer);
    const [mail] = await t.mailbox(agent.user.email);
    expect(mail!.subject).toBe(msg('mail_agents_invited_subject', { company }));
    expect(mail!.text).toContain('http://localhost:3000/agent/clients');

    expect(ok<Json>(await employer.browser.get(AGENTS.requested)).items.map((i: Json) => i.id)).toEqual([invitation.id]);
    refused(await employer.browser.post(AGENTS.request, { email: (await newAgent(t)).user.email }), 409, 'AGENT_INVITATION_PENDING', 'invitation_pending');

    const inbox = ok<Json>(await agent.browser.get(AGENTS.invitations));
    expect(inbox.items).toEqual([expect.objectContaining({ id: invitation.id, status: 'invited', employer: expect.objectContaining({ id: employer.user.id, company_name: company }) })]);
    expectError(await agent.browser.post(AGENTS.accept(invitation.id)), 403, 'PARTNER_NOT_VERIFIED', undefined, { messageKey: 'pv_api_error_not_verified' });

    await verifyPartner(t, agent.user.id, { name: 'Menon Talent' });
    expect(ok<Json>(await agent.browser.post(AGENTS.accept(invitation.id)))).toMatchObject({ id: invitation.id, status: 'accepted' });
    const current = ok<Json>(await employer.browser.get(AGENTS.current)).current;
    expect(current).toMatchObject({ id: invitation.id, status: 'accepted', agent: { id: agent.user.id, name: 'Menon Talent' } });
    expect(current.answered_at).toBeDefined();
    expect((await t.mailbox(employer.user.email))[0]!.subject).toBe(msg('mail_agents_accepted_subject', { agent: 'Menon Talent' }));
    expect(ok<Json>(await employer.browser.get(AGENTS.requested)).items).toEqual([]);
    refused(await employer.browser.post(AGENTS.request, { email: (await newAgent(t)).user.email }), 409, 'AGENT_ALREADY_CURRENT', 'already_current');
    refused(await agent.browser.post(AGENTS.accept(invitation.id)), 409, 'AGENT_INVITATION_CLOSED', 'invitation_closed');
  });

  test('an address with no account is invited to sign up as an agent, and the invitation waits for that account', async () => {
    const employer = await newEmployer(t);
    const email = uniqueEmail('future-agent');
    const invitation = ok<Json>(await employer.browser.post(AGENTS.request, { email }), 201);
    expect(invitation.agent).toBeUndefined();
    const [mail] = await t.mailbox(email);
    expect(mail!.text).toContain(msg('mail_agents_invited_signup_body', { company: await companyOf(employer) }));
    expect(mail!.text).toContain('http://localhost:3000/signup/agent');

    const agent = await newAgent(t, { email });
    expect(ok<Json>(await agent.browser.get(AGENTS.invitations)).items.map((i: Json) => i.id)).toEqual([invitation.id]);
    ok(await agent.browser.post(AGENTS.accept(invitation.id)));
    expect(ok<Json>(await employer.browser.get(AGENTS.current)).current.agent.id).toBe(agent.user.id);
  });

  test('an address of another kind of account is refused; by id, only a verified agent is found', async () => {
    const employer = await newEmployer(t);
    const candidate = await newCandidate(t);
    refused(await employer.browser.post(AGENTS.request, { email: candidate.user.email }), 409, 'AGENT_EMAIL_NOT_AGENT', 'email_not_agent');
    const unverified = await newAgent(t, { verified: false });
    expectError(await employer.browser.post(AGENTS.request, { agent_id: unverified.user.id }), 404, 'NOT_FOUND');
    expectError(await employer.browser.post(AGENTS.request, { agent_id: candidate.user.id }), 404, 'NOT_FOUND');
    expect((await employer.browser.post(AGENTS.request, {})).statusCode).toBe(400);
    expect((await employer.browser.post(AGENTS.request, { email: candidate.user.email, agent_id: unverified.user.id })).statusCode).toBe(400);
    const verified = await newAgent(t);
    expect(ok<Json>(await employer.browser.post(AGENTS.request, { agent_id: verified.user.id }), 201).email).toBe(verified.user.email);
  });

  test('declined: the employer is mailed and may invite again; a withdrawn or expired invitation cannot be accepted', async () => {
    const employer = await newEmployer(t);
    const agent = await newAgent(t);
    const first = ok<Json>(await employer.browser.post(AGENTS.request, { email: agent.user.email }), 201);
    expect(ok<Json>(await agent.browser.post(AGENTS.decline(first.id))).status).toBe('declined');
    expect((await t.mailbox(employer.user.email))[0]!.subject).toBe(msg('mail_agents_declined_subject', { agent: await verifiedNameOf(agent) }));
    refused(await agent.browser.post(AGENTS.accept(first.id)), 409, 'AGENT_INVITATION_CLOSED', 'invitation_closed');

    const second = ok<Json>(await employer.browser.post(AGENTS.request, { email: agent.user.email }), 201);
    expect(ok<Json>(await employer.browser.delete(AGENTS.remove(second.id))).status).toBe('removed');
    refused(await agent.browser.post(AGENTS.accept(second.id)), 409, 'AGENT_INVITATION_CLOSED', 'invitation_closed');
    refused(await employer.browser.delete(AGENTS.remove(second.id)), 409, 'AGENT_INVITATION_CLOSED', 'invitation_closed');

    const third = ok<Json>(await employer.browser.post(AGENTS.request, { email: agent.user.email }), 201);
    await t.query(`update agent_invitations set expires_at = now() - interval '1 minute' where id = '${third.id}'`);
    expect(ok<Json>(await agent.browser.get(AGENTS.invitations)).items).toEqual([]);
    refused(await agent.browser.post(AGENTS.accept(third.id)), 409, 'AGENT_INVITATION_EXPIRED', 'invitation_expired');
    // The lapsed invitation no longer blocks the next one.
    ok(await employer.browser.post(AGENTS.request, { email: agent.user.email }), 201);
    expect((await t.query<{ status: string }>(`select status from agent_invitations where id = '${third.id}'`))[0]!.status).toBe('expired');
  });
});

describe('picking a verified agent', () => {
  // Every name carries one tag, so the searches see only this test's partners among the suite's.
  const k = tag();
  const listed = async (employer: Person, query: string) => ok<Json>(await employer.browser.get(`${AGENTS.verified}?${query}`));
  const partner = async (type: 'agent' | 'business_agent', firstname: string, business: string | null) => {
    const user = await t.createUser({ type, overrides: { firstname, lastname: `Nair ${k}`, country: 'IN' } });
    if (business) await verifyPartner(t, user.id, { name: `${business} ${k}` });
    return { ...user, name: `${firstname} Nair ${k}` };
  };

  test('verified agents only, by business name, found by name or business name, paged; never an e-mail', async () => {
    const employer = await newEmployer(t);
    const gamma = await partner('agent', 'Priya', 'Gamma Staffing');
    const alpha = await partner('agent', 'Arjun', 'Alpha Recruiting');
    const beta = await partner('agent', 'Meera', 'Beta Talent');
    const unverified = await partner('agent', 'Kiran', null);
    const businessAgent = await partner('business_agent', 'Dev', 'Delta Referrals');

    const all = await listed(employer, `q=${k}`);
    expect(all).toEqual({
      items: [alpha, beta, gamma].map((a) => ({ id: a.id, name: a.name, business_name: expect.any(String), country: 'IN' })),
      page: 1,
      page_size: 20,
      has_more: false,
    });
    expect(all.items.map((a: Json) => a.business_name)).toEqual([`Alpha Recruiting ${k}`, `Beta Talent ${k}`, `Gamma Staffing ${k}`]);
    for (const hidden of [unverified, businessAgent]) expect(all.items.map((a: Json) => a.id)).not.toContain(hidden.id);
    const text = JSON.stringify(all);
    for (const a of [alpha, beta, gamma]) expect(text).not.toContain(a.email);
    expect(text).not.toContain('@');

    // Every word must match, in the person's name or the business name, whatever the case.
    expect((await listed(employer, `q=${encodeURIComponent(`beta ${k}`)}`)).items.map((a: Json) => a.id)).toEqual([beta.id]);
    expect((await listed(employer, `q=${encodeURIComponent(`PRIYA ${k}`)}`)).items.map((a: Json) => a.id)).toEqual([gamma.id]);
    // LIKE's own characters are looked for as written, not as wildcards.
    expect((await listed(employer, `q=${encodeURIComponent(`% ${k}`)}`)).items).toEqual([]);

    const first = await listed(employer, `q=${k}&page_size=2`);
    expect(first.items.map((a: Json) => a.id)).toEqual([alpha.id, beta.id]);
    expect(first.has_more).toBe(true);
    const second = await listed(employer, `q=${k}&page_size=2&page=2`);
    expect(second.items.map((a: Json) => a.id)).toEqual([gamma.id]);
    expect(second.has_more).toBe(false);

    expect((await employer.browser.get(`${AGENTS.verified}?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  test('an agent picked from the list is invited by its id, and sees the invitation', async () => {
    const employer = await newEmployer(t);
    const picked = await partner('agent', 'Lakshmi', 'Epsilon Hiring');
    const [item] = (await listed(employer, `q=${encodeURIComponent(`epsilon ${k}`)}`)).items;
    expect(item.id).toBe(picked.id);
    const invitation = ok<Json>(await employer.browser.post(AGENTS.request, { agent_id: item.id }), 201);
    expect(invitation).toMatchObject({ status: 'invited', agent: { id: picked.id, name: `Epsilon Hiring ${k}` } });
    const agent = { user: picked, browser: await t.signIn(picked) };
    expect(ok<Json>(await agent.browser.get(AGENTS.invitations)).items.map((i: Json) => i.id)).toEqual([invitation.id]);
  });
});

describe('the current agent works the pipeline', () => {
  let employer: Person;
  let agent: Person;
  let invitationId: string;
  beforeAll(async () => {
    employer = await newEmployer(t);
    ({ agent, invitationId } = await currentAgentOf(t, employer));
  });

  test('it reads its client, the jobs but drafts, and the applicants without offers', async () => {
    const offered = await pipeline(t, 'offered', { employer });
    await newJob(t, employer.user.id, { status: 'draft', title: 'Draft job' });
    const clients = ok<Json>(await agent.browser.get(AGENTS.clients));
    expect(clients.items).toEqual([expect.objectContaining({ employer: expect.objectContaining({ id: employer.user.id }), open_jobs: expect.any(Number) })]);
    expect(ok<Json>(await agent.browser.get(AGENTS.client(employer.user.id))).employer.company_name).toBe(await companyOf(employer));
    const jobs = ok<Json>(await agent.browser.get(AGENTS.jobs(employer.user.id))).items;
    expect(jobs.map((j: Json) => j.id)).toContain(offered.job.id);
    expect(jobs.map((j: Json) => j.status)).not.toContain('draft');
    const applicants = ok<Json>(await agent.browser.get(`${AGENTS.applicants(employer.user.id)}?job_id=${offered.job.id}`)).applicants;
    expect(applicants).toHaveLength(1);
    expect(applicants[0].status).toBe('offered');
    expect(applicants[0].offer).toBeUndefined();
  });

  test('shortlist, propose and interview: the pipeline’s rules and mails, each marked as done by the agent', async () => {
    const applied = await pipeline(t, 'applied', { employer });
    const shortlisted = ok<Json>(await agent.browser.post(AGENTS.shortlist(applied.applicationId)));
    expect(shortlisted.status).toBe('shortlisted');
    expect((await t.mailbox(applied.candidate.user.email))[0]!.subject).toBe(msg('mail_pipeline_application_shortlisted_subject', { counterpart: await companyOf(employer), job: applied.job.title }));
    // The pipeline's own rule: shortlisting twice is a conflict, and nothing is marked.
    expectError(await agent.browser.post(AGENTS.shortlist(applied.applicationId)), 409, 'APPLICATION_STATE_CONFLICT', undefined, { messageKey: 'pipeline_api_error_application_state_conflict' });

    const interview = ok<Json>(await agent.browser.post(AGENTS.interview(applied.applicationId), interviewBody()), 201);
    expect(interview.status).toBe('proposed');

    const candidate = await newCandidate(t);
    expectError(await agent.browser.post(AGENTS.propose(applied.job.id), { candidate_email: uniqueEmail('nobody') }), 404, 'CANDIDATE_EMAIL_UNKNOWN', undefined, {
      messageKey: 'agents_api_error_candidate_email_unknown',
    });
    const proposed = ok<Json>(await agent.browser.post(AGENTS.propose(applied.job.id), { candidate_email: candidate.user.email, message: 'A strong fit.' }), 201);
    expect(proposed).toMatchObject({ status: 'invited', source: 'invited', candidate: { id: candidate.user.id } });

    const actions = ok<Json>(await employer.browser.get(`${AGENTS.actions}?job_id=${applied.job.id}`)).items;
    const name = await verifiedNameOf(agent);
    expect(actions.map((a: Json) => [a.kind, a.agent.name, a.application_id])).toEqual([
      ['proposed', name, proposed.id],
      ['interview_scheduled', name, applied.applicationId],
      ['shortlisted', name, applied.applicationId],
    ]);
    expect(actions[1].interview_id).toBe(interview.id);
    // The employer is mailed each time, in its own words (its dashboard lists them too).
    const [told] = await t.mailbox(employer.user.email);
    expect(told!.subject).toBe(msg('mail_agents_acted_subject', { job: applied.job.title }));
    expect(told!.text).toContain(msg('mail_agents_acted_proposed_body', { agent: name, candidate: `${proposed.candidate.firstname} ${proposed.candidate.lastname}`, job: applied.job.title }));
    // The employer sees the agent's changes in its own pipeline, as its own.
    expect(ok<Json>(await employer.browser.get(`${URLS.applicants}?job_id=${applied.job.id}`)).applicants.map((a: Json) => a.status).sort()).toEqual(['interviewing', 'invited']);
  });

  test('another employer’s records are not found, even for a current agent', async () => {
    const other = await pipeline(t, 'applied');
    expectError(await agent.browser.post(AGENTS.shortlist(other.applicationId)), 404, 'NOT_FOUND');
    expectError(await agent.browser.get(AGENTS.jobs(other.employer.user.id)), 404, 'NOT_FOUND');
  });

  test('removed: mailed, and refused on its next request; what it did stays marked', async () => {
    const applied = await pipeline(t, 'applied', { employer });
    expect(ok<Json>(await employer.browser.delete(AGENTS.remove(invitationId)))).toMatchObject({ status: 'removed', removed_at: expect.any(String) });
    expect((await t.mailbox(agent.user.email))[0]!.subject).toBe(msg('mail_agents_removed_subject', { company: await companyOf(employer) }));
    refused(await agent.browser.post(AGENTS.shortlist(applied.applicationId)), 403, 'AGENT_ACCESS_ENDED', 'access_ended');
    refused(await agent.browser.get(AGENTS.applicants(employer.user.id)), 403, 'AGENT_ACCESS_ENDED', 'access_ended');
    refused(await agent.browser.get(AGENTS.client(employer.user.id)), 403, 'AGENT_ACCESS_ENDED', 'access_ended');
    expect(ok<Json>(await agent.browser.get(AGENTS.clients)).items).toEqual([]);
    expect((await t.query<{ status: string }>(`select status from applications where id = '${applied.applicationId}'`))[0]!.status).toBe('applied');
    expect(ok<Json>(await employer.browser.get(AGENTS.current))).toEqual({});
    expect(ok<Json>(await employer.browser.get(AGENTS.actions)).items.length).toBeGreaterThanOrEqual(3);
  });
});
