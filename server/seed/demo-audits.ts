import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/database.js';
import { associationEndorsements, worksiteAuditPhotos, worksiteAudits, worksites } from '../db/schema.js';
import { newFileKey, type FileStore } from '../storage/file-store.js';
import { AUDIT_CHECKLIST } from '../../src/shared/audit-checklist.js';
import { DEMO_ADMIN } from './demo-data.js';
import { DEMO_BPO } from './demo-bpo.js';

/*
 * The demo's audits and endorsements (issue 18): the demo auditor (saa@) passed Harbor
 * Outsourcing's first worksite a week ago (so the BPO is accredited, server/bpo/accreditation.ts)
 * and has its second worksite to audit; the demo association (ba@) endorses Harbor. Runs after the
 * BPO's seed (server/seed/demo-bpo.ts), whose worksites it finds by age.
 */

const DEMO_AUDITOR = 'saa@demo.remotehire.test';
const DEMO_ASSOCIATION = 'ba@demo.remotehire.test';

/** A photo of a server room's backup power, drawn from an SVG: no photo is committed. */
const drawnPhoto = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect width="800" height="500" fill="#2d3a4a"/>' +
        Array.from({ length: 4 }, (_, i) => `<rect x="${80 + i * 170}" y="120" width="120" height="280" rx="6" fill="#8fa3b8"/><circle cx="${140 + i * 170}" cy="160" r="10" fill="#5fd068"/>`).join('') +
        '</svg>',
    ),
  )
    .jpeg()
    .toBuffer();

export async function insertDemoAudits(db: Db, files: FileStore, userIds: Map<string, string>): Promise<number> {
  const bpoUserId = userIds.get(DEMO_BPO);
  const auditorId = userIds.get(DEMO_AUDITOR);
  const associationId = userIds.get(DEMO_ASSOCIATION);
  if (!bpoUserId || !auditorId) return 0;
  const sites = await db.select({ id: worksites.id }).from(worksites).where(eq(worksites.bpoUserId, bpoUserId)).orderBy(asc(worksites.createdAt), asc(worksites.id));
  const [first, second] = sites;
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * 86_400_000);
  const assignedBy = userIds.get(DEMO_ADMIN) ?? null;
  let audits = 0;
  if (first) {
    const [passed] = await db
      .insert(worksiteAudits)
      .values({
        worksiteId: first.id,
        auditorId,
        assignedBy,
        status: 'passed',
        checklist: AUDIT_CHECKLIST.map((item) => ({
          item,
          result: 'meets' as const,
          note: item === 'power_backup_tested' ? 'Mains cut for ten minutes: the UPS held and the generator took over in 40 seconds.' : '',
        })),
        findings: 'Sixty seats as declared, all workstations in use or ready. Both internet providers tested by unplugging the main line; calls carried on. Badge access at the door and a visitor log at reception.',
        reason: 'The worksite matches what Harbor Outsourcing declared, and its connection and power backups held when tested.',
        assignedAt: daysAgo(12),
        startedAt: daysAgo(8),
        decidedAt: daysAgo(7),
        updatedAt: daysAgo(7),
      })
      .returning({ id: worksiteAudits.id });
    const bytes = await drawnPhoto();
    const fileKey = newFileKey('audit', passed!.id);
    await files.put(fileKey, bytes);
    await db.insert(worksiteAuditPhotos).values({ auditId: passed!.id, fileKey, fileName: 'backup-power-room.jpg', contentType: 'image/jpeg', sizeBytes: bytes.length, createdAt: daysAgo(8) });
    audits += 1;
  }
  if (second) {
    await db.insert(worksiteAudits).values({ worksiteId: second.id, auditorId, assignedBy, status: 'assigned', assignedAt: daysAgo(2), updatedAt: daysAgo(2) });
    audits += 1;
  }
  if (associationId) await db.insert(associationEndorsements).values({ associationId, bpoUserId, status: 'endorsed', endorsedAt: daysAgo(20) });
  return audits;
}
