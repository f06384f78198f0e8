// Ownership and roles across the hiring pipeline: another tenant's ids are 404, another role is 403, no session is 401.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { expectError, startTestServer, type Client, type TestServer } from './harness.js';
import { URLS, futureTimes, interviewBody, markHired, newCandidate, newEmployer, offerBody, ok, pipeline, type Person, type Pipeline } from './pipeline-fixtures.js';

let t: TestServer;
/** The first employer's pipeline: an application with an accepted interview and a pending offer. */
let mine: Pipeline;
/** The same employer's hire, for the staff calls. */
let hire: Pipeline;
/** A candidate the first employer has not met. */
let stranger: Person;
let otherEmployer: Person;
let otherCandidate: Person;

beforeAll(async () => {
  t = await startTestServer();
  mine = await pipeline(t, 'offered');
  hire = await pipeline(t, 'accepted', { employer: mine.employer });
  await markHired(t, hire);
  stranger = await newCandidate(t);
  otherEmployer = await newEmployer(t);
  otherCandidate = await newCandidate(t);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.resetLimits();
});

interface Call {
  op: string;
  method: 'GET' | 'POST' | 'PUT';
  url: () => string;
  body?: () => unknown;
}

const schedule = offerBody().schedule;

/** Every employer operation of the pipeline, aimed at the first employer's ids. */
const employerCalls: Call[] = [
  { op: 'shortlistApplicant', method: 'POST', url: () => URLS.shortlist(mine.applicationId) },
  { op: 'rejectApplicant', method: 'POST', url: () => URLS.reject(mine.applicationId), body: () => ({ reason: 'No' }) },
  { op: 'inviteCandidateToJob', method: 'POST', url: () => URLS.invite(stranger.user.id), body: () => ({ job_id: mine.job.id }) },
  { op: 'sendInterviewInvite', method: 'POST', url: () => URLS.interviewInvite(mine.applicationId), body: () => interviewBody() },
  { op: 'cancelInterview', method: 'POST', url: () => URLS.cancelInterview(mine.interviewId!) },
  { op: 'sendOffer', method: 'PUT', url: () => URLS.sendOffer(mine.applicationId), body: () => offerBody() },
  { op: 'getEmployerOffer', method: 'GET', url: () => URLS.offer(mine.offerId!) },
  { op: 'withdrawOffer', method: 'POST', url: () => URLS.withdrawOffer(mine.offerId!) },
  { op: 'updateWorktime', method: 'POST', url: () => URLS.worktime, body: () => ({ offer_id: mine.offerId, ...schedule }) },
  { op: 'fireStaff', method: 'PUT', url: () => URLS.fire, body: () => ({ offer_id: hire.offerId, reason: 'Take over' }) },
];
const employerLists: Call[] = [
  { op: 'listApplicants', method: 'GET', url: () => `${URLS.applicants}?job_id=${mine.job.id}` },
  { op: 'listInterviews', method: 'GET', url: () => `${URLS.interviews}?job_id=${mine.job.id}` },
  { op: 'listOffers', method: 'GET', url: () => `${URLS.offers}?job_id=${mine.job.id}` },
  { op: 'listHiredStaff', method: 'GET', url: () => `${URLS.staff}?job_id=${hire.job.id}` },
  { op: 'getEmployerDashboard', method: 'GET', url: () => URLS.employerDashboard },
];

/** Every candidate operation of the pipeline, aimed at the first candidate's ids. */
const candidateCalls: Call[] = [
  { op: 'withdrawApplication', method: 'POST', url: () => URLS.withdraw(mine.applicationId) },
  { op: 'acceptInterview', method: 'POST', url: () => URLS.acceptInterview(mine.interviewId!), body: () => ({ time: futureTimes(1)[0] }) },
  { op: 'declineInterview', method: 'POST', url: () => URLS.declineInterview(mine.interviewId!), body: () => ({}) },
  { op: 'requestInterviewReschedule', method: 'POST', url: () => URLS.reschedule(mine.interviewId!), body: () => ({ note: 'Later' }) },
  { op: 'acceptOffer', method: 'POST', url: () => URLS.acceptOffer(mine.offerId!) },
  { op: 'declineOffer', method: 'POST', url: () => URLS.declineOffer(mine.offerId!), body: () => ({ reason: 'pay' }) },
];
const candidateLists: Call[] = [
  { op: 'applyToJob', method: 'POST', url: () => URLS.apply(mine.job.id), body: () => ({}) },
  { op: 'listMyApplications', method: 'GET', url: () => URLS.myApplications },
  { op: 'listMyInterviews', method: 'GET', url: () => URLS.myInterviews },
  { op: 'listMyOffers', method: 'GET', url: () => `${URLS.myOffers}?job_id=${mine.job.id}` },
  { op: 'getMyActiveJob', method: 'GET', url: () => URLS.activeJob },
  { op: 'getCandidateDashboard', method: 'GET', url: () => URLS.candidateDashboard },
];

const send = (browser: Client, c: Call) => browser.request(c.method, c.url(), c.body?.());
const cases = (calls: Call[]) => calls.map((c) => [c.op, c] as const);

/** Nothing of the first employer's pipeline moved, and nobody was told anything. */
async function expectUntouched(mailsBefore: number) {
  const [state] = await t.query<Json>(
    `select a.status as application, i.status as interview, o.status as offer, h.status as hire
     from applications a, interviews i, offers o, offers h
     where a.id = '${mine.applicationId}' and i.id = '${mine.interviewId}' and o.id = '${mine.offerId}' and h.id = '${hire.offerId}'`,
  );
  expect(state).toEqual({ application: 'offered', interview: 'accepted', offer: 'pending', hire: 'hired' });
  expect(await t.query(`select id from applications where candidate_id = '${stranger.user.id}'`)).toHaveLength(0);
  expect(await t.query('select id from outbox')).toHaveLength(mailsBefore);
}

type Json = Record<string, unknown>;
const mailCount = async () => (await t.query('select id from outbox')).length;

describe('another employer', () => {
  test.each(cases(employerCalls))('%s on the first employer’s ids: 404 NOT_FOUND, nothing changes', async (_op, call) => {
    const before = await mailCount();
    expectError(await send(otherEmployer.browser, call), 404, 'NOT_FOUND');
    await expectUntouched(before);
  });

  test.each(cases(employerLists))('%s filtered by the first employer’s job shows none of it', async (_op, call) => {
    const body = ok<Json>(await send(otherEmployer.browser, call));
    const list = Object.values(body).find(Array.isArray) as unknown[] | undefined;
    if (list) expect(list).toEqual([]);
    else expect(JSON.stringify(body)).not.toContain(mine.job.id);
  });

  test('the first employer’s own calls do see it', async () => {
    const applicants = ok<{ applicants: { id: string }[] }>(await mine.employer.browser.get(`${URLS.applicants}?job_id=${mine.job.id}`));
    expect(applicants.applicants.map((a) => a.id)).toEqual([mine.applicationId]);
  });
});

describe('a candidate calling employer operations', () => {
  test.each(cases([...employerCalls, ...employerLists]))('%s: 403 FORBIDDEN', async (_op, call) => {
    const before = await mailCount();
    expectError(await send(mine.candidate.browser, call), 403, 'FORBIDDEN');
    await expectUntouched(before);
  });
});

describe('another candidate', () => {
  test.each(cases(candidateCalls))('%s on the first candidate’s ids: 404 NOT_FOUND, nothing changes', async (_op, call) => {
    const before = await mailCount();
    expectError(await send(otherCandidate.browser, call), 404, 'NOT_FOUND');
    await expectUntouched(before);
  });

  test('their own lists show none of the first candidate’s pipeline', async () => {
    for (const url of [URLS.myApplications, URLS.myInterviews, URLS.myOffers]) {
      const body = ok<Json>(await otherCandidate.browser.get(url));
      expect(Object.values(body).find(Array.isArray)).toEqual([]);
    }
    expect(ok<Json>(await otherCandidate.browser.get(URLS.activeJob))).toEqual({ job: null });
    expect(ok<{ activity: unknown[] }>(await otherCandidate.browser.get(URLS.candidateDashboard)).activity).toEqual([]);
  });
});

describe('an employer calling candidate operations', () => {
  test.each(cases([...candidateCalls, ...candidateLists]))('%s: 403 FORBIDDEN', async (_op, call) => {
    const before = await mailCount();
    expectError(await send(mine.employer.browser, call), 403, 'FORBIDDEN');
    await expectUntouched(before);
  });
});

describe('no session', () => {
  test.each(cases([...employerCalls, ...employerLists, ...candidateCalls, ...candidateLists]))('%s: 401 UNAUTHENTICATED', async (_op, call) => {
    const browser = t.client();
    await browser.primeXsrf();
    expectError(await send(browser, call), 401, 'UNAUTHENTICATED');
  });
});
