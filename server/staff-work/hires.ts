import { and, asc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/database.js';
import { jobs, offers, users, type WorkScheduleRow } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { iso, present } from '../http/contract-fields.js';
import type { Schema } from '../http/handler-types.js';
import { newestFirst } from '../http/list-order.js';
import type { Party, Queryable } from '../hiring/pipeline-records.js';

/*
 * A hire is an offer that was paid for (`offers.hired_at` set): its staff member is the
 * candidate, its employer the offer's. Attendance, reports and time off all belong to a hire,
 * and every call finds it here: the employer by the staff member's id (their latest hire of
 * that person, running or ended), the staff member as their current one. Another tenant's
 * staff member is simply not found.
 */

export interface Hire {
  offerId: string;
  employerId: string;
  candidateId: string;
  jobId: string;
  jobTitle: string;
  applicationId: string;
  status: 'hired' | 'ended';
  schedule: WorkScheduleRow;
  startDate: string;
  hiredAt: Date;
  endedAt: Date | null;
  employer: Party;
  candidate: Party;
}

const employer = alias(users, 'employer');
const candidate = alias(users, 'candidate');

const partyColumns = (u: typeof employer | typeof candidate) => ({
  id: u.id,
  email: u.email,
  locale: u.locale,
  firstname: u.firstname,
  lastname: u.lastname,
  callMeBy: u.callMeBy,
  companyName: u.companyName,
});

/** The latest hire matching `where`, newest `hired_at` first (the order of `offers_staff_idx`). */
async function latestHire(db: Queryable, where: SQL): Promise<Hire | undefined> {
  const [row] = await db
    .select({
      offerId: offers.id,
      employerId: offers.employerId,
      candidateId: offers.candidateId,
      jobId: offers.jobId,
      jobTitle: jobs.title,
      applicationId: offers.applicationId,
      status: offers.status,
      schedule: offers.schedule,
      startDate: offers.startDate,
      hiredAt: offers.hiredAt,
      endedAt: offers.endedAt,
      employer: partyColumns(employer),
      candidate: partyColumns(candidate),
    })
    .from(offers)
    .innerJoin(jobs, eq(jobs.id, offers.jobId))
    .innerJoin(employer, eq(employer.id, offers.employerId))
    .innerJoin(candidate, eq(candidate.id, offers.candidateId))
    .where(and(isNotNull(offers.hiredAt), where))
    .orderBy(newestFirst(offers.hiredAt), asc(offers.id))
    .limit(1);
  if (!row) return undefined;
  // Only `hired` and `ended` offers have a hire date (server/shared lifecycle of offers).
  return { ...row, status: row.status === 'hired' ? 'hired' : 'ended', hiredAt: row.hiredAt! };
}

/** The employer's latest hire of this staff member, running or ended; 404 when they never hired them. */
export async function staffHireForEmployer(db: Queryable, employerId: string, candidateId: string): Promise<Hire> {
  const hire = await latestHire(db, and(eq(offers.employerId, employerId), eq(offers.candidateId, candidateId))!);
  if (!hire) throw new ApiError(404, 'NOT_FOUND');
  return hire;
}

/** A hire by its offer, for work that starts from one of its rows (the forgotten clock-out sweep). */
export async function hireById(db: Queryable, offerId: string): Promise<Hire> {
  const hire = await latestHire(db, eq(offers.id, offerId));
  if (!hire) throw new ApiError(404, 'NOT_FOUND');
  return hire;
}

/**
 * The staff member's current hire. With none running: a write answers 409 CONTRACT_ENDED when
 * they had one (it takes no new entries), a read gets that ended hire (their history stays
 * theirs to read); someone never hired answers 409 NO_ACTIVE_JOB.
 */
export async function currentHireOf(db: Queryable, candidateId: string, { forWrite }: { forWrite: boolean }): Promise<Hire> {
  const running = await latestHire(db, and(eq(offers.candidateId, candidateId), eq(offers.status, 'hired'))!);
  if (running) return running;
  const ended = await latestHire(db, eq(offers.candidateId, candidateId));
  if (!ended) throw new ApiError(409, 'NO_ACTIVE_JOB');
  if (forWrite) throw new ApiError(409, 'CONTRACT_ENDED');
  return ended;
}

/** What the locked row says now: a change of schedule or the end of the contract may have come in meanwhile. */
export interface LockedHire {
  status: Hire['status'];
  schedule: WorkScheduleRow;
  endedAt: Date | null;
}

/**
 * Locks the hire's offers row for the rest of the transaction. Every write of a hire's
 * attendance, reports or time off takes this lock first, so two tabs or a double click wait
 * for each other and the second sees what the first wrote; ending the contract and changing
 * the schedule lock the same row (server/hiring/pipeline-records.ts `lockOffer`).
 */
export async function lockHire(tx: Tx, offerId: string): Promise<LockedHire> {
  const [row] = await tx
    .select({ status: offers.status, schedule: offers.schedule, endedAt: offers.endedAt })
    .from(offers)
    .where(eq(offers.id, offerId))
    .for('update');
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  return { status: row.status === 'hired' ? 'hired' : 'ended', schedule: row.schedule, endedAt: row.endedAt };
}

/** Locks the hire and refuses a new entry when its contract has ended (even if it ended while this request waited). */
export async function lockRunningHire(tx: Tx, hire: Hire): Promise<Hire> {
  const locked = await lockHire(tx, hire.offerId);
  if (locked.status !== 'hired') throw new ApiError(409, 'CONTRACT_ENDED');
  return { ...hire, ...locked };
}

export function toStaffRef(hire: Hire): Schema<'StaffRef'> {
  return {
    candidate_id: hire.candidateId,
    offer_id: hire.offerId,
    firstname: hire.candidate.firstname,
    lastname: hire.candidate.lastname,
    job_title: hire.jobTitle,
    status: hire.status === 'hired' ? 'active' : 'ended',
    schedule: hire.schedule,
    start_date: hire.startDate,
    ...present('ended_at', hire.endedAt && iso(hire.endedAt)),
  };
}
