// Tag hiring: the employer's side of the pipeline - applicants, interviews, offers and hired staff.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { expectError, field, msg, startTestServer, type TestServer } from './harness.js';
import {
  ISO,
  URLS,
  completeProfile,
  dayFromToday,
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
  tag,
  todayUtc,
  type Person,
} from './pipeline-fixtures.js';

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

/** The newest mail to `to` must be this hiring event, with a link to `path`. */
async function expectMail(to: string, event: string, params: Record<string, string>, path: string, locale: 'en' | 'fr' | 'es' | 'zh' = 'en') {
  const [mail] = await t.mailbox(to);
  expect(mail, `a mail to ${to}`).toBeDefined();
  expect(mail!.subject).toBe(msg(`mail_pipeline_${event}_subject`, params, locale));
  expect(mail!.text).toContain(msg(`mail_pipeline_${event}_body`, params, locale));
  expect(mail!.text).toContain(`http://localhost:3000${path}`);
}

const applicantsOf = async (p: Person, query = '') => ok<Json>(await p.browser.get(`${URLS.applicants}${query}`));

describe('listApplicants', () => {
  test('an employer with no applicants gets an empty first page', async () => {
    const e = await newEmployer(t);
    expect(await applicantsOf(e)).toEqual({ applicants: [], page: 1, page_size: 20, has_more: false });
  });

  test('each applicant with the job, the candidate (no e-mail), latest change first, and pages', async () => {
    const first = await pipeline(t);
    const second = await pipeline(t, 'applied', { employer: first.employer });
    const third = await pipeline(t, 'applied', { employer: first.employer, job: { title: 'Payroll clerk' } });
    const page1 = await applicantsOf(first.employer, '?page_size=2');
    expect(page1.has_more).toBe(true);
    expect(page1.applicants.map((a: Json) => a.id)).toEqual([third.applicationId, second.applicationId]);
    const page2 = await applicantsOf(first.employer, '?page_size=2&page=2');
    expect(page2).toMatchObject({ page: 2, page_size: 2, has_more: false });
    expect(page2.applicants.map((a: Json) => a.id)).toEqual([first.applicationId]);
    const a = page1.applicants[0];
    expect(a).toMatchObject({
      status: 'applied',
      source: 'applied',
      note: 'I would love to help.',
      job: { id: third.job.id, title: 'Payroll clerk', hire_type: 'full_time', status: 'open' },
      candidate: { id: third.candidate.user.id, firstname: 'Maria', headline: 'Accountant', engaged: false, country: 'GB' },
    });
    expect(a.created_at).toMatch(ISO);
    expect(a.updated_at).toMatch(ISO);
    expect(JSON.stringify(a)).not.toContain(third.candidate.user.email);
    expect(a.interview).toBeUndefined();
    expect(a.offer).toBeUndefined();
  });

  test('filters by job, by status and by words of the candidate’s profile', async () => {
    const p = await pipeline(t);
    const other = await pipeline(t, 'applied', { employer: p.employer });
    const word = tag();
    await completeProfile(t, other.candidate.user.id, { headline: `Senior ${word} specialist` });
    ok(await p.employer.browser.post(URLS.shortlist(p.applicationId)));
    const ids = async (q: string) => (await applicantsOf(p.employer, q)).applicants.map((a: Json) => a.id);
    expect(await ids(`?job_id=${p.job.id}`)).toEqual([p.applicationId]);
    expect(await ids('?status=shortlisted')).toEqual([p.applicationId]);
    expect(await ids('?status=applied')).toEqual([other.applicationId]);
    expect(await ids(`?q=${word.slice(0, 6)}`)).toEqual([other.applicationId]);
    expect(await ids(`?q=${encodeURIComponent(`senior ${word}`)}`)).toEqual([other.applicationId]);
    expect(await ids(`?q=nothingmatches${tag()}`)).toEqual([]);
    expect(await ids('?q=%20%2B%2B%20')).toHaveLength(2);
    expect(await ids(`?job_id=${randomUUID()}`)).toEqual([]);
  });

  test('the latest interview and offer of each applicant come with it', async () => {
    const p = await pipeline(t, 'offered');
    const [a] = (await applicantsOf(p.employer)).applicants;
    expect(a.status).toBe('offered');
    expect(a.interview).toEqual({ id: p.interviewId, status: 'accepted', scheduled_at: expect.stringMatching(ISO) });
    expect(a.offer).toEqual({ id: p.offerId, status: 'pending', expires_at: expect.stringMatching(ISO) });
    await lapse(t, p.offerId!);
    expect((await applicantsOf(p.employer)).applicants[0].offer.status).toBe('expired');
  });

  test('bad filters name the field', async () => {
    const e = await newEmployer(t);
    expectError(await e.browser.get(`${URLS.applicants}?status=hired-ish`), 400, 'VALIDATION_FAILED', { status: field('choice') });
    expectError(await e.browser.get(`${URLS.applicants}?page=0`), 400, 'VALIDATION_FAILED', { page: field('min', { min: 1 }) });
    expectError(await e.browser.get(`${URLS.applicants}?page_size=51`), 400, 'VALIDATION_FAILED', { page_size: field('max', { max: 50 }) });
    expectError(await e.browser.get(`${URLS.applicants}?job_id=nope`), 400, 'VALIDATION_FAILED', { job_id: field('invalid') });
    expectError(await e.browser.get(`${URLS.applicants}?q=${'x'.repeat(101)}`), 400, 'VALIDATION_FAILED', { q: field('too_long', { max: 100 }) });
  });
});

describe('shortlistApplicant', () => {
  test('moves the applicant to the shortlist and tells the candidate, in their language', async () => {
    const candidate = await newCandidate(t, { locale: 'fr' });
    const p = await pipeline(t, 'applied', { candidate });
    const a = ok<Json>(await p.employer.browser.post(URLS.shortlist(p.applicationId)));
    expect(a).toMatchObject({ id: p.applicationId, status: 'shortlisted' });
    await expectMail(candidate.user.email, 'application_shortlisted', { counterpart: await companyOf(p.employer), job: p.job.title }, '/dashboard/candidate/applied-jobs', 'fr');
    const dash = ok<Json>(await candidate.browser.get(URLS.candidateDashboard));
    expect(dash.activity[0]).toMatchObject({ type: 'application_shortlisted', counterpart: await companyOf(p.employer), application_id: p.applicationId, job: { id: p.job.id } });
  });

  test('twice, or once the candidate withdrew: 409 with the rule that refused it', async () => {
    const p = await pipeline(t);
    ok(await p.employer.browser.post(URLS.shortlist(p.applicationId)));
    expectError(await p.employer.browser.post(URLS.shortlist(p.applicationId)), 409, 'APPLICATION_STATE_CONFLICT', undefined, {
      messageKey: 'pipeline_api_error_application_state_conflict',
    });
    ok(await p.candidate.browser.post(URLS.withdraw(p.applicationId)));
    expectError(await p.employer.browser.post(URLS.shortlist(p.applicationId)), 409, 'APPLICATION_CLOSED', undefined, {
      messageKey: 'pipeline_api_error_application_closed',
    });
  });

  test('an unknown application: 404', async () => {
    const e = await newEmployer(t);
    expectError(await e.browser.post(URLS.shortlist(randomUUID())), 404, 'NOT_FOUND');
  });
});

describe('rejectApplicant', () => {
  test('turns the applicant down with a reason, calls off the interview, withdraws the offer, and tells the candidate once', async () => {
    const p = await pipeline(t, 'offered');
    const before = (await t.mailbox(p.candidate.user.email)).length;
    const a = ok<Json>(await p.employer.browser.post(URLS.reject(p.applicationId), { reason: '  We hired internally.  ' }));
    expect(a).toMatchObject({ status: 'rejected', rejection_reason: 'We hired internally.', interview: { status: 'cancelled' }, offer: { status: 'withdrawn' } });
    expect((await dbRow(t, 'interviews', p.interviewId!)).status).toBe('cancelled');
    expect((await dbRow(t, 'offers', p.offerId!)).status).toBe('withdrawn');
    const mails = await t.mailbox(p.candidate.user.email);
    expect(mails).toHaveLength(before + 1);
    await expectMail(p.candidate.user.email, 'application_rejected', { counterpart: await companyOf(p.employer), job: p.job.title }, '/dashboard/candidate/applied-jobs');
    expectError(await p.employer.browser.post(URLS.reject(p.applicationId), {}), 409, 'APPLICATION_CLOSED', undefined, {
      messageKey: 'pipeline_api_error_application_closed',
    });
  });

  test('an offer awaiting payment is withdrawn too; without a reason nothing is stored', async () => {
    const p = await pipeline(t, 'accepted');
    const a = ok<Json>(await p.employer.browser.post(URLS.reject(p.applicationId), {}));
    expect(a.rejection_reason).toBeUndefined();
    expect(a.offer.status).toBe('withdrawn');
  });

  test('a reason too long names the field; a hired applicant cannot be turned down', async () => {
    const p = await pipeline(t, 'accepted');
    expectError(await p.employer.browser.post(URLS.reject(p.applicationId), { reason: 'x'.repeat(501) }), 400, 'VALIDATION_FAILED', {
      reason: field('too_long', { max: 500 }),
    });
    await markHired(t, p);
    expectError(await p.employer.browser.post(URLS.reject(p.applicationId), {}), 409, 'APPLICATION_CLOSED', undefined, {
      messageKey: 'pipeline_api_error_application_closed',
    });
  });
});

describe('inviteCandidateToJob', () => {
  test('creates an invitation and tells the candidate', async () => {
    const e = await newEmployer(t);
    const c = await newCandidate(t);
    const job = await newJob(t, e.user.id);
    const a = ok<Json>(await e.browser.post(URLS.invite(c.user.id), { job_id: job.id, message: ' Your profile fits. ' }), 201);
    expect(a).toMatchObject({ status: 'invited', source: 'invited', job: { id: job.id }, candidate: { id: c.user.id } });
    const [row] = await t.query<Json>(`select invitation_message from applications where id = '${a.id}'`);
    expect(row!.invitation_message).toBe('Your profile fits.');
    await expectMail(c.user.email, 'invitation_received', { counterpart: await companyOf(e), job: job.title }, '/dashboard/candidate/applied-jobs');
    const mine = ok<Json>(await c.browser.get(URLS.myApplications));
    expect(mine.applications[0]).toMatchObject({ id: a.id, status: 'invited', invitation_message: 'Your profile fits.' });
  });

  test('twice, or after the candidate applied: 409 ALREADY_APPLIED', async () => {
    const p = await pipeline(t);
    expectError(await p.employer.browser.post(URLS.invite(p.candidate.user.id), { job_id: p.job.id }), 409, 'ALREADY_APPLIED', undefined, {
      messageKey: 'pipeline_api_error_already_applied',
    });
    expect(await t.query(`select id from applications where job_id = '${p.job.id}'`)).toHaveLength(1);
  });

  test('a draft or closed job: 409 JOB_NOT_OPEN; someone else’s job, an unknown person or a non-candidate: 404', async () => {
    const e = await newEmployer(t);
    const other = await newEmployer(t);
    const c = await newCandidate(t);
    for (const status of ['draft', 'closed'] as const) {
      const job = await newJob(t, e.user.id, { status });
      expectError(await e.browser.post(URLS.invite(c.user.id), { job_id: job.id }), 409, 'JOB_NOT_OPEN', undefined, { messageKey: 'pipeline_api_error_job_not_open' });
    }
    const open = await newJob(t, e.user.id);
    const theirs = await newJob(t, other.user.id);
    expectError(await e.browser.post(URLS.invite(c.user.id), { job_id: theirs.id }), 404, 'NOT_FOUND');
    expectError(await e.browser.post(URLS.invite(randomUUID()), { job_id: open.id }), 404, 'NOT_FOUND');
    expectError(await e.browser.post(URLS.invite(other.user.id), { job_id: open.id }), 404, 'NOT_FOUND');
  });

  test('bad input names the field', async () => {
    const e = await newEmployer(t);
    const c = await newCandidate(t);
    expectError(await e.browser.post(URLS.invite(c.user.id), {}), 400, 'VALIDATION_FAILED', { job_id: field('required') });
    expectError(await e.browser.post(URLS.invite(c.user.id), { job_id: randomUUID(), message: 'x'.repeat(1001) }), 400, 'VALIDATION_FAILED', {
      message: field('too_long', { max: 1000 }),
    });
    expectError(await e.browser.post(URLS.invite(c.user.id), { job_id: randomUUID(), extra: 1 }), 400, 'VALIDATION_FAILED', { extra: field('unknown') });
  });
});

describe('sendInterviewInvite', () => {
  test('proposes times, moves the application to interviewing and tells the candidate', async () => {
    const p = await pipeline(t);
    const times = futureTimes(3);
    // The same instant written with an offset is stored as one UTC time.
    const withOffset = times.map((iso) => iso.replace('Z', '+00:00'));
    const i = ok<Json>(await p.employer.browser.post(URLS.interviewInvite(p.applicationId), interviewBody({ proposed_times: withOffset })), 201);
    expect(i).toMatchObject({
      application_id: p.applicationId,
      status: 'proposed',
      proposed_times: times,
      duration_minutes: 30,
      meeting_url: 'https://meet.example.com/abc',
      message: 'Looking forward to meeting you.',
      job: { id: p.job.id },
      candidate: { id: p.candidate.user.id },
    });
    expect(i.scheduled_at).toBeUndefined();
    expect((await dbRow(t, 'applications', p.applicationId)).status).toBe('interviewing');
    await expectMail(p.candidate.user.email, 'interview_invited', { counterpart: await companyOf(p.employer), job: p.job.title }, '/dashboard/candidate/job-interviews');
  });

  test('new times for an interview still to happen replace the old ones (same interview); a declined one gets a new invite', async () => {
    const p = await pipeline(t, 'interviewing');
    const moved = ok<Json>(await p.employer.browser.post(URLS.interviewInvite(p.applicationId), interviewBody({ proposed_times: futureTimes(1, 3) })), 201);
    expect(moved).toMatchObject({ id: p.interviewId, status: 'proposed', proposed_times: futureTimes(1, 3) });
    expect(moved.scheduled_at).toBeUndefined();
    ok(await p.candidate.browser.post(URLS.declineInterview(p.interviewId!), {}));
    const fresh = ok<Json>(await p.employer.browser.post(URLS.interviewInvite(p.applicationId), interviewBody()), 201);
    expect(fresh.id).not.toBe(p.interviewId);
    expect(await t.query(`select id from interviews where application_id = '${p.applicationId}'`)).toHaveLength(2);
  });

  test('times in the past name the field; bad input names the field', async () => {
    const p = await pipeline(t);
    const past = new Date(Date.now() - 60_000).toISOString();
    const send = (body: unknown) => p.employer.browser.post(URLS.interviewInvite(p.applicationId), body);
    expectError(await send(interviewBody({ proposed_times: [futureTimes(1)[0], past] })), 400, 'VALIDATION_FAILED', {
      proposed_times: msg('pipeline_api_field_future_time'),
    });
    expectError(await send(interviewBody({ proposed_times: [] })), 400, 'VALIDATION_FAILED', { proposed_times: field('select_some', { min: 1 }) });
    expectError(await send(interviewBody({ proposed_times: futureTimes(6) })), 400, 'VALIDATION_FAILED', { proposed_times: field('max', { max: 5 }) });
    expectError(await send(interviewBody({ proposed_times: ['tomorrow'] })), 400, 'VALIDATION_FAILED', { 'proposed_times.0': field('invalid') });
    expectError(await send(interviewBody({ duration_minutes: 5 })), 400, 'VALIDATION_FAILED', { duration_minutes: field('min', { min: 15 }) });
    expectError(await send(interviewBody({ meeting_url: 'javascript:alert(1)' })), 400, 'VALIDATION_FAILED', { meeting_url: field('url') });
    expect((await dbRow(t, 'applications', p.applicationId)).status).toBe('applied');
  });

  test('an invitation not yet answered, an open offer, or a closed application: 409', async () => {
    const e = await newEmployer(t);
    const c = await newCandidate(t);
    const job = await newJob(t, e.user.id);
    const invited = ok<Json>(await e.browser.post(URLS.invite(c.user.id), { job_id: job.id }), 201);
    expectError(await e.browser.post(URLS.interviewInvite(invited.id), interviewBody()), 409, 'APPLICATION_STATE_CONFLICT', undefined, {
      messageKey: 'pipeline_api_error_application_state_conflict',
    });
    const offered = await pipeline(t, 'offered', { employer: e });
    expectError(await e.browser.post(URLS.interviewInvite(offered.applicationId), interviewBody()), 409, 'APPLICATION_STATE_CONFLICT', undefined, {
      messageKey: 'pipeline_api_error_application_state_conflict',
    });
    ok(await e.browser.post(URLS.reject(offered.applicationId), {}));
    expectError(await e.browser.post(URLS.interviewInvite(offered.applicationId), interviewBody()), 409, 'APPLICATION_CLOSED', undefined, {
      messageKey: 'pipeline_api_error_application_closed',
    });
  });
});

describe('cancelInterview', () => {
  test('calls it off and tells the candidate; twice: 409 INTERVIEW_STATE_CONFLICT', async () => {
    const p = await pipeline(t, 'interviewing');
    const i = ok<Json>(await p.employer.browser.post(URLS.cancelInterview(p.interviewId!)));
    expect(i).toMatchObject({ id: p.interviewId, status: 'cancelled' });
    await expectMail(p.candidate.user.email, 'interview_cancelled', { counterpart: await companyOf(p.employer), job: p.job.title }, '/dashboard/candidate/job-interviews');
    expectError(await p.employer.browser.post(URLS.cancelInterview(p.interviewId!)), 409, 'INTERVIEW_STATE_CONFLICT', undefined, {
      messageKey: 'pipeline_api_error_interview_state_conflict',
    });
  });
});

describe('listInterviews', () => {
  test('filters by job, status and words; latest change first', async () => {
    const p = await pipeline(t, 'interviewing');
    const q = await pipeline(t, 'applied', { employer: p.employer });
    const proposed = ok<Json>(await p.employer.browser.post(URLS.interviewInvite(q.applicationId), interviewBody()), 201);
    const word = tag();
    await completeProfile(t, p.candidate.user.id, { skills: [word] });
    const list = async (query = '') => ok<Json>(await p.employer.browser.get(`${URLS.interviews}${query}`));
    const all = await list();
    expect(all.interviews.map((i: Json) => i.id)).toEqual([proposed.id, p.interviewId]);
    expect(all.interviews[1]).toMatchObject({ status: 'accepted', scheduled_at: expect.stringMatching(ISO), candidate: { id: p.candidate.user.id }, job: { id: p.job.id } });
    expect((await list(`?job_id=${q.job.id}`)).interviews.map((i: Json) => i.id)).toEqual([proposed.id]);
    expect((await list('?status=accepted')).interviews.map((i: Json) => i.id)).toEqual([p.interviewId]);
    expect((await list(`?q=${word}`)).interviews.map((i: Json) => i.id)).toEqual([p.interviewId]);
    expect(await list('?page=2')).toEqual({ interviews: [], page: 2, page_size: 20, has_more: false });
    expectError(await p.employer.browser.get(`${URLS.interviews}?status=maybe`), 400, 'VALIDATION_FAILED', { status: field('choice') });
  });
});

describe('sendOffer', () => {
  test('sends an offer valid for 7 days, at the job’s level, moves the application to offered and tells the candidate', async () => {
    const p = await pipeline(t, 'interviewing', { job: { experienceLevel: 'expert' } });
    const o = ok<Json>(await put(p.employer.browser, URLS.sendOffer(p.applicationId), offerBody()));
    expect(o).toMatchObject({
      application_id: p.applicationId,
      status: 'pending',
      contract_type: 'full_time',
      experience_level: 'expert',
      pay_cents: 160_000,
      currency: 'USD',
      include_insurance: true,
      include_healthcare: false,
      secure_cloud_computing: true,
      start_date: dayFromToday(14),
      schedule: offerBody().schedule,
      message: 'Welcome aboard!',
      job: { id: p.job.id },
      candidate: { id: p.candidate.user.id },
    });
    expect(Date.parse(o.expires_at) - Date.parse(o.sent_at)).toBe(7 * 86_400_000);
    expect(o.answered_at).toBeUndefined();
    expect((await dbRow(t, 'applications', p.applicationId)).status).toBe('offered');
    await expectMail(p.candidate.user.email, 'offer_received', { counterpart: await companyOf(p.employer), job: p.job.title }, `/offer-details/${p.job.id}`);
  });

  test('an offer straight after applying, starting today, is allowed', async () => {
    const p = await pipeline(t);
    ok(await put(p.employer.browser, URLS.sendOffer(p.applicationId), offerBody({ start_date: todayUtc(), contract_type: 'fractional', pay_cents: 2_500 })));
  });

  test('one open offer per application: a second one is 409 OFFER_ALREADY_OPEN, also once it is accepted', async () => {
    const p = await pipeline(t, 'offered');
    const again = () => put(p.employer.browser, URLS.sendOffer(p.applicationId), offerBody());
    expectError(await again(), 409, 'OFFER_ALREADY_OPEN', undefined, { messageKey: 'pipeline_api_error_offer_already_open' });
    ok(await p.candidate.browser.post(URLS.acceptOffer(p.offerId!)));
    expectError(await again(), 409, 'OFFER_ALREADY_OPEN', undefined, { messageKey: 'pipeline_api_error_offer_already_open' });
    expect(await t.query(`select id from offers where application_id = '${p.applicationId}'`)).toHaveLength(1);
  });

  test('after a decline, a withdrawal or an expiry, a new offer may follow', async () => {
    const p = await pipeline(t, 'offered');
    ok(await p.candidate.browser.post(URLS.declineOffer(p.offerId!), { reason: 'pay' }));
    const second = ok<Json>(await put(p.employer.browser, URLS.sendOffer(p.applicationId), offerBody({ pay_cents: 180_000 })));
    ok(await p.employer.browser.post(URLS.withdrawOffer(second.id)));
    const third = ok<Json>(await put(p.employer.browser, URLS.sendOffer(p.applicationId), offerBody()));
    await lapse(t, third.id);
    // Not swept yet: the lapsed offer is expired on the spot, both sides are told, and the new one goes out.
    const fourth = ok<Json>(await put(p.employer.browser, URLS.sendOffer(p.applicationId), offerBody()));
    expect((await dbRow(t, 'offers', third.id)).status).toBe('expired');
    expect(fourth.status).toBe('pending');
    expect((await dbRow(t, 'applications', p.applicationId)).status).toBe('offered');
    const activity = await t.query(`select type from activity where application_id = '${p.applicationId}' and type = 'offer_expired'`);
    expect(activity).toHaveLength(2);
  });

  test('a start date in the past names the field; bad input names the field', async () => {
    const p = await pipeline(t, 'interviewing');
    const send = (body: unknown) => put(p.employer.browser, URLS.sendOffer(p.applicationId), body);
    expectError(await send(offerBody({ start_date: dayFromToday(-1) })), 400, 'VALIDATION_FAILED', { start_date: msg('pipeline_api_field_today_or_later') });
    expectError(await send(offerBody({ start_date: '2030-02-30x' })), 400, 'VALIDATION_FAILED', { start_date: field('invalid') });
    expectError(await send(offerBody({ pay_cents: 99 })), 400, 'VALIDATION_FAILED', { pay_cents: field('min', { min: 100 }) });
    expectError(await send(offerBody({ contract_type: 'part_time' })), 400, 'VALIDATION_FAILED', { contract_type: field('choice') });
    expectError(await send(offerBody({ schedule: { ...offerBody().schedule, start_time: '25:00' } })), 400, 'VALIDATION_FAILED', {
      'schedule.start_time': field('invalid'),
    });
    expectError(await send(offerBody({ schedule: { ...offerBody().schedule, work_days: [] } })), 400, 'VALIDATION_FAILED', {
      'schedule.work_days': field('select_some', { min: 1 }),
    });
    const { include_insurance: _, ...missing } = offerBody();
    expectError(await send(missing), 400, 'VALIDATION_FAILED', { include_insurance: field('required') });
    expect(await t.query(`select id from offers where application_id = '${p.applicationId}'`)).toHaveLength(0);
  });

  test('an invitation not yet answered or a closed application: 409', async () => {
    const e = await newEmployer(t);
    const c = await newCandidate(t);
    const job = await newJob(t, e.user.id);
    const invited = ok<Json>(await e.browser.post(URLS.invite(c.user.id), { job_id: job.id }), 201);
    expectError(await put(e.browser, URLS.sendOffer(invited.id), offerBody()), 409, 'APPLICATION_STATE_CONFLICT', undefined, {
      messageKey: 'pipeline_api_error_application_state_conflict',
    });
    ok(await c.browser.post(URLS.withdraw(invited.id)));
    expectError(await put(e.browser, URLS.sendOffer(invited.id), offerBody()), 409, 'APPLICATION_CLOSED', undefined, {
      messageKey: 'pipeline_api_error_application_closed',
    });
    const hired = await pipeline(t, 'accepted', { employer: e });
    await markHired(t, hired);
    expectError(await put(e.browser, URLS.sendOffer(hired.applicationId), offerBody()), 409, 'APPLICATION_CLOSED', undefined, {
      messageKey: 'pipeline_api_error_application_closed',
    });
  });

  test('ten offers sent at once for one application: exactly one is made', async () => {
    const p = await pipeline(t, 'interviewing');
    const results = await Promise.all(Array.from({ length: 10 }, () => put(p.employer.browser, URLS.sendOffer(p.applicationId), offerBody())));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.statusCode !== 200)) {
      expectError(r, 409, 'OFFER_ALREADY_OPEN', undefined, { messageKey: 'pipeline_api_error_offer_already_open' });
    }
    expect(await t.query(`select id from offers where application_id = '${p.applicationId}'`)).toHaveLength(1);
    expect(await t.query(`select id from activity where application_id = '${p.applicationId}' and type = 'offer_received'`)).toHaveLength(1);
  });
});

describe('withdrawOffer', () => {
  test('takes back a pending offer, sends the application back to interviewing and tells the candidate', async () => {
    const p = await pipeline(t, 'offered');
    const o = ok<Json>(await p.employer.browser.post(URLS.withdrawOffer(p.offerId!)));
    expect(o).toMatchObject({ id: p.offerId, status: 'withdrawn' });
    expect((await dbRow(t, 'applications', p.applicationId)).status).toBe('interviewing');
    await expectMail(p.candidate.user.email, 'offer_withdrawn', { counterpart: await companyOf(p.employer), job: p.job.title }, `/offer-details/${p.job.id}`);
    expectError(await p.employer.browser.post(URLS.withdrawOffer(p.offerId!)), 409, 'OFFER_STATE_CONFLICT', undefined, {
      messageKey: 'pipeline_api_error_offer_state_conflict',
    });
  });

  test('an offer awaiting payment may still be withdrawn; a hire may not', async () => {
    const p = await pipeline(t, 'accepted');
    ok(await p.employer.browser.post(URLS.withdrawOffer(p.offerId!)));
    const q = await pipeline(t, 'accepted', { employer: p.employer });
    await markHired(t, q);
    expectError(await p.employer.browser.post(URLS.withdrawOffer(q.offerId!)), 409, 'OFFER_STATE_CONFLICT', undefined, {
      messageKey: 'pipeline_api_error_offer_state_conflict',
    });
  });

  test('a lapsed offer: 409 OFFER_EXPIRED, and the expiry is kept', async () => {
    const p = await pipeline(t, 'offered');
    await lapse(t, p.offerId!);
    expectError(await p.employer.browser.post(URLS.withdrawOffer(p.offerId!)), 409, 'OFFER_EXPIRED', undefined, { messageKey: 'pipeline_api_error_offer_expired' });
    expect((await dbRow(t, 'offers', p.offerId!)).status).toBe('expired');
    expect((await dbRow(t, 'applications', p.applicationId)).status).toBe('interviewing');
    await expectMail(p.employer.user.email, 'offer_expired_employer', { counterpart: await fullName(p.candidate), job: p.job.title }, '/dashboard/activity/offers');
  });
});

describe('listOffers', () => {
  test('filters by the status the employer sees: a lapsed offer is expired, not pending', async () => {
    const p = await pipeline(t, 'offered');
    const q = await pipeline(t, 'offered', { employer: p.employer });
    await lapse(t, q.offerId!);
    const ids = async (query: string) => ok<Json>(await p.employer.browser.get(`${URLS.offers}${query}`)).offers.map((o: Json) => o.id);
    expect(await ids('')).toEqual([q.offerId, p.offerId]);
    expect(await ids('?status=pending')).toEqual([p.offerId]);
    expect(await ids('?status=expired')).toEqual([q.offerId]);
    expect(await ids(`?job_id=${p.job.id}`)).toEqual([p.offerId]);
    const word = tag();
    await completeProfile(t, q.candidate.user.id, { headline: word });
    expect(await ids(`?q=${word}`)).toEqual([q.offerId]);
    const all = ok<Json>(await p.employer.browser.get(URLS.offers));
    expect(all.offers[0]).toMatchObject({ status: 'expired', candidate: { id: q.candidate.user.id } });
    expect((await dbRow(t, 'offers', q.offerId!)).status).toBe('pending');
  });
});

describe('getEmployerOffer', () => {
  test('answers one offer with its candidate and job, a lapsed one as expired', async () => {
    const p = await pipeline(t, 'offered');
    expect(ok<Json>(await p.employer.browser.get(URLS.offer(p.offerId!)))).toMatchObject({
      id: p.offerId,
      status: 'pending',
      job: { id: p.job.id },
      candidate: { id: p.candidate.user.id },
    });
    await lapse(t, p.offerId!);
    expect(ok<Json>(await p.employer.browser.get(URLS.offer(p.offerId!))).status).toBe('expired');
  });

  test('an unknown id is 404 and a malformed one names the field', async () => {
    const p = await pipeline(t, 'offered');
    expectError(await p.employer.browser.get(URLS.offer(randomUUID())), 404, 'NOT_FOUND');
    expectError(await p.employer.browser.get(URLS.offer('nope')), 400, 'VALIDATION_FAILED', { id: field('invalid') });
  });
});

describe('updateWorktime', () => {
  const schedule = { work_days: ['mon', 'wed'], start_time: '22:00', end_time: '06:00', timezone: 'Asia/Manila', hours_per_week: 16 };

  test('changes the schedule of a pending offer and of a hire, and tells the candidate', async () => {
    const p = await pipeline(t, 'offered');
    const o = ok<Json>(await p.employer.browser.post(URLS.worktime, { offer_id: p.offerId, ...schedule }));
    expect(o).toMatchObject({ id: p.offerId, status: 'pending', schedule });
    await expectMail(p.candidate.user.email, 'worktime_updated', { counterpart: await companyOf(p.employer), job: p.job.title }, `/offer-details/${p.job.id}`);
    ok(await p.candidate.browser.post(URLS.acceptOffer(p.offerId!)));
    await markHired(t, p);
    const hired = ok<Json>(await p.employer.browser.post(URLS.worktime, { offer_id: p.offerId, ...schedule, hours_per_week: 20 }));
    expect(hired).toMatchObject({ status: 'hired', schedule: { ...schedule, hours_per_week: 20 } });
  });

  test('a declined offer: 409 OFFER_STATE_CONFLICT; a lapsed one: 409 OFFER_EXPIRED; bad input names the field', async () => {
    const p = await pipeline(t, 'offered');
    const q = await pipeline(t, 'offered', { employer: p.employer });
    ok(await p.candidate.browser.post(URLS.declineOffer(p.offerId!), { reason: 'schedule' }));
    expectError(await p.employer.browser.post(URLS.worktime, { offer_id: p.offerId, ...schedule }), 409, 'OFFER_STATE_CONFLICT', undefined, {
      messageKey: 'pipeline_api_error_offer_state_conflict',
    });
    await lapse(t, q.offerId!);
    expectError(await p.employer.browser.post(URLS.worktime, { offer_id: q.offerId, ...schedule }), 409, 'OFFER_EXPIRED', undefined, {
      messageKey: 'pipeline_api_error_offer_expired',
    });
    expectError(await p.employer.browser.post(URLS.worktime, { offer_id: q.offerId, ...schedule, hours_per_week: 61 }), 400, 'VALIDATION_FAILED', {
      hours_per_week: field('max', { max: 60 }),
    });
    expectError(await p.employer.browser.post(URLS.worktime, { offer_id: q.offerId, ...schedule, timezone: 'Not a zone!' }), 400, 'VALIDATION_FAILED', {
      timezone: field('invalid'),
    });
    expectError(await p.employer.browser.post(URLS.worktime, { ...schedule }), 400, 'VALIDATION_FAILED', { offer_id: field('required') });
  });
});

describe('fireStaff and listHiredStaff', () => {
  test('ends a hire’s contract with a reason, frees the candidate and tells them', async () => {
    const p = await pipeline(t, 'accepted');
    await markHired(t, p);
    const staff = ok<Json>(await put(p.employer.browser, URLS.fire, { offer_id: p.offerId, reason: ' Role no longer needed ' }));
    expect(staff).toMatchObject({
      offer_id: p.offerId,
      status: 'ended',
      end_reason: 'Role no longer needed',
      ended_at: expect.stringMatching(ISO),
      hired_at: expect.stringMatching(ISO),
      contract_type: 'full_time',
      job: { id: p.job.id },
      candidate: { id: p.candidate.user.id, engaged: false },
    });
    await expectMail(p.candidate.user.email, 'contract_ended', { counterpart: await companyOf(p.employer), job: p.job.title }, `/offer-details/${p.job.id}`);
    expectError(await put(p.employer.browser, URLS.fire, { offer_id: p.offerId, reason: 'again' }), 409, 'OFFER_STATE_CONFLICT', undefined, {
      messageKey: 'pipeline_api_error_offer_state_conflict',
    });
  });

  test('a candidate with another running contract stays engaged', async () => {
    const p = await pipeline(t, 'accepted');
    const q = await pipeline(t, 'accepted', { candidate: p.candidate, offer: { contract_type: 'fractional' } });
    await markHired(t, p);
    await markHired(t, q);
    ok(await put(p.employer.browser, URLS.fire, { offer_id: p.offerId, reason: 'Budget cut' }));
    const [profile] = await t.query<{ engaged: boolean }>(`select engaged from candidate_profiles where user_id = '${p.candidate.user.id}'`);
    expect(profile!.engaged).toBe(true);
  });

  test('only a hire can be ended; the reason is required', async () => {
    const p = await pipeline(t, 'accepted');
    expectError(await put(p.employer.browser, URLS.fire, { offer_id: p.offerId, reason: 'Not yet hired' }), 409, 'OFFER_STATE_CONFLICT', undefined, {
      messageKey: 'pipeline_api_error_offer_state_conflict',
    });
    expectError(await put(p.employer.browser, URLS.fire, { offer_id: p.offerId, reason: '   ' }), 400, 'VALIDATION_FAILED', { reason: field('required') });
    expectError(await put(p.employer.browser, URLS.fire, { offer_id: p.offerId }), 400, 'VALIDATION_FAILED', { reason: field('required') });
    expectError(await put(p.employer.browser, URLS.fire, { offer_id: randomUUID(), reason: 'x' }), 404, 'NOT_FOUND');
  });

  test('lists hires, newest first, active or ended, by job and words', async () => {
    const p = await pipeline(t, 'accepted');
    const q = await pipeline(t, 'accepted', { employer: p.employer });
    await pipeline(t, 'accepted', { employer: p.employer });
    await markHired(t, p);
    await markHired(t, q);
    ok(await put(p.employer.browser, URLS.fire, { offer_id: p.offerId, reason: 'Ended' }));
    const list = async (query = '') => ok<Json>(await p.employer.browser.get(`${URLS.staff}${query}`));
    const all = await list();
    expect(all.staff.map((s: Json) => s.offer_id)).toEqual([q.offerId, p.offerId]);
    expect(all.staff[0]).toMatchObject({ status: 'active', pay_cents: 160_000, currency: 'USD', include_insurance: true, schedule: offerBody().schedule });
    expect(all.staff[0].ended_at).toBeUndefined();
    expect((await list('?status=active')).staff.map((s: Json) => s.offer_id)).toEqual([q.offerId]);
    expect((await list('?status=ended')).staff.map((s: Json) => s.offer_id)).toEqual([p.offerId]);
    expect((await list(`?job_id=${p.job.id}`)).staff.map((s: Json) => s.offer_id)).toEqual([p.offerId]);
    const word = tag();
    await completeProfile(t, q.candidate.user.id, { headline: word });
    expect((await list(`?q=${word}`)).staff.map((s: Json) => s.offer_id)).toEqual([q.offerId]);
    expectError(await p.employer.browser.get(`${URLS.staff}?status=hired`), 400, 'VALIDATION_FAILED', { status: field('choice') });
  });
});
