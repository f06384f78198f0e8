import sharp from 'sharp';
import type { Db } from '../db/database.js';
import { bpoAccreditations, bpoMembers, worksites } from '../db/schema.js';
import type { FileStore } from '../storage/file-store.js';
import { addWorksitePhoto } from '../bpo/worksite-photos.js';

/*
 * The demo BPO, Harbor Outsourcing (bpo@): it applied for accreditation, has two worksites in
 * Mumbai and Pune with their photos (drawn at seed time and handed in through the same steps as an
 * upload, server/bpo/worksite-photos.ts), two members placed at them (Amina Yusuf, the demo
 * employer's hired staff member, and Rahul Verma) and an invitation waiting for the demo candidate.
 * The first worksite's passed audit is the audits' seed (server/seed/demo-audits.ts): it finds the
 * worksite as the BPO's first.
 */

export const DEMO_BPO = 'bpo@demo.remotehire.test';

const SITES = [
  {
    name: 'Marine Drive centre',
    addressLine1: '14 Marine Drive',
    addressLine2: 'Floor 3, Sea View House',
    city: 'Mumbai',
    postalCode: '400002',
    country: 'IN',
    seats: 60,
    equipment: 'Desktops with two 24-inch screens each, noise-cancelling USB headsets, HD webcams, a quiet room for interviews.',
    connectionRedundancy: 'dual_providers' as const,
    powerRedundancy: 'ups_and_generator' as const,
    securityMeasures: ['cctv', 'access_control', 'security_guard', 'visitor_log'] as ('cctv' | 'access_control' | 'security_guard' | 'visitor_log')[],
    colours: ['#1f6f8b', '#99a8b2'],
  },
  {
    name: 'Hinjewadi annex',
    addressLine1: 'Plot 22, Phase 1, Hinjewadi IT Park',
    addressLine2: null,
    city: 'Pune',
    postalCode: '411057',
    country: 'IN',
    seats: 24,
    equipment: 'Laptops with docking stations and 27-inch screens, wired headsets.',
    connectionRedundancy: 'backup_line' as const,
    powerRedundancy: 'ups' as const,
    securityMeasures: ['access_control', 'clean_desk'] as ('access_control' | 'clean_desk')[],
    colours: ['#6b4f8b', '#c9b8d9'],
  },
];

/** A picture of a floor of desks, drawn from an SVG: no photo is committed. */
const drawn = (background: string, desks: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect width="800" height="500" fill="${background}"/>` +
        Array.from({ length: 12 }, (_, i) => `<rect x="${60 + (i % 4) * 180}" y="${80 + Math.floor(i / 4) * 130}" width="140" height="70" rx="8" fill="${desks}"/>`).join('') +
        '</svg>',
    ),
  )
    .jpeg()
    .toBuffer();

export async function insertDemoBpo(db: Db, files: FileStore, userIds: Map<string, string>): Promise<number> {
  const bpoUserId = userIds.get(DEMO_BPO);
  if (!bpoUserId) return 0;
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * 86_400_000);
  await db.insert(bpoAccreditations).values({
    bpoUserId,
    description: 'Harbor Outsourcing runs customer support and back-office teams for retailers and clinics in India, Singapore and Australia, from two staffed centres.',
    services: ['customer_support', 'back_office', 'bookkeeping'],
    staffCount: 420,
    yearsOperating: 9,
    contactName: 'Arjun Mehta',
    contactPhone: '+91 22 4000 1234',
    appliedAt: daysAgo(30),
    updatedAt: daysAgo(30),
  });
  const ids: string[] = [];
  for (const [i, { colours, ...site }] of SITES.entries()) {
    // The first is the older: the audits' seed takes the BPO's first worksite.
    const [row] = await db.insert(worksites).values({ bpoUserId, ...site, createdAt: daysAgo(28 - i), updatedAt: daysAgo(28 - i) }).returning({ id: worksites.id });
    ids.push(row!.id);
    await addWorksitePhoto({ db, files }, bpoUserId, row!.id, { bytes: await drawn(colours[0]!, colours[1]!), sentName: 'floor.jpg' });
  }
  const member = (email: string, worksiteId: string | null, status: 'member' | 'invited', invitedDaysAgo: number) => {
    const candidateId = userIds.get(email);
    return candidateId
      ? [{ bpoUserId, email, candidateId: status === 'member' ? candidateId : null, worksiteId, status, invitedAt: daysAgo(invitedDaysAgo), answeredAt: status === 'member' ? daysAgo(invitedDaysAgo - 1) : null }]
      : [];
  };
  const rows = [
    ...member('amina.yusuf@demo.remotehire.test', ids[0]!, 'member', 25),
    ...member('rahul.verma@demo.remotehire.test', ids[1]!, 'member', 20),
    ...member('candidate@demo.remotehire.test', null, 'invited', 2),
  ];
  if (rows.length) await db.insert(bpoMembers).values(rows);
  return rows.length;
}
