import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { timeOffPolicies } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import type { EmployerOwner } from '../http/owner.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import type { StaffWorkDeps } from './work-deps.js';

/*
 * The days a year each kind of leave earns at one employer. Without a row of its own an
 * employer has the default (docs/product.md, "Staff at work: time off"); changing it changes
 * every balance at once, since balances are computed from it when read.
 */

export type TimeOffPolicy = Schema<'TimeOffPolicy'>;

export const DEFAULT_POLICY: TimeOffPolicy = { vacation_days: 15, sick_days: 10, personal_days: 3 };

export async function policyOf(db: Queryable, employerId: string): Promise<TimeOffPolicy> {
  const [row] = await db.select().from(timeOffPolicies).where(eq(timeOffPolicies.employerId, employerId));
  return row ? { vacation_days: row.vacationDays, sick_days: row.sickDays, personal_days: row.personalDays } : DEFAULT_POLICY;
}

export const getTimeOffPolicy = (db: Db, owner: EmployerOwner) => policyOf(db, owner.employerId);

export async function updateTimeOffPolicy({ db, clock }: Pick<StaffWorkDeps, 'db' | 'clock'>, owner: EmployerOwner, policy: TimeOffPolicy): Promise<TimeOffPolicy> {
  const days = { vacationDays: policy.vacation_days, sickDays: policy.sick_days, personalDays: policy.personal_days, updatedAt: clock.now() };
  await db
    .insert(timeOffPolicies)
    .values({ employerId: owner.employerId, ...days })
    .onConflictDoUpdate({ target: timeOffPolicies.employerId, set: days });
  return policyOf(db, owner.employerId);
}
