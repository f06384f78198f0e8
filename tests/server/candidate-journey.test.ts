// Tags jobs (applying) and candidate: a candidate's applications, interview invites, offers and contract.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { expectError, field, msg, startTestServer, type TestServer } from './harness.js';
import {
  ISO,
  PUBLIC_URL,
  URLS,
  dbRow,
  futureTimes,
  interviewBody,
  lapse,
  markHired,
  newCandidate,
  newEmployer,
  newJob,
  offerBody,
  ok,
  pipeline,
  put,
  type Person,
} from './pipeline-fixtures.js';
import { sweepExpiredOffers } from '../../server/housekeeping.js';

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

const fullName = async (p: Person) => {
  const [u] = await t.query<{ firstname: string; lastname: string }>(`select firstname, lastname from users where id = '${p.user.id}'`);
  return `${u!.firstname} ${u!.lastname}`;
};
const companyOf = async (p: Person) => (await t.query<{ company_name: string }>(`select company_name from users where id = '${p.user.id}'`))[0]!.company_name;

async function expectMail(to: string, event: string, params: Record<string, string>, path: string, locale: 'en' | 'fr' | 'es' | 'zh' = 'en') {
  const [mail] = await t.mailbox(to);
  expect(mail, `a mail to ${to}`).toBeDefined();
  expect(mail!.subject).toBe(msg(`mail_pipeline_${event}_subject`, params, locale));
  expect(mail!.text).toContain(msg(`mail_pipeline_${event}_body`, params, locale));
  expect(mail!.text).toContain(`${PUBLIC_URL}${path}`);
}

const latestActivity = async (p: Person, dashboard: string) => ok<Json>(await p.browser.get(dashboard)).activity[0];

describe('applyToJob', () => {
  test('applies with a note and tells the employer, in their language', async () => {
    const e = await newEmployer(t, { locale: 'es' });
    const c = await newCandidate(t);
    const job = await newJob(t, e.user.id);
    const a = ok<Json>(await c.browser.post(URLS.apply(job.id), { note: '  Five years of bookkeeping.  ' }), 201);
    expect(a).toMatchObject({
      status: 'applied',
      source: 'applied',
      note: 'Five years of bookkeeping.',
      job: { id: job.id, title: job.title, hire_type: 'full_time', status: 'open' },
      employer: { company_name: await companyOf(e), contact_name: 'Ada Lovelace' },
    });
    expect(a.created_at).toMatch(ISO);
    const name = await fullName(c);
    await expectMail(e.user.email, 'application_received', { counterpart: name, job: job.title }, `/dashboard/activity/jobs/${job.id}`, 'es');
    expect(await latestActivity(e, URLS.employerDashboard)).toMatchObject({ type: 'application_received', counterpart: name, application_id: a.id, job: { id: job.id } });
  });

  test('without a note; the body may be empty', async () => {
    const e = await newEmployer(t);
    const c = await newCandidate(t);
    const job = await newJob(t, e.user.id);
    const a = ok<Json>(await c.browser.post(URLS.apply(job.id), {}), 201);
    expect(a.note).toBeUndefined();
  });

  test('answering an invitation: the application becomes applied and the employer hears it was accepted', async () => {
    const e = await newEmployer(t);
    const c = await newCandidate(t);
    const job = await newJob(t, e.user.id);
    const invited = ok<Json>(await e.browser.post(URLS.invite(c.user.id), { job_id: job.id }), 201);
    const a = ok<Json>(await c.browser.post(URLS.apply(job.id), { note: 'Thanks for the invitation.' }), 201);
    expect(a).toMatchObject({ id: invited.id, status: 'applied', source: 'invited', note: 'Thanks for the invitation.' });
    await expectMail(e.user.email, 'invitation_accepted', { counterpart: await fullName(c), job: job.title }, `/dashboard/activity/jobs/${job.id}`);
  });

  test('twice: 409 ALREADY_APPLIED; one application stays', async () => {
    const p = await pipeline(t);
    expectError(await p.candidate.browser.post(URLS.apply(p.job.id), {}), 409, 'ALREADY_APPLIED', undefined, { messageKey: 'pipeline_api_error_already_applied' });
    ok(await p.candidate.browser.post(URLS.withdraw(p.applicationId)));
    expectError(await p.candidate.browser.post(URLS.apply(p.job.id), {}), 409, 'ALREADY_APPLIED', undefined, { messageKey: 'pipeline_api_error_already_applied' });
    expect(await t.query(`select id from applications where job_id = '${p.job.id}'`)).toHaveLength(1);
  });

  test('a closed job: 409 JOB_NOT_OPEN (also for an invitation); a draft or unknown job: 404', async () => {
    const e = await newEmployer(t);
    const c = await newCandidate(t);
    const closed = await newJob(t, e.user.id, { status: 'closed' });
    expectError(await c.browser.post(URLS.apply(closed.id), {}), 409, 'JOB_NOT_OPEN', undefined, { messageKey: 'pipeline_api_error_job_not_open' });
    const job = await newJob(t, e.user.id);
    ok(await e.browser.post(URLS.invite(c.user.id), { job_id: job.id }), 201);
    await t.query(`update jobs set status = 'closed' where id = '${job.id}'`);
    expectError(await c.browser.post(URLS.apply(job.id), {}), 409, 'JOB_NOT_OPEN', undefined, { messageKey: 'pipeline_api_error_job_not_open' });
    const draft = await newJob(t, e.user.id, { status: 'draft', publishedAt: null });
    expectError(await c.browser.post(URLS.apply(draft.id), {}), 404, 'NOT_FOUND');
    expectError(await c.browser.post(URLS.apply(randomUUID()), {}), 404, 'NOT_FOUND');
    expect(await t.query(`select id from applications where candidate_id = '${c.user.id}' and status = 'applied'`)).toHaveLength(0);
  });

  test('bad input names the field', async () => {
    const e = await newEmployer(t);
    const c = await newCandidate(t);
    const job = await newJob(t, e.user.id);
    expectError(await c.browser.post(URLS.apply(job.id), { note: 'x'.repeat(2001) }), 400, 'VALIDATION_FAILED', { note: field('too_long', { max: 2000 }) });
    expectError(await c.browser.post(URLS.apply(job.id), { note: 42 }), 400, 'VALIDATION_FAILED', { note: field('type') });
    expectError(await c.browser.post(URLS.apply(job.id), { cover: 'hi' }), 400, 'VALIDATION_FAILED', { cover: field('unknown') });
    expectError(await c.browser.post(URLS.apply('not-a-uuid'), {}), 400, 'VALIDATION_FAILED', { id: field('invalid') });
  });

  test('ten applications at once to one job: exactly one is made, the employer is told once', async () => {
    const e = await newEmployer(t);
    const c = await newCandidate(t);
    const job = await newJob(t, e.user.id);
    const results = await Promise.all(Array.from({ length: 10 }, () => c.browser.post(URLS.apply(job.id), { note: 'Me!' })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 201)) {
      expectError(r, 409, 'ALREADY_APPLIED', undefined, { messageKey: 'pipeline_api_error_already_applied' });
    }
    expect(await t.query(`select id from applications where job_id = '${job.id}'`)).toHaveLength(1);
    expect(await t.query(`select id from activity where job_id = '${job.id}'`)).toHaveLength(1);
  });
});

describe('listMyApplications', () => {
  test('the candidate’s own applications, latest change first, with the latest interview and offer, by status', async () => {
    const p = await pipeline(t, 'offered');
    const q = await pipeline(t, 'applied', { candidate: p.candidate });
    const list = async (query = '') => ok<Json>(await p.candidate.browser.get(`${URLS.myApplications}${query}`));
    const all = await list();
    expect(all).toMatchObject({ page: 1, page_size: 20, has_more: false });
    expect(all.applications.map((a: Json) => a.id)).toEqual([q.applicationId, p.applicationId]);
    expect(all.applications[1]).toMatchObject({
      status: 'offered',
      interview: { id: p.interviewId, status: 'accepted', scheduled_at: expect.stringMatching(ISO) },
      offer: { id: p.offerId, status: 'pending', expires_at: expect.stringMatching(ISO) },
      employer: { company_name: await companyOf(p.employer) },
    });
    expect((await list('?status=offered')).applications.map((a: Json) => a.id)).toEqual([p.applicationId]);
    expect((await list('?page_size=1')).has_more).toBe(true);
    expectError(await p.candidate.browser.get(`${URLS.myApplications}?status=nope`), 400, 'VALIDATION_FAILED', { status: field('choice') });
  });
});

describe('withdrawApplication', () => {
  test('withdraws, calls off the interview and tells the employer', async () => {
    const p = await pipeline(t, 'interviewing');
    const a = ok<Json>(await p.candidate.browser.post(URLS.withdraw(p.applicationId)));
    expect(a).toMatchObject({ id: p.applicationId, status: 'withdrawn', interview: { id: p.interviewId, status: 'cancelled' } });
    await expectMail(p.employer.user.email, 'application_withdrawn', { counterpart: await fullName(p.candidate), job: p.job.title }, `/dashboard/activity/jobs/${p.job.id}`);
    expectError(await p.candidate.browser.post(URLS.withdraw(p.applicationId)), 409, 'APPLICATION_CLOSED', undefined, { messageKey: 'pipeline_api_error_application_closed' });
  });

  test('declines an invitation the same way', async () => {
    const e = await newEmployer(t);
    const c = await newCandidate(t);
    const job = await newJob(t, e.user.id);
    const invited = ok<Json>(await e.browser.post(URLS.invite(c.user.id), { job_id: job.id }), 201);
    expect(ok<Json>(await c.browser.post(URLS.withdraw(invited.id))).status).toBe('withdrawn');
  });

  test('with an open offer: 409 APPLICATION_HAS_OFFER (answer the offer instead)', async () => {
    const p = await pipeline(t, 'offered');
    expectError(await p.candidate.browser.post(URLS.withdraw(p.applicationId)), 409, 'APPLICATION_HAS_OFFER', undefined, {
      messageKey: 'pipeline_api_error_application_has_offer',
    });
  });
});

describe('interview invites', () => {
  test('lists the candidate’s invites by status', async () => {
    const p = await pipeline(t, 'interviewing');
    const q = await pipeline(t, 'applied', { candidate: p.candidate });
    const proposed = ok<Json>(await q.employer.browser.post(URLS.interviewInvite(q.applicationId), interviewBody()), 201);
    const list = async (query = '') => ok<Json>(await p.candidate.browser.get(`${URLS.myInterviews}${query}`));
    const all = await list();
    expect(all.interviews.map((i: Json) => i.id)).toEqual([proposed.id, p.interviewId]);
    expect(all.interviews[0]).toMatchObject({
      status: 'proposed',
      proposed_times: interviewBody().proposed_times,
      duration_minutes: 30,
      meeting_url: 'https://meet.example.com/abc',
      job: { id: q.job.id },
      employer: { company_name: await companyOf(q.employer) },
    });
    expect((await list('?status=accepted')).interviews.map((i: Json) => i.id)).toEqual([p.interviewId]);
  });

  test('accepting one of the proposed times schedules it and tells the employer', async () => {
    const p = await pipeline(t);
    const times = futureTimes(2);
    const invite = ok<Json>(await p.employer.browser.post(URLS.interviewInvite(p.applicationId), interviewBody({ proposed_times: times })), 201);
    const notOffered = new Date(Date.parse(times[0]!) + 15 * 60_000).toISOString();
    expectError(await p.candidate.browser.post(URLS.acceptInterview(invite.id), { time: notOffered }), 409, 'INTERVIEW_TIME_NOT_OFFERED', undefined, {
      messageKey: 'pipeline_api_error_interview_time_not_offered',
    });
    // The same instant, written in another time zone, is one of the proposed times.
    const inManila = new Date(Date.parse(times[1]!) + 8 * 3_600_000).toISOString().replace('Z', '+08:00');
    const i = ok<Json>(await p.candidate.browser.post(URLS.acceptInterview(invite.id), { time: inManila }));
    expect(i).toMatchObject({ id: invite.id, status: 'accepted', scheduled_at: times[1] });
    await expectMail(p.employer.user.email, 'interview_accepted', { counterpart: await fullName(p.candidate), job: p.job.title }, '/dashboard/activity/interviews');
    expectError(await p.candidate.browser.post(URLS.acceptInterview(invite.id), { time: times[0] }), 409, 'INTERVIEW_STATE_CONFLICT', undefined, {
      messageKey: 'pipeline_api_error_interview_state_conflict',
    });
    expectError(await p.candidate.browser.post(URLS.acceptInterview(invite.id), { time: 'soon' }), 400, 'VALIDATION_FAILED', { time: field('invalid') });
    expectError(await p.candidate.browser.post(URLS.acceptInterview(invite.id), {}), 400, 'VALIDATION_FAILED', { time: field('required') });
  });

  test('declining, with a note, tells the employer; a declined invite cannot be accepted', async () => {
    const p = await pipeline(t);
    const body = interviewBody();
    const invite = ok<Json>(await p.employer.browser.post(URLS.interviewInvite(p.applicationId), body), 201);
    const i = ok<Json>(await p.candidate.browser.post(URLS.declineInterview(invite.id), { note: ' I took another job. ' }));
    expect(i).toMatchObject({ status: 'declined', candidate_note: 'I took another job.' });
    await expectMail(p.employer.user.email, 'interview_declined', { counterpart: await fullName(p.candidate), job: p.job.title }, '/dashboard/activity/interviews');
    expectError(await p.candidate.browser.post(URLS.acceptInterview(invite.id), { time: body.proposed_times[0] }), 409, 'INTERVIEW_STATE_CONFLICT', undefined, {
      messageKey: 'pipeline_api_error_interview_state_conflict',
    });
    expectError(await p.candidate.browser.post(URLS.declineInterview(invite.id), { note: 'x'.repeat(501) }), 400, 'VALIDATION_FAILED', {
      note: field('too_long', { max: 500 }),
    });
  });

  test('asking for other times needs a note; the employer then proposes new times on the same invite', async () => {
    const p = await pipeline(t);
    const invite = ok<Json>(await p.employer.browser.post(URLS.interviewInvite(p.applicationId), interviewBody()), 201);
    expectError(await p.candidate.browser.post(URLS.reschedule(invite.id), {}), 400, 'VALIDATION_FAILED', { note: field('required') });
    expectError(await p.candidate.browser.post(URLS.reschedule(invite.id), { note: '   ' }), 400, 'VALIDATION_FAILED', { note: field('required') });
    const i = ok<Json>(await p.candidate.browser.post(URLS.reschedule(invite.id), { note: 'Mornings next week work best.' }));
    expect(i).toMatchObject({ status: 'reschedule_requested', candidate_note: 'Mornings next week work best.' });
    await expectMail(
      p.employer.user.email,
      'interview_reschedule_requested',
      { counterpart: await fullName(p.candidate), job: p.job.title },
      '/dashboard/activity/interviews',
    );
    expectError(await p.candidate.browser.post(URLS.reschedule(invite.id), { note: 'Again' }), 409, 'INTERVIEW_STATE_CONFLICT', undefined, {
      messageKey: 'pipeline_api_error_interview_state_conflict',
    });
    const times = futureTimes(2, 7);
    const again = ok<Json>(await p.employer.browser.post(URLS.interviewInvite(p.applicationId), interviewBody({ proposed_times: times })), 201);
    expect(again).toMatchObject({ id: invite.id, status: 'proposed', proposed_times: times });
    ok(await p.candidate.browser.post(URLS.acceptInterview(invite.id), { time: times[0] }));
  });
});

describe('offers', () => {
  test('lists the candidate’s offers by status and job', async () => {
    const p = await pipeline(t, 'offered');
    const q = await pipeline(t, 'offered', { candidate: p.candidate, offer: { contract_type: 'fractional', pay_cents: 2_000 } });
    await lapse(t, p.offerId!);
    const ids = async (query = '') => ok<Json>(await p.candidate.browser.get(`${URLS.myOffers}${query}`)).offers.map((o: Json) => o.id);
    expect(await ids()).toEqual([q.offerId, p.offerId]);
    expect(await ids(`?job_id=${p.job.id}`)).toEqual([p.offerId]);
    expect(await ids('?status=pending')).toEqual([q.offerId]);
    expect(await ids('?status=expired')).toEqual([p.offerId]);
    const [first] = ok<Json>(await p.candidate.browser.get(`${URLS.myOffers}?job_id=${q.job.id}`)).offers;
    expect(first).toMatchObject({ contract_type: 'fractional', pay_cents: 2_000, employer: { company_name: await companyOf(q.employer) }, job: { id: q.job.id } });
  });

  test('accepting moves the offer to awaiting payment and tells the employer', async () => {
    const p = await pipeline(t, 'offered');
    const o = ok<Json>(await p.candidate.browser.post(URLS.acceptOffer(p.offerId!)));
    expect(o).toMatchObject({ id: p.offerId, status: 'awaiting_payment', answered_at: expect.stringMatching(ISO) });
    await expectMail(p.employer.user.email, 'offer_accepted', { counterpart: await fullName(p.candidate), job: p.job.title }, '/dashboard/activity/offers');
    const seen = ok<Json>(await p.employer.browser.get(`${URLS.offers}?status=awaiting_payment`));
    expect(seen.offers.map((x: Json) => x.id)).toEqual([p.offerId]);
    expectError(await p.candidate.browser.post(URLS.acceptOffer(p.offerId!)), 409, 'OFFER_STATE_CONFLICT', undefined, {
      messageKey: 'pipeline_api_error_offer_state_conflict',
    });
  });

  test('accepting a lapsed offer: 409 OFFER_EXPIRED; the expiry is kept and both sides are told', async () => {
    const p = await pipeline(t, 'offered');
    await lapse(t, p.offerId!);
    const [before] = ok<Json>(await p.candidate.browser.get(URLS.myOffers)).offers;
    expect(before.status).toBe('expired');
    expectError(await p.candidate.browser.post(URLS.acceptOffer(p.offerId!)), 409, 'OFFER_EXPIRED', undefined, { messageKey: 'pipeline_api_error_offer_expired' });
    expect((await dbRow(t, 'offers', p.offerId!)).status).toBe('expired');
    expect((await dbRow(t, 'applications', p.applicationId)).status).toBe('interviewing');
    await expectMail(p.candidate.user.email, 'offer_expired_candidate', { counterpart: await companyOf(p.employer), job: p.job.title }, `/offer-details/${p.job.id}`);
    await expectMail(p.employer.user.email, 'offer_expired_employer', { counterpart: await fullName(p.candidate), job: p.job.title }, '/dashboard/activity/offers');
    expectError(await p.candidate.browser.post(URLS.declineOffer(p.offerId!), { reason: 'pay' }), 409, 'OFFER_STATE_CONFLICT', undefined, {
      messageKey: 'pipeline_api_error_offer_state_conflict',
    });
  });

  test('declining a lapsed offer is refused the same way', async () => {
    const p = await pipeline(t, 'offered');
    await lapse(t, p.offerId!);
    expectError(await p.candidate.browser.post(URLS.declineOffer(p.offerId!), { reason: 'pay' }), 409, 'OFFER_EXPIRED', undefined, {
      messageKey: 'pipeline_api_error_offer_expired',
    });
    expect((await dbRow(t, 'offers', p.offerId!)).status).toBe('expired');
  });

  test('on a full-time contract, another full-time offer cannot be accepted; a fractional one can', async () => {
    const hired = await pipeline(t, 'accepted');
    await markHired(t, hired);
    const fullTime = await pipeline(t, 'offered', { candidate: hired.candidate });
    expectError(await hired.candidate.browser.post(URLS.acceptOffer(fullTime.offerId!)), 409, 'CANDIDATE_ENGAGED', undefined, {
      messageKey: 'pipeline_api_error_candidate_engaged',
    });
    expect((await dbRow(t, 'offers', fullTime.offerId!)).status).toBe('pending');
    const fractional = await pipeline(t, 'offered', { candidate: hired.candidate, offer: { contract_type: 'fractional', pay_cents: 2_500 } });
    expect(ok<Json>(await hired.candidate.browser.post(URLS.acceptOffer(fractional.offerId!))).status).toBe('awaiting_payment');
    // Once the contract ends, the full-time offer can be taken.
    ok(await put(hired.employer.browser, URLS.fire, { offer_id: hired.offerId, reason: 'Project finished' }));
    expect(ok<Json>(await hired.candidate.browser.post(URLS.acceptOffer(fullTime.offerId!))).status).toBe('awaiting_payment');
  });

  test('declining with a reason sends the application back to interviewing and tells the employer', async () => {
    const p = await pipeline(t, 'offered');
    const o = ok<Json>(await p.candidate.browser.post(URLS.declineOffer(p.offerId!), { reason: 'other_offer', comment: ' Took another role. ' }));
    expect(o).toMatchObject({ status: 'declined', decline_reason: 'other_offer', decline_comment: 'Took another role.', answered_at: expect.stringMatching(ISO) });
    expect((await dbRow(t, 'applications', p.applicationId)).status).toBe('interviewing');
    await expectMail(p.employer.user.email, 'offer_declined', { counterpart: await fullName(p.candidate), job: p.job.title }, '/dashboard/activity/offers');
    expectError(await p.candidate.browser.post(URLS.declineOffer(p.offerId!), { reason: 'pay' }), 409, 'OFFER_STATE_CONFLICT', undefined, {
      messageKey: 'pipeline_api_error_offer_state_conflict',
    });
  });

  test('declining needs a known reason', async () => {
    const p = await pipeline(t, 'offered');
    expectError(await p.candidate.browser.post(URLS.declineOffer(p.offerId!), {}), 400, 'VALIDATION_FAILED', { reason: field('required') });
    expectError(await p.candidate.browser.post(URLS.declineOffer(p.offerId!), { reason: 'bored' }), 400, 'VALIDATION_FAILED', { reason: field('choice') });
    expectError(await p.candidate.browser.post(URLS.declineOffer(p.offerId!), { reason: 'pay', comment: 'x'.repeat(501) }), 400, 'VALIDATION_FAILED', {
      comment: field('too_long', { max: 500 }),
    });
  });
});

describe('getMyActiveJob', () => {
  test('nothing until hired; then the running contract with its employer; nothing once it ends', async () => {
    const p = await pipeline(t, 'accepted');
    expect(ok<Json>(await p.candidate.browser.get(URLS.activeJob))).toEqual({ job: null });
    await markHired(t, p);
    const { job } = ok<Json>(await p.candidate.browser.get(URLS.activeJob));
    expect(job).toMatchObject({
      offer_id: p.offerId,
      contract_type: 'full_time',
      pay_cents: 160_000,
      currency: 'USD',
      schedule: offerBody().schedule,
      hired_at: expect.stringMatching(ISO),
      job: { id: p.job.id, title: p.job.title },
      employer: { company_name: await companyOf(p.employer), contact_name: 'Ada Lovelace' },
    });
    ok(await put(p.employer.browser, URLS.fire, { offer_id: p.offerId, reason: 'Ended' }));
    expect(ok<Json>(await p.candidate.browser.get(URLS.activeJob))).toEqual({ job: null });
  });
});

describe('the expiry sweep', () => {
  test('expires every lapsed offer, sends the applications back, tells both sides, and does it once', async () => {
    const p = await pipeline(t, 'offered');
    const q = await pipeline(t, 'offered', { employer: p.employer });
    const fresh = await pipeline(t, 'offered', { employer: p.employer });
    await lapse(t, p.offerId!);
    await lapse(t, q.offerId!);
    expect(await sweepExpiredOffers(t.db, PUBLIC_URL)).toBeGreaterThanOrEqual(2);
    for (const x of [p, q]) {
      expect((await dbRow(t, 'offers', x.offerId!)).status).toBe('expired');
      expect((await dbRow(t, 'applications', x.applicationId)).status).toBe('interviewing');
      await expectMail(x.candidate.user.email, 'offer_expired_candidate', { counterpart: await companyOf(x.employer), job: x.job.title }, `/offer-details/${x.job.id}`);
      expect(await latestActivity(x.candidate, URLS.candidateDashboard)).toMatchObject({ type: 'offer_expired', job: { id: x.job.id } });
    }
    expect((await dbRow(t, 'offers', fresh.offerId!)).status).toBe('pending');
    const employerNews = ok<Json>(await p.employer.browser.get(URLS.employerDashboard)).activity.filter((a: Json) => a.type === 'offer_expired');
    expect(employerNews.map((a: Json) => a.application_id).sort()).toEqual([p.applicationId, q.applicationId].sort());
    const mails = (await t.mailbox(p.employer.user.email)).length;
    expect(await sweepExpiredOffers(t.db, PUBLIC_URL)).toBe(0);
    expect(await t.mailbox(p.employer.user.email)).toHaveLength(mails);
    // The employer may make a new offer straight away.
    ok(await put(p.employer.browser, URLS.sendOffer(p.applicationId), offerBody()));
  });
});
