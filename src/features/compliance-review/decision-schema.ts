import { z } from 'zod/mini';
import { limits } from '@/generated/limits';
import { m } from '@/generated/paraglide/messages.js';

/** The limits of ComplianceDecision.reason in the contract. */
export const REASON = { min: limits.ComplianceDecision.reason.minLength, max: limits.ComplianceDecision.reason.maxLength } as const;

// A factory, not a constant: the message is read in the language shown when the dialog opens.
export const rejectionSchema = () =>
  z.object({
    reason: z.string().check(z.trim(), z.minLength(REASON.min, m.crev_error_reason()), z.maxLength(REASON.max, m.crev_error_reason())),
  });

export type RejectionInput = z.input<ReturnType<typeof rejectionSchema>>;
