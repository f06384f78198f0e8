// Anti-forgery, across every unsafe operation of the contract.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, GOOD_PASSWORD, expectError, registrationBody, startTestServer, uniqueEmail, type Client, type TestServer, type TestUser } from './harness.js';

let t: TestServer;
let user: TestUser;
beforeAll(async () => {
  t = await startTestServer();
  user = await t.createUser();
});
afterAll(async () => {
  await t?.close();
});

const token = () => randomBytes(32).toString('base64url');

const jobBody = {
  title: 'Bookkeeper',
  description: 'Keep the books of a small dental clinic.',
  role: 'bookkeeper',
  hire_type: 'full_time',
  experience_level: 'entry',
  pay_cents: 100_000,
  hours_per_week: 40,
  skills: [],
};

/** The hiring pipeline's unsafe operations, on ids that exist nowhere. */
function pipelineCalls(): Array<{ op: string; method: 'POST' | 'PUT'; url: () => string; body?: () => unknown }> {
  const id = () => randomUUID();
  const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
  const schedule = { work_days: ['mon'], start_time: '09:00', end_time: '17:00', timezone: 'UTC', hours_per_week: 8 };
  const offer = () => ({
    contract_type: 'full_time',
    pay_cents: 100_000,
    include_insurance: false,
    include_healthcare: false,
    secure_cloud_computing: false,
    start_date: tomorrow().slice(0, 10),
    schedule,
  });
  return [
    { op: 'shortlistApplicant', method: 'POST', url: () => `${API}/employer/jobs/applicants/${id()}/shortlist` },
    { op: 'rejectApplicant', method: 'POST', url: () => `${API}/employer/jobs/applicants/${id()}/reject`, body: () => ({}) },
    { op: 'inviteCandidateToJob', method: 'POST', url: () => `${API}/employer/invite/candidate/${id()}`, body: () => ({ job_id: id() }) },
    {
      op: 'sendInterviewInvite',
      method: 'POST',
      url: () => `${API}/employer/candidates/interview/${id()}`,
      body: () => ({ proposed_times: [tomorrow()], duration_minutes: 30 }),
    },
    { op: 'cancelInterview', method: 'POST', url: () => `${API}/employer/interviews/${id()}/cancel` },
    { op: 'sendOffer', method: 'PUT', url: () => `${API}/employer/candidates/interview/after-v2/${id()}`, body: offer },
    { op: 'withdrawOffer', method: 'POST', url: () => `${API}/employer/offers/${id()}/withdraw` },
    { op: 'updateWorktime', method: 'POST', url: () => `${API}/employer/update-worktime`, body: () => ({ offer_id: id(), ...schedule }) },
    { op: 'fireStaff', method: 'PUT', url: () => `${API}/employer/staff/fire`, body: () => ({ offer_id: id(), reason: 'Ended' }) },
    { op: 'applyToJob', method: 'POST', url: () => `${API}/jobs/${id()}/apply`, body: () => ({}) },
    { op: 'withdrawApplication', method: 'POST', url: () => `${API}/candidate/applications/${id()}/withdraw` },
    { op: 'acceptInterview', method: 'POST', url: () => `${API}/candidate/interviews/${id()}/accept`, body: () => ({ time: tomorrow() }) },
    { op: 'declineInterview', method: 'POST', url: () => `${API}/candidate/interviews/${id()}/decline`, body: () => ({}) },
    { op: 'requestInterviewReschedule', method: 'POST', url: () => `${API}/candidate/interviews/${id()}/reschedule`, body: () => ({ note: 'Later' }) },
    { op: 'acceptOffer', method: 'POST', url: () => `${API}/candidate/offers/${id()}/accept` },
    { op: 'declineOffer', method: 'POST', url: () => `${API}/candidate/offers/${id()}/decline`, body: () => ({ reason: 'pay' }) },
  ];
}

/** The public site's forms, grants and estimates; without bodies, so that nothing is stored or mailed. */
function publicSiteCalls(): Array<{ op: string; method: 'POST' | 'DELETE'; url: () => string; body?: () => unknown }> {
  const id = () => randomUUID();
  return [
    { op: 'sendContactMessage', method: 'POST', url: () => `${API}/public/contact`, body: () => ({}) },
    { op: 'bookDemo', method: 'POST', url: () => `${API}/public/demo-bookings`, body: () => ({}) },
    { op: 'sendPrivacyInquiry', method: 'POST', url: () => `${API}/public/privacy-inquiries`, body: () => ({}) },
    { op: 'sendAccountPrivacyInquiry', method: 'POST', url: () => `${API}/account/privacy-inquiries`, body: () => ({}) },
    { op: 'exportPersonalData', method: 'POST', url: () => `${API}/account/personal-data` },
    { op: 'applyForGrant', method: 'POST', url: () => `${API}/employer/grant-applications`, body: () => ({}) },
    { op: 'approveGrantApplication', method: 'POST', url: () => `${API}/admin/grant-applications/${id()}/approve`, body: () => ({}) },
    { op: 'rejectGrantApplication', method: 'POST', url: () => `${API}/admin/grant-applications/${id()}/reject`, body: () => ({}) },
    { op: 'saveEstimate', method: 'POST', url: () => `${API}/employer/estimates`, body: () => ({}) },
    { op: 'deleteEstimate', method: 'DELETE', url: () => `${API}/employer/estimates/${id()}` },
  ];
}

/** Checkout and billing: every unsafe call but the card provider's webhook, which is signed instead. */
function billingCalls(): Array<{ op: string; method: 'POST' | 'PUT' | 'DELETE'; url: () => string; body?: () => unknown }> {
  const id = () => randomUUID();
  return [
    {
      op: 'hireStaff',
      method: 'POST',
      url: () => `${API}/employer/hirestaff-v2`,
      body: () => ({ offer_ids: [id()], payment_method_id: 'pm_1', idempotency_key: id(), expected_total_cents: 100 }),
    },
    { op: 'confirmPayment', method: 'POST', url: () => `${API}/employer/hirestaff/confirm-payment`, body: () => ({ payment_id: id() }) },
    {
      op: 'retryPayment',
      method: 'POST',
      url: () => `${API}/employer/hirestaff/retry-payment`,
      body: () => ({ payment_id: id(), payment_method_id: 'pm_1', idempotency_key: id() }),
    },
    { op: 'checkCoupon', method: 'POST', url: () => `${API}/coupons/check`, body: () => ({ code: 'WELCOME10', offer_id: id() }) },
    {
      op: 'createSandboxPaymentMethod',
      method: 'POST',
      url: () => `${API}/sandbox/payment-methods`,
      body: () => ({ number: '4242424242424242', exp_month: 12, exp_year: 2040, cvc: '123', name: 'Ada Lovelace' }),
    },
    { op: 'authenticateSandboxPayment', method: 'POST', url: () => `${API}/sandbox/payments/pi_1/authenticate`, body: () => ({ outcome: 'approve' }) },
    { op: 'updateBillingDetails', method: 'PUT', url: () => `${API}/employer/billing-details`, body: () => ({ name: 'Ada', address: 'London', mcc: null }) },
    { op: 'createPaymentCustomer', method: 'POST', url: () => `${API}/employer/stripe/create-account` },
    { op: 'createCardSetupSession', method: 'POST', url: () => `${API}/employer/stripe/create-connection-session`, body: () => ({ customer_id: 'cus_1' }) },
    {
      op: 'attachPaymentMethod',
      method: 'POST',
      url: () => `${API}/employer/stripe/attach-payment-method`,
      body: () => ({ payment_methods: 'pm_1', stripe_account_id: 'cus_1' }),
    },
    { op: 'deletePaymentMethod', method: 'DELETE', url: () => `${API}/employer/stripe/delete-payment-method/pm_1` },
    { op: 'setDefaultPaymentMethod', method: 'PUT', url: () => `${API}/employer/payment/set-default`, body: () => ({ payment_method_id: 'pm_1' }) },
    { op: 'acceptPlatformAgreement', method: 'PUT', url: () => `${API}/employer/update-platform-agreement`, body: () => ({ agreement_type: 'standard' }) },
    { op: 'activateMsa', method: 'PUT', url: () => `${API}/employer/msa/${id()}`, body: () => ({ contract_type: 'full_time', status: 'active' }) },
    { op: 'checkSubscriptionStatus', method: 'POST', url: () => `${API}/employer/check-subscription-status` },
    { op: 'cancelSubscription', method: 'PUT', url: () => `${API}/employer/platform-subscriptions/${id()}/cancel` },
    { op: 'runBillingNow', method: 'POST', url: () => `${API}/dev/billing-run`, body: () => ({ date: '2027-01-01' }) },
  ];
}

/** Every unsafe operation with a body it would accept (the anti-forgery check comes first). */
const unsafe: Array<{ op: string; method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: () => string; body?: () => unknown }> = [
  { op: 'register', method: 'POST', url: () => `${API}/auth/register`, body: () => registrationBody('candidate') },
  { op: 'login', method: 'POST', url: () => `${API}/auth/login`, body: () => ({ email: user.email, password: user.password }) },
  { op: 'logout', method: 'POST', url: () => `${API}/auth/logout` },
  { op: 'verifyEmail', method: 'POST', url: () => `${API}/auth/verify-email`, body: () => ({ token: token() }) },
  { op: 'resendVerification', method: 'POST', url: () => `${API}/auth/verify-email/resend`, body: () => ({ email: user.email }) },
  { op: 'forgotPassword', method: 'POST', url: () => `${API}/auth/password/forgot`, body: () => ({ email: user.email }) },
  { op: 'resetPassword', method: 'POST', url: () => `${API}/auth/password/reset`, body: () => ({ token: token(), password: 'a fresh passphrase' }) },
  {
    op: 'changePassword',
    method: 'POST',
    url: () => `${API}/auth/password/change`,
    body: () => ({ current_password: user.password, new_password: 'never applied passphrase' }),
  },
  { op: 'updateMe', method: 'PATCH', url: () => `${API}/auth/me`, body: () => ({ locale: 'es' }) },
  { op: 'endSession', method: 'DELETE', url: () => `${API}/auth/sessions/${randomUUID()}` },
  { op: 'createJob', method: 'POST', url: () => `${API}/employer/jobs`, body: () => jobBody },
  { op: 'updateJob', method: 'PUT', url: () => `${API}/employer/jobs/${randomUUID()}`, body: () => jobBody },
  { op: 'publishJob', method: 'POST', url: () => `${API}/employer/jobs/${randomUUID()}/publish` },
  { op: 'closeJob', method: 'POST', url: () => `${API}/employer/jobs/${randomUUID()}/close` },
  { op: 'reopenJob', method: 'POST', url: () => `${API}/employer/jobs/${randomUUID()}/reopen` },
  { op: 'getRateCard', method: 'POST', url: () => `${API}/employer/ratecard-v2`, body: () => ({ role: 'bookkeeper', experience_level: 'entry' }) },
  {
    op: 'requestCandidate',
    method: 'POST',
    url: () => `${API}/employer/requestcandidate`,
    body: () => ({ role: 'bookkeeper', experience_level: 'entry', hire_type: 'full_time', headcount: 1 }),
  },
  {
    op: 'updateMyCandidateProfile',
    method: 'PUT',
    url: () => `${API}/candidate/profile`,
    body: () => ({ headline: 'Bookkeeper', bio: '', years_experience: 2, availability: 'immediately' }),
  },
  ...pipelineCalls(),
  ...billingCalls(),
  ...publicSiteCalls(),
];
const cases = unsafe.map((u) => [u.op, u] as const);

const send = (browser: Client, u: (typeof unsafe)[number], xsrf?: string) =>
  browser.request(u.method, u.url(), u.body?.(), xsrf === undefined ? {} : { xsrf });

describe('anonymous browser', () => {
  test.each(cases)('%s without X-XSRF-TOKEN: 403 XSRF_MISMATCH', async (_op, u) => {
    const browser = t.client();
    await browser.primeXsrf();
    expectError(await send(browser, u, 'omit'), 403, 'XSRF_MISMATCH');
  });

  test.each(cases)('%s with a wrong X-XSRF-TOKEN: 403 XSRF_MISMATCH', async (_op, u) => {
    const browser = t.client();
    await browser.primeXsrf();
    expectError(await send(browser, u, token()), 403, 'XSRF_MISMATCH');
  });

  test.each(cases)('%s with a header but no XSRF-TOKEN cookie: 403 XSRF_MISMATCH', async (_op, u) => {
    expectError(await send(t.client(), u, token()), 403, 'XSRF_MISMATCH');
  });

  test.each(cases)('%s with an empty header: 403 XSRF_MISMATCH', async (_op, u) => {
    const browser = t.client();
    await browser.primeXsrf();
    expectError(await send(browser, u, ''), 403, 'XSRF_MISMATCH');
  });

  test.each(cases)('%s with the matching token is not refused as forged', async (_op, u) => {
    const browser = t.client();
    const res = await send(browser, u);
    expect(res.statusCode).not.toBe(403);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('signed-in browser', () => {
  let signedIn: Client;
  beforeAll(async () => {
    signedIn = await t.signIn(user);
  });

  test.each(cases)('%s with an anonymous token from another browser (as cookie and header): 403 XSRF_MISMATCH', async (_op, u) => {
    const other = t.client();
    const anonymous = await other.primeXsrf();
    const browser = t.client();
    browser.setCookie('sid', signedIn.cookie('sid')!);
    browser.setCookie('XSRF-TOKEN', anonymous);
    expectError(await send(browser, u, anonymous), 403, 'XSRF_MISMATCH');
  });

  test.each(cases)('%s without a header: 403 XSRF_MISMATCH', async (_op, u) => {
    expectError(await send(signedIn, u, 'omit'), 403, 'XSRF_MISMATCH');
  });

  test('the session still works after all those refusals', async () => {
    expect((await signedIn.get(`${API}/auth/me`)).statusCode).toBe(200);
  });

  test('the anonymous token this browser had before signing in is no longer accepted', async () => {
    const browser = t.client();
    const before = await browser.primeXsrf();
    expect((await browser.post(`${API}/auth/login`, { email: user.email, password: user.password })).statusCode).toBe(200);
    const after = browser.cookie('XSRF-TOKEN')!;
    expect(after).not.toBe(before);
    browser.setCookie('XSRF-TOKEN', before);
    expectError(await browser.post(`${API}/auth/logout`, undefined, { xsrf: before }), 403, 'XSRF_MISMATCH');
    browser.setCookie('XSRF-TOKEN', after);
    expect((await browser.post(`${API}/auth/logout`)).statusCode).toBe(204);
  });

  test('a signed-in browser that lost its token gets a new one bound to its session', async () => {
    const browser = await t.signIn(user);
    browser.deleteCookie('XSRF-TOKEN');
    expectError(await browser.post(`${API}/auth/logout`, undefined, { xsrf: token() }), 403, 'XSRF_MISMATCH');
    const fresh = browser.cookie('XSRF-TOKEN')!;
    expect(fresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await browser.get(`${API}/auth/me`)).statusCode).toBe(200);
    expect((await browser.post(`${API}/auth/logout`)).statusCode).toBe(204);
    expect((await browser.get(`${API}/auth/me`)).statusCode).toBe(401);
  });
});

describe('order of checks', () => {
  test('a forged request with a bad body is a 403, not a 400', async () => {
    const browser = t.client();
    await browser.primeXsrf();
    expectError(await browser.post(`${API}/auth/register`, { nonsense: true }, { xsrf: 'omit' }), 403, 'XSRF_MISMATCH');
  });

  test('a forged registration creates nothing and mails nothing', async () => {
    const email = uniqueEmail('forged');
    const browser = t.client();
    await browser.primeXsrf();
    expect((await browser.post(`${API}/auth/register`, registrationBody('candidate', { email, password: GOOD_PASSWORD }), { xsrf: 'omit' })).statusCode).toBe(403);
    expect(await t.query(`select 1 from users where email = '${email}'`)).toHaveLength(0);
    expect(await t.mailbox(email)).toHaveLength(0);
  });

  test('safe methods need no token', async () => {
    const browser = await t.signIn(user);
    expect((await browser.get(`${API}/auth/me`, { xsrf: 'omit' })).statusCode).toBe(200);
    expect((await browser.get(`${API}/auth/sessions`, { xsrf: 'omit' })).statusCode).toBe(200);
  });

  test('Accept-Language: fr', async () => {
    const browser = t.client({ headers: { 'accept-language': 'fr' } });
    expectError(await browser.post(`${API}/auth/logout`, undefined, { xsrf: 'omit' }), 403, 'XSRF_MISMATCH', undefined, { locale: 'fr' });
  });
});
