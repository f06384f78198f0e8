// Onboarding as the gate to work (server/onboarding/readiness.ts): a hire clocks in only once identity
// is verified, the documents approved and the agreements signed; the employer sees each step's state
// (never a file) and is told once when the last one is done; the candidate's checklist; the
// administrators' queue narrowed by country and by how long a document has waited.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { agreementSignatures, complianceDocuments } from '../../server/db/schema.js';
import { agreementLibrary } from '../../server/onboarding/agreement-texts.js';
import { recordIfReady } from '../../server/onboarding/readiness.js';
import { signedAgreement } from './agreements-fixtures.js';
import { COMPLIANCE, uploadDocument } from './compliance-fixtures.js';
import { API, expectError, startTestServer, type Client, type TestServer } from './harness.js';
import { expectTold, namesOf, newHire, WORK } from './hire-fixtures.js';
import { newAdmin, newCandidate, newEmployer, ok, type Person } from './pipeline-fixtures.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const TODAY = '2030-03-10';
const CHECKLIST = `${API}/candidate/onboarding`;
const STAFF = `${API}/employer/hiredstaffs`;
const QUEUE = (query: string) => `${COMPLIANCE.queue}?${query}`;

let t: TestServer;
let admin: Client;

beforeAll(async () => {
  t = await startTestServer();
  t.clock.set(`${TODAY}T12:00:00Z`);
  admin = (await newAdmin(t)).browser;
});
afterAll(async () => {
  await t?.close();
});

/** The three documents a candidate abroad hands in, answered with their ids. */
async function handInDocuments(person: Person): Promise<string[]> {
  const kinds = [
    { kind: 'identity_document', expiresOn: '2034-05-01' },
    { kind: 'proof_of_address' },
    { kind: 'tax_form' },
  ] as const;
  const ids: string[] = [];
  for (const input of kinds) ids.push(ok<Json>(await uploadDocument(person.browser, input), 201).id);
  return ids;
}

const verifyIdentity = (candidateId: string) =>
  t.query(`insert into identity_checks (candidate_id, provider, status, submitted_at, decided_at) values ('${candidateId}', 'sandbox', 'verified', now(), now())`);

/** How many "ready to start" mails the employer has had. */
const toldReady = async (employer: Person) =>
  (await t.mailbox(employer.user.email)).filter((mail) => mail.subject.endsWith('is ready to start')).length;

const staffCard = async (employer: Person, candidateId: string) =>
  ok<Json>(await employer.browser.get(STAFF)).staff.find((s: Json) => s.candidate.id === candidateId);

describe('a hire waiting for onboarding', () => {
  test('cannot clock in; the employer sees each step before work, the candidate the whole checklist', async () => {
    const hire = await newHire(t, { onboarded: false });
    const clock = ok<Json>(await hire.staff.browser.get(WORK.myClock));
    expect(clock.state).toBe('waiting_for_onboarding');
    expectError(await hire.staff.browser.post(WORK.clockIn), 409, 'ONBOARDING_INCOMPLETE', undefined, { messageKey: 'attendance_api_error_onboarding_incomplete' });

    const [documentId] = await handInDocuments(hire.staff);
    ok(await admin.post(COMPLIANCE.decision(documentId!), { decision: 'rejected', reason: 'The photo page is cut off.' }));
    await signedAgreement(hire.staff.browser, 'nda');

    expect((await staffCard(hire.employer, hire.staff.user.id)).onboarding).toEqual({
      complete: false,
      steps: [
        { step: 'identity', state: 'to_do' },
        { step: 'documents', state: 'needs_attention' },
        { step: 'agreements', state: 'in_progress' },
      ],
    });
    const checklist = ok<Json>(await hire.staff.browser.get(CHECKLIST));
    expect(checklist).toEqual({
      ready_to_start: false,
      steps: [
        { step: 'vetting', state: 'to_do', done: 0, of: 1, before_work: false },
        { step: 'documents', state: 'needs_attention', done: 0, of: 3, before_work: true },
        { step: 'agreements', state: 'in_progress', done: 1, of: 2, before_work: true },
        { step: 'intake_survey', state: 'to_do', done: 0, of: 3, before_work: false },
        { step: 'identity', state: 'to_do', done: 0, of: 1, before_work: true },
      ],
    });
  });

  test('the last of the steps completes onboarding once: the employer is told, and the clock opens', async () => {
    const hire = await newHire(t, { onboarded: false });
    const ids = await handInDocuments(hire.staff);
    await signedAgreement(hire.staff.browser, 'nda');
    await signedAgreement(hire.staff.browser, 'contractor_agreement');
    await verifyIdentity(hire.staff.user.id);
    for (const id of ids.slice(0, 2)) ok(await admin.post(COMPLIANCE.decision(id), { decision: 'approved' }));
    expect(await toldReady(hire.employer)).toBe(0);
    expect((await staffCard(hire.employer, hire.staff.user.id)).onboarding.complete).toBe(false);

    ok(await admin.post(COMPLIANCE.decision(ids[2]!), { decision: 'approved' }));

    const { staff } = await namesOf(t, hire);
    await expectTold(t, hire.employer, {
      type: 'onboarding_completed',
      counterpart: staff,
      job: hire.job.title,
      path: `/dashboard/activity/staffs/${hire.staff.user.id}?tab=attendance`,
      staffId: hire.staff.user.id,
    });
    const card = await staffCard(hire.employer, hire.staff.user.id);
    expect(card.onboarding).toEqual({ complete: true, completed_at: `${TODAY}T12:00:00.000Z`, steps: card.onboarding.steps });
    expect(card.onboarding.steps.every((s: Json) => s.state === 'done')).toBe(true);
    expect(ok<Json>(await hire.staff.browser.get(CHECKLIST))).toMatchObject({ ready_to_start: true, completed_at: `${TODAY}T12:00:00.000Z` });
    expect(ok<Json>(await hire.staff.browser.get(WORK.myClock)).state).toBe('off');
    expect(ok<Json>(await hire.staff.browser.post(WORK.clockIn)).state).toBe('working');

    // A document that expires or is replaced later asks for a renewal; it does not stop work or mail again.
    ok(await uploadDocument(hire.staff.browser, { kind: 'proof_of_address' }), 201);
    expect(await toldReady(hire.employer)).toBe(1);
    expect((await staffCard(hire.employer, hire.staff.user.id)).onboarding.complete).toBe(true);
  });

  test('two decisions that each complete the last step, in transactions open at once, still record it (PostgreSQL)', async (ctx) => {
    // PGlite runs one transaction at a time: the race exists only with a pool of connections.
    if (t.kind === 'pglite') ctx.skip();
    const hire = await newHire(t, { onboarded: false });
    const candidateId = hire.staff.user.id;
    const ids = await handInDocuments(hire.staff);
    await verifyIdentity(candidateId);
    await signedAgreement(hire.staff.browser, 'nda');
    for (const id of ids.slice(0, 2)) ok(await admin.post(COMPLIANCE.decision(id), { decision: 'approved' }));
    const library = agreementLibrary();
    const version = library.current('contractor_agreement');
    const text = library.text('contractor_agreement', version, 'en')!;
    const deps = { clock: t.clock, publicUrl: 'http://localhost:3000' };
    // Both write their step, then both ask whether onboarding is complete before either commits.
    let arrived = 0;
    let release!: () => void;
    const bothWritten = new Promise<void>((resolve) => (release = resolve));
    const meet = async () => {
      arrived += 1;
      if (arrived === 2) release();
      await bothWritten;
    };
    await Promise.all([
      t.db.transaction(async (tx) => {
        await tx.update(complianceDocuments).set({ status: 'approved', reviewedAt: new Date() }).where(eq(complianceDocuments.id, ids[2]!));
        await meet();
        await recordIfReady(tx, deps, candidateId);
      }),
      t.db.transaction(async (tx) => {
        await tx.insert(agreementSignatures).values({
          candidateId,
          kind: 'contractor_agreement',
          version,
          language: 'en',
          textSha256: text.sha256,
          typedName: 'Maria Santos',
          ipAddress: '203.0.113.7',
          userAgent: 'test',
        });
        await meet();
        await recordIfReady(tx, deps, candidateId);
      }),
    ]);
    expect(ok<Json>(await hire.staff.browser.get(CHECKLIST)).ready_to_start).toBe(true);
    expect(await toldReady(hire.employer)).toBe(1);
  });

  test('only a candidate reads their checklist', async () => {
    const employer = await newEmployer(t);
    expectError(await employer.browser.get(CHECKLIST), 403, 'FORBIDDEN');
    expectError(await t.client().get(CHECKLIST), 401, 'UNAUTHENTICATED');
  });
});

describe('the administrators’ queue', () => {
  test('narrowed by the candidate’s country and by how long a document has waited, offering the countries with cases', async () => {
    t.clock.set('2030-02-01T09:00:00Z');
    const old = await newCandidate(t, { country: 'KE' });
    const [oldId] = await handInDocuments(old);
    t.clock.set(`${TODAY}T12:00:00Z`);
    const fresh = await newCandidate(t, { country: 'MX' });
    await handInDocuments(fresh);

    const byCountry = ok<Json>(await admin.get(QUEUE('country=KE&page_size=50')));
    expect(byCountry.items.map((i: Json) => i.candidate.id)).toEqual([old.user.id, old.user.id, old.user.id]);
    expect(byCountry.countries).toEqual(expect.arrayContaining(['KE', 'MX']));
    const waiting = ok<Json>(await admin.get(QUEUE('waiting_days=7&kind=identity_document&page_size=50')));
    expect(waiting.items.map((i: Json) => i.document.id)).toContain(oldId);
    expect(waiting.items.map((i: Json) => i.candidate.id)).not.toContain(fresh.user.id);
    const refused = await admin.get(QUEUE('country=ke'));
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<Json>().fields)).toEqual(['country']);
  });
});

describe('an administrator’s case', () => {
  const CASE = (id: string) => `${API}/admin/onboarding/${id}`;

  test('shows the checklist, the documents, the identity attempts, the signatures and every decision with who took it', async () => {
    t.clock.set(`${TODAY}T12:00:00Z`);
    const reviewer = await newAdmin(t, { firstname: 'Grace', lastname: 'Okafor' });
    const maria = await newCandidate(t, { country: 'KE' });
    const [identityId, addressId] = await handInDocuments(maria);
    t.clock.set(`${TODAY}T13:00:00Z`);
    ok(await reviewer.browser.post(COMPLIANCE.decision(identityId!), { decision: 'approved' }));
    t.clock.set(`${TODAY}T14:00:00Z`);
    ok(await reviewer.browser.post(COMPLIANCE.decision(addressId!), { decision: 'rejected', reason: 'The bill is older than three months.' }));
    await signedAgreement(maria.browser, 'nda');
    await t.query(
      `insert into identity_checks (candidate_id, provider, status, failure_reason, started_at, submitted_at, decided_at) values ('${maria.user.id}', 'sandbox', 'failed', 'selfie_mismatch', '${TODAY}T10:00:00Z', '${TODAY}T10:01:00Z', '${TODAY}T10:02:00Z')`,
    );
    await t.query(
      `insert into vetting_decisions (candidate_id, decision, reasons, answers, decided_by, decided_at) values ('${maria.user.id}', 'needs_changes', 'Say more about your clients.', '{}', '${reviewer.user.id}', '${TODAY}T15:00:00Z')`,
    );

    const opened = ok<Json>(await admin.get(CASE(maria.user.id)));
    expect(opened.candidate).toEqual({ id: maria.user.id, firstname: 'Maria', lastname: expect.stringMatching(/^Santos /), country: 'KE' });
    expect(opened.checklist.ready_to_start).toBe(false);
    expect(opened.checklist.steps.find((s: Json) => s.step === 'documents')).toMatchObject({ state: 'needs_attention', done: 1, of: 3 });
    expect(opened.documents.map((d: Json) => [d.kind, d.status])).toEqual(
      expect.arrayContaining([
        ['identity_document', 'approved'],
        ['proof_of_address', 'rejected'],
        ['tax_form', 'submitted'],
      ]),
    );
    expect(opened.identity).toMatchObject({ status: 'failed', reason: 'selfie_mismatch', attempts: [{ status: 'failed', reason: 'selfie_mismatch' }] });
    expect(opened.agreements).toEqual([expect.objectContaining({ kind: 'nda', typed_name: `Maria ${opened.candidate.lastname}` })]);
    // Newest first, each with who took it; the vetting's and the documents' in one record.
    expect(opened.decisions).toEqual([
      { step: 'vetting', decision: 'needs_changes', reason: 'Say more about your clients.', decided_by: 'Grace Okafor', decided_at: `${TODAY}T15:00:00.000Z` },
      { step: 'documents', kind: 'proof_of_address', decision: 'rejected', reason: 'The bill is older than three months.', decided_by: 'Grace Okafor', decided_at: `${TODAY}T14:00:00.000Z` },
      { step: 'documents', kind: 'identity_document', decision: 'approved', decided_by: 'Grace Okafor', decided_at: `${TODAY}T13:00:00.000Z` },
    ]);
  });

  test('is an administrator’s alone, and only a candidate has one', async () => {
    const maria = await newCandidate(t);
    const employer = await newEmployer(t);
    expectError(await maria.browser.get(CASE(maria.user.id)), 403, 'FORBIDDEN');
    expectError(await employer.browser.get(CASE(maria.user.id)), 403, 'FORBIDDEN');
    expectError(await t.client().get(CASE(maria.user.id)), 401, 'UNAUTHENTICATED');
    expectError(await admin.get(CASE(employer.user.id)), 404, 'NOT_FOUND');
    expectError(await admin.get(CASE('00000000-0000-4000-8000-000000000000')), 404, 'NOT_FOUND');
    const fresh = ok<Json>(await admin.get(CASE(maria.user.id)));
    expect(fresh).toMatchObject({ documents: [], agreements: [], decisions: [], identity: { status: 'not_started', attempts: [] } });
  });
});
