// Tags employer and candidate: the two dashboards - counts of what waits, and the latest news from the other side.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { startTestServer, type TestServer } from './harness.js';
import { ISO, URLS, completeProfile, interviewBody, lapse, markHired, newCandidate, newEmployer, newJob, ok, pipeline, type Person } from './pipeline-fixtures.js';

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

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const dashboard = async (p: Person, url: string) => ok<Json>(await p.browser.get(url));

describe('getEmployerDashboard', () => {
  test('a new employer: every count is zero and there is no news', async () => {
    const e = await newEmployer(t);
    expect(await dashboard(e, URLS.employerDashboard)).toEqual({
      counts: {
        open_jobs: 0,
        draft_jobs: 0,
        to_review: 0,
        shortlisted: 0,
        interviews_upcoming: 0,
        interviews_to_reschedule: 0,
        offers_pending: 0,
        offers_awaiting_payment: 0,
        active_staff: 0,
      },
      activity: [],
    });
  });

  test('counts each stage of the employer’s own pipeline, a lapsed offer no longer pending', async () => {
    const employer = await newEmployer(t);
    const stranger = await pipeline(t, 'offered');
    await pipeline(t, 'applied', { employer });
    const shortlisted = await pipeline(t, 'applied', { employer });
    ok(await employer.browser.post(URLS.shortlist(shortlisted.applicationId)));
    await pipeline(t, 'interviewing', { employer });
    const rescheduling = await pipeline(t, 'applied', { employer });
    const invite = ok<Json>(await employer.browser.post(URLS.interviewInvite(rescheduling.applicationId), interviewBody()), 201);
    ok(await rescheduling.candidate.browser.post(URLS.reschedule(invite.id), { note: 'Later please' }));
    await pipeline(t, 'offered', { employer });
    await pipeline(t, 'accepted', { employer });
    const hired = await pipeline(t, 'accepted', { employer });
    await markHired(t, hired);
    const lapsed = await pipeline(t, 'offered', { employer });
    await lapse(t, lapsed.offerId!);
    await newJob(t, employer.user.id, { status: 'draft', publishedAt: null });
    await newJob(t, employer.user.id, { status: 'closed' });
    const { counts } = await dashboard(employer, URLS.employerDashboard);
    expect(counts).toEqual({
      open_jobs: 8,
      draft_jobs: 1,
      to_review: 1,
      shortlisted: 1,
      interviews_upcoming: 5,
      interviews_to_reschedule: 1,
      offers_pending: 1,
      offers_awaiting_payment: 1,
      active_staff: 1,
    });
    expect((await dashboard(stranger.employer, URLS.employerDashboard)).counts.offers_pending).toBe(1);
  });

  test('the application counts follow statements that move or remove many applications at once', async () => {
    const employer = await newEmployer(t);
    const first = await pipeline(t, 'applied', { employer });
    await pipeline(t, 'applied', { employer });
    await pipeline(t, 'applied', { employer });
    const reviewCounts = async () => {
      const { counts } = await dashboard(employer, URLS.employerDashboard);
      return [counts.to_review, counts.shortlisted];
    };
    expect(await reviewCounts()).toEqual([3, 0]);
    await t.query(`update applications set status = 'shortlisted' where employer_id = '${employer.user.id}' and id <> '${first.applicationId}'`);
    expect(await reviewCounts()).toEqual([1, 2]);
    // An edit that moves nothing leaves the counts alone.
    await t.query(`update applications set note = 'Seen' where employer_id = '${employer.user.id}'`);
    expect(await reviewCounts()).toEqual([1, 2]);
    await t.query(`delete from jobs where id = '${first.job.id}'`);
    expect(await reviewCounts()).toEqual([0, 2]);
  });

  test('the latest 20 events from candidates, newest first, with the job and the candidate’s name', async () => {
    const p = await pipeline(t, 'interviewing');
    const [name] = await t.query<{ n: string }>(`select firstname || ' ' || lastname as n from users where id = '${p.candidate.user.id}'`);
    const { activity } = await dashboard(p.employer, URLS.employerDashboard);
    expect(activity.map((a: Json) => a.type)).toEqual(['interview_accepted', 'application_received']);
    expect(activity[0]).toEqual({
      id: expect.any(String),
      type: 'interview_accepted',
      created_at: expect.stringMatching(ISO),
      job: { id: p.job.id, title: p.job.title, hire_type: 'full_time', status: 'open' },
      counterpart: name!.n,
      application_id: p.applicationId,
    });
    await t.query(
      `insert into activity (user_id, type, job_id, application_id, counterpart, created_at)
       select '${p.employer.user.id}', 'application_received', '${p.job.id}', '${p.applicationId}', 'Old news', now() - (n || ' hours')::interval
       from generate_series(1, 25) as n`,
    );
    const capped = (await dashboard(p.employer, URLS.employerDashboard)).activity;
    expect(capped).toHaveLength(20);
    expect(capped[0].type).toBe('interview_accepted');
    const times = capped.map((a: Json) => Date.parse(a.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('getCandidateDashboard', () => {
  test('a new candidate: zeros, no news, profile not complete until filled in', async () => {
    const c = await newCandidate(t);
    expect(await dashboard(c, URLS.candidateDashboard)).toEqual({
      counts: { invitations: 0, active_applications: 0, interviews_to_answer: 0, interviews_upcoming: 0, offers_to_answer: 0 },
      activity: [],
      profile_complete: false,
    });
    await completeProfile(t, c.user.id);
    expect((await dashboard(c, URLS.candidateDashboard)).profile_complete).toBe(true);
  });

  test('counts what waits for the candidate and shows what employers did, with their company', async () => {
    const candidate = await newCandidate(t);
    const other = await pipeline(t, 'applied');
    const inviter = await newEmployer(t);
    const job = await newJob(t, inviter.user.id);
    ok(await inviter.browser.post(URLS.invite(candidate.user.id), { job_id: job.id }), 201);
    const applied = await pipeline(t, 'applied', { candidate });
    ok(await applied.employer.browser.post(URLS.interviewInvite(applied.applicationId), interviewBody()), 201);
    await pipeline(t, 'interviewing', { candidate });
    await pipeline(t, 'offered', { candidate });
    const withdrawn = await pipeline(t, 'applied', { candidate });
    ok(await candidate.browser.post(URLS.withdraw(withdrawn.applicationId)));
    const lapsed = await pipeline(t, 'offered', { candidate });
    await lapse(t, lapsed.offerId!);
    const dash = await dashboard(candidate, URLS.candidateDashboard);
    expect(dash.counts).toEqual({ invitations: 1, active_applications: 4, interviews_to_answer: 1, interviews_upcoming: 3, offers_to_answer: 1 });
    expect(dash.activity[0]).toMatchObject({ type: 'offer_received', job: { id: lapsed.job.id }, application_id: lapsed.applicationId });
    const [company] = await t.query<{ company_name: string }>(`select company_name from users where id = '${inviter.user.id}'`);
    expect(dash.activity.find((a: Json) => a.type === 'invitation_received')).toMatchObject({ counterpart: company!.company_name, job: { id: job.id } });
    // News goes to the other side only: the candidate's own actions are not listed, nor anyone else's.
    expect(dash.activity.map((a: Json) => a.type)).not.toContain('application_withdrawn');
    expect((await dashboard(other.candidate, URLS.candidateDashboard)).activity).toEqual([]);
  });
});
