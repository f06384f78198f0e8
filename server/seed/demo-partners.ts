import { createHash } from 'node:crypto';
import type { Db } from '../db/database.js';
import { partnerVerificationDecisions, partnerVerificationDocuments, partnerVerifications } from '../db/schema.js';
import { newFileKey, type FileStore } from '../storage/file-store.js';
import type { PartnerKind } from '../../src/shared/partner-verification.js';
import { DEMO_ADMIN } from './demo-data.js';
import { samplePdf } from './demo-compliance.js';

/*
 * The demo partners' verifications (issue 18): every partner demo account is verified, so each
 * finds its work on first sign-in (agents' clients, referrals, worksites, audits, members), with
 * its registration certificate in the file store and the administrator's decision on record.
 * The business association answers for India and Singapore: as a hub partner it oversees Harbor
 * Outsourcing (IN). Laura, the business agent, moved offices and submitted her new address: her
 * edit waits in the administrators' queue (/admin/partners) while she keeps working, verified.
 */

interface DemoPartner {
  email: string;
  kind: PartnerKind;
  business: string;
  registration: string;
  address: { line1: string; city: string; postalCode: string; country: string };
  regions?: string[];
  /** Verified this many days ago (submitted a day before). */
  daysAgo: number;
  /** A later edit of the address, submitted this many days ago and waiting for review. */
  pendingEdit?: { line1: string; city: string; postalCode: string; daysAgo: number };
}

export const demoPartners: DemoPartner[] = [
  {
    email: 'agent@demo.remotehire.test',
    kind: 'agent',
    business: 'Mensah Talent Partners',
    registration: 'BN-2019-044817',
    address: { line1: '12 Liberation Road', city: 'Accra', postalCode: 'GA-039-5028', country: 'GH' },
    daysAgo: 60,
  },
  {
    email: 'business-agent@demo.remotehire.test',
    kind: 'business_agent',
    business: 'Jiménez Consulting',
    registration: 'JICO-850312-AB4',
    address: { line1: 'Avenida Reforma 222', city: 'Ciudad de México', postalCode: '06600', country: 'MX' },
    daysAgo: 90,
    pendingEdit: { line1: 'Calle Durango 81, piso 4', city: 'Ciudad de México', postalCode: '06700', daysAgo: 1 },
  },
  {
    email: 'bpo@demo.remotehire.test',
    kind: 'bpo',
    business: 'Harbor Outsourcing Ltd',
    registration: 'U74999MH2016PTC281943',
    address: { line1: '14 Marine Drive, Nariman Point', city: 'Mumbai', postalCode: '400021', country: 'IN' },
    daysAgo: 120,
  },
  {
    email: 'saa@demo.remotehire.test',
    kind: 'saa',
    business: 'Site Assurance Partners',
    registration: 'RCS Lyon 852 417 096',
    address: { line1: '8 rue de la République', city: 'Lyon', postalCode: '69002', country: 'FR' },
    daysAgo: 100,
  },
  {
    email: 'ba@demo.remotehire.test',
    kind: 'ba',
    business: 'Regional SME Association',
    registration: 'UEN S98SS0123K',
    address: { line1: '1 Raffles Place, #20-01', city: 'Singapore', postalCode: '048616', country: 'SG' },
    regions: ['IN', 'SG'],
    daysAgo: 110,
  },
];

const DAY = 86_400_000;

/** Runs after the demo's accounts exist: stores each certificate, then the verification and the decision on it. */
export async function insertDemoPartners(db: Db, files: FileStore, userIds: Map<string, string>, now: Date): Promise<number> {
  const adminId = userIds.get(DEMO_ADMIN) ?? null;
  let count = 0;
  for (const partner of demoPartners) {
    const userId = userIds.get(partner.email);
    if (!userId) continue;
    const verifiedAt = new Date(now.getTime() - partner.daysAgo * DAY);
    const submittedAt = new Date(verifiedAt.getTime() - DAY);
    const regions = partner.regions ?? [];
    const edit = partner.pendingEdit;
    const [verification] = await db
      .insert(partnerVerifications)
      .values({
        userId,
        kind: partner.kind,
        status: edit ? 'submitted' : 'verified',
        businessName: partner.business,
        registrationNumber: partner.registration,
        addressLine1: edit?.line1 ?? partner.address.line1,
        city: edit?.city ?? partner.address.city,
        postalCode: edit?.postalCode ?? partner.address.postalCode,
        country: partner.address.country,
        regions,
        reviewedBy: adminId,
        reviewedAt: verifiedAt,
        submittedAt: edit ? new Date(now.getTime() - edit.daysAgo * DAY) : submittedAt,
        verifiedAt,
        verifiedBusinessName: partner.business,
        verifiedRegions: regions,
        createdAt: submittedAt,
        updatedAt: edit ? new Date(now.getTime() - edit.daysAgo * DAY) : verifiedAt,
      })
      .returning({ id: partnerVerifications.id });
    const documents = [
      { kind: 'registration_certificate' as const, file: `Registration certificate ${partner.business}.pdf`, at: submittedAt },
      ...(edit ? [{ kind: 'proof_of_address' as const, file: 'Lease agreement Calle Durango.pdf', at: new Date(now.getTime() - edit.daysAgo * DAY) }] : []),
    ];
    for (const document of documents) {
      const bytes = samplePdf(document.file);
      const fileKey = newFileKey('partner-verification', userId);
      await files.put(fileKey, bytes);
      await db.insert(partnerVerificationDocuments).values({
        verificationId: verification!.id,
        kind: document.kind,
        fileKey,
        fileName: document.file,
        contentType: 'application/pdf',
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        uploadedAt: document.at,
      });
    }
    await db.insert(partnerVerificationDecisions).values({ verificationId: verification!.id, decision: 'verified', decidedBy: adminId, decidedAt: verifiedAt });
    count++;
  }
  return count;
}
