import { z } from 'zod/mini';
import { m } from '@/generated/paraglide/messages.js';

// The limits of GrantApprovalRequest and GrantRejectionRequest in the contract.
export const APPROVAL = { name: { min: 2, max: 120 }, percent: { min: 5, max: 100 }, hires: { min: 1, max: 50 } } as const;
export const REJECTION = { reason: { min: 10, max: 2000 } } as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The first day the server takes for `expires_on`: it compares with today in UTC, which
 * east of Greenwich after midnight is still yesterday, and west of it in the evening is
 * already tomorrow. The later of the two is accepted everywhere.
 */
export function earliestExpiry(now: Date): string {
  const local = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const utc = now.toISOString().slice(0, 10);
  return utc > local ? utc : local;
}

export function addYears(isoDate: string, years: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

const wholeNumber = (min: number, max: number, message: string) =>
  z.pipe(
    z.pipe(z.string().check(z.trim(), z.regex(/^\d+$/, message)), z.transform(Number)),
    z.number().check(z.int(message), z.gte(min, message), z.lte(max, message)),
  );

// Factories, not constants: the messages are read in the language shown when the dialog opens.
export const approvalSchema = (earliest: string) =>
  z.object({
    name: z.string().check(z.trim(), z.minLength(APPROVAL.name.min, m.grants_error_name()), z.maxLength(APPROVAL.name.max, m.grants_error_name())),
    percent: wholeNumber(APPROVAL.percent.min, APPROVAL.percent.max, m.grants_error_percent()),
    hires: wholeNumber(APPROVAL.hires.min, APPROVAL.hires.max, m.grants_error_hires()),
    // ISO dates compare as strings.
    expires_on: z.string().check(z.regex(DATE, m.grants_error_expires()), z.refine((day) => day >= earliest, m.grants_error_expires())),
  });

export const rejectionSchema = () =>
  z.object({
    reason: z.string().check(z.trim(), z.minLength(REJECTION.reason.min, m.grants_error_reason()), z.maxLength(REJECTION.reason.max, m.grants_error_reason())),
  });

export type ApprovalInput = z.input<ReturnType<typeof approvalSchema>>;
export type ApprovalOutput = z.output<ReturnType<typeof approvalSchema>>;
export type RejectionInput = z.input<ReturnType<typeof rejectionSchema>>;
