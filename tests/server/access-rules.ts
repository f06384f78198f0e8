// Who may call each operation of the contract, and what another tenant gets with the owner's ids.
// Every operationId has an entry: the test fails on an operation added without one.
import { randomUUID } from 'node:crypto';
import { GOOD_PASSWORD, type Client } from './harness.js';
import { futureTimes, interviewBody, offerBody } from './pipeline-fixtures.js';
import { cardInput, CARDS } from './checkout-fixtures.js';
import { TODAY, correctionInput, estimateLine, grantApplication, jobInput, reportInput, timeOffInput, type World } from './access-world.js';

/** One request: the `{id}` of the operation's path, its query and its body; method and path come from the contract. */
export interface Call {
  id?: string;
  query?: Record<string, string | number>;
  body?: unknown;
}

type Of<T> = (w: World) => T;

export type Rule =
  /** Open to anyone; the text says why. */
  | { public: string }
  /**
   * Protected. `call` is a valid request aimed at the owner's records, sent with no session
   * (401) and by each role the contract does not allow (403). Then, by a user of an allowed
   * role who owns none of it:
   * - `foreign`: each call names another tenant's record: 404, and no row changes;
   * - `filter`: the owner's id as a list filter: 200 without the owner's `hidden` record (the owner's own answer has it);
   * - `noForeignIds`: the operation takes no id of another tenant, for the reason given.
   */
  | ({ call: Of<Call> } & (
      | { foreign: Of<Call[]> }
      | { filter: Of<{ call: Call; hidden: string; owner: Client }> }
      | { noForeignIds: string }
    ));

const own = (why = 'takes no ids: it reads or changes only the caller’s own account') => ({ call: () => ({}), noForeignIds: why });
const ownWith = (body: Of<unknown>, why = 'its body names no record of another tenant') => ({ call: (w: World) => ({ body: body(w) }), noForeignIds: why });
/** The same call, by the owner's ids, is the 401/403 request and the cross-tenant one. */
const foreignId = (id: Of<string>, body?: Of<unknown>) => {
  const call = (w: World): Call => ({ id: id(w), ...(body ? { body: body(w) } : {}) });
  return { call, foreign: (w: World) => [call(w)] };
};
const foreignBody = (body: Of<unknown>) => ({ call: (w: World) => ({ body: body(w) }), foreign: (w: World) => [{ body: body(w) }] });
const jobFilter = (job: Of<string>, hidden: Of<string>, owner: Of<Client> = (w) => w.owner.browser) => ({
  call: (w: World) => ({ query: { job_id: job(w) } }),
  filter: (w: World) => ({ call: { query: { job_id: job(w) } }, hidden: hidden(w), owner: owner(w) }),
});

const schedule = offerBody().schedule;
const intakeWorkSetup = {
  download_mbps: 100,
  upload_mbps: 20,
  connection: 'fiber',
  backup_connection: 'mobile_data',
  backup_power: 'ups',
  computer: 'laptop',
  operating_system: 'windows',
  headset: true,
  webcam: true,
  workspace: 'private_room',
};
const PUBLIC_SITE = 'the public site’s forms and pages, for visitors';

export const rules: Record<string, Rule> = {
  // system, session, e-mail links: before anyone is signed in.
  getHealth: { public: 'liveness, for the load balancer' },
  register: { public: 'signing up' },
  login: { public: 'signing in' },
  completeTwoFactorSignIn: { public: 'the second step of a sign-in: its challenge cookie proves the password (two-factor.test.ts)' },
  logout: { public: 'signing out answers 204 with or without a session' },
  verifyEmail: { public: 'the mailed link proves the address' },
  resendVerification: { public: 'answers alike for any address' },
  forgotPassword: { public: 'answers alike for any address' },
  resetPassword: { public: 'the mailed token proves the account' },

  // account
  getMe: own(),
  updateMe: ownWith(() => ({ locale: 'fr' })),
  changePassword: ownWith(() => ({ current_password: GOOD_PASSWORD, new_password: 'another good passphrase' })),
  listSessions: own(),
  getTwoFactor: own(),
  setUpTwoFactor: ownWith(() => ({ password: GOOD_PASSWORD })),
  enableTwoFactor: ownWith(() => ({ code: '123456' })),
  renewRecoveryCodes: ownWith(() => ({ password: GOOD_PASSWORD })),
  disableTwoFactor: ownWith(() => ({ password: GOOD_PASSWORD, code: '123456' })),
  forgetRememberedDevices: own(),
  endSession: foreignId((w) => w.sessionId),
  sendAccountPrivacyInquiry: ownWith(() => ({ kind: 'correction', details: 'Please spell my company name right.' })),
  exportPersonalData: own(),
  getAccountDetails: own(),
  updateAccountDetails: ownWith(() => ({ firstname: 'Ada', lastname: 'Lovelace', country: 'GB' })),
  requestEmailChange: ownWith(() => ({ new_email: 'moved@example.com', password: GOOD_PASSWORD })),
  confirmEmailChange: ownWith(
    () => ({ token: 'Zq3_x-9aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456789' }),
    'another account’s link is as unknown as a bogus one: 410 (account-details.test.ts)',
  ),
  getMailPreferences: own(),
  updateMailPreferences: ownWith(() => ({ news: false })),
  getAccountDeletion: own(),
  // A wrong password: should an allowed caller's request get through, no account is scheduled for deletion.
  requestAccountDeletion: ownWith(() => ({ password: 'not the password at all' })),
  cancelAccountDeletion: own(),

  // jobs
  getEmployerDashboard: own(),
  getMyCompanyProfile: own(),
  updateMyCompanyProfile: ownWith(() => ({ description: 'Dental clinics.', locations: [] })),
  uploadMyCompanyLogo: ownWith(() => ({}), 'sets the caller’s own logo; its body is a file (company-profile.test.ts)'),
  deleteMyCompanyLogo: own(),
  getCompanyLogo: { public: 'a company’s logo, shown on the public job board; without an open job only its employer and admins see it (company-profile.test.ts)' },
  listEmployerJobs: own('lists the caller’s own jobs; its filters are a status and words'),
  createJob: ownWith(() => jobInput),
  getEmployerJob: { call: (w) => ({ id: w.jobs.draft }), foreign: (w) => Object.values(w.jobs).map((id) => ({ id })) },
  updateJob: { call: (w) => ({ id: w.jobs.draft, body: jobInput }), foreign: (w) => Object.values(w.jobs).map((id) => ({ id, body: jobInput })) },
  publishJob: foreignId((w) => w.jobs.draft),
  closeJob: foreignId((w) => w.jobs.open),
  reopenJob: foreignId((w) => w.jobs.closed),
  searchJobs: { public: 'the job board' },
  getJob: { public: 'the job board (published jobs only)' },

  // hiring, the employer's side
  listApplicants: jobFilter((w) => w.jobs.open, (w) => w.pipeline.applicationId),
  shortlistApplicant: foreignId((w) => w.pipeline.applicationId),
  rejectApplicant: foreignId((w) => w.pipeline.applicationId, () => ({ reason: 'Not this time.' })),
  listInterviews: jobFilter((w) => w.jobs.open, (w) => w.pipeline.interviewId!),
  listOffers: jobFilter((w) => w.jobs.open, (w) => w.pipeline.offerId!),
  listHiredStaff: jobFilter((w) => w.hired.job.id, (w) => w.hired.offerId!),
  // The candidate is anyone's to invite; the job is the owner's.
  inviteCandidateToJob: foreignId((w) => w.callerCandidateId, (w) => ({ job_id: w.jobs.open })),
  sendInterviewInvite: foreignId((w) => w.pipeline.applicationId, () => interviewBody()),
  cancelInterview: foreignId((w) => w.pipeline.interviewId!),
  sendOffer: foreignId((w) => w.pipeline.applicationId, () => offerBody()),
  getEmployerOffer: { call: (w) => ({ id: w.pipeline.offerId! }), foreign: (w) => [{ id: w.pipeline.offerId! }, { id: w.hired.offerId! }] },
  withdrawOffer: foreignId((w) => w.pipeline.offerId!),
  updateWorktime: {
    call: (w) => ({ body: { offer_id: w.hired.offerId, ...schedule } }),
    foreign: (w) => [w.hired.offerId!, w.pipeline.offerId!].map((id) => ({ body: { offer_id: id, ...schedule } })),
  },
  fireStaff: foreignBody((w) => ({ offer_id: w.hired.offerId, reason: 'Take over' })),

  // candidates, seen by employers
  getRateCard: ownWith(() => ({ role: 'bookkeeper', experience_level: 'intermediate' })),
  requestCandidate: ownWith(() => ({ role: 'bookkeeper', experience_level: 'intermediate', hire_type: 'full_time', headcount: 2 })),
  searchCandidates: own('searches listed profiles, which every employer may see; takes no ids'),
  // An unlisted profile is shown only to the employers it applied to.
  getCandidateProfile: foreignId((w) => w.pipeline.candidate.user.id),
  // The candidate, administrators, and employers exactly when getCandidateProfile shows them the candidate (candidate-files.test.ts).
  getCandidatePhoto: foreignId((w) => w.pipeline.candidate.user.id),
  downloadCandidateCv: foreignId((w) => w.pipeline.candidate.user.id),

  // hiring, the candidate's side
  applyToJob: {
    call: (w) => ({ id: w.jobs.open, body: { note: 'I would love to help.' } }),
    noForeignIds: 'a published job is on the public board, for any candidate to apply to',
  },
  getCandidateDashboard: own(),
  listMyApplications: own(),
  withdrawApplication: foreignId((w) => w.pipeline.applicationId),
  listMyInterviews: own(),
  acceptInterview: foreignId((w) => w.pipeline.interviewId!, () => ({ time: futureTimes(1)[0] })),
  declineInterview: foreignId((w) => w.pipeline.interviewId!, () => ({ note: 'Sorry' })),
  requestInterviewReschedule: foreignId((w) => w.pipeline.interviewId!, () => ({ note: 'Later' })),
  listMyOffers: jobFilter((w) => w.jobs.open, (w) => w.pipeline.offerId!, (w) => w.pipeline.candidate.browser),
  acceptOffer: foreignId((w) => w.pipeline.offerId!),
  declineOffer: foreignId((w) => w.pipeline.offerId!, () => ({ reason: 'pay' })),
  getMyActiveJob: own(),
  getMyCandidateProfile: own(),
  uploadMyCandidatePhoto: ownWith(() => ({}), 'sets the caller’s own photo; its body is a file (candidate-files.test.ts)'),
  deleteMyCandidatePhoto: own(),
  uploadMyCandidateCv: ownWith(() => ({}), 'sets the caller’s own CV; its body is a file (candidate-files.test.ts)'),
  deleteMyCandidateCv: own(),
  updateMyCandidateProfile: ownWith(() => ({ headline: 'Bookkeeper', bio: 'Ten years of books.', years_experience: 10, availability: 'immediately' })),
  updateMyWorkHistory: ownWith(() => ({ entries: [{ employer: 'Clinic', role: 'Bookkeeper', start_month: '2020-01', description: '' }] })),
  updateMyEducation: ownWith(() => ({ entries: [{ institution: 'University of Lagos', degree: 'bachelor' }] })),
  updateMyLanguages: ownWith(() => ({ entries: [{ language: 'en', level: 'C1' }] })),
  updateMySkills: ownWith(() => ({ entries: [{ name: 'QuickBooks', years: 5 }] })),
  updateMyWorkHours: ownWith(() => ({ timezone: 'Africa/Lagos', start: '09:00', end: '17:00', days: ['mon', 'tue'] })),
  updateMyProfileLinks: ownWith(() => ({ linkedin: 'https://www.linkedin.com/in/someone' })),

  // checkout
  initiateCheckout: own(),
  hireStaff: {
    call: (w) => ({ body: { offer_ids: [w.failed.offerId], payment_method_id: w.owner.card, idempotency_key: randomUUID(), expected_total_cents: 1 } }),
    foreign: (w) => [{ body: { offer_ids: [w.failed.offerId], payment_method_id: w.callerCard, idempotency_key: randomUUID(), expected_total_cents: 1 } }],
  },
  confirmPayment: {
    call: (w) => ({ body: { payment_id: w.waiting.paymentId } }),
    foreign: (w) => [w.waiting.paymentId, w.failed.paymentId].map((id) => ({ body: { payment_id: id } })),
  },
  getCardFee: { call: () => ({ query: { amount: 100_000 } }), noForeignIds: 'takes an amount' },
  listFailedPayments: own(),
  retryPayment: {
    call: (w) => ({ body: { payment_id: w.failed.paymentId, payment_method_id: w.owner.card, idempotency_key: randomUUID() } }),
    foreign: (w) => [{ body: { payment_id: w.failed.paymentId, payment_method_id: w.callerCard, idempotency_key: randomUUID() } }],
  },
  checkCoupon: foreignBody((w) => ({ code: 'WELCOME10', offer_id: w.failed.offerId })),
  receivePaymentWebhook: { public: 'the card provider’s; its signature proves the sender (payment-webhook.test.ts)' },
  createSandboxPaymentMethod: ownWith(() => cardInput(CARDS.succeeds), 'the card form: a card typed in, no record'),
  authenticateSandboxPayment: foreignId((w) => w.waiting.chargeId, () => ({ outcome: 'approve' })),

  // billing
  getPaymentProviderInfo: own(),
  listMerchantCategories: own('a fixed list'),
  getBillingDetails: own(),
  updateBillingDetails: ownWith(() => ({ name: 'Acme Staffing', address: '1 Main Street', mcc: null })),
  createPaymentCustomer: own(),
  createCardSetupSession: foreignBody((w) => ({ customer_id: w.customerId })),
  // Another employer's saved card is 409 PAYMENT_METHOD_IN_USE by design (billing.test.ts); its customer is 404.
  attachPaymentMethod: foreignBody((w) => ({ payment_methods: w.callerToken, stripe_account_id: w.customerId })),
  listPaymentMethods: own(),
  deletePaymentMethod: foreignId((w) => w.owner.card),
  setDefaultPaymentMethod: foreignBody((w) => ({ payment_method_id: w.owner.card })),
  listSpendings: own('lists the caller’s own payments; its filters are dates'),
  exportSpendings: own('exports the caller’s own payments; its filters are dates'),
  getInvoice: { call: (w) => ({ query: { invoice_id: w.invoiceId } }), foreign: (w) => [{ query: { invoice_id: w.invoiceId } }] },
  getPlatformAgreement: own(),
  acceptPlatformAgreement: ownWith(() => ({ agreement_type: 'standard' })),
  getMsa: own(),
  activateMsa: foreignId((w) => w.msaId, () => ({ contract_type: 'full_time', status: 'active' })),
  getAddendum: own(),
  checkSubscriptionStatus: own(),
  cancelSubscription: foreignId((w) => w.subscriptionId),

  // development tools, with tests of their own
  runBillingNow: { public: 'a development tool (dev-mailbox and billing-run tests)' },
  listMailbox: { public: 'a development tool (dev-mailbox tests)' },

  // the public site
  sendContactMessage: { public: PUBLIC_SITE },
  listDemoSlots: { public: PUBLIC_SITE },
  bookDemo: { public: PUBLIC_SITE },
  sendPrivacyInquiry: { public: PUBLIC_SITE },

  // grants
  listGrantApplications: own(),
  applyForGrant: ownWith(() => grantApplication),
  listGrants: own(),
  reviewGrantApplications: own('administrators review every employer’s applications'),
  approveGrantApplication: {
    call: (w) => ({ id: w.grantApplicationId, body: { name: 'Community kitchen grant', percent: 50, hires: 1, expires_on: '2030-01-01' } }),
    noForeignIds: 'administrators decide every employer’s applications',
  },
  rejectGrantApplication: {
    call: (w) => ({ id: w.grantApplicationId, body: { reason: 'Not eligible this time.' } }),
    noForeignIds: 'administrators decide every employer’s applications',
  },

  // estimates
  listEstimates: own(),
  saveEstimate: ownWith(() => ({ name: 'Finance team', lines: [estimateLine] })),
  deleteEstimate: foreignId((w) => w.estimateId),

  // staff at work: attendance (the employer's by the staff member's id, the staff member's own clock)
  getStaffAttendance: foreignId((w) => w.hired.candidate.user.id),
  approveCorrection: foreignId((w) => w.correctionId),
  declineCorrection: foreignId((w) => w.correctionId, () => ({ reason: 'Not this time.' })),
  exportStaffRecords: {
    call: (w) => ({ id: w.hired.candidate.user.id, query: { kind: 'attendance' } }),
    foreign: (w) => (['attendance', 'reports'] as const).map((kind) => ({ id: w.hired.candidate.user.id, query: { kind } })),
  },
  getMyClock: own('the caller’s own clock, of their own hire'),
  clockIn: own('the caller’s own clock, of their own hire'),
  clockOut: own('the caller’s own clock, of their own hire'),
  startBreak: own('the caller’s own clock, of their own hire'),
  endBreak: own('the caller’s own clock, of their own hire'),
  getMyAttendance: own('the caller’s own attendance; its filters are dates'),
  requestCorrection: ownWith(() => correctionInput, 'its session is looked up among the caller’s own sessions (attendance.test.ts)'),
  cancelCorrection: foreignId((w) => w.correctionId),

  // staff at work: end-of-day reports and time off (the employer's by the staff member's id or the record's)
  getStaffReports: {
    call: (w) => ({ id: w.hired.candidate.user.id }),
    foreign: (w) => [{ id: w.hired.candidate.user.id }, { id: w.hired.candidate.user.id, query: { report: w.reportId } }],
  },
  commentOnReport: foreignId((w) => w.reportId, () => ({ body: 'Nice work.' })),
  getStaffTimeOff: foreignId((w) => w.hired.candidate.user.id),
  approveTimeOff: foreignId((w) => w.timeOffId, () => ({ accepted_date: TODAY })),
  declineTimeOff: foreignId((w) => w.timeOffId, () => ({ reason: 'Not this week.' })),
  getTimeOffPolicy: own('the caller’s own policy'),
  updateTimeOffPolicy: ownWith(() => ({ vacation_days: 20, sick_days: 10, personal_days: 3 }), 'changes the caller’s own policy'),
  listMyReports: own('the caller’s own reports, of their own hire'),
  createMyReport: ownWith(() => reportInput, 'files the caller’s own report, for their own hire'),
  getMyReport: foreignId((w) => w.reportId),
  updateMyReport: foreignId((w) => w.reportId, () => reportInput),
  listMyTimeOff: own('the caller’s own requests and balances, of their own hire'),
  requestTimeOff: ownWith(() => timeOffInput, 'asks for the caller’s own time off, in their own hire'),
  cancelTimeOff: foreignId((w) => w.timeOffId),

  // fractional hire: the caller's own requests and staff; a hire named by its offer id
  requestFractionalStaff: ownWith(() => ({
    title: 'Bookkeeper for the month-end close',
    role: 'bookkeeper',
    experience_level: 'intermediate',
    hours_range: { min_hours: 20, max_hours: 40 },
    schedule: { ...schedule, hours_per_week: 10 },
    budget_cents: 3_500,
  }), 'posts a job and a request of the caller’s own'),
  getFractionalHire: own('the caller’s own fractional staff, offers to pay for and requests'),
  changeFractionalHours: foreignId((w) => w.hired.offerId!, () => ({ min_hours: 20, max_hours: 60 })),
  getFractionalMonth: foreignId((w) => w.hired.offerId!),
  // The fractional checkout: another employer's offer, of either kind, is not found before its kind is read.
  getFractionalCheckout: foreignId((w) => w.failed.offerId),
  checkFractionalCoupon: foreignBody((w) => ({ code: 'FRACTIONAL15', offer_id: w.failed.offerId })),
  // onboarding: the candidate's own documents; administrators read and decide everyone's
  getMyCompliance: own('the caller’s own documents'),
  uploadComplianceDocument: ownWith(() => ({ kind: 'tax_form' }), 'hands in a document of the caller’s own; its body is a file (compliance.test.ts)'),
  deleteComplianceDocument: foreignId((w) => w.complianceDocumentId),
  downloadComplianceDocument: foreignId((w) => w.complianceDocumentId),
  listComplianceReviews: own('administrators review every candidate’s documents'),
  decideComplianceDocument: {
    call: (w) => ({ id: w.complianceDocumentId, body: { decision: 'approved' } }),
    noForeignIds: 'administrators decide every candidate’s documents',
  },
  // onboarding: the candidate's own intake survey, one section per save
  getMyIntakeSurvey: own('the caller’s own intake survey'),
  getMyOnboarding: own('the caller’s own onboarding checklist'),
  getOnboardingCase: { call: (w) => ({ id: w.pipeline.candidate.user.id }), noForeignIds: 'administrators open every candidate’s onboarding case' },
  saveIntakeWorkSetup: ownWith(() => intakeWorkSetup, 'saves a section of the caller’s own survey'),
  saveIntakeEmergencyContact: ownWith(() => ({ name: 'Ana Santos', relationship: 'Sister', phone: '+63 917 555 0100' }), 'saves a section of the caller’s own survey'),
  saveIntakeWorkingHours: ownWith(
    () => ({ timezone: 'Asia/Manila', work_days: ['mon', 'tue', 'wed', 'thu', 'fri'], start_time: '21:00', end_time: '05:00' }),
    'saves a section of the caller’s own survey',
  ),
  // agreements: the candidate's own, by kind; a signed copy by its id for its candidate and administrators
  getMyAgreements: own('the caller’s own agreements'),
  getMyAgreement: { call: () => ({}), noForeignIds: 'its path names an agreement kind, not a record: the caller’s own signature of it' },
  signAgreement: {
    call: () => ({ body: { version: 1, language: 'en', sha256: '0'.repeat(64), full_name: 'Ada Lovelace', agreed: true } }),
    noForeignIds: 'signs as the caller; its path names an agreement kind, not a record',
  },
  getAgreementSignature: foreignId((w) => w.agreementSignatureId),
  // vetting: the candidate's own questionnaire; administrators open and decide everyone's
  getMyVetting: own('the caller’s own vetting'),
  saveVettingAnswer: ownWith(() => ({ answer: 'fluent' }), 'saves an answer of the caller’s own; its path names a question, not a record'),
  submitVetting: own('submits the caller’s own vetting'),
  listVettingReviews: own('administrators review every candidate’s vetting'),
  getVettingReview: { call: (w) => ({ id: w.pipeline.candidate.user.id }), noForeignIds: 'administrators open every candidate’s vetting' },
  decideVetting: {
    call: (w) => ({ id: w.pipeline.candidate.user.id, body: { decision: 'vetted' } }),
    noForeignIds: 'administrators decide every candidate’s vetting',
  },
  // identity: the candidate's own check; administrators read anyone's; the provider's webhook; the sandbox's capture screen
  getMyIdentityCheck: own('the caller’s own identity check'),
  startIdentityCheck: own('starts the caller’s own identity check'),
  getCandidateIdentityCheck: { call: (w) => ({ id: w.pipeline.candidate.user.id }), noForeignIds: 'administrators read every candidate’s identity check' },
  receiveIdentityWebhook: { public: 'the identity provider’s; its signature proves the sender (identity-checks.test.ts)' },
  captureSandboxIdentityImage: {
    call: () => ({ id: 'vs_sandbox_none' }),
    noForeignIds: 'its body is a file; another candidate’s session answering 404 is tested in identity-checks.test.ts',
  },
  submitSandboxIdentitySession: {
    call: () => ({ id: 'vs_sandbox_none', body: { outcome: 'verified' } }),
    noForeignIds: 'a session id the World does not make; another candidate’s session answering 404 is tested in identity-checks.test.ts',
  },
  hireFractionalStaff: {
    call: (w) => ({ body: { offer_id: w.failed.offerId, payment_method_id: w.owner.card, idempotency_key: randomUUID(), expected_total_cents: 1 } }),
    foreign: (w) => [{ body: { offer_id: w.failed.offerId, payment_method_id: w.callerCard, idempotency_key: randomUUID(), expected_total_cents: 1 } }],
  },
  // partners: each partner's own verification and documents; administrators review and decide everyone's
  getMyPartnerVerification: own('the caller’s own verification'),
  savePartnerVerification: ownWith(() => ({ business_name: 'Tide Partners', registration_number: '', address_line1: '', address_line2: '', city: '', postal_code: '', country: '' }), 'saves the caller’s own verification'),
  uploadPartnerDocument: ownWith(() => ({ kind: 'registration_certificate' }), 'adds a document to the caller’s own verification; its body is a file (partner-verification.test.ts)'),
  deletePartnerDocument: foreignId((w) => w.partnerDocumentId),
  downloadPartnerDocument: foreignId((w) => w.partnerDocumentId),
  submitPartnerVerification: own('submits the caller’s own verification'),
  listPartnerVerifications: own('administrators review every partner’s verification'),
  getPartnerVerificationReview: { call: (w) => ({ id: w.partnerVerificationId }), noForeignIds: 'administrators open every partner’s verification' },
  decidePartnerVerification: {
    call: (w) => ({ id: w.partnerVerificationId, body: { decision: 'verified' } }),
    noForeignIds: 'administrators decide every partner’s verification',
  },
  // agents: the employer's own agent and invitations; the agent's own inbox and clients, where another employer's ids are not found
  requestAgent: ownWith(() => ({ email: 'an-agent@agents.example' }), 'invites an agent for the caller’s own account; the body names an address'),
  listRequestedAgents: own('the caller’s own invitations'),
  listVerifiedAgents: {
    call: () => ({ query: { q: 'Menon' } }),
    noForeignIds: 'lists every verified agent, the same for any employer, and never their e-mail; its only filter is words',
  },
  getCurrentAgent: own('the caller’s own current agent'),
  removeAgent: foreignId((w) => w.agentInvitationId),
  listAgentActions: jobFilter((w) => w.jobs.open, (w) => w.agentActionId),
  listAgentInvitations: own('the invitations addressed to the caller'),
  acceptAgentInvitation: foreignId((w) => w.agentInvitationId),
  declineAgentInvitation: foreignId((w) => w.agentInvitationId),
  listAgentClients: own('the employers whose current agent the caller is'),
  getAgentClient: foreignId((w) => w.owner.user.id),
  listClientJobs: foreignId((w) => w.owner.user.id),
  listClientApplicants: foreignId((w) => w.owner.user.id),
  shortlistForClient: foreignId((w) => w.pipeline.applicationId),
  scheduleInterviewForClient: foreignId((w) => w.pipeline.applicationId, () => interviewBody()),
  proposeCandidateForClient: foreignId((w) => w.jobs.open, () => ({ candidate_email: 'a-candidate@agents.example' })),
  // messages: the caller's own conversations; another's conversation, message and file are not found (messages.test.ts has the participants' side)
  startConversation: foreignBody((w) => ({ about: 'application', id: w.pipeline.applicationId })),
  listConversations: own('lists only the caller’s own conversations'),
  getConversation: foreignId((w) => w.conversationId),
  listConversationMessages: foreignId((w) => w.conversationId),
  sendMessage: foreignId(
    (w) => w.conversationId,
    () => ({ text: 'Hello', idempotency_key: randomUUID() }),
  ),
  uploadMessageAttachment: { call: (w) => ({ id: w.conversationId, body: {} }), noForeignIds: 'its body is a file; another’s conversation answering 404 before the body is read is tested in messages.test.ts' },
  markConversationRead: foreignId((w) => w.conversationId, () => ({ up_to: 1 })),
  muteConversation: foreignId((w) => w.conversationId, () => ({ muted: true })),
  blockConversationMember: foreignId((w) => w.conversationId, () => ({ blocked: true })),
  reportConversation: foreignId((w) => w.conversationId, () => ({ reason: 'Spam' })),
  editMessage: foreignId((w) => String(w.messageId), () => ({ text: 'Changed' })),
  deleteMessage: foreignId((w) => String(w.messageId)),
  downloadMessageAttachment: foreignId((w) => w.messageAttachmentId),
  searchMessages: {
    call: (w) => ({ query: { q: w.messageWord } }),
    filter: (w) => ({ call: { query: { q: w.messageWord } }, hidden: w.messageWord, owner: w.owner.browser }),
  },
  getUnreadMessageCount: own('counts only the caller’s own conversations'),
  listMessageReports: own('administrators see every report'),
  decideMessageReport: {
    call: () => ({ id: randomUUID(), body: { status: 'resolved', note: 'Warned the sender.' } }),
    noForeignIds: 'administrators decide every report',
  },
  // referrals: a business agent's own link, referred employers and ledger; another agent's are tested in referrals.test.ts
  getMyReferralProgram: own('the caller’s own referral link and totals'),
  listMyReferrals: own('lists only the employers who signed up through the caller’s own link'),
  listMyReferralCredits: own('lists only the caller’s own ledger'),
  // bpo: a BPO's own application, worksites, photos and members (another BPO's answer 404); a candidate's own BPO and invitations
  getMyBpoAccreditation: own('the caller’s own accreditation'),
  applyForBpoAccreditation: ownWith(
    () => ({ description: 'Customer support for retailers in India.', services: ['customer_support'], staff_count: 10, years_operating: 2, contact_name: 'Priya Nair', contact_phone: '+91 22 4000 1234' }),
    'applies for the caller’s own accreditation',
  ),
  listMyWorksites: own('lists only the caller’s own worksites'),
  createWorksite: ownWith(
    () => ({ name: 'Annex', address_line1: '1 Main Road', city: 'Pune', country: 'IN', seats: 5, equipment: 'Laptops', connection_redundancy: 'none', power_redundancy: 'ups', security_measures: [] }),
    'adds a worksite to the caller’s own BPO',
  ),
  getMyWorksite: foreignId((w) => w.worksiteId),
  updateWorksite: foreignId(
    (w) => w.worksiteId,
    () => ({ name: 'Annex', address_line1: '1 Main Road', city: 'Pune', country: 'IN', seats: 5, equipment: 'Laptops', connection_redundancy: 'none', power_redundancy: 'ups', security_measures: [] }),
  ),
  closeWorksite: foreignId((w) => w.worksiteId),
  uploadWorksitePhoto: { call: (w) => ({ id: w.worksiteId, body: {} }), noForeignIds: 'its body is a file; another BPO’s worksite answers 404 before the body is read (bpo.test.ts)' },
  deleteWorksitePhoto: foreignId((w) => w.worksitePhotoId),
  getWorksitePhoto: foreignId((w) => w.worksitePhotoId),
  listBpoMembers: {
    call: (w) => ({ query: { worksite: w.worksiteId } }),
    filter: (w) => ({ call: { query: { worksite: w.worksiteId } }, hidden: w.bpoMemberId, owner: w.bpoOwner }),
  },
  inviteBpoMember: ownWith(() => ({ email: 'a-candidate@candidates.example' }), 'invites to the caller’s own BPO; the body names an address'),
  removeBpoMember: foreignId((w) => w.bpoMemberId),
  placeBpoMember: foreignId((w) => w.bpoMemberId, () => ({ worksite_id: null })),
  getMyBpo: own('the caller’s own BPO and the invitations to the caller’s address'),
  acceptBpoInvitation: foreignId((w) => w.bpoInvitationId),
  declineBpoInvitation: foreignId((w) => w.bpoInvitationId),
  // audits: administrators assign every worksite; an auditor works only its own audits, a BPO reads only its own results
  listAuditQueue: own('administrators see every BPO’s worksites'),
  assignAudit: {
    call: () => ({ body: { worksite_id: randomUUID(), auditor_id: randomUUID() } }),
    noForeignIds: 'administrators assign any worksite to any verified auditor',
  },
  listVerifiedAuditors: own('administrators see every verified auditor'),
  listMyAudits: own('lists only the audits assigned to the caller'),
  getAudit: foreignId((w) => w.auditId),
  startAudit: foreignId((w) => w.auditId),
  saveAuditWork: foreignId((w) => w.auditId, () => ({ checklist: [], findings: '' })),
  uploadAuditPhoto: { call: (w) => ({ id: w.auditId }), noForeignIds: 'its body is a file; another auditor’s audit answering 404 is tested in audits.test.ts' },
  getAuditPhoto: foreignId((w) => w.auditPhotoId),
  deleteAuditPhoto: foreignId((w) => w.auditPhotoId),
  decideAudit: foreignId((w) => w.auditId, () => ({ decision: 'failed', reason: 'No power backup on the floor.' })),
  listMyAuditResults: own('lists only the results of the caller’s own worksites'),
  // associations: an association's own endorsements; every verified BPO may be found and endorsed; the hub list is the caller's region
  listAssociationMembers: own('lists only the BPOs the caller endorses'),
  endorseBpo: ownWith(() => ({ bpo_id: randomUUID() }), 'any verified BPO may be endorsed by any association'),
  withdrawEndorsement: foreignId((w) => w.endorsedBpoId),
  searchBposToEndorse: own('every verified BPO may be found'),
  listHubBpos: own('the BPOs of the caller’s own verified region'),
  // live: a position is a number, not a record; only the caller's own rows are read (tests/server/live-updates.test.ts)
  streamLiveEvents: own('streams only the caller’s own events'),
  listLiveEvents: own('lists only the caller’s own events'),
};
