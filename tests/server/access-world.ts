// The records the access-rules test aims at, made through the API as the app makes them: one
// employer (the owner) with a job in every state, a hiring pipeline, paid, failed and waiting
// checkouts, an invoice, a subscription, an estimate, a grant application and a conversation; and one signed-in
// caller per role, whose employer and candidate are other tenants than the owners.
import { API, type Client, type TestServer } from './harness.js';
import { uploadDocument } from './compliance-fixtures.js';
import { signedAgreement } from './agreements-fixtures.js';
import { submittedPartner, verifyPartner } from './partner-fixtures.js';
import { agentWorld } from './agent-fixtures.js';
import { bpoWorld } from './bpo-fixtures.js';
import { auditWorld } from './audit-fixtures.js';
import { messagesWorld } from './message-fixtures.js';
import { dayFromToday, newCandidate, ok, pipeline, type Person, type Pipeline } from './pipeline-fixtures.js';
import { CARDS, CHECKOUT, acceptedOffers, cardInput, customerOf, hireStaff, readyEmployer, saveCard, type ReadyEmployer } from './checkout-fixtures.js';

export const ROLES = ['employer', 'candidate', 'agent', 'business_agent', 'bpo', 'saa', 'ba', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Billing's today: a few days from now, so that offers starting in two weeks start after it (as in checkout's tests). */
export const TODAY = dayFromToday(3);

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export interface World {
  owner: ReadyEmployer;
  /** The owner's pipeline: the application offered, its interview accepted, its offer pending. */
  pipeline: Pipeline;
  /** An offer of the owner that was paid for: staff now. */
  hired: Pipeline;
  jobs: { draft: string; open: string; closed: string };
  /** A checkout whose card was declined; its offer still awaits payment. */
  failed: { paymentId: string; offerId: string };
  /** A checkout waiting for the bank's authentication step. */
  waiting: { paymentId: string; chargeId: string };
  invoiceId: string;
  subscriptionId: string;
  msaId: string;
  customerId: string;
  estimateId: string;
  grantApplicationId: string;
  /** A correction of attendance the owner's staff member (`hired`) asked for, still pending. */
  correctionId: string;
  /** Today's end-of-day report of the owner's staff member. */
  reportId: string;
  /** A time-off request of the owner's staff member, waiting for an answer. */
  timeOffId: string;
  /** A compliance document the owner's staff member (`hired`) handed in. */
  complianceDocumentId: string;
  agreementSignatureId: string;
  /** The session the owner signed in with. */
  sessionId: string;
  callers: Record<Role, Client>;
  /** The calling employer's own saved card, and a card it typed in but did not save. */
  callerCard: string;
  callerToken: string;
  callerCandidateId: string;
  /** Another partner's verification, submitted and waiting for review, and its one document. */
  partnerVerificationId: string;
  partnerDocumentId: string;
  /** The owner's current agent's invitation, and what it did: it proposed a candidate for the owner's open job. */
  agentInvitationId: string;
  agentActionId: string;
  /** Another BPO's worksite and its photo, its member placed there and its invitation to another candidate. */
  worksiteId: string;
  worksitePhotoId: string;
  bpoMemberId: string;
  bpoInvitationId: string;
  bpoOwner: Client;
  /** Another auditor's audit in progress, its photo, and a BPO another association endorses. */
  auditId: string;
  auditPhotoId: string;
  endorsedBpoId: string;
  /** The owner's conversation with its pipeline's candidate, its message with a file, and a word of that message. */
  conversationId: string;
  messageId: number;
  messageAttachmentId: string;
  messageWord: string;
}

export const jobInput = {
  title: 'Bookkeeper for the clinic',
  description: 'Keep our books and reconcile the bank accounts every month.',
  role: 'bookkeeper',
  hire_type: 'full_time',
  experience_level: 'intermediate',
  pay_cents: 150_000,
  hours_per_week: 40,
  skills: ['QuickBooks'],
};

export const estimateLine = {
  role: 'bookkeeper',
  experience: 'intermediate',
  type_of_hire: 'full_time',
  headcount: 2,
  service_period_months: 6,
  security: true,
  work_hours: 40,
  start_date: '2027-03-15',
};

export const grantApplication = {
  organisation_name: 'Harbour Community Kitchen',
  organisation_type: 'non_profit',
  country: 'IE',
  employees: '1-10',
  hires_planned: 2,
  reason: 'We feed two hundred families a week and need a remote bookkeeper and a coordinator to keep up with donors.',
  locale: 'en',
};

/** An hour of `TODAY` in the hired staff member's New York day (01:00 to 02:00 in winter), before billing's noon UTC. */
export const correctionInput = {
  work_date: TODAY,
  clock_in_at: `${TODAY}T06:00:00.000Z`,
  clock_out_at: `${TODAY}T07:00:00.000Z`,
  reason: 'I forgot to clock in.',
};

export const reportInput = { done: 'Reconciled the bank statements.', blockers: '', plan: 'Close the week.', worked_minutes: 480 };

/** A week from the hire's start date (`offerBody`'s, two weeks from now): five working days, on no balance. */
export const timeOffInput = { kind: 'public_holiday', start_date: dayFromToday(14), end_date: dayFromToday(20), part_of_day: 'full' };

async function job(owner: Person, ...steps: ('publish' | 'close')[]): Promise<string> {
  const { id } = ok<{ id: string }>(await owner.browser.post(`${API}/employer/jobs`, jobInput), 201);
  for (const step of steps) ok(await owner.browser.post(`${API}/employer/jobs/${id}/${step}`));
  return id;
}

async function callerOf(t: TestServer, role: Exclude<Role, 'employer' | 'candidate'>): Promise<Client> {
  const user = await t.createUser({ type: role === 'admin' ? 'business_owner' : role });
  // There is no sign-up for administrators: an account is made one in the database.
  const browser = await t.signIn(user);
  if (role === 'admin') await t.makeAdmin(user.id);
  // Partners work only once verified (server/partners/verified-partner.ts): verified here so an allowed
  // role meets the call's own ownership answers (404/200), not PARTNER_NOT_VERIFIED.
  if (role !== 'admin') await verifyPartner(t, user.id, role === 'ba' ? { regions: ['IN', 'SG'] } : {});
  return browser;
}

export async function buildWorld(t: TestServer): Promise<World> {
  t.clock.set(`${TODAY}T12:00:00Z`);
  const owner = await readyEmployer(t);
  const mine = await pipeline(t, 'offered', { employer: owner });
  const [paid, declined, strict] = await acceptedOffers(t, owner, 3);

  const payment = ok<Json>(await hireStaff(owner, [paid!.offerId!]));
  const failed = ok<Json>(await hireStaff(owner, [declined!.offerId!], { card: await saveCard(owner, CARDS.declined) }));
  const waiting = ok<Json>(await hireStaff(owner, [strict!.offerId!], { card: await saveCard(owner, CARDS.authenticates) }));

  const sessions = ok<{ sessions: { id: string; current: boolean }[] }>(await owner.browser.get(`${API}/auth/sessions`)).sessions;
  const employer = await readyEmployer(t);
  const candidate = await newCandidate(t);
  return {
    owner,
    pipeline: mine,
    hired: paid!,
    jobs: { draft: await job(owner), open: mine.job.id, closed: await job(owner, 'publish', 'close') },
    failed: { paymentId: failed.id, offerId: declined!.offerId! },
    waiting: { paymentId: waiting.id, chargeId: waiting.next_action.provider_payment_id },
    invoiceId: payment.invoice_id,
    subscriptionId: ok<Json>(await owner.browser.post(CHECKOUT.subscription)).subscription.id,
    msaId: ok<Json>(await owner.browser.get(CHECKOUT.msa)).id,
    customerId: await customerOf(owner),
    estimateId: ok<Json>(await owner.browser.post(`${API}/employer/estimates`, { name: 'Finance team', lines: [estimateLine] }), 201).id,
    grantApplicationId: ok<Json>(await owner.browser.post(`${API}/employer/grant-applications`, grantApplication), 201).id,
    correctionId: ok<Json>(await paid!.candidate.browser.post(`${API}/candidate/attendance/corrections`, correctionInput), 201).id,
    reportId: ok<Json>(await paid!.candidate.browser.post(`${API}/candidate/eod-reports`, reportInput), 201).id,
    timeOffId: ok<Json>(await paid!.candidate.browser.post(`${API}/candidate/time-off`, timeOffInput), 201).id,
    complianceDocumentId: ok<Json>(await uploadDocument(paid!.candidate.browser, { kind: 'tax_form' }), 201).id,
    agreementSignatureId: await signedAgreement(paid!.candidate.browser),
    sessionId: sessions.find((s) => s.current)!.id,
    callers: {
      employer: employer.browser,
      candidate: candidate.browser,
      agent: await callerOf(t, 'agent'),
      business_agent: await callerOf(t, 'business_agent'),
      bpo: await callerOf(t, 'bpo'),
      saa: await callerOf(t, 'saa'),
      ba: await callerOf(t, 'ba'),
      admin: await callerOf(t, 'admin'),
    },
    callerCard: employer.card,
    callerToken: ok<{ id: string }>(await employer.browser.post(CHECKOUT.sandboxCard, cardInput(CARDS.succeeds))).id,
    callerCandidateId: candidate.user.id,
    ...(await submittedPartner(t, 'bpo').then(({ verificationId, documentId }) => ({ partnerVerificationId: verificationId, partnerDocumentId: documentId }))),
    ...(await agentWorld(t, owner, mine.job.id)),
    ...(await bpoWorld(t).then((b) => ({ worksiteId: b.worksiteId, worksitePhotoId: b.photoId, bpoMemberId: b.memberId, bpoInvitationId: b.invitationId, bpoOwner: b.bpo.browser }))),
    ...(await auditWorld(t)),
    ...(await messagesWorld(owner, mine.applicationId)),
  };
}
