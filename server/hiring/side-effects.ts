import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import { interviews, offers } from '../db/schema.js';
import { interviewAfter, offerAfter, openInterviewStatuses } from './transitions.js';

/** When an application ends (turned down or withdrawn), the interviews still to happen are called off. */
export async function closeOpenInterviews(tx: Tx, applicationId: string): Promise<void> {
  const open = await tx
    .select({ id: interviews.id, status: interviews.status })
    .from(interviews)
    .where(and(eq(interviews.applicationId, applicationId), inArray(interviews.status, openInterviewStatuses)))
    .for('update');
  for (const i of open) {
    await tx.update(interviews).set({ status: interviewAfter(i.status, 'CANCEL'), updatedAt: sql`now()` }).where(eq(interviews.id, i.id));
  }
}

/** Turning an applicant down takes back an offer they have not been hired on yet. */
export async function withdrawOpenOffers(tx: Tx, applicationId: string): Promise<void> {
  const open = await tx
    .select({ id: offers.id, status: offers.status })
    .from(offers)
    .where(and(eq(offers.applicationId, applicationId), inArray(offers.status, ['pending', 'awaiting_payment'])))
    .for('update');
  for (const o of open) {
    await tx.update(offers).set({ status: offerAfter(o.status, 'WITHDRAW'), updatedAt: sql`now()` }).where(eq(offers.id, o.id));
  }
}
