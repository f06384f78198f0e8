import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/database.js';
import { applications, interviews, jobs, offers, users } from '../db/schema.js';
import { ApiError } from '../http/errors.js';

export type Queryable = Db | Tx;

/** Whose request it is: an id of another tenant answers 404, as if it did not exist. */
export type Owner = { employerId: string } | { candidateId: string } | null;

const employer = alias(users, 'employer');
const candidate = alias(users, 'candidate');

const partyColumns = <U extends typeof employer | typeof candidate>(u: U) => ({
  id: u.id,
  email: u.email,
  locale: u.locale,
  firstname: u.firstname,
  lastname: u.lastname,
  callMeBy: u.callMeBy,
  companyName: u.companyName,
});

/** Everything a pipeline change needs: the application (locked), its job, and both sides to tell. */
async function loadApplication(tx: Tx, where: SQL) {
  const [row] = await tx
    .select({
      application: applications,
      job: { id: jobs.id, title: jobs.title, hireType: jobs.hireType, status: jobs.status, experienceLevel: jobs.experienceLevel },
      employer: partyColumns(employer),
      candidate: partyColumns(candidate),
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(employer, eq(employer.id, applications.employerId))
    .innerJoin(candidate, eq(candidate.id, applications.candidateId))
    .where(where)
    .for('update', { of: applications });
  return row;
}

export type ApplicationRecord = NonNullable<Awaited<ReturnType<typeof loadApplication>>>;
export type Party = ApplicationRecord['employer'];

function ownedBy(table: typeof applications | typeof interviews | typeof offers, owner: Owner): SQL | undefined {
  if (!owner) return undefined;
  return 'employerId' in owner ? eq(table.employerId, owner.employerId) : eq(table.candidateId, owner.candidateId);
}

/**
 * Locks the application row for the rest of the transaction: two tabs or a double click
 * wait for each other, and the second sees what the first did. Every change of an
 * interview or offer locks its application first, so they always lock in the same order.
 */
export async function lockApplication(tx: Tx, id: string, owner: Owner): Promise<ApplicationRecord> {
  const record = await loadApplication(tx, and(eq(applications.id, id), ownedBy(applications, owner))!);
  if (!record) throw new ApiError(404, 'NOT_FOUND');
  return record;
}

export async function lockInterview(tx: Tx, id: string, owner: Owner) {
  const [ref] = await tx
    .select({ applicationId: interviews.applicationId })
    .from(interviews)
    .where(and(eq(interviews.id, id), ownedBy(interviews, owner)));
  if (!ref) throw new ApiError(404, 'NOT_FOUND');
  const record = await lockApplication(tx, ref.applicationId, owner);
  const [interview] = await tx.select().from(interviews).where(eq(interviews.id, id)).for('update');
  return { ...record, interview: interview! };
}

export type InterviewRecord = Awaited<ReturnType<typeof lockInterview>>;

export async function lockOffer(tx: Tx, id: string, owner: Owner) {
  const [ref] = await tx
    .select({ applicationId: offers.applicationId })
    .from(offers)
    .where(and(eq(offers.id, id), ownedBy(offers, owner)));
  if (!ref) throw new ApiError(404, 'NOT_FOUND');
  const record = await lockApplication(tx, ref.applicationId, owner);
  const [row] = await tx
    .select({ offer: offers, lapsed: lapsedSql })
    .from(offers)
    .where(eq(offers.id, id))
    .for('update', { of: offers });
  return { ...record, offer: row!.offer, lapsed: row!.lapsed };
}

export type OfferRecord = Awaited<ReturnType<typeof lockOffer>>;

/** A pending offer past its expiry is expired, whether or not the sweep has marked it yet. */
export const lapsedSql = sql<boolean>`(${offers.status} = 'pending' and ${offers.expiresAt} <= now())`;

export const nameOf = (p: Pick<Party, 'firstname' | 'lastname'>) => `${p.firstname} ${p.lastname}`;
