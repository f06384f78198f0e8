// Compliance documents through the API (server/onboarding): what each country asks for, handing
// files in (hostile ones refused), replacing and taking them back with their files deleted, the
// download only for their candidate and administrators, and the administrators' decisions.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { fileDeletions } from '../../server/db/schema.js';
import { deleteLeftoverFiles, deleteScheduledFiles, scheduleFileDeletion } from '../../server/storage/file-deletions.js';
import type { FileStore } from '../../server/storage/file-store.js';
import { COMPLIANCE, multipart, plainPdf, uploadDocument } from './compliance-fixtures.js';
import { expectError, field, msg, startTestServer, type Client, type TestServer } from './harness.js';
import { newAdmin, newCandidate, newEmployer, ok } from './pipeline-fixtures.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const TODAY = '2030-03-10';

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

/** The files kept for a candidate, by name in the store's folder. */
const filesOf = (candidateId: string) => {
  const folder = path.join(t.filesDir, 'compliance', candidateId);
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
};

describe('getMyCompliance', () => {
  test('what the candidate’s country asks for, each missing until handed in: W-8BEN abroad, W-9 in the United States', async () => {
    const maria = await newCandidate(t, { country: 'PH' });
    expect(ok<Json>(await maria.browser.get(COMPLIANCE.overview))).toEqual({
      country: 'PH',
      requirements: [
        { kind: 'identity_document', status: 'missing' },
        { kind: 'proof_of_address', status: 'missing' },
        { kind: 'tax_form', tax_form: 'w8ben', status: 'missing' },
      ],
      complete: false,
    });
    const jo = await newCandidate(t, { country: 'US' });
    expect(ok<Json>(await jo.browser.get(COMPLIANCE.overview)).requirements[2]).toEqual({ kind: 'tax_form', tax_form: 'w9', status: 'missing' });
  });
});

describe('uploadComplianceDocument', () => {
  test('a document handed in waits for review, and its file is kept under a key of the server’s, named as it was sent', async () => {
    const maria = await newCandidate(t);
    const res = await uploadDocument(maria.browser, { kind: 'identity_document', expiresOn: '2034-05-01', filename: '../../etc/Passport scan.pdf' });
    const document = ok<Json>(res, 201);
    expect(document).toEqual({
      id: expect.any(String),
      kind: 'identity_document',
      status: 'submitted',
      file: { name: 'Passport scan.pdf', content_type: 'application/pdf', size_bytes: plainPdf().length },
      expires_on: '2034-05-01',
      submitted_at: expect.stringMatching(ISO),
    });
    expect(filesOf(maria.user.id)).toHaveLength(1);
    const [row] = await t.query<Json>(`select file_key, sha256 from compliance_documents where id = '${document.id}'`);
    expect(row!.file_key).toMatch(new RegExp(`^compliance/${maria.user.id}/[0-9a-f-]{36}$`));
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(ok<Json>(await maria.browser.get(COMPLIANCE.overview)).requirements[0]).toEqual({ kind: 'identity_document', status: 'submitted', document });
  });

  test('handing in a document of the same kind replaces it, sends it back to review and deletes the old file', async () => {
    const maria = await newCandidate(t);
    const first = ok<Json>(await uploadDocument(maria.browser, { kind: 'proof_of_address', bytes: plainPdf('bill') }), 201);
    ok(await admin.post(COMPLIANCE.decision(first.id), { decision: 'rejected', reason: 'The bill is older than three months.' }));
    const second = ok<Json>(await uploadDocument(maria.browser, { kind: 'proof_of_address', bytes: plainPdf('newer bill'), filename: 'June bill.pdf' }), 201);
    expect(second).toMatchObject({ id: first.id, status: 'submitted', file: { name: 'June bill.pdf' } });
    expect(second.rejection_reason).toBeUndefined();
    expect(filesOf(maria.user.id)).toHaveLength(1);
    expect(await t.query(`select * from file_deletions`)).toEqual([]);
    const file = await maria.browser.get(COMPLIANCE.file(first.id));
    expect(file.rawPayload.equals(plainPdf('newer bill'))).toBe(true);
  });

  test('two tabs at once: one document, one file kept, nothing left to delete', async () => {
    const maria = await newCandidate(t);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => uploadDocument(maria.browser, { kind: 'tax_form', bytes: plainPdf(`copy ${i}`) })));
    expect(answers.map((res) => res.statusCode)).toEqual(Array(8).fill(201));
    expect(await t.query(`select id from compliance_documents where candidate_id = '${maria.user.id}'`)).toHaveLength(1);
    expect(filesOf(maria.user.id)).toHaveLength(1);
    expect(await t.query(`select * from file_deletions`)).toEqual([]);
  });

  test('the fields are checked, every bad one named; a body that is not a form is refused', async () => {
    const maria = await newCandidate(t);
    const send = (parts: Parameters<typeof multipart>[0]) => maria.browser.request('POST', COMPLIANCE.upload, undefined, multipart(parts));
    const pdf = { name: 'file', filename: 'a.pdf', bytes: plainPdf() };
    expectError(await send([pdf]), 400, 'VALIDATION_FAILED', { kind: field('required') });
    expectError(await send([{ name: 'kind', value: 'selfie' }, pdf]), 400, 'VALIDATION_FAILED', { kind: field('choice') });
    expectError(await send([{ name: 'kind', value: 'identity_document' }, pdf]), 400, 'VALIDATION_FAILED', { expires_on: field('required') });
    expectError(await send([{ name: 'kind', value: 'identity_document' }, { name: 'expires_on', value: '2030-03-09' }, pdf]), 400, 'VALIDATION_FAILED', {
      expires_on: msg('pipeline_api_field_today_or_later'),
    });
    expectError(await send([{ name: 'kind', value: 'identity_document' }, { name: 'expires_on', value: '2030-02-30' }, pdf]), 400, 'VALIDATION_FAILED', { expires_on: field('invalid') });
    expectError(await send([{ name: 'kind', value: 'tax_form' }, { name: 'expires_on', value: '2031-01-01' }, { name: 'note', value: 'hi' }, pdf]), 400, 'VALIDATION_FAILED', {
      expires_on: field('unknown'),
      note: field('unknown'),
    });
    expectError(await send([{ name: 'kind', value: 'tax_form' }]), 400, 'VALIDATION_FAILED', { file: field('required') });
    expectError(await maria.browser.post(COMPLIANCE.upload, { kind: 'tax_form' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await t.query(`select id from compliance_documents where candidate_id = '${maria.user.id}'`)).toEqual([]);
    expect(filesOf(maria.user.id)).toEqual([]);
  });

  test('hostile files are refused before anything is kept: HTML named .png, a PDF with script, a body past the limit', async () => {
    const maria = await newCandidate(t);
    expectError(await uploadDocument(maria.browser, { kind: 'tax_form', bytes: Buffer.from('<html><script>alert(1)</script>'), filename: 'form.png' }), 400, 'VALIDATION_FAILED', {
      file: field('file_type', { types: 'PDF, JPEG, PNG, WEBP' }),
    });
    const script = Buffer.from('%PDF-1.7\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n', 'latin1');
    expectError(await uploadDocument(maria.browser, { kind: 'tax_form', bytes: script }), 400, 'VALIDATION_FAILED', { file: field('file_active_content') });
    const huge = Buffer.concat([plainPdf(), Buffer.alloc(10 * 1024 * 1024)]);
    expectError(await uploadDocument(maria.browser, { kind: 'tax_form', bytes: huge }), 413, 'PAYLOAD_TOO_LARGE', { file: field('file_too_large', { megabytes: 10 }) });
    expect(filesOf(maria.user.id)).toEqual([]);
  });

  test('at most 30 uploads an hour', async () => {
    const maria = await newCandidate(t);
    for (let i = 0; i < 30; i++) expect((await uploadDocument(maria.browser, { kind: 'tax_form' })).statusCode).toBe(201);
    expectError(await uploadDocument(maria.browser, { kind: 'tax_form' }), 429, 'RATE_LIMITED', undefined, { params: { minutes: 60 } });
  });
});

describe('deleteComplianceDocument and downloadComplianceDocument', () => {
  test('the file is downloaded as an attachment by its candidate and by administrators; anyone else’s id is not found', async () => {
    const maria = await newCandidate(t);
    const other = await newCandidate(t);
    const employer = await newEmployer(t);
    const document = ok<Json>(await uploadDocument(maria.browser, { kind: 'tax_form', filename: 'W-8BEN signé.pdf' }), 201);
    for (const reader of [maria.browser, admin]) {
      const res = await reader.get(COMPLIANCE.file(document.id));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="W-8BEN sign_.pdf"; filename*=UTF-8''W-8BEN%20sign%C3%A9.pdf`);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.equals(plainPdf())).toBe(true);
    }
    expectError(await other.browser.get(COMPLIANCE.file(document.id)), 404, 'NOT_FOUND');
    expectError(await employer.browser.get(COMPLIANCE.file(document.id)), 403, 'FORBIDDEN');
    expectError(await other.browser.delete(COMPLIANCE.document(document.id)), 404, 'NOT_FOUND');
  });

  test('a document not approved is taken back with its file; an approved one is replaced, not deleted', async () => {
    const maria = await newCandidate(t);
    const taken = ok<Json>(await uploadDocument(maria.browser, { kind: 'tax_form' }), 201);
    expect((await maria.browser.delete(COMPLIANCE.document(taken.id))).statusCode).toBe(204);
    expect(filesOf(maria.user.id)).toEqual([]);
    expectError(await maria.browser.get(COMPLIANCE.file(taken.id)), 404, 'NOT_FOUND');
    const kept = ok<Json>(await uploadDocument(maria.browser, { kind: 'proof_of_address' }), 201);
    ok(await admin.post(COMPLIANCE.decision(kept.id), { decision: 'approved' }));
    expectError(await maria.browser.delete(COMPLIANCE.document(kept.id)), 409, 'COMPLIANCE_DOCUMENT_APPROVED', undefined, { messageKey: 'onboarding_api_error_document_approved' });
    expect(filesOf(maria.user.id)).toHaveLength(1);
  });
});

describe('the administrators’ review', () => {
  test('the queue, longest waiting first; a decision is taken once and recorded; complete once all are approved; an identity document expires', async () => {
    const maria = await newCandidate(t, { country: 'PH', firstname: 'Maria', lastname: 'Reyes' });
    const ids: string[] = [];
    for (const [second, kind] of ['identity_document', 'proof_of_address', 'tax_form'].entries()) {
      t.clock.set(`${TODAY}T12:00:0${second}Z`);
      ids.push(ok<Json>(await uploadDocument(maria.browser, { kind, ...(kind === 'identity_document' ? { expiresOn: '2030-06-30' } : {}) }), 201).id);
    }
    const queue = ok<Json>(await admin.get(`${COMPLIANCE.queue}?page_size=50`));
    const hers = queue.items.filter((item: Json) => item.candidate.id === maria.user.id);
    expect(hers.map((item: Json) => item.document.id)).toEqual(ids);
    expect(hers[0].candidate).toEqual({ id: maria.user.id, firstname: 'Maria', lastname: 'Reyes', country: 'PH' });
    expect(ok<Json>(await admin.get(`${COMPLIANCE.queue}?kind=tax_form&page_size=50`)).items.every((item: Json) => item.document.kind === 'tax_form')).toBe(true);

    expectError(await admin.post(COMPLIANCE.decision(ids[0]!), { decision: 'rejected' }), 400, 'VALIDATION_FAILED', { reason: field('required') });
    expectError(await admin.post(COMPLIANCE.decision(ids[0]!), { decision: 'approved', reason: 'Looks fine to me.' }), 400, 'VALIDATION_FAILED', { reason: field('unknown') });
    const decisions = await Promise.all([0, 1, 2].map(() => admin.post(COMPLIANCE.decision(ids[0]!), { decision: 'approved' })));
    expect(decisions.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    expectError(decisions.find((res) => res.statusCode === 409)!, 409, 'COMPLIANCE_DOCUMENT_DECIDED', undefined, { messageKey: 'onboarding_api_error_document_decided' });
    for (const id of ids.slice(1)) ok(await admin.post(COMPLIANCE.decision(id), { decision: 'approved' }));
    expect(await t.query(`select decision, reason, decided_by is not null as by from compliance_decisions where document_id = '${ids[0]}'`)).toEqual([
      { decision: 'approved', reason: null, by: true },
    ]);
    expect(ok<Json>(await maria.browser.get(COMPLIANCE.overview)).complete).toBe(true);

    // The day after its expiry, the identity document no longer counts.
    t.clock.set('2030-07-01T12:00:00Z');
    const later = ok<Json>(await maria.browser.get(COMPLIANCE.overview));
    expect(later.requirements[0]).toMatchObject({ status: 'expired', document: { status: 'expired' } });
    expect(later.complete).toBe(false);
    t.clock.set(`${TODAY}T12:00:00Z`);
    expectError(await admin.post(COMPLIANCE.decision('00000000-0000-4000-8000-000000000000'), { decision: 'approved' }), 404, 'NOT_FOUND');
  });
});

describe('file deletions', () => {
  test('a file the store could not delete is deleted by housekeeping later', async () => {
    const key = 'compliance/leftover/00000000-0000-4000-8000-000000000001';
    await t.files.put(key, plainPdf());
    const down: FileStore = { kind: 'disk', put: t.files.put, open: t.files.open, remove: () => Promise.reject(new Error('the store is down')) };
    await scheduleFileDeletion(t.db, key);
    await deleteScheduledFiles(t.db, down, [key]);
    expect(await t.files.open(key)).not.toBeNull();
    // Housekeeping leaves alone what a request has just asked for, then finishes it.
    await deleteLeftoverFiles(t.db, t.files);
    expect(await t.files.open(key)).not.toBeNull();
    await t.query(`update file_deletions set requested_at = now() - interval '2 minutes'`);
    await deleteLeftoverFiles(t.db, t.files);
    expect(await t.files.open(key)).toBeNull();
    expect(await t.db.select().from(fileDeletions).where(eq(fileDeletions.fileKey, key))).toEqual([]);
  });
});
