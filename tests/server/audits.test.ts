// Worksite audits through the API (server/audits): the administrators' queue and assignment, the
// auditor's checklist, photos, findings and decision with reasons, what the BPO reads of it, the
// outcome its accreditation follows, and who may see and do what.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { auditOutcomes } from '../../server/audits/audit-outcomes.js';
import { accreditationOf } from '../../server/bpo/accreditation.js';
import { AUDIT_CHECKLIST } from '../../src/shared/audit-checklist.js';
import { API, expectError, field, startTestServer, type Client, type TestServer } from './harness.js';
import { multipart } from './compliance-fixtures.js';
import { addWorksite, applyForAccreditation, auditOf, verifiedPartner, type Partner } from './audit-fixtures.js';
import { newAdmin, ok, put } from './pipeline-fixtures.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const A = {
  queue: `${API}/admin/audits`,
  auditors: `${API}/admin/auditors`,
  mine: `${API}/audits`,
  audit: (id: string) => `${API}/audits/${id}`,
  start: (id: string) => `${API}/audits/${id}/start`,
  work: (id: string) => `${API}/audits/${id}/work`,
  photos: (id: string) => `${API}/audits/${id}/photos`,
  photo: (id: string) => `${API}/audit-photos/${id}`,
  decision: (id: string) => `${API}/audits/${id}/decision`,
  results: `${API}/bpo/audit-results`,
};

const allMeet = AUDIT_CHECKLIST.map((item) => ({ item, result: 'meets', note: '' }));

let t: TestServer;
let admin: Client;
let bpo: Partner;
let auditor: Partner;
let otherAuditor: Partner;
let png: Buffer;

beforeAll(async () => {
  t = await startTestServer();
  admin = (await newAdmin(t)).browser;
  bpo = await verifiedPartner(t, 'bpo', { country: 'IN', name: 'Harbor Outsourcing' });
  auditor = await verifiedPartner(t, 'saa', { country: 'FR' });
  otherAuditor = await verifiedPartner(t, 'saa');
  png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } }).png().toBuffer();
});
afterAll(async () => {
  await t?.close();
});

const assign = (worksite_id: string, auditor_id = auditor.id) => admin.post(A.queue, { worksite_id, auditor_id });

describe('assigning audits', () => {
  test('a new worksite awaits audit; an administrator assigns a verified auditor, who and the BPO are told', async () => {
    const site = await addWorksite(t, bpo.id, { name: 'Koramangala floor' });
    const awaiting = ok<Json>(await admin.get(`${A.queue}?country=IN`)).items.find((i: Json) => i.worksite_id === site);
    expect(awaiting).toMatchObject({ worksite_name: 'Koramangala floor', bpo_name: 'Harbor Outsourcing', state: 'awaiting', seats: 40 });
    expect(awaiting.audit_id).toBeUndefined();

    const audit = ok<Json>(await assign(site), 201);
    expect(audit).toMatchObject({ status: 'assigned', worksite: { id: site, bpo_name: 'Harbor Outsourcing' }, checklist: [], photos: [] });
    const pending = ok<Json>(await admin.get(`${A.queue}?state=pending`)).items.find((i: Json) => i.worksite_id === site);
    expect(pending).toMatchObject({ state: 'pending', audit_id: audit.id, audit_status: 'assigned' });
    expect(ok<Json>(await admin.get(A.queue)).items.some((i: Json) => i.worksite_id === site)).toBe(false);

    expect((await t.mailbox(auditor.email))[0]).toMatchObject({ subject: 'New worksite audit: Koramangala floor' });
    expect((await t.mailbox(bpo.email))[0]!.text).toContain('Koramangala floor');

    const listed = ok<Json>(await admin.get(A.auditors)).items.find((a: Json) => a.id === auditor.id);
    expect(listed).toMatchObject({ business_name: auditor.name, open_audits: 1 });
  });

  test('one open audit a worksite; only verified auditors; only active worksites', async () => {
    const site = await addWorksite(t, bpo.id);
    ok(await assign(site), 201);
    expectError(await assign(site, otherAuditor.id), 409, 'AUDIT_ALREADY_ASSIGNED', undefined, { messageKey: 'aud_api_error_already_assigned' });

    const unverified = await t.createUser({ type: 'saa' });
    const other = await addWorksite(t, bpo.id);
    expectError(await assign(other, unverified.id), 409, 'AUDITOR_NOT_AVAILABLE', undefined, { messageKey: 'aud_api_error_auditor_not_available' });
    expectError(await assign(other, bpo.id), 409, 'AUDITOR_NOT_AVAILABLE', undefined, { messageKey: 'aud_api_error_auditor_not_available' });
    expect(ok<Json>(await admin.get(A.auditors)).items.map((a: Json) => a.id)).not.toContain(unverified.id);

    const closed = await addWorksite(t, bpo.id, { status: 'closed' });
    expectError(await assign(closed), 404, 'NOT_FOUND');
  });
});

describe('performing an audit', () => {
  test('assigned → in progress → failed with reasons: drafts, shortfalls and the rules of deciding', async () => {
    const site = await addWorksite(t, bpo.id, { name: 'Whitefield floor' });
    const { id } = ok<Json>(await assign(site), 201);
    expect(ok<Json>(await auditor.browser.get(A.mine)).items.map((a: Json) => a.id)).toContain(id);

    expectError(await put(auditor.browser, A.work(id), { checklist: allMeet, findings: '' }), 409, 'AUDIT_NOT_OPEN', undefined, { messageKey: 'aud_api_error_not_open' });
    expect(ok<Json>(await auditor.browser.post(A.start(id)))).toMatchObject({ status: 'in_progress', started_at: expect.any(String) });
    expectError(await auditor.browser.post(A.start(id)), 409, 'AUDIT_NOT_OPEN', undefined, { messageKey: 'aud_api_error_not_open' });

    const shortfall = { item: 'power_backup_tested', result: 'falls_short', note: '' };
    expectError(await put(auditor.browser, A.work(id), { checklist: [shortfall], findings: '' }), 400, 'VALIDATION_FAILED', { checklist: field('required') });
    const twice = [allMeet[0], allMeet[0]];
    expectError(await put(auditor.browser, A.work(id), { checklist: twice, findings: '' }), 400, 'VALIDATION_FAILED', { checklist: field('invalid') });

    const partial = ok<Json>(await put(auditor.browser, A.work(id), { checklist: allMeet.slice(0, 3), findings: '  Clean floor.  ' }));
    expect(partial).toMatchObject({ checklist: allMeet.slice(0, 3), findings: 'Clean floor.' });
    expectError(await auditor.browser.post(A.decision(id), { decision: 'failed', reason: 'Not finished yet.' }), 409, 'AUDIT_INCOMPLETE', undefined, { messageKey: 'aud_api_error_incomplete' });

    const withShortfall = allMeet.map((a) => (a.item === 'power_backup_tested' ? { ...shortfall, note: 'The generator did not start.' } : a));
    ok(await put(auditor.browser, A.work(id), { checklist: withShortfall, findings: 'Clean floor; generator broken.' }));
    expectError(await auditor.browser.post(A.decision(id), { decision: 'passed', reason: 'Good enough.' }), 409, 'AUDIT_SHORTFALL', undefined, { messageKey: 'aud_api_error_shortfall' });

    const failed = ok<Json>(await auditor.browser.post(A.decision(id), { decision: 'failed', reason: 'No working power backup.' }));
    expect(failed).toMatchObject({ status: 'failed', reason: 'No working power backup.', decided_at: expect.any(String) });
    expectError(await put(auditor.browser, A.work(id), { checklist: allMeet, findings: '' }), 409, 'AUDIT_NOT_OPEN', undefined, { messageKey: 'aud_api_error_not_open' });
    expect((await t.mailbox(bpo.email))[0]).toMatchObject({ subject: 'Whitefield floor did not pass its audit' });

    // Failed, it awaits a new audit again, and appears among the failed.
    expect(ok<Json>(await admin.get(A.queue)).items.find((i: Json) => i.worksite_id === site)).toMatchObject({ state: 'failed', audit_status: 'failed' });
    expect(ok<Json>(await admin.get(`${A.queue}?state=failed`)).items.some((i: Json) => i.worksite_id === site)).toBe(true);
    expect(ok<Json>(await auditor.browser.get(`${A.mine}?status=failed`)).items.map((a: Json) => a.id)).toContain(id);
  });

  test('a pass accredits a BPO that applied; the BPO reads its results, another BPO none of them', async () => {
    const harbor = await verifiedPartner(t, 'bpo', { country: 'IN' });
    await applyForAccreditation(t, harbor.id);
    const site = await addWorksite(t, harbor.id, { name: 'Andheri floor' });
    expect((await accreditationOf(t.db, harbor.id)).status).toBe('applied');
    const { id } = ok<Json>(await assign(site), 201);
    ok(await auditor.browser.post(A.start(id)));
    ok(await put(auditor.browser, A.work(id), { checklist: allMeet, findings: 'All as declared.' }));
    expect(ok<Json>(await auditor.browser.post(A.decision(id), { decision: 'passed', reason: 'Everything as declared, backups tested.' }))).toMatchObject({ status: 'passed' });

    expect(await accreditationOf(t.db, harbor.id)).toEqual({ status: 'accredited', passedWorksites: 1, worksites: 1 });
    expect((await t.mailbox(harbor.email))[0]).toMatchObject({ subject: 'Andheri floor passed its audit' });
    expect(ok<Json>(await harbor.browser.get(A.results)).items).toEqual([
      { id, status: 'passed', worksite_id: site, worksite_name: 'Andheri floor', reason: 'Everything as declared, backups tested.', findings: 'All as declared.', decided_at: expect.any(String) },
    ]);
    expect(ok<Json>(await bpo.browser.get(A.results)).items.map((r: Json) => r.id)).not.toContain(id);
  });

  test('photos: added while in progress, read by the auditor and administrators, removed with their file', async () => {
    const site = await addWorksite(t, bpo.id);
    const { id } = ok<Json>(await assign(site), 201);
    const send = (browser: Client, bytes = png, name = 'floor.png') =>
      browser.request('POST', A.photos(id), undefined, multipart([{ name: 'file', filename: name, bytes, contentType: 'image/png' }]));
    expectError(await send(auditor.browser), 409, 'AUDIT_NOT_OPEN', undefined, { messageKey: 'aud_api_error_not_open' });
    ok(await auditor.browser.post(A.start(id)));
    const added = ok<Json>(await send(auditor.browser), 201);
    expect(added.photos).toEqual([{ id: expect.any(String), name: 'floor.png', content_type: 'image/png', size_bytes: expect.any(Number), url: expect.any(String), added_at: expect.any(String) }]);
    const photo = added.photos[0];
    expect(photo.url).toBe(`/api/v1/audit-photos/${photo.id}`);
    expect((await send(auditor.browser, Buffer.from('not a picture'), 'floor.png')).statusCode).toBe(400);

    const read = await auditor.browser.get(A.photo(photo.id));
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect((await admin.get(A.photo(photo.id))).statusCode).toBe(200);
    expectError(await otherAuditor.browser.get(A.photo(photo.id)), 404, 'NOT_FOUND');
    expectError(await otherAuditor.browser.delete(A.photo(photo.id)), 404, 'NOT_FOUND');
    expectError(await send(otherAuditor.browser), 404, 'NOT_FOUND');

    expect(ok<Json>(await auditor.browser.delete(A.photo(photo.id))).photos).toEqual([]);
    expectError(await auditor.browser.get(A.photo(photo.id)), 404, 'NOT_FOUND');
  });
});

describe('who may see what', () => {
  test('another auditor finds none of it; an unverified auditor is refused; an administrator reads any audit', async () => {
    const site = await addWorksite(t, bpo.id);
    const { id } = ok<Json>(await assign(site), 201);
    for (const res of [await otherAuditor.browser.get(A.audit(id)), await otherAuditor.browser.post(A.start(id))]) expectError(res, 404, 'NOT_FOUND');
    expect(ok<Json>(await otherAuditor.browser.get(A.mine)).items.map((a: Json) => a.id)).not.toContain(id);
    expect(ok<Json>(await admin.get(A.audit(id))).id).toBe(id);

    const unverified = await t.createUser({ type: 'saa' });
    expectError(await (await t.signIn(unverified)).get(A.mine), 403, 'PARTNER_NOT_VERIFIED', undefined, { messageKey: 'pv_api_error_not_verified' });
  });
});

describe('auditOutcomes (what accreditation reads)', () => {
  test('none, pending, passed or failed, from each worksite’s latest audit', async () => {
    const [never, open, redone] = [await addWorksite(t, bpo.id), await addWorksite(t, bpo.id), await addWorksite(t, bpo.id)];
    await auditOf(t, open, auditor.id, 'in_progress');
    await auditOf(t, redone, auditor.id, 'failed', { assignedAt: new Date('2026-01-01T00:00:00Z') });
    await auditOf(t, redone, auditor.id, 'passed', { assignedAt: new Date('2026-02-01T00:00:00Z') });
    const outcomes = await auditOutcomes(t.db, [never, open, redone]);
    expect([...outcomes]).toEqual([
      [never, 'none'],
      [open, 'pending'],
      [redone, 'passed'],
    ]);
    expect(await auditOutcomes(t.db, [])).toEqual(new Map());
  });
});
