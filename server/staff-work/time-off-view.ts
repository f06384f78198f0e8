import type { timeOffRequests } from '../db/schema.js';
import { iso, present } from '../http/contract-fields.js';
import type { Schema } from '../http/handler-types.js';

export type TimeOffRow = typeof timeOffRequests.$inferSelect;

export const toTimeOffRequest = (r: TimeOffRow): Schema<'TimeOffRequest'> => ({
  id: r.id,
  kind: r.kind,
  start_date: r.startDate,
  end_date: r.endDate,
  part_of_day: r.partOfDay,
  days: r.halfDays / 2,
  ...present('note', r.note),
  status: r.status,
  requested_at: iso(r.createdAt),
  ...present('accepted_date', r.acceptedDate),
  ...present('decided_at', r.decidedAt && iso(r.decidedAt)),
  ...present('decline_reason', r.declineReason),
});
