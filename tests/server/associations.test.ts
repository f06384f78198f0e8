// Business associations through the API (server/associations): endorsing verified BPOs and
// following their accreditation, and the hub partner's list of its region's BPOs with capacity
// and staff placed (decision 025), for verified associations only.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { accreditationOf } from '../../server/bpo/accreditation.js';
import { bpoMembers } from '../../server/db/schema.js';
import { API, expectError, startTestServer, type TestServer } from './harness.js';
import { addWorksite, applyForAccreditation, auditOf, verifiedPartner, type Partner } from './audit-fixtures.js';
import { newCandidate, ok, tag } from './pipeline-fixtures.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const S = {
  members: `${API}/association/members`,
  member: (id: string) => `${API}/association/members/${id}`,
  search: `${API}/association/bpos`,
  hub: `${API}/hubpartner/bpos`,
};

let t: TestServer;
let association: Partner;
let auditor: Partner;
/** Accredited, in India, with two worksites (one closed) and a placed member. */
let accredited: Partner;
/** Applied, in Singapore, no worksite passed. */
let applied: Partner;
/** In the Philippines: outside the association's region. */
let elsewhere: Partner;
let word: string;

beforeAll(async () => {
  t = await startTestServer();
  word = tag();
  association = await verifiedPartner(t, 'ba', { country: 'SG', regions: ['IN', 'SG'], name: 'Asia BPO Council' });
  auditor = await verifiedPartner(t, 'saa');
  accredited = await verifiedPartner(t, 'bpo', { country: 'IN', name: `Alpha ${word} Services` });
  applied = await verifiedPartner(t, 'bpo', { country: 'SG', name: `Beta ${word} Support` });
  elsewhere = await verifiedPartner(t, 'bpo', { country: 'PH', name: `Gamma ${word} Works` });
  await applyForAccreditation(t, accredited.id);
  await applyForAccreditation(t, applied.id);
  const passedSite = await addWorksite(t, accredited.id, { seats: 40 });
  await addWorksite(t, accredited.id, { seats: 25 });
  await addWorksite(t, accredited.id, { seats: 99, status: 'closed' });
  await auditOf(t, passedSite, auditor.id, 'passed');
  await addWorksite(t, applied.id, { country: 'SG', seats: 12 });
  const candidate = await newCandidate(t);
  await t.db.insert(bpoMembers).values([
    { bpoUserId: accredited.id, email: candidate.user.email, candidateId: candidate.user.id, worksiteId: passedSite, status: 'member' },
    { bpoUserId: accredited.id, email: `invited-${word}@example.com`, status: 'invited' },
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('endorsing member BPOs', () => {
  test('finds verified BPOs by name, endorses one, the BPO is told; again changes nothing', async () => {
    const found = ok<Json>(await association.browser.get(`${S.search}?q=${word}`)).items;
    expect(found.map((b: Json) => b.name)).toEqual([accredited.name, applied.name, elsewhere.name]);
    expect(ok<Json>(await association.browser.get(`${S.search}?q=${word}&country=SG`)).items.map((b: Json) => b.id)).toEqual([applied.id]);

    const endorsed = ok<Json>(await association.browser.post(S.members, { bpo_id: accredited.id }));
    expect(endorsed).toEqual({
      id: accredited.id,
      name: accredited.name,
      country: 'IN',
      endorsed: true,
      endorsed_at: expect.any(String),
      accreditation: 'accredited',
      worksites: 2,
      passed_worksites: 1,
    });
    expect((await t.mailbox(accredited.email))[0]).toMatchObject({ subject: 'Asia BPO Council endorses your BPO' });
    ok(await association.browser.post(S.members, { bpo_id: accredited.id }));
    expect((await t.mailbox(accredited.email)).filter((m) => m.subject === 'Asia BPO Council endorses your BPO')).toHaveLength(1);

    expect(ok<Json>(await association.browser.get(S.members)).items).toEqual([endorsed]);
    expect(ok<Json>(await association.browser.get(`${S.search}?q=${word}`)).items[0].endorsed).toBe(true);
  });

  test('withdraws an endorsement, the BPO is told; only its own, only verified BPOs', async () => {
    ok(await association.browser.post(S.members, { bpo_id: elsewhere.id }));
    const other = await verifiedPartner(t, 'ba', { regions: ['PH'] });
    expectError(await other.browser.delete(S.member(elsewhere.id)), 404, 'NOT_FOUND');
    expect((await association.browser.delete(S.member(elsewhere.id))).statusCode).toBe(204);
    expect((await t.mailbox(elsewhere.email))[0]!.subject).toBe('Asia BPO Council withdrew its endorsement');
    expectError(await association.browser.delete(S.member(elsewhere.id)), 404, 'NOT_FOUND');
    expect(ok<Json>(await association.browser.get(S.members)).items.map((b: Json) => b.id)).not.toContain(elsewhere.id);

    const unverifiedBpo = await t.createUser({ type: 'bpo' });
    expectError(await association.browser.post(S.members, { bpo_id: unverifiedBpo.id }), 404, 'NOT_FOUND');
    expectError(await association.browser.post(S.members, { bpo_id: auditor.id }), 404, 'NOT_FOUND');
  });

  test('a page of several BPOs gives each its own accreditation, as accreditationOf says, in the members list and the search', async () => {
    const council = await verifiedPartner(t, 'ba', { regions: ['IN'] });
    // Two worksites passed; a third passed, then failed its re-audit: only its latest audit counts.
    const reaudited = await verifiedPartner(t, 'bpo', { country: 'IN', name: `Delta ${tag()} Outsourcing` });
    await applyForAccreditation(t, reaudited.id);
    for (let i = 0; i < 2; i += 1) await auditOf(t, await addWorksite(t, reaudited.id), auditor.id, 'passed');
    const reauditedSite = await addWorksite(t, reaudited.id);
    await auditOf(t, reauditedSite, auditor.id, 'passed', { assignedAt: new Date('2026-01-10T09:00:00Z') });
    await auditOf(t, reauditedSite, auditor.id, 'failed', { assignedAt: new Date('2026-07-10T09:00:00Z') });
    for (const bpo of [elsewhere, reaudited, applied, accredited]) ok(await council.browser.post(S.members, { bpo_id: bpo.id }));

    const members = ok<Json>(await council.browser.get(S.members)).items as Json[];
    expect(members.map((b) => [b.name, b.endorsed, b.accreditation, b.worksites, b.passed_worksites])).toEqual([
      [accredited.name, true, 'accredited', 2, 1],
      [applied.name, true, 'applied', 1, 0],
      [reaudited.name, true, 'accredited', 3, 2],
      [elsewhere.name, true, 'not_applied', 0, 0],
    ]);
    const searched = ok<Json>(await council.browser.get(`${S.search}?page_size=50`)).items as Json[];
    expect(searched.map((b) => b.id)).toEqual(expect.arrayContaining(members.map((m) => m.id)));
    for (const bpo of searched) {
      const said = await accreditationOf(t.db, bpo.id);
      const { id, accreditation, worksites, passed_worksites } = bpo;
      expect({ id, accreditation, worksites, passed_worksites }).toEqual({ id, accreditation: said.status, worksites: said.worksites, passed_worksites: said.passedWorksites });
      if (members.some((m) => m.id === bpo.id)) expect(bpo).toEqual(members.find((m) => m.id === bpo.id));
    }
  });

  test('an association not yet verified can do none of it', async () => {
    const browser = await t.signIn(await t.createUser({ type: 'ba' }));
    for (const res of [await browser.get(S.members), await browser.get(S.hub), await browser.post(S.members, { bpo_id: accredited.id })]) {
      expectError(res, 403, 'PARTNER_NOT_VERIFIED', undefined, { messageKey: 'pv_api_error_not_verified' });
    }
  });
});

describe('the hub partner’s BPOs', () => {
  test('the BPOs of its region, with accreditation, capacity and staff placed, as accreditationOf says', async () => {
    const page = ok<Json>(await association.browser.get(S.hub));
    expect(page.regions).toEqual(['IN', 'SG']);
    const ours = page.items.filter((b: Json) => [accredited.id, applied.id, elsewhere.id].includes(b.id));
    expect(ours).toEqual([
      { id: accredited.id, name: accredited.name, country: 'IN', endorsed: true, accreditation: 'accredited', worksites: 2, passed_worksites: 1, seats: 65, staff_placed: 1 },
      { id: applied.id, name: applied.name, country: 'SG', endorsed: false, accreditation: 'applied', worksites: 1, passed_worksites: 0, seats: 12, staff_placed: 0 },
    ]);
    for (const bpo of ours) {
      const said = await accreditationOf(t.db, bpo.id);
      expect([bpo.accreditation, bpo.worksites, bpo.passed_worksites]).toEqual([said.status, said.worksites, said.passedWorksites]);
    }
  });

  test('filtered by accreditation and country; an association without a region sees none', async () => {
    const only = async (query: string) => ok<Json>(await association.browser.get(`${S.hub}?${query}`)).items.map((b: Json) => b.id);
    expect(await only('accreditation=accredited')).toContain(accredited.id);
    expect(await only('accreditation=accredited')).not.toContain(applied.id);
    expect(await only('accreditation=applied')).toEqual(expect.arrayContaining([applied.id]));
    expect(await only('accreditation=not_applied')).not.toEqual(expect.arrayContaining([accredited.id]));
    expect(await only('country=SG')).toContain(applied.id);
    expect(await only('country=SG')).not.toContain(accredited.id);
    expect(await only('country=PH')).toEqual([]);

    const regionless = await verifiedPartner(t, 'ba');
    expect(ok<Json>(await regionless.browser.get(S.hub))).toEqual({ regions: [], items: [], page: 1, page_size: 20, has_more: false });
  });
});
