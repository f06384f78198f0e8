import { eq, sql } from 'drizzle-orm';
import { applications } from '../db/schema.js';
import type { EmployerOwner } from '../http/owner.js';
import { optionalText } from '../http/optional-text.js';
import { refuseWhileBeingPaid } from './payment-in-progress.js';
import { applicantById } from './application-reads.js';
import { lockApplication } from './pipeline-records.js';
import { applicationAfter } from './transitions.js';
import { tellCandidate } from './notify.js';
import { closeOpenInterviews, withdrawOpenOffers } from './side-effects.js';
import type { PipelineDeps } from './pipeline-deps.js';

/** The employer keeps an applicant in the running. */
export async function shortlistApplicant({ db, publicUrl }: PipelineDeps, owner: EmployerOwner, applicationId: string) {
  return db.transaction(async (tx) => {
    const record = await lockApplication(tx, applicationId, owner);
    const status = applicationAfter(record.application.status, 'SHORTLIST');
    await tx.update(applications).set({ status, updatedAt: sql`now()` }).where(eq(applications.id, record.application.id));
    await tellCandidate(tx, publicUrl, record, 'application_shortlisted');
    return applicantById(tx, owner.employerId, record.application.id);
  });
}

/** The employer turns an applicant down, with whatever interviews and offers still ran. */
export async function rejectApplicant({ db, publicUrl }: PipelineDeps, owner: EmployerOwner, applicationId: string, reason: string | undefined) {
  return db.transaction(async (tx) => {
    const record = await lockApplication(tx, applicationId, owner);
    const status = applicationAfter(record.application.status, 'REJECT');
    await refuseWhileBeingPaid(tx, record.application.id);
    await tx
      .update(applications)
      .set({ status, rejectionReason: optionalText(reason), updatedAt: sql`now()` })
      .where(eq(applications.id, record.application.id));
    // One mail says it all: the interviews and offers that end with it are not announced one by one.
    await closeOpenInterviews(tx, record.application.id);
    await withdrawOpenOffers(tx, record.application.id);
    await tellCandidate(tx, publicUrl, record, 'application_rejected');
    return applicantById(tx, owner.employerId, record.application.id);
  });
}
