import { and, eq } from 'drizzle-orm';
import { applications, jobs, users } from '../db/schema.js';
import type { EmployerOwner } from '../http/owner.js';
import type { RouteOf } from '../http/handler-types.js';
import { ApiError } from '../http/errors.js';
import { optionalText } from '../http/optional-text.js';
import { applicantById } from './application-reads.js';
import { ensureCandidateProfile } from '../candidates/candidate-profiles.js';
import { lockApplication } from './pipeline-records.js';
import { tellCandidate } from './notify.js';
import type { PipelineDeps } from './pipeline-deps.js';

type Invitation = RouteOf<'inviteCandidateToJob'>['Body'];

/** The employer asks a candidate to apply to one of its open jobs. */
export async function inviteCandidateToJob({ db, publicUrl }: PipelineDeps, owner: EmployerOwner, candidateId: string, invitation: Invitation) {
  const { employerId } = owner;
  return db.transaction(async (tx) => {
    const [job] = await tx
      .select({ id: jobs.id, status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.id, invitation.job_id), eq(jobs.employerId, employerId)))
      .for('share');
    if (!job) throw new ApiError(404, 'NOT_FOUND');
    const [candidate] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, candidateId), eq(users.role, 'candidate')));
    if (!candidate) throw new ApiError(404, 'NOT_FOUND');
    if (job.status !== 'open') throw new ApiError(409, 'JOB_NOT_OPEN');
    await ensureCandidateProfile(tx, candidate);
    // A second invitation, or one racing the candidate's own application, finds the row there.
    const [created] = await tx
      .insert(applications)
      .values({
        jobId: job.id,
        employerId,
        candidateId: candidate.id,
        status: 'invited',
        source: 'invited',
        invitationMessage: optionalText(invitation.message),
      })
      .onConflictDoNothing({ target: [applications.jobId, applications.candidateId] })
      .returning({ id: applications.id });
    if (!created) throw new ApiError(409, 'ALREADY_APPLIED');
    const record = await lockApplication(tx, created.id, owner);
    await tellCandidate(tx, publicUrl, record, 'invitation_received');
    return applicantById(tx, employerId, created.id);
  });
}
