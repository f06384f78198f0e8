// BPO partners through the API (server/bpo): the accreditation application and where it stands,
// worksites and their photos, the BPO's candidates (invited, placed, hired) and a candidate's view
// of its BPO; ownership between BPOs and candidates, and the mails each side is sent.
import { readStoredFile } from '../../server/storage/file-store.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import sharp from 'sharp';
import { bpoMembers, worksiteAudits, worksitePhotos } from '../../server/db/schema.js';
import { eq } from 'drizzle-orm';
import { expectError, startTestServer, type Res, type TestServer } from './harness.js';
import { applicationInput, BPO, newBpo, sitePicture, uploadSitePhoto, worksiteInput } from './bpo-fixtures.js';
import { newHire } from './hire-fixtures.js';
import { verifyPartner } from './partner-fixtures.js';
import { newAdmin, newCandidate, newEmployer, ok, put, type Person } from './pipeline-fixtures.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestServer;
let harbor: Person;
let other: Person;

beforeAll(async () => {
  t = await startTestServer();
  [harbor, other] = await Promise.all([newBpo(t, 'Harbor Outsourcing'), newBpo(t, 'Tide Services')]);
});
afterAll(async () => {
  await t?.close();
});

/** The message keys of this area's codes (server/http/errors.ts); the rest follow the harness's rule. */
const KEYS: Record<string, string> = {
  PARTNER_NOT_VERIFIED: 'pv_api_error_not_verified',
  WORKSITE_CLOSED: 'bpo_api_error_worksite_closed',
  WORKSITE_PHOTOS_FULL: 'bpo_api_error_photos_full',
  BPO_MEMBER_EXISTS: 'bpo_api_error_member_exists',
  BPO_MEMBER_NOT_CANDIDATE: 'bpo_api_error_member_not_candidate',
  BPO_MEMBER_NOT_ACTIVE: 'bpo_api_error_member_not_active',
  BPO_INVITATION_ANSWERED: 'bpo_api_error_invitation_answered',
  BPO_MEMBER_ELSEWHERE: 'bpo_api_error_member_elsewhere',
};

/** Refused with this status and code; a validation's fields are the contract's business (fuzz.test.ts). */
function refused(res: Res, status: number, code: string) {
  if (code !== 'VALIDATION_FAILED') return expectError(res, status, code, undefined, { messageKey: KEYS[code] ?? `api_error_${code.toLowerCase()}` });
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().code).toBe(code);
}

const mailsTo = async (email: string) => (await t.mailbox(email)).map((m) => m.subject);

/** A decided audit of the worksite, as server/audits leaves it. */
async function audited(worksiteId: string, status: 'passed' | 'failed' | 'assigned', auditorId: string) {
  await t.db.insert(worksiteAudits).values({ worksiteId, auditorId, status, ...(status === 'assigned' ? {} : { decidedAt: new Date() }) });
}

describe('the accreditation application', () => {
  test('an unverified BPO is refused every call until an administrator verified it', async () => {
    const user = await t.createUser({ type: 'bpo' });
    const browser = await t.signIn(user);
    refused(await browser.get(BPO.accreditation), 403, 'PARTNER_NOT_VERIFIED');
    refused(await browser.post(BPO.worksites, worksiteInput()), 403, 'PARTNER_NOT_VERIFIED');
    refused(await browser.get(BPO.members), 403, 'PARTNER_NOT_VERIFIED');
  });

  test('applying, correcting, and accredited once a worksite passed its latest audit', async () => {
    const bpo = await newBpo(t, 'Lotus Centres');
    const auditor = await t.createUser({ type: 'saa' });
    expect(ok<Json>(await bpo.browser.get(BPO.accreditation))).toEqual({ status: 'not_applied', application: null, passed_worksites: 0, worksites: 0 });
    refused(await put(bpo.browser, BPO.accreditation, applicationInput({ services: [], staff_count: 0 })), 400, 'VALIDATION_FAILED');

    const applied = ok<Json>(await put(bpo.browser, BPO.accreditation, applicationInput()));
    expect(applied).toMatchObject({ status: 'applied', application: { staff_count: 120, services: ['customer_support', 'back_office'] } });
    ok(await put(bpo.browser, BPO.accreditation, applicationInput({ staff_count: 140 })));
    expect((await mailsTo(bpo.user.email)).filter((s) => s === 'Your accreditation application is in')).toHaveLength(1);

    const site = ok<Json>(await bpo.browser.post(BPO.worksites, worksiteInput()), 201);
    await audited(site.id, 'failed', auditor.id);
    expect(ok<Json>(await bpo.browser.get(BPO.accreditation))).toMatchObject({ status: 'applied', application: { staff_count: 140 }, passed_worksites: 0, worksites: 1 });
    await audited(site.id, 'passed', auditor.id);
    expect(ok<Json>(await bpo.browser.get(BPO.accreditation))).toMatchObject({ status: 'accredited', passed_worksites: 1, worksites: 1 });
    expect(ok<Json>(await bpo.browser.get(BPO.worksite(site.id))).audit_status).toBe('passed');

    // A closed worksite counts for nothing.
    ok(await bpo.browser.post(BPO.close(site.id)));
    expect(ok<Json>(await bpo.browser.get(BPO.accreditation))).toMatchObject({ status: 'applied', passed_worksites: 0, worksites: 0 });
  });
});

describe('worksites', () => {
  test('added, listed newest first and filtered, changed, and closed; another BPO’s answer 404', async () => {
    const bpo = await newBpo(t, 'Coral Desk');
    const first = ok<Json>(await bpo.browser.post(BPO.worksites, worksiteInput({ name: 'North', address_line2: '', postal_code: ' ' })), 201);
    expect(first).toMatchObject({ name: 'North', address_line2: null, postal_code: null, status: 'active', audit_status: 'none', photos: [], placed_members: 0 });
    const second = ok<Json>(await bpo.browser.post(BPO.worksites, worksiteInput({ name: 'South', seats: 12 })), 201);
    refused(await bpo.browser.post(BPO.worksites, worksiteInput({ seats: 0, country: 'india' })), 400, 'VALIDATION_FAILED');

    const page = ok<Json>(await bpo.browser.get(`${BPO.worksites}?page_size=1`));
    expect(page).toMatchObject({ page: 1, page_size: 1, has_more: true });
    expect(page.items.map((s: Json) => s.name)).toEqual(['South']);

    const changed = ok<Json>(await put(bpo.browser, BPO.worksite(second.id), worksiteInput({ name: 'South wing', seats: 14, security_measures: ['cctv', 'visitor_log'] })));
    expect(changed).toMatchObject({ name: 'South wing', seats: 14, security_measures: ['cctv', 'visitor_log'] });

    refused(await other.browser.get(BPO.worksite(first.id)), 404, 'NOT_FOUND');
    refused(await put(other.browser, BPO.worksite(first.id), worksiteInput()), 404, 'NOT_FOUND');
    refused(await other.browser.post(BPO.close(first.id)), 404, 'NOT_FOUND');
    expect(ok<Json>(await other.browser.get(BPO.worksites)).items.map((s: Json) => s.id)).not.toContain(first.id);

    expect(ok<Json>(await bpo.browser.post(BPO.close(first.id))).status).toBe('closed');
    refused(await put(bpo.browser, BPO.worksite(first.id), worksiteInput()), 409, 'WORKSITE_CLOSED');
    refused(await bpo.browser.post(BPO.close(first.id)), 409, 'WORKSITE_CLOSED');
    expect(ok<Json>(await bpo.browser.get(`${BPO.worksites}?status=closed`)).items.map((s: Json) => s.name)).toEqual(['North']);
  });

  test('photos: stored through the file store, read by the BPO, its assigned auditor and administrators only', async () => {
    const site = ok<Json>(await harbor.browser.post(BPO.worksites, worksiteInput({ name: 'Photo site' })), 201);
    const withPhoto = ok<Json>(await uploadSitePhoto(harbor.browser, site.id, await sitePicture(), 'front door.jpg'));
    expect(withPhoto.photos).toHaveLength(1);
    const photo = withPhoto.photos[0];
    expect(photo).toMatchObject({ file_name: 'front door.webp', url: `/api/v1/worksite-photos/${photo.id}` });

    const read = await harbor.browser.get(BPO.photo(photo.id));
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/webp');
    expect((await sharp(read.rawPayload).metadata()).format).toBe('webp');

    const admin = await newAdmin(t);
    expect((await admin.browser.get(BPO.photo(photo.id))).statusCode).toBe(200);
    const auditor = await t.createUser({ type: 'saa' });
    await verifyPartner(t, auditor.id);
    const auditorBrowser = await t.signIn(auditor);
    refused(await auditorBrowser.get(BPO.photo(photo.id)), 404, 'NOT_FOUND');
    await audited(site.id, 'assigned', auditor.id);
    expect((await auditorBrowser.get(BPO.photo(photo.id))).statusCode).toBe(200);
    refused(await other.browser.get(BPO.photo(photo.id)), 404, 'NOT_FOUND');

    // Not a picture; another BPO's worksite; a full worksite.
    refused(await uploadSitePhoto(harbor.browser, site.id, Buffer.from('not a picture at all')), 400, 'VALIDATION_FAILED');
    refused(await uploadSitePhoto(other.browser, site.id, await sitePicture()), 404, 'NOT_FOUND');
    const [stored] = await t.db.select().from(worksitePhotos).where(eq(worksitePhotos.id, photo.id));
    await t.db.insert(worksitePhotos).values(Array.from({ length: 11 }, () => ({ worksiteId: site.id, fileKey: stored!.fileKey, fileName: 'x.webp', contentType: 'image/webp', sizeBytes: 1 })));
    refused(await uploadSitePhoto(harbor.browser, site.id, await sitePicture()), 409, 'WORKSITE_PHOTOS_FULL');
    await t.db.delete(worksitePhotos).where(eq(worksitePhotos.fileName, 'x.webp'));

    refused(await other.browser.delete(BPO.ownPhoto(photo.id)), 404, 'NOT_FOUND');
    expect(ok<Json>(await harbor.browser.delete(BPO.ownPhoto(photo.id))).photos).toEqual([]);
    expect(await t.files.open(stored!.fileKey)).toBeNull();
    refused(await harbor.browser.get(BPO.photo(photo.id)), 404, 'NOT_FOUND');
  });
});

describe('the BPO’s candidates', () => {
  test('invited by e-mail, accepted, placed at a worksite, hired: each side sees it and is told', async () => {
    const site = ok<Json>(await harbor.browser.post(BPO.worksites, worksiteInput({ name: 'Bandra hub' })), 201);
    const maria = await newCandidate(t);
    const invitation = ok<Json>(await harbor.browser.post(BPO.members, { email: maria.user.email.toUpperCase() }), 201);
    expect(invitation).toMatchObject({ email: maria.user.email.toLowerCase(), status: 'invited', candidate: null, worksite: null, hire: null, answered_at: null });
    expect(await mailsTo(maria.user.email)).toContain('Harbor Outsourcing invites you to join them on RemoteHire');
    refused(await harbor.browser.post(BPO.members, { email: maria.user.email }), 409, 'BPO_MEMBER_EXISTS');

    expect(ok<Json>(await maria.browser.get(BPO.mine))).toMatchObject({ membership: null, invitations: [{ id: invitation.id, bpo_name: 'Harbor Outsourcing' }] });
    const stranger = await newCandidate(t);
    refused(await stranger.browser.post(BPO.accept(invitation.id)), 404, 'NOT_FOUND');

    const joined = ok<Json>(await maria.browser.post(BPO.accept(invitation.id)));
    expect(joined).toMatchObject({ invitations: [], membership: { bpo_name: 'Harbor Outsourcing', accreditation: 'not_applied', worksite: null } });
    refused(await maria.browser.post(BPO.decline(invitation.id)), 409, 'BPO_INVITATION_ANSWERED');
    expect((await mailsTo(harbor.user.email)).some((s) => s.includes('joined you'))).toBe(true);

    // Placed at one of its own active worksites only.
    refused(await put(other.browser, BPO.placement(invitation.id), { worksite_id: site.id }), 404, 'NOT_FOUND');
    const tide = ok<Json>(await other.browser.post(BPO.worksites, worksiteInput({ name: 'Tide floor' })), 201);
    refused(await put(harbor.browser, BPO.placement(invitation.id), { worksite_id: tide.id }), 404, 'NOT_FOUND');
    const placed = ok<Json>(await put(harbor.browser, BPO.placement(invitation.id), { worksite_id: site.id }));
    expect(placed).toMatchObject({ status: 'member', worksite: { id: site.id, name: 'Bandra hub', city: 'Mumbai' }, candidate: { id: maria.user.id } });
    expect(await mailsTo(maria.user.email)).toContain('You are placed at Bandra hub');
    expect(ok<Json>(await maria.browser.get(BPO.mine)).membership.worksite).toMatchObject({ name: 'Bandra hub', address_line1: '14 Marine Drive', audit_status: 'none' });
    expect(ok<Json>(await harbor.browser.get(BPO.worksite(site.id))).placed_members).toBe(1);

    // Hired by an employer: the BPO sees by whom and for what.
    const hire = await newHire(t, { staff: maria });
    const listed = ok<Json>(await harbor.browser.get(`${BPO.members}?worksite=${site.id}`));
    expect(listed.items).toHaveLength(1);
    expect(listed.items[0].hire).toMatchObject({ job_title: hire.job.title });
    expect(ok<Json>(await other.browser.get(`${BPO.members}?worksite=${site.id}`)).items).toEqual([]);

    // A member of one BPO joins no other; closing the worksite places its members nowhere.
    const elsewhere = ok<Json>(await other.browser.post(BPO.members, { email: maria.user.email }), 201);
    refused(await maria.browser.post(BPO.accept(elsewhere.id)), 409, 'BPO_MEMBER_ELSEWHERE');
    ok(await harbor.browser.post(BPO.close(site.id)));
    expect(ok<Json>(await maria.browser.get(BPO.mine)).membership.worksite).toBeNull();
    expect(await mailsTo(maria.user.email)).toContain('Harbor Outsourcing changed your worksite');

    // Ended by the BPO; the candidate is told and may join another.
    expect(ok<Json>(await harbor.browser.delete(BPO.member(invitation.id))).status).toBe('removed');
    refused(await harbor.browser.delete(BPO.member(invitation.id)), 409, 'BPO_MEMBER_NOT_ACTIVE');
    expect(await mailsTo(maria.user.email)).toContain('Your membership of Harbor Outsourcing has ended');
    expect(ok<Json>(await maria.browser.post(BPO.accept(elsewhere.id))).membership.bpo_name).toBe('Tide Services');
  });

  test('an address without an account is invited to sign up and finds the invitation; declining tells the BPO', async () => {
    const email = `newcomer-${Date.now()}@candidates.example`;
    const invitation = ok<Json>(await harbor.browser.post(BPO.members, { email }), 201);
    const [mail] = await t.mailbox(email);
    expect(mail!.text).toContain('/signup/candidate');

    const user = await t.createUser({ type: 'candidate', email });
    const browser = await t.signIn(user);
    expect(ok<Json>(await browser.get(BPO.mine)).invitations.map((i: Json) => i.id)).toEqual([invitation.id]);
    expect(ok<Json>(await browser.post(BPO.decline(invitation.id)))).toEqual({ membership: null, invitations: [] });
    expect((await mailsTo(harbor.user.email)).some((s) => s.includes('declined your invitation'))).toBe(true);
    refused(await put(harbor.browser, BPO.placement(invitation.id), { worksite_id: null }), 409, 'BPO_MEMBER_NOT_ACTIVE');

    // Declined may be invited again; removed rows leave the default list.
    expect(ok<Json>(await harbor.browser.post(BPO.members, { email }), 201).status).toBe('invited');
    ok(await harbor.browser.delete(BPO.member(invitation.id)));
    expect(ok<Json>(await harbor.browser.get(BPO.members)).items.map((m: Json) => m.id)).not.toContain(invitation.id);
    expect(ok<Json>(await harbor.browser.get(`${BPO.members}?status=removed`)).items.map((m: Json) => m.id)).toContain(invitation.id);
  });

  test('only candidates are invited', async () => {
    const employer = await newEmployer(t);
    refused(await harbor.browser.post(BPO.members, { email: employer.user.email }), 409, 'BPO_MEMBER_NOT_CANDIDATE');
    refused(await harbor.browser.post(BPO.members, { email: 'not an address' }), 400, 'VALIDATION_FAILED');
    const rows = await t.db.select().from(bpoMembers).where(eq(bpoMembers.email, employer.user.email.toLowerCase()));
    expect(rows).toEqual([]);
  });
});

test('a stored photo is the re-encoded picture', async () => {
  const site = ok<Json>(await harbor.browser.post(BPO.worksites, worksiteInput({ name: 'Bytes' })), 201);
  const photo = ok<Json>(await uploadSitePhoto(harbor.browser, site.id, await sitePicture())).photos[0];
  const [row] = await t.db.select().from(worksitePhotos).where(eq(worksitePhotos.id, photo.id));
  const bytes = await readStoredFile((await t.files.open(row!.fileKey))!);
  expect((await sharp(bytes).metadata()).width).toBe(320);
});
