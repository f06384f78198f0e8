import { createHash } from 'node:crypto';
import type { Db } from '../db/database.js';
import { complianceDecisions, complianceDocuments } from '../db/schema.js';
import { newFileKey, type FileStore } from '../storage/file-store.js';
import type { ComplianceDocumentKind } from '../../src/shared/compliance.js';
import { DEMO_CANDIDATE } from './demo-data.js';

/*
 * Candidates at several points of their compliance documents (docs/product.md, "Onboarding"), and
 * cases waiting in the administrators' queue: the demo candidate has an approved identity document,
 * a proof of address to redo and no tax form yet; Juan has handed in all three, waiting for review;
 * Amina, hired and at work, has all three approved. The files are small PDFs that say they are
 * samples, kept in the file store like any upload.
 */

interface DemoDocument {
  kind: ComplianceDocumentKind;
  status: 'submitted' | 'approved' | 'rejected';
  file: string;
  reason?: string;
  /** Handed in this many days ago. */
  daysAgo: number;
}

const ALL_SUBMITTED: DemoDocument[] = [
  { kind: 'identity_document', status: 'submitted', file: 'Passport Juan Dela Cruz.pdf', daysAgo: 2 },
  { kind: 'proof_of_address', status: 'submitted', file: 'Meralco bill October.pdf', daysAgo: 2 },
  { kind: 'tax_form', status: 'submitted', file: 'W-8BEN signed.pdf', daysAgo: 1 },
];

export const demoCompliance: Array<{ candidate: string; documents: DemoDocument[] }> = [
  {
    candidate: DEMO_CANDIDATE,
    documents: [
      { kind: 'identity_document', status: 'approved', file: 'Passport scan.pdf', daysAgo: 6 },
      {
        kind: 'proof_of_address',
        status: 'rejected',
        file: 'Bank statement.pdf',
        reason: 'The statement is from last year: upload one from the last three months.',
        daysAgo: 6,
      },
    ],
  },
  { candidate: 'juan.dela.cruz@demo.remotehire.test', documents: ALL_SUBMITTED },
  {
    candidate: 'amina.yusuf@demo.remotehire.test',
    documents: [
      { kind: 'identity_document', status: 'approved', file: 'National ID Amina Yusuf.pdf', daysAgo: 40 },
      { kind: 'proof_of_address', status: 'approved', file: 'KPLC bill.pdf', daysAgo: 40 },
      { kind: 'tax_form', status: 'approved', file: 'W-8BEN Amina Yusuf.pdf', daysAgo: 39 },
    ],
  },
];

const DAY = 86_400_000;

/** A one-page PDF that says what it stands for. */
export function samplePdf(title: string): Buffer {
  const text = `Sample document for the RemoteHire demo: ${title}`.replace(/[()\\]/g, '');
  const content = `BT /F1 14 Tf 56 760 Td (${text}) Tj ET`;
  return Buffer.from(
    `%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n` +
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj\n` +
      `4 0 obj << /Length ${content.length} >> stream\n${content}\nendstream endobj\n5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj\n` +
      `trailer << /Root 1 0 R >>\n%%EOF\n`,
    'latin1',
  );
}

/** Runs after the demo's accounts exist: stores each file, then its document and the decision on it. */
export async function insertDemoCompliance(db: Db, files: FileStore, now: Date, userIds: Map<string, string>, adminId: string): Promise<number> {
  let count = 0;
  for (const { candidate, documents } of demoCompliance) {
    const candidateId = userIds.get(candidate);
    if (!candidateId) continue;
    for (const document of documents) {
      const bytes = samplePdf(document.file);
      const fileKey = newFileKey('compliance', candidateId);
      await files.put(fileKey, bytes);
      const submittedAt = new Date(now.getTime() - document.daysAgo * DAY);
      const decided = document.status !== 'submitted';
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const [row] = await db
        .insert(complianceDocuments)
        .values({
          candidateId,
          kind: document.kind,
          status: document.status,
          fileKey,
          fileName: document.file,
          contentType: 'application/pdf',
          sizeBytes: bytes.length,
          sha256,
          // An identity document is valid for years yet.
          expiresOn: document.kind === 'identity_document' ? new Date(now.getTime() + 4 * 365 * DAY).toISOString().slice(0, 10) : null,
          submittedAt,
          reviewedBy: decided ? adminId : null,
          reviewedAt: decided ? new Date(submittedAt.getTime() + DAY) : null,
          rejectionReason: document.reason ?? null,
        })
        .returning({ id: complianceDocuments.id });
      if (decided) {
        await db.insert(complianceDecisions).values({
          documentId: row!.id,
          sha256,
          decision: document.status as 'approved' | 'rejected',
          reason: document.reason ?? null,
          decidedBy: adminId,
          decidedAt: new Date(submittedAt.getTime() + DAY),
        });
      }
      count++;
    }
  }
  return count;
}
