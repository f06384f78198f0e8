import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { timeOffRequests } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import type { CandidateOwner, EmployerOwner } from '../http/owner.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import { ledgersOf, toBalance } from './balances.js';
import { currentHireOf, staffHireForEmployer, toStaffRef, type Hire } from './hires.js';
import { policyOf } from './policy.js';
import { toTimeOffRequest } from './time-off-view.js';
import type { StaffWorkDeps } from './work-deps.js';

/*
 * A staff member's time-off requests with their balances, for the staff member (their current
 * or last hire) and for the employer (every request of that staff member with them). Each query
 * filters by the caller's own column, so another tenant's staff member is not found.
 */

type Paging = { page?: number; page_size?: number };

// Waiting requests first: they are what the employer acts on.
const waitingFirst = [desc(sql`${timeOffRequests.status} = 'requested'`), desc(timeOffRequests.startDate), desc(timeOffRequests.id)];

async function timeOffList({ db, clock }: StaffWorkDeps, hire: Hire, where: SQL, { page, page_size }: Paging): Promise<Schema<'TimeOffList'>> {
  const { limit, offset } = pageWindow(page, page_size);
  const rows = await db
    .select()
    .from(timeOffRequests)
    .where(where)
    .orderBy(...waitingFirst)
    .limit(limit)
    .offset(offset);
  const ledgers = await ledgersOf(db, hire, await policyOf(db, hire.employerId), clock.now());
  const { items, ...rest } = pageOf(rows, page, page_size);
  return { staff: toStaffRef(hire), requests: items.map(toTimeOffRequest), balances: ledgers.map(toBalance), ...rest };
}

export async function listMyTimeOff(deps: StaffWorkDeps, owner: CandidateOwner, paging: Paging): Promise<Schema<'TimeOffList'>> {
  const hire = await currentHireOf(deps.db, owner.candidateId, { forWrite: false });
  return timeOffList(deps, hire, and(eq(timeOffRequests.candidateId, owner.candidateId), eq(timeOffRequests.offerId, hire.offerId))!, paging);
}

export async function getStaffTimeOff(deps: StaffWorkDeps, owner: EmployerOwner, candidateId: string, paging: Paging): Promise<Schema<'TimeOffList'>> {
  const hire = await staffHireForEmployer(deps.db, owner.employerId, candidateId);
  return timeOffList(deps, hire, and(eq(timeOffRequests.employerId, owner.employerId), eq(timeOffRequests.candidateId, candidateId))!, paging);
}
