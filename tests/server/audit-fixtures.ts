// Worksites, auditors and audits for the API suites of worksite audits and associations (issue 18):
// rows written straight to the database, as helper D's worksite editor and an administrator's
// assignment leave them, so that tests of one step need not walk the ones before.
import { bpoAccreditations, worksiteAuditPhotos, worksiteAudits, worksites } from '../../server/db/schema.js';
import type { Client, TestServer } from './harness.js';
import { verifyPartner } from './partner-fixtures.js';
import { tag } from './pipeline-fixtures.js';

export interface Partner {
  id: string;
  email: string;
  browser: Client;
  name: string;
}

/** A verified partner of `type`, signed in; `country` is its account's and so its verification's. */
export async function verifiedPartner(
  t: TestServer,
  type: 'bpo' | 'saa' | 'ba',
  opts: { country?: string; regions?: string[]; name?: string } = {},
): Promise<Partner> {
  const user = await t.createUser({ type, overrides: opts.country ? { country: opts.country } : {} });
  const name = opts.name ?? `${type.toUpperCase()} ${tag()}`;
  await verifyPartner(t, user.id, { name, ...(opts.regions ? { regions: opts.regions } : {}) });
  return { id: user.id, email: user.email, browser: await t.signIn(user), name };
}

/** An active worksite of the BPO, as its editor saves one. */
export async function addWorksite(t: TestServer, bpoUserId: string, overrides: Partial<typeof worksites.$inferInsert> = {}): Promise<string> {
  const [site] = await t.db
    .insert(worksites)
    .values({
      bpoUserId,
      name: `Floor ${tag()}`,
      addressLine1: '12 MG Road',
      city: 'Bengaluru',
      country: 'IN',
      seats: 40,
      equipment: 'Forty desktops with headsets and two screens each.',
      connectionRedundancy: 'dual_providers',
      powerRedundancy: 'ups_and_generator',
      securityMeasures: ['cctv', 'access_control'],
      ...overrides,
    })
    .returning({ id: worksites.id });
  return site!.id;
}

/** The BPO applied for accreditation, as its application form saves it. */
export async function applyForAccreditation(t: TestServer, bpoUserId: string): Promise<void> {
  await t.db
    .insert(bpoAccreditations)
    .values({
      bpoUserId,
      description: 'Customer support in four languages.',
      services: ['customer_support'],
      staffCount: 120,
      yearsOperating: 6,
      contactName: 'Priya Nair',
      contactPhone: '+91 80 1234 5678',
    })
    .onConflictDoNothing();
}

/** An audit of `worksiteId` by `auditorId` in `status`, with one photo row when asked. */
export async function auditOf(
  t: TestServer,
  worksiteId: string,
  auditorId: string,
  status: (typeof worksiteAudits.$inferInsert)['status'] = 'assigned',
  opts: { photo?: boolean; assignedAt?: Date } = {},
): Promise<{ auditId: string; photoId?: string }> {
  const decided = status === 'passed' || status === 'failed';
  const [audit] = await t.db
    .insert(worksiteAudits)
    .values({
      worksiteId,
      auditorId,
      status,
      ...(opts.assignedAt ? { assignedAt: opts.assignedAt } : {}),
      ...(status !== 'assigned' ? { startedAt: new Date() } : {}),
      ...(decided ? { decidedAt: new Date(), reason: status === 'passed' ? 'Everything as declared.' : 'No power backup.' } : {}),
    })
    .returning({ id: worksiteAudits.id });
  if (!opts.photo) return { auditId: audit!.id };
  const [photo] = await t.db
    .insert(worksiteAuditPhotos)
    .values({ auditId: audit!.id, fileKey: `audit/${audit!.id}/missing`, fileName: 'floor.jpg', contentType: 'image/jpeg', sizeBytes: 1 })
    .returning({ id: worksiteAuditPhotos.id });
  return { auditId: audit!.id, photoId: photo!.id };
}

/**
 * The access-rules world's audit records: another auditor's audit in progress with a photo, on
 * another BPO's worksite, and that BPO endorsed by another association.
 */
export async function auditWorld(t: TestServer): Promise<{ auditId: string; auditPhotoId: string; endorsedBpoId: string }> {
  const bpo = await verifiedPartner(t, 'bpo', { country: 'IN' });
  const auditor = await verifiedPartner(t, 'saa');
  const association = await verifiedPartner(t, 'ba', { regions: ['IN'] });
  const worksiteId = await addWorksite(t, bpo.id);
  const { auditId, photoId } = await auditOf(t, worksiteId, auditor.id, 'in_progress', { photo: true });
  const endorsed = await association.browser.post('/api/v1/association/members', { bpo_id: bpo.id });
  if (endorsed.statusCode !== 200) throw new Error(`endorseBpo answered ${endorsed.statusCode}: ${endorsed.body}`);
  return { auditId, auditPhotoId: photoId!, endorsedBpoId: bpo.id };
}
