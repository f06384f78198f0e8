import { and, asc, eq, gte, isNull, lt, or } from 'drizzle-orm';
import { todayOf, type Clock } from '../clock.js';
import type { EmployerOwner } from '../http/owner.js';
import { toEmployerGrant } from './grant-views.js';
import type { Db, Tx } from '../db/database.js';
import { grants } from '../db/schema.js';

/** Grants with hires left and not expired, oldest first: the order checkout uses them in. */
export function grantsInForce(db: Db | Tx, employerId: string, today: string) {
  return db
    .select()
    .from(grants)
    .where(and(eq(grants.employerId, employerId), lt(grants.hiresUsed, grants.hires), or(isNull(grants.expiresOn), gte(grants.expiresOn, today))))
    .orderBy(asc(grants.createdAt), asc(grants.id));
}

/** The employer's grants in force today, as the contract shows them. */
export async function ownGrantsInForce(db: Db, clock: Clock, owner: EmployerOwner) {
  const rows = await grantsInForce(db, owner.employerId, todayOf(clock));
  return { items: rows.map(toEmployerGrant) };
}
