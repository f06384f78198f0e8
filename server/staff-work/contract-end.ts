import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import { attendanceBreaks, attendanceChanges, attendanceSessions } from '../db/schema.js';

/**
 * A contract that ends while its staff member is clocked in: the open session, and a break still
 * running, close at the moment it ends (the transaction's `now()`, never before they began), and the change is kept in
 * `attendance_changes` like any other. Called inside the ending's own transaction
 * (server/hiring/end-contract.ts), which holds the hire's row lock, the lock every write of a
 * hire's attendance takes first.
 */
export async function closeAttendanceAtContractEnd(tx: Tx, offerId: string, employerId: string) {
  const closed = await tx
    .update(attendanceSessions)
    .set({ clockOutAt: sql`greatest(now(), ${attendanceSessions.clockInAt})` })
    .where(and(eq(attendanceSessions.offerId, offerId), isNull(attendanceSessions.clockOutAt)))
    .returning({ id: attendanceSessions.id, clockInAt: attendanceSessions.clockInAt, clockOutAt: attendanceSessions.clockOutAt });
  for (const session of closed) {
    await tx
      .update(attendanceBreaks)
      .set({ endAt: sql`greatest(now(), ${attendanceBreaks.startAt})` })
      .where(and(eq(attendanceBreaks.sessionId, session.id), isNull(attendanceBreaks.endAt)));
    await tx.insert(attendanceChanges).values({
      sessionId: session.id,
      kind: 'contract_ended',
      changedBy: employerId,
      before: { clock_in_at: session.clockInAt.toISOString(), clock_out_at: null },
      after: { clock_in_at: session.clockInAt.toISOString(), clock_out_at: session.clockOutAt!.toISOString() },
    });
  }
}
