import { and, eq, sql } from 'drizzle-orm';
import { applications, jobs } from '../db/schema.js';
import type { CandidateOwner } from '../http/owner.js';
import { ApiError } from '../http/errors.js';
import { optionalText } from '../http/optional-text.js';
import { myApplicationById } from './application-reads.js';
import { ensureCandidateProfile } from '../candidates/candidate-profiles.js';
import { lockApplication } from './pipeline-records.js';
import { applicationAfter } from './transitions.js';
import { tellEmployer } from './notify.js';
import type { PipelineDeps } from './pipeline-deps.js';

/** The candidate applies to a published job, or answers an invitation to it by applying. */
export async function applyToJob({ db, publicUrl }: PipelineDeps, owner: CandidateOwner, jobId: string, noteText: string | undefined) {
  const { candidateId } = owner;
  const note = optionalText(noteText);
  return db.transaction(async (tx) => {
    const [job] = await tx.select({ id: jobs.id, employerId: jobs.employerId, status: jobs.status }).from(jobs).where(eq(jobs.id, jobId)).for('share');
    // A draft is not published: for a candidate it does not exist.
    if (!job || job.status === 'draft') throw new ApiError(404, 'NOT_FOUND');
    const [existing] = await tx
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.jobId, job.id), eq(applications.candidateId, candidateId)));
    if (existing) {
      // An invitation is answered by applying; any other application is already there.
      const record = await lockApplication(tx, existing.id, owner);
      if (record.application.status !== 'invited') throw new ApiError(409, 'ALREADY_APPLIED');
      if (job.status !== 'open') throw new ApiError(409, 'JOB_NOT_OPEN');
      const status = applicationAfter(record.application.status, 'APPLY');
      await tx.update(applications).set({ status, note, updatedAt: sql`now()` }).where(eq(applications.id, existing.id));
      await tellEmployer(tx, publicUrl, record, 'invitation_accepted');
      return myApplicationById(tx, candidateId, existing.id);
    }
    if (job.status !== 'open') throw new ApiError(409, 'JOB_NOT_OPEN');
    await ensureCandidateProfile(tx, owner.account);
    // Two tabs applying at once: the unique index lets one row in, the other finds it taken.
    const [created] = await tx
      .insert(applications)
      .values({ jobId: job.id, employerId: job.employerId, candidateId, status: 'applied', source: 'applied', note })
      .onConflictDoNothing({ target: [applications.jobId, applications.candidateId] })
      .returning({ id: applications.id });
    if (!created) throw new ApiError(409, 'ALREADY_APPLIED');
    const record = await lockApplication(tx, created.id, owner);
    await tellEmployer(tx, publicUrl, record, 'application_received');
    return myApplicationById(tx, candidateId, created.id);
  });
}
