import { eq, sql } from 'drizzle-orm';
import { interviews } from '../db/schema.js';
import type { CandidateOwner } from '../http/owner.js';
import { ApiError } from '../http/errors.js';
import { optionalText } from '../http/optional-text.js';
import { candidateInterviewById } from './interview-reads.js';
import { lockInterview } from './pipeline-records.js';
import { interviewAfter } from './transitions.js';
import { tellEmployer } from './notify.js';
import type { PipelineDeps } from './pipeline-deps.js';

/** The candidate takes one of the proposed times. */
export async function acceptInterview({ db, publicUrl }: PipelineDeps, owner: CandidateOwner, interviewId: string, time: string) {
  const chosen = new Date(time).toISOString();
  return db.transaction(async (tx) => {
    const record = await lockInterview(tx, interviewId, owner);
    const status = interviewAfter(record.interview.status, 'ACCEPT');
    if (!record.interview.proposedTimes.includes(chosen)) throw new ApiError(409, 'INTERVIEW_TIME_NOT_OFFERED');
    await tx
      .update(interviews)
      .set({ status, scheduledAt: new Date(chosen), updatedAt: sql`now()` })
      .where(eq(interviews.id, record.interview.id));
    await tellEmployer(tx, publicUrl, record, 'interview_accepted');
    return candidateInterviewById(tx, owner.candidateId, record.interview.id);
  });
}

/** The candidate turns the interview down. */
export async function declineInterview({ db, publicUrl }: PipelineDeps, owner: CandidateOwner, interviewId: string, note: string | undefined) {
  return db.transaction(async (tx) => {
    const record = await lockInterview(tx, interviewId, owner);
    const status = interviewAfter(record.interview.status, 'DECLINE');
    await tx
      .update(interviews)
      .set({ status, candidateNote: optionalText(note), updatedAt: sql`now()` })
      .where(eq(interviews.id, record.interview.id));
    await tellEmployer(tx, publicUrl, record, 'interview_declined');
    return candidateInterviewById(tx, owner.candidateId, record.interview.id);
  });
}

/** The candidate asks for other times, saying why. */
export async function requestInterviewReschedule({ db, publicUrl }: PipelineDeps, owner: CandidateOwner, interviewId: string, noteText: string | undefined) {
  const note = optionalText(noteText);
  if (!note) throw new ApiError(400, 'VALIDATION_FAILED', { note: { key: 'required' } });
  return db.transaction(async (tx) => {
    const record = await lockInterview(tx, interviewId, owner);
    const status = interviewAfter(record.interview.status, 'RESCHEDULE');
    await tx.update(interviews).set({ status, candidateNote: note, updatedAt: sql`now()` }).where(eq(interviews.id, record.interview.id));
    await tellEmployer(tx, publicUrl, record, 'interview_reschedule_requested');
    return candidateInterviewById(tx, owner.candidateId, record.interview.id);
  });
}
