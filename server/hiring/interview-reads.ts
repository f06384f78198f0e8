import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { candidateProfiles, interviews, jobs, users } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import { toPrefixQuery } from '../http/search-query.js';
import { employerRefColumns, jobRefColumns, nameColumns, profileColumns } from './read-columns.js';
import { iso, present } from '../http/contract-fields.js';
import { newestFirst } from '../http/list-order.js';
import { toCandidateSummary, toEmployerRef, toJobRef } from '../views/refs.js';
import type { Queryable } from './pipeline-records.js';

type InterviewRow = typeof interviews.$inferSelect;
type InterviewStatus = Schema<'InterviewStatus'>;

function interviewFields(i: InterviewRow): Schema<'InterviewFields'> {
  return {
    id: i.id,
    application_id: i.applicationId,
    status: i.status,
    proposed_times: i.proposedTimes,
    ...present('scheduled_at', i.scheduledAt && iso(i.scheduledAt)),
    duration_minutes: i.durationMinutes,
    ...present('meeting_url', i.meetingUrl),
    ...present('message', i.message),
    ...present('candidate_note', i.candidateNote),
    created_at: iso(i.createdAt),
    updated_at: iso(i.updatedAt),
  };
}

// Ties broken as `interviews_employer_idx` / `interviews_candidate_idx` are ordered.
const latestFirst = [newestFirst(interviews.updatedAt), asc(interviews.id)];

export interface EmployerInterviewFilter {
  employerId: string;
  interviewId?: string;
  jobId?: string;
  status?: InterviewStatus;
  q?: string;
}

export async function findEmployerInterviews(db: Queryable, f: EmployerInterviewFilter, page = 1, pageSize = 20) {
  const conditions: SQL[] = [eq(interviews.employerId, f.employerId)];
  if (f.interviewId) conditions.push(eq(interviews.id, f.interviewId));
  if (f.jobId) conditions.push(eq(interviews.jobId, f.jobId));
  if (f.status) conditions.push(eq(interviews.status, f.status));
  const words = toPrefixQuery(f.q);
  if (words) conditions.push(sql`${candidateProfiles.search} @@ to_tsquery('simple', ${words})`);
  const { limit, offset } = pageWindow(page, pageSize);
  const rows = await db
    .select({ interview: interviews, job: jobRefColumns, profile: profileColumns, name: nameColumns })
    .from(interviews)
    .innerJoin(jobs, eq(jobs.id, interviews.jobId))
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, interviews.candidateId))
    .innerJoin(users, eq(users.id, interviews.candidateId))
    .where(and(...conditions))
    .orderBy(...latestFirst)
    .limit(limit)
    .offset(offset);
  const { items, ...rest } = pageOf(rows, page, pageSize);
  return {
    interviews: items.map(({ interview, job, profile, name }): Schema<'EmployerInterview'> => ({
      ...interviewFields(interview),
      job: toJobRef(job),
      candidate: toCandidateSummary(profile, name),
    })),
    ...rest,
  };
}

export async function employerInterviewById(db: Queryable, employerId: string, interviewId: string) {
  return (await findEmployerInterviews(db, { employerId, interviewId }, 1, 1)).interviews[0]!;
}

export async function findCandidateInterviews(
  db: Queryable,
  f: { candidateId: string; interviewId?: string; status?: InterviewStatus },
  page = 1,
  pageSize = 20,
) {
  const conditions: SQL[] = [eq(interviews.candidateId, f.candidateId)];
  if (f.interviewId) conditions.push(eq(interviews.id, f.interviewId));
  if (f.status) conditions.push(eq(interviews.status, f.status));
  const { limit, offset } = pageWindow(page, pageSize);
  const rows = await db
    .select({ interview: interviews, job: jobRefColumns, employer: employerRefColumns })
    .from(interviews)
    .innerJoin(jobs, eq(jobs.id, interviews.jobId))
    .innerJoin(users, eq(users.id, interviews.employerId))
    .where(and(...conditions))
    .orderBy(...latestFirst)
    .limit(limit)
    .offset(offset);
  const { items, ...rest } = pageOf(rows, page, pageSize);
  return {
    interviews: items.map(({ interview, job, employer }): Schema<'CandidateInterview'> => ({
      ...interviewFields(interview),
      job: toJobRef(job),
      employer: toEmployerRef(employer),
    })),
    ...rest,
  };
}

export async function candidateInterviewById(db: Queryable, candidateId: string, interviewId: string) {
  return (await findCandidateInterviews(db, { candidateId, interviewId }, 1, 1)).interviews[0]!;
}
