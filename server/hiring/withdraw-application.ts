import { eq, sql } from 'drizzle-orm';
import { applications } from '../db/schema.js';
import type { CandidateOwner } from '../http/owner.js';
import { myApplicationById } from './application-reads.js';
import { lockApplication } from './pipeline-records.js';
import { applicationAfter } from './transitions.js';
import { tellEmployer } from './notify.js';
import { closeOpenInterviews } from './side-effects.js';
import type { PipelineDeps } from './pipeline-deps.js';

/** The candidate withdraws an application; the interviews still to happen are called off with it. */
export async function withdrawApplication({ db, publicUrl }: PipelineDeps, owner: CandidateOwner, applicationId: string) {
  return db.transaction(async (tx) => {
    const record = await lockApplication(tx, applicationId, owner);
    const status = applicationAfter(record.application.status, 'WITHDRAW');
    await tx.update(applications).set({ status, updatedAt: sql`now()` }).where(eq(applications.id, record.application.id));
    await closeOpenInterviews(tx, record.application.id);
    await tellEmployer(tx, publicUrl, record, 'application_withdrawn');
    return myApplicationById(tx, owner.candidateId, record.application.id);
  });
}
