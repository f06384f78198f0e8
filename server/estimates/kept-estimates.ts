import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { estimates } from '../db/schema.js';
import type { EmployerOwner } from '../http/owner.js';
import { ApiError } from '../http/errors.js';
import { toEstimate } from './estimate-views.js';

/** The employer's kept estimates, newest first. */
export async function keptEstimates(db: Db, owner: EmployerOwner) {
  const rows = await db
    .select()
    .from(estimates)
    .where(eq(estimates.employerId, owner.employerId))
    .orderBy(desc(estimates.createdAt), desc(estimates.id));
  return { items: rows.map(toEstimate) };
}

/** Deletes one of the employer's estimates; another employer's is as unknown as a missing one. */
export async function deleteEstimate(db: Db, owner: EmployerOwner, id: string) {
  const deleted = await db
    .delete(estimates)
    .where(and(eq(estimates.id, id), eq(estimates.employerId, owner.employerId)))
    .returning({ id: estimates.id });
  if (deleted.length === 0) throw new ApiError(404, 'NOT_FOUND');
}
