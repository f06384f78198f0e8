// Partner verification through the API (server/partners): the form saved as drafts, documents in
// the file store, the rules of submitting, the administrators' queue and decisions with their
// reasons and mails, what a decision does to the partner's right to work (isVerifiedPartner,
// regionsOf, partnerNameOf), and who may see what.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { assertVerifiedPartner, isVerifiedPartner } from '../../server/partners/verified-partner.js';
import { regionsOf } from '../../server/partners/partner-regions.js';
import { partnerNameOf, partnerNamesOf } from '../../server/partners/partner-profile.js';
import { API, expectError, field, msg, startTestServer, type Client, type TestServer } from './harness.js';
import { plainPdf } from './compliance-fixtures.js';
import { ISO, newAdmin, newEmployer, ok, put } from './pipeline-fixtures.js';
import { PARTNERS, partnerDetails, submittedPartner, uploadPartnerDocument, verifyPartner } from './partner-fixtures.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestServer;
let admin: Client;

beforeAll(async () => {
  t = await startTestServer();
  admin = (await newAdmin(t, { firstname: 'Ada', lastname: 'Byrne' })).browser;
});
afterAll(async () => {
  await t?.close();
});

async function newPartner(type: 'agent' | 'business_agent' | 'bpo' | 'saa' | 'ba' = 'bpo') {
  const user = await t.createUser({ type });
  return { user, browser: await t.signIn(user) };
}

/** An administrator's decision, a minute after the last one: the server's clock stands still in tests, and decisions are listed newest first. */
async function decide(id: string, decision: string, reason?: string) {
  t.clock.set(new Date(t.clock.now().getTime() + 60_000));
  return admin.post(PARTNERS.decision(id), { decision, ...(reason ? { reason } : {}) });
}

describe('the partner’s form, documents and submission', () => {
  test('a partner who has not started sees an empty draft of its kind; saving keeps drafts, trimmed', async () => {
    const { browser } = await newPartner('saa');
    expect(ok<Json>(await browser.get(PARTNERS.mine))).toEqual({
      kind: 'saa',
      status: 'draft',
      verified: false,
      business_name: '',
      registration_number: '',
      address_line1: '',
      address_line2: '',
      city: '',
      postal_code: '',
      country: '',
      regions: [],
      documents: [],
    });
    const saved = ok<Json>(await put(browser, PARTNERS.mine, partnerDetails({ business_name: '  Audit Partners  ', city: '', country: 'FR' })));
    expect(saved).toMatchObject({ status: 'draft', business_name: 'Audit Partners', city: '', country: 'FR' });
    expect(ok<Json>(await browser.get(PARTNERS.mine))).toEqual(saved);
  });

  test('only a business association names regions; a bad country is refused on its field', async () => {
    const agent = await newPartner('agent');
    expectError(await put(agent.browser, PARTNERS.mine, partnerDetails({ regions: ['IN'] })), 400, 'VALIDATION_FAILED', { regions: field('unknown') });
    expectError(await put(agent.browser, PARTNERS.mine, partnerDetails({ country: 'India' })), 400, 'VALIDATION_FAILED', { country: field('country') });
    const ba = await newPartner('ba');
    expect(ok<Json>(await put(ba.browser, PARTNERS.mine, partnerDetails({ regions: ['SG', 'IN'] }))).regions).toEqual(['IN', 'SG']);
  });

  test('submitting names what is missing; then, complete, it waits for review and the partner gets a receipt', async () => {
    const { user, browser } = await newPartner('ba');
    ok(await put(browser, PARTNERS.mine, partnerDetails({ city: ' ', regions: [] })));
    expectError(await browser.post(PARTNERS.submit), 400, 'PARTNER_VERIFICATION_INCOMPLETE', { city: field('required'), regions: field('required'), documents: field('required') }, { messageKey: 'pv_api_error_incomplete' });

    ok(await put(browser, PARTNERS.mine, partnerDetails({ regions: ['SG'] })));
    const document = ok<Json>(await uploadPartnerDocument(browser), 201);
    expect(document).toEqual({ id: expect.any(String), kind: 'registration_certificate', file_name: 'certificate.pdf', content_type: 'application/pdf', size_bytes: plainPdf().length, uploaded_at: expect.stringMatching(ISO) });
    const submitted = ok<Json>(await browser.post(PARTNERS.submit));
    expect(submitted).toMatchObject({ status: 'submitted', verified: false, submitted_at: expect.stringMatching(ISO), documents: [document] });
    expect((await t.mailbox(user.email))[0]!.subject).toBe(msg('mail_pv_submitted_subject'));

    // Nothing changes while an administrator reviews it.
    expectError(await put(browser, PARTNERS.mine, partnerDetails()), 409, 'PARTNER_VERIFICATION_IN_REVIEW', undefined, { messageKey: 'pv_api_error_in_review' });
    expectError(await uploadPartnerDocument(browser), 409, 'PARTNER_VERIFICATION_IN_REVIEW', undefined, { messageKey: 'pv_api_error_in_review' });
    expectError(await browser.delete(PARTNERS.document(document.id)), 409, 'PARTNER_VERIFICATION_IN_REVIEW', undefined, { messageKey: 'pv_api_error_in_review' });
    expectError(await browser.post(PARTNERS.submit), 409, 'PARTNER_VERIFICATION_IN_REVIEW', undefined, { messageKey: 'pv_api_error_in_review' });
    expect(await isVerifiedPartner(t.db, user.id)).toBe(false);
    await expect(assertVerifiedPartner(t.db, user.id)).rejects.toMatchObject({ statusCode: 403, code: 'PARTNER_NOT_VERIFIED' });
  });

  test('documents: a file that is not a document is refused; the partner reads and removes its own, never another’s', async () => {
    const mine = await newPartner('bpo');
    const other = await newPartner('bpo');
    const refused = await uploadPartnerDocument(mine.browser, { bytes: Buffer.from('MZ not a pdf'), filename: 'tool.exe' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toHaveProperty('file');
    const bad = await uploadPartnerDocument(mine.browser, { kind: 'passport' });
    expectError(bad, 400, 'VALIDATION_FAILED', { kind: field('choice') });

    const { id } = ok<Json>(await uploadPartnerDocument(mine.browser, { filename: 'proof.pdf', kind: 'proof_of_address' }), 201);
    const file = await mine.browser.get(PARTNERS.file(id));
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.rawPayload.equals(plainPdf())).toBe(true);
    expect((await admin.get(PARTNERS.file(id))).statusCode).toBe(200);
    expectError(await other.browser.get(PARTNERS.file(id)), 404, 'NOT_FOUND');
    expectError(await other.browser.delete(PARTNERS.document(id)), 404, 'NOT_FOUND');

    const [row] = await t.query<{ file_key: string }>(`select file_key from partner_verification_documents where id = '${id}'`);
    expect((await mine.browser.delete(PARTNERS.document(id))).statusCode).toBe(204);
    expect(ok<Json>(await mine.browser.get(PARTNERS.mine)).documents).toEqual([]);
    expect(await t.files.open(row!.file_key)).toBeNull();
  });

  test('at most ten documents', async () => {
    const { browser } = await newPartner('saa');
    for (let i = 0; i < 10; i++) ok(await uploadPartnerDocument(browser, { bytes: plainPdf(`doc ${i}`) }), 201);
    expectError(await uploadPartnerDocument(browser), 409, 'PARTNER_DOCUMENT_LIMIT', undefined, { messageKey: 'pv_api_error_document_limit' });
  });
});

describe('the administrators’ queue and decisions', () => {
  test('the queue lists submitted verifications of every kind, filtered by kind and status, a page at a time', async () => {
    const agent = await submittedPartner(t, 'agent', { business_name: 'Queue Agents Ltd' });
    const saa = await submittedPartner(t, 'saa', { business_name: 'Queue Auditors SARL', country: 'FR' });
    const queue = ok<Json>(await admin.get(`${PARTNERS.queue}?page_size=50`));
    expect(queue.items.map((i: Json) => i.id)).toEqual(expect.arrayContaining([agent.verificationId, saa.verificationId]));
    expect(queue.items.find((i: Json) => i.id === saa.verificationId)).toEqual({
      id: saa.verificationId,
      kind: 'saa',
      status: 'submitted',
      verified: false,
      business_name: 'Queue Auditors SARL',
      country: 'FR',
      partner: { id: saa.user.id, firstname: expect.any(String), lastname: expect.any(String), email: saa.user.email },
      submitted_at: expect.stringMatching(ISO),
      updated_at: expect.stringMatching(ISO),
    });
    const saas = ok<Json>(await admin.get(`${PARTNERS.queue}?kind=saa&page_size=50`)).items;
    expect(saas.every((i: Json) => i.kind === 'saa')).toBe(true);
    expect(saas.map((i: Json) => i.id)).not.toContain(agent.verificationId);
    const first = ok<Json>(await admin.get(`${PARTNERS.queue}?page_size=1`));
    expect(first).toMatchObject({ page: 1, page_size: 1, has_more: true });
    expect(first.items).toHaveLength(1);
    expect(ok<Json>(await admin.get(`${PARTNERS.queue}?status=verified&kind=agent`)).items.map((i: Json) => i.id)).not.toContain(agent.verificationId);
  });

  test('verify: the partner may work, under the name and regions verified, and is mailed; a second decision is refused', async () => {
    const ba = await submittedPartner(t, 'ba', { business_name: 'Lion City Association', regions: ['SG', 'IN'] });
    expect(await regionsOf(t.db, ba.user.id)).toEqual([]);
    expect(await partnerNameOf(t.db, ba.user.id)).toBeNull();
    expectError(await decide(ba.verificationId, 'verified', 'Looks fine'), 400, 'VALIDATION_FAILED', { reason: field('unknown') });
    const review = ok<Json>(await decide(ba.verificationId, 'verified'));
    expect(review).toMatchObject({
      id: ba.verificationId,
      verification: { status: 'verified', verified: true, verified_at: expect.stringMatching(ISO), regions: ['IN', 'SG'] },
      decisions: [{ decision: 'verified', decided_at: expect.stringMatching(ISO), decided_by: 'Ada Byrne' }],
    });
    expect(await isVerifiedPartner(t.db, ba.user.id)).toBe(true);
    await assertVerifiedPartner(t.db, ba.user.id);
    expect(await regionsOf(t.db, ba.user.id)).toEqual(['IN', 'SG']);
    expect(await partnerNameOf(t.db, ba.user.id)).toBe('Lion City Association');
    expect(await partnerNamesOf(t.db, [ba.user.id, '00000000-0000-4000-8000-000000000001'])).toEqual(new Map([[ba.user.id, 'Lion City Association']]));
    const mail = (await t.mailbox(ba.user.email))[0]!;
    expect(mail.subject).toBe(msg('mail_pv_verified_subject'));
    expect(mail.text).toContain('Lion City Association');
    expect(mail.text).toContain('/verify-ba');
    expectError(await decide(ba.verificationId, 'rejected', 'Too late'), 409, 'PARTNER_VERIFICATION_DECIDED', undefined, { messageKey: 'pv_api_error_decided' });
    expectError(await ba.browser.post(PARTNERS.submit), 409, 'PARTNER_VERIFICATION_DECIDED', undefined, { messageKey: 'pv_api_error_decided' });
  });

  test('an edit after verification goes back to review; the partner keeps working under what was verified meanwhile', async () => {
    const bpo = await submittedPartner(t, 'bpo', { business_name: 'Harbor Outsourcing' });
    ok(await decide(bpo.verificationId, 'verified'));
    const edited = ok<Json>(await put(bpo.browser, PARTNERS.mine, partnerDetails({ business_name: 'Harbor Outsourcing Group' })));
    expect(edited).toMatchObject({ status: 'draft', verified: true, business_name: 'Harbor Outsourcing Group' });
    ok(await bpo.browser.post(PARTNERS.submit));
    expect(await isVerifiedPartner(t.db, bpo.user.id)).toBe(true);
    expect(await partnerNameOf(t.db, bpo.user.id)).toBe('Harbor Outsourcing');
    expect(ok<Json>(await admin.get(PARTNERS.review(bpo.verificationId)))).toMatchObject({
      verification: { status: 'submitted', verified: true, business_name: 'Harbor Outsourcing Group' },
      verified_business_name: 'Harbor Outsourcing',
    });
    // Changes asked for on the edit: still verified under the old name, the reason shown to the partner and mailed.
    expectError(await decide(bpo.verificationId, 'changes_requested', '  '), 400, 'VALIDATION_FAILED', { reason: field('required') });
    ok(await decide(bpo.verificationId, 'changes_requested', 'The new name does not match the certificate.'));
    expect(await isVerifiedPartner(t.db, bpo.user.id)).toBe(true);
    const sentBack = ok<Json>(await bpo.browser.get(PARTNERS.mine));
    expect(sentBack).toMatchObject({ status: 'changes_requested', verified: true, reason: 'The new name does not match the certificate.' });
    const mail = (await t.mailbox(bpo.user.email))[0]!;
    expect(mail.subject).toBe(msg('mail_pv_changes_subject'));
    expect(mail.text).toContain('The new name does not match the certificate.');
    // Saving keeps it sent back (the reason stays in view) until it is submitted again.
    expect(ok<Json>(await put(bpo.browser, PARTNERS.mine, partnerDetails({ business_name: 'Harbor Outsourcing Group' }))).status).toBe('changes_requested');
    ok(await bpo.browser.post(PARTNERS.submit));
    ok(await decide(bpo.verificationId, 'verified'));
    expect(await partnerNameOf(t.db, bpo.user.id)).toBe('Harbor Outsourcing Group');
    expect(ok<Json>(await admin.get(PARTNERS.review(bpo.verificationId))).decisions.map((d: Json) => d.decision)).toEqual(['verified', 'changes_requested', 'verified']);
  });

  test('a rejection is final and withdraws the right to work, with its reason mailed', async () => {
    const agent = await submittedPartner(t, 'business_agent', { business_name: 'Shell Referrals' });
    ok(await decide(agent.verificationId, 'verified'));
    ok(await put(agent.browser, PARTNERS.mine, partnerDetails({ business_name: 'Shell Referrals 2' })));
    ok(await agent.browser.post(PARTNERS.submit));
    ok(await decide(agent.verificationId, 'rejected', 'The registration number belongs to another company.'));
    expect(await isVerifiedPartner(t.db, agent.user.id)).toBe(false);
    expect(await partnerNameOf(t.db, agent.user.id)).toBeNull();
    expect(ok<Json>(await agent.browser.get(PARTNERS.mine))).toMatchObject({ status: 'rejected', verified: false, reason: 'The registration number belongs to another company.' });
    expect((await t.mailbox(agent.user.email))[0]!.subject).toBe(msg('mail_pv_rejected_subject'));
    expectError(await put(agent.browser, PARTNERS.mine, partnerDetails()), 409, 'PARTNER_VERIFICATION_REJECTED', undefined, { messageKey: 'pv_api_error_rejected' });
    expectError(await agent.browser.post(PARTNERS.submit), 409, 'PARTNER_VERIFICATION_REJECTED', undefined, { messageKey: 'pv_api_error_rejected' });
  });

  test('an unknown verification is not found; other roles are refused', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expectError(await admin.get(PARTNERS.review(unknown)), 404, 'NOT_FOUND');
    expectError(await decide(unknown, 'verified'), 404, 'NOT_FOUND');
    const employer = await newEmployer(t);
    expectError(await employer.browser.get(PARTNERS.mine), 403, 'FORBIDDEN');
    expectError(await employer.browser.get(PARTNERS.queue), 403, 'FORBIDDEN');
  });
});

describe('the fixture other areas use', () => {
  test('verifyPartner marks a partner verified with its regions and name, as a decision does', async () => {
    const { user, browser } = await newPartner('ba');
    await verifyPartner(t, user.id, { regions: ['IN', 'SG'], name: 'Hub Association' });
    expect(await regionsOf(t.db, user.id)).toEqual(['IN', 'SG']);
    expect(await partnerNameOf(t.db, user.id)).toBe('Hub Association');
    expect(ok<Json>(await browser.get(`${API}/partner/verification`))).toMatchObject({ kind: 'ba', status: 'verified', verified: true });
  });
});
