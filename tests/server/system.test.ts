// Tag system: getHealth; and what every answer carries (security headers, contract, docs, errors).
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../server/app.js';
import type { Database, Db } from '../../server/db/database.js';
import { API, expectError, startTestServer, testConfig, type TestServer } from './harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const contract = JSON.parse(fs.readFileSync(new URL('../../src/generated/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string }>>;
};

/** The CSP as a map of directive → sources. */
function csp(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('getHealth', () => {
  test('200 with the exact shape and the database kind', async () => {
    const res = await t.client().get(`${API}/health`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ status: 'ok', database: t.kind });
    expect(t.kind).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  test('a first visit gets a readable anonymous XSRF-TOKEN cookie; a later one keeps it', async () => {
    const browser = t.client();
    const res = await browser.get(`${API}/health`);
    const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN')!;
    expect(xsrf.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(xsrf.httpOnly).toBeFalsy();
    expect(xsrf.sameSite).toBe('Lax');
    const again = await browser.get(`${API}/health`);
    expect(again.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  test('503 UNAVAILABLE when the database does not answer', async () => {
    const broken: Database = {
      db: { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db,
      kind: t.kind,
      listen: () => Promise.reject(new Error('connection refused')),
      close: async () => {},
    };
    const app = await buildApp({ config: testConfig, database: broken, logger: false });
    try {
      expectError(await app.inject({ method: 'GET', url: `${API}/health` }), 503, 'UNAVAILABLE');
    } finally {
      await app.close();
    }
  });
});

describe('security headers', () => {
  test('helmet’s CSP allows Stripe.js in script-src and frame-src and nothing loose', async () => {
    const res = await t.client().get(`${API}/health`);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(expect.arrayContaining(["'self'", 'https://js.stripe.com']));
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['frame-src']).toEqual(expect.arrayContaining(["'self'", 'https://js.stripe.com']));
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(expect.arrayContaining(['https://api.stripe.com']));
    expect(policy['upgrade-insecure-requests']).toBeUndefined();
  });

  test('the other helmet headers are present, on errors too', async () => {
    for (const res of [await t.client().get(`${API}/health`), await t.client().get(`${API}/auth/me`), await t.client().get(`${API}/nope`)]) {
      expect(res.headers['content-security-policy']).toBeDefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      // Over plain HTTP: HSTS only on answers that came over HTTPS (tests/server/deploy-modes.test.ts).
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('contract and docs', () => {
  test('/api/v1/openapi.json serves the contract', async () => {
    const res = await t.client().get(`${API}/openapi.json`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual(contract);
  });

  test('every operation of the contract is routed (none answers 404 from the router)', async () => {
    const operations: string[] = [];
    for (const [path, methods] of Object.entries(contract.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        operations.push(op.operationId);
        const url = `${API}${path.replace('{id}', '00000000-0000-4000-8000-000000000000')}`;
        const res = await t.app.inject({ method: method.toUpperCase() as 'GET', url });
        // Unsafe ones stop at the anti-forgery check, safe ones answer; none is unrouted. The
        // card and identity providers' webhooks are signed instead, so an empty delivery fails validation.
        if (res.statusCode === 404) expect(res.json().code, `${method} ${path}`).toBe('NOT_FOUND');
        expect(res.statusCode, `${method} ${path}`).toBeLessThan(500);
        const expected = path === '/payments/webhook' || path === '/identity/webhook' ? 'VALIDATION_FAILED' : 'XSRF_MISMATCH';
        if (method !== 'get') expect(res.json().code, `${method} ${path}`).toBe(expected);
      }
    }
    expect(operations.sort()).toEqual(
      [
        'changePassword',
        'closeJob',
        'createJob',
        'endSession',
        'getCandidateProfile',
        'getCandidatePhoto',
        'downloadCandidateCv',
        'getEmployerJob',
        'getJob',
        'getMyCandidateProfile',
        'uploadMyCandidatePhoto',
        'deleteMyCandidatePhoto',
        'uploadMyCandidateCv',
        'deleteMyCandidateCv',
        'getRateCard',
        'listEmployerJobs',
        'publishJob',
        'reopenJob',
        'requestCandidate',
        'searchCandidates',
        'searchJobs',
        'updateJob',
        'updateMyCandidateProfile',
        'updateMyWorkHistory',
        'updateMyEducation',
        'updateMyLanguages',
        'updateMySkills',
        'updateMyWorkHours',
        'updateMyProfileLinks',
        'listApplicants',
        'shortlistApplicant',
        'rejectApplicant',
        'inviteCandidateToJob',
        'sendInterviewInvite',
        'cancelInterview',
        'listInterviews',
        'sendOffer',
        'withdrawOffer',
        'listOffers',
        'getEmployerOffer',
        'updateWorktime',
        'fireStaff',
        'listHiredStaff',
        'applyToJob',
        'listMyApplications',
        'withdrawApplication',
        'listMyInterviews',
        'acceptInterview',
        'declineInterview',
        'requestInterviewReschedule',
        'listMyOffers',
        'acceptOffer',
        'declineOffer',
        'getMyActiveJob',
        'getEmployerDashboard',
        'getMyCompanyProfile',
        'updateMyCompanyProfile',
        'uploadMyCompanyLogo',
        'deleteMyCompanyLogo',
        'getCompanyLogo',
        'getCandidateDashboard',
        'forgotPassword',
        'getHealth',
        'getMe',
        'listMailbox',
        'listSessions',
        'login',
        'completeTwoFactorSignIn',
        'getTwoFactor',
        'setUpTwoFactor',
        'enableTwoFactor',
        'renewRecoveryCodes',
        'disableTwoFactor',
        'forgetRememberedDevices',
        'logout',
        'register',
        'resendVerification',
        'resetPassword',
        'updateMe',
        'verifyEmail',
        'initiateCheckout',
        'hireStaff',
        'confirmPayment',
        'getCardFee',
        'listFailedPayments',
        'retryPayment',
        'checkCoupon',
        'receivePaymentWebhook',
        'createSandboxPaymentMethod',
        'authenticateSandboxPayment',
        'getPaymentProviderInfo',
        'listMerchantCategories',
        'getBillingDetails',
        'updateBillingDetails',
        'createPaymentCustomer',
        'createCardSetupSession',
        'attachPaymentMethod',
        'listPaymentMethods',
        'deletePaymentMethod',
        'setDefaultPaymentMethod',
        'listSpendings',
        'exportSpendings',
        'getInvoice',
        'getPlatformAgreement',
        'acceptPlatformAgreement',
        'getMsa',
        'activateMsa',
        'getAddendum',
        'checkSubscriptionStatus',
        'cancelSubscription',
        'runBillingNow',
        'sendContactMessage',
        'listDemoSlots',
        'bookDemo',
        'sendPrivacyInquiry',
        'sendAccountPrivacyInquiry',
        'exportPersonalData',
        'getAccountDetails',
        'updateAccountDetails',
        'requestEmailChange',
        'confirmEmailChange',
        'getMailPreferences',
        'updateMailPreferences',
        'getAccountDeletion',
        'requestAccountDeletion',
        'cancelAccountDeletion',
        'listGrantApplications',
        'applyForGrant',
        'listGrants',
        'reviewGrantApplications',
        'approveGrantApplication',
        'rejectGrantApplication',
        'listEstimates',
        'saveEstimate',
        'deleteEstimate',
        'getStaffAttendance',
        'getStaffReports',
        'commentOnReport',
        'getStaffTimeOff',
        'approveTimeOff',
        'declineTimeOff',
        'approveCorrection',
        'declineCorrection',
        'exportStaffRecords',
        'getTimeOffPolicy',
        'updateTimeOffPolicy',
        'getMyClock',
        'clockIn',
        'clockOut',
        'startBreak',
        'endBreak',
        'getMyAttendance',
        'requestCorrection',
        'cancelCorrection',
        'listMyReports',
        'createMyReport',
        'getMyReport',
        'updateMyReport',
        'listMyTimeOff',
        'requestTimeOff',
        'cancelTimeOff',
        'requestFractionalStaff',
        'getFractionalHire',
        'changeFractionalHours',
        'getFractionalMonth',
        'getFractionalCheckout',
        'checkFractionalCoupon',
        'hireFractionalStaff',
        'getMyCompliance',
        'uploadComplianceDocument',
        'deleteComplianceDocument',
        'downloadComplianceDocument',
        'listComplianceReviews',
        'decideComplianceDocument',
        'getMyIntakeSurvey',
        'getMyOnboarding',
        'getOnboardingCase',
        'saveIntakeWorkSetup',
        'saveIntakeEmergencyContact',
        'saveIntakeWorkingHours',
        'getMyAgreements',
        'getMyAgreement',
        'signAgreement',
        'getAgreementSignature',
        'getMyVetting',
        'saveVettingAnswer',
        'submitVetting',
        'listVettingReviews',
        'getVettingReview',
        'decideVetting',
        'getMyIdentityCheck',
        'startIdentityCheck',
        'getCandidateIdentityCheck',
        'receiveIdentityWebhook',
        'captureSandboxIdentityImage',
        'submitSandboxIdentitySession',
        // Messages (issue 19): conversations, their messages and files, reports.
        'startConversation',
        'listConversations',
        'getConversation',
        'listConversationMessages',
        'sendMessage',
        'uploadMessageAttachment',
        'markConversationRead',
        'muteConversation',
        'blockConversationMember',
        'reportConversation',
        'editMessage',
        'deleteMessage',
        'downloadMessageAttachment',
        'searchMessages',
        'getUnreadMessageCount',
        'listMessageReports',
        'decideMessageReport',
        // The partners (issue 18): verification, agents, referrals, BPOs, audits, associations.
        'acceptAgentInvitation',
        'acceptBpoInvitation',
        'applyForBpoAccreditation',
        'assignAudit',
        'closeWorksite',
        'createWorksite',
        'decideAudit',
        'decidePartnerVerification',
        'declineAgentInvitation',
        'declineBpoInvitation',
        'deleteAuditPhoto',
        'deletePartnerDocument',
        'deleteWorksitePhoto',
        'downloadPartnerDocument',
        'endorseBpo',
        'getAgentClient',
        'getAudit',
        'getAuditPhoto',
        'getCurrentAgent',
        'getMyBpo',
        'getMyBpoAccreditation',
        'getMyPartnerVerification',
        'getMyReferralProgram',
        'getMyWorksite',
        'getPartnerVerificationReview',
        'getWorksitePhoto',
        'inviteBpoMember',
        'listAgentActions',
        'listAgentClients',
        'listAgentInvitations',
        'listAssociationMembers',
        'listAuditQueue',
        'listBpoMembers',
        'listClientApplicants',
        'listClientJobs',
        'listHubBpos',
        'listMyAuditResults',
        'listMyAudits',
        'listMyReferralCredits',
        'listMyReferrals',
        'listMyWorksites',
        'listPartnerVerifications',
        'listRequestedAgents',
        'listVerifiedAgents',
        'listVerifiedAuditors',
        'placeBpoMember',
        'proposeCandidateForClient',
        'removeAgent',
        'removeBpoMember',
        'requestAgent',
        'saveAuditWork',
        'savePartnerVerification',
        'scheduleInterviewForClient',
        'searchBposToEndorse',
        'shortlistForClient',
        'startAudit',
        'submitPartnerVerification',
        'updateWorksite',
        'uploadAuditPhoto',
        'uploadPartnerDocument',
        'uploadWorksitePhoto',
        'withdrawEndorsement',
        // Live updates (tag live): the stream, and the same events polled.
        'streamLiveEvents',
        'listLiveEvents',
      ].sort(),
    );
  });

  test('/api/docs answers with the documentation page (directly or by a redirect to it)', async () => {
    let res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    if (res.statusCode >= 300 && res.statusCode < 400) {
      res = await t.app.inject({ method: 'GET', url: new URL(String(res.headers.location), 'http://localhost/api/docs').pathname });
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toMatch(/swagger/i);
  });
});

describe('errors', () => {
  test('an unknown API path: 404 NOT_FOUND in the one error shape', async () => {
    expectError(await t.client().get(`${API}/does-not-exist`), 404, 'NOT_FOUND');
    expectError(await t.client().get('/anything-else'), 404, 'NOT_FOUND');
  });

  test('an unknown method on a known path: 404 NOT_FOUND', async () => {
    expectError(await t.client().request('PUT', `${API}/auth/login`, {}), 404, 'NOT_FOUND');
  });

  test.each([
    ['fr', 'fr'],
    ['fr-CA,fr;q=0.9,en;q=0.8', 'fr'],
    ['de-DE, es;q=0.5', 'es'],
    ['ZH-hans', 'zh'],
    ['de', 'en'],
    ['*', 'en'],
    ['', 'en'],
  ] as const)('Accept-Language %j answers in %s', async (header, locale) => {
    expectError(await t.client({ headers: { 'accept-language': header } }).get(`${API}/nope`), 404, 'NOT_FOUND', undefined, { locale });
  });
});
