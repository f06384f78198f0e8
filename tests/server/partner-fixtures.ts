// Verified partners for the API suites of issue 18 (server/partners): the state an administrator's
// decision leaves, written straight to the database so other areas' tests need not walk the review.
import { eq } from 'drizzle-orm';
import { partnerVerifications, users } from '../../server/db/schema.js';
import { multipart, plainPdf } from './compliance-fixtures.js';
import { API, type Client, type Res, type TestServer } from './harness.js';

type PartnerKind = (typeof partnerVerifications.$inferInsert)['kind'];

export interface VerifyPartnerOptions {
  /** The countries a business association answers for (its hub region); default none. */
  regions?: string[];
  /** The verified business name; default "<firstname> <lastname> Partners". */
  name?: string;
}

/** Marks a partner's business verified, as an administrator's "verify" decision does. */
export async function verifyPartner(server: Pick<TestServer, 'db'>, userId: string, opts: VerifyPartnerOptions = {}): Promise<void> {
  const [user] = await server.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`verifyPartner: no user ${userId}`);
  if (user.role === 'employer' || user.role === 'candidate' || user.role === 'admin') {
    throw new Error(`verifyPartner: ${user.role} is not a partner`);
  }
  const kind: PartnerKind = user.role;
  const name = opts.name ?? user.companyName ?? `${user.firstname} ${user.lastname} Partners`;
  const regions = opts.regions ?? [];
  const now = new Date();
  const verified = {
    status: 'verified' as const,
    businessName: name,
    registrationNumber: 'REG-0001',
    addressLine1: '1 Harbour Road',
    city: 'Singapore',
    postalCode: '018956',
    country: user.country,
    regions,
    submittedAt: now,
    reviewedAt: now,
    verifiedAt: now,
    verifiedBusinessName: name,
    verifiedRegions: regions,
    updatedAt: now,
  };
  await server.db
    .insert(partnerVerifications)
    .values({ userId, kind, ...verified })
    .onConflictDoUpdate({ target: partnerVerifications.userId, set: verified });
}

export const PARTNERS = {
  mine: `${API}/partner/verification`,
  documents: `${API}/partner/verification/documents`,
  document: (id: string) => `${API}/partner/verification/documents/${id}`,
  file: (id: string) => `${API}/partner/verification/documents/${id}/file`,
  submit: `${API}/partner/verification/submission`,
  queue: `${API}/admin/partner-verifications`,
  review: (id: string) => `${API}/admin/partner-verifications/${id}`,
  decision: (id: string) => `${API}/admin/partner-verifications/${id}/decision`,
};

/** A complete form, as the verification page saves it. */
export const partnerDetails = (overrides: Record<string, unknown> = {}) => ({
  business_name: 'Harbor Outsourcing Pvt Ltd',
  registration_number: 'U74999MH2019PTC123456',
  address_line1: '14 Marine Drive',
  address_line2: 'Floor 3',
  city: 'Mumbai',
  postal_code: '400002',
  country: 'IN',
  ...overrides,
});

/** POST /partner/verification/documents as the documents step sends it. */
export function uploadPartnerDocument(browser: Client, { kind = 'registration_certificate', bytes = plainPdf(), filename = 'certificate.pdf' } = {}): Promise<Res> {
  const body = multipart([
    { name: 'kind', value: kind },
    { name: 'file', filename, bytes, contentType: 'application/pdf' },
  ]);
  return browser.request('POST', PARTNERS.documents, undefined, body);
}

/** A partner of `type` whose complete verification waits for review, through the API: the queue's one item. */
export async function submittedPartner(t: TestServer, type: 'agent' | 'business_agent' | 'bpo' | 'saa' | 'ba' = 'bpo', details: Record<string, unknown> = {}) {
  const user = await t.createUser({ type });
  const browser = await t.signIn(user);
  const saved = await browser.request('PUT', PARTNERS.mine, partnerDetails(details));
  if (saved.statusCode !== 200) throw new Error(`submittedPartner: save ${saved.statusCode} ${saved.body}`);
  const document = await uploadPartnerDocument(browser);
  if (document.statusCode !== 201) throw new Error(`submittedPartner: upload ${document.statusCode} ${document.body}`);
  const submitted = await browser.post(PARTNERS.submit);
  if (submitted.statusCode !== 200) throw new Error(`submittedPartner: submit ${submitted.statusCode} ${submitted.body}`);
  const [row] = await t.db.select({ id: partnerVerifications.id }).from(partnerVerifications).where(eq(partnerVerifications.userId, user.id));
  return { user, browser, verificationId: row!.id, documentId: (document.json() as { id: string }).id };
}
