import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { applications, interviews } from '../db/schema.js';
import type { EmployerOwner } from '../http/owner.js';
import type { RouteOf } from '../http/handler-types.js';
import { fieldError } from '../http/errors.js';
import { optionalText } from '../http/optional-text.js';
import { employerInterviewById } from './interview-reads.js';
import { lockApplication, lockInterview } from './pipeline-records.js';
import { applicationAfter, interviewAfter, openInterviewStatuses } from './transitions.js';
import { tellCandidate } from './notify.js';
import type { PipelineDeps } from './pipeline-deps.js';

type InterviewInvite = RouteOf<'sendInterviewInvite'>['Body'];

/** Times the candidate will pick from, normalised so that an accepted time compares exactly. */
function futureTimes(times: string[]): string[] {
  const now = Date.now();
  const parsed = times.map((t) => new Date(t));
  if (parsed.some((d) => Number.isNaN(d.getTime()) || d.getTime() <= now)) throw fieldError('proposed_times', 'futureTime');
  return [...new Set(parsed.map((d) => d.toISOString()))];
}

/** The employer proposes interview times to an applicant, or new times for the interview still to happen. */
export async function sendInterviewInvite({ db, publicUrl }: PipelineDeps, owner: EmployerOwner, applicationId: string, body: InterviewInvite) {
  const { duration_minutes, meeting_url, message } = body;
  const proposedTimes = futureTimes(body.proposed_times);
  return db.transaction(async (tx) => {
    const record = await lockApplication(tx, applicationId, owner);
    const applicationStatus = applicationAfter(record.application.status, 'INTERVIEW');
    const [waiting] = await tx
      .select()
      .from(interviews)
      .where(and(eq(interviews.applicationId, record.application.id), inArray(interviews.status, openInterviewStatuses)))
      .orderBy(desc(interviews.createdAt))
      .limit(1)
      .for('update');
    const invite = {
      proposedTimes,
      durationMinutes: duration_minutes,
      meetingUrl: meeting_url ?? null,
      message: optionalText(message),
      scheduledAt: null,
      updatedAt: sql`now()`,
    };
    let interviewId: string;
    if (waiting) {
      // New times for an interview still to happen replace the old ones: one interview, not two.
      await tx
        .update(interviews)
        .set({ ...invite, status: interviewAfter(waiting.status, 'PROPOSE') })
        .where(eq(interviews.id, waiting.id));
      interviewId = waiting.id;
    } else {
      const [created] = await tx
        .insert(interviews)
        .values({
          ...invite,
          applicationId: record.application.id,
          jobId: record.job.id,
          employerId: owner.employerId,
          candidateId: record.application.candidateId,
          status: 'proposed',
        })
        .returning({ id: interviews.id });
      interviewId = created!.id;
    }
    await tx
      .update(applications)
      .set({ status: applicationStatus, updatedAt: sql`now()` })
      .where(eq(applications.id, record.application.id));
    await tellCandidate(tx, publicUrl, record, 'interview_invited');
    return employerInterviewById(tx, owner.employerId, interviewId);
  });
}

/** The employer calls an interview off. */
export async function cancelInterview({ db, publicUrl }: PipelineDeps, owner: EmployerOwner, interviewId: string) {
  return db.transaction(async (tx) => {
    const record = await lockInterview(tx, interviewId, owner);
    const status = interviewAfter(record.interview.status, 'CANCEL');
    await tx.update(interviews).set({ status, updatedAt: sql`now()` }).where(eq(interviews.id, record.interview.id));
    await tellCandidate(tx, publicUrl, record, 'interview_cancelled');
    return employerInterviewById(tx, owner.employerId, record.interview.id);
  });
}
