import { z } from 'zod/mini';
import { m } from '@/generated/paraglide/messages.js';

// The limits of ComplianceDecision.reason in the contract (openapi/components/schemas/onboarding.yaml).
export const REASON = { min: 5, max: 500 } as const;

// A factory, not a constant: the message is read in the language shown when the dialog opens.
export const rejectionSchema = () =>
  z.object({
    reason: z.string().check(z.trim(), z.minLength(REASON.min, m.crev_error_reason()), z.maxLength(REASON.max, m.crev_error_reason())),
  });

export type RejectionInput = z.input<ReturnType<typeof rejectionSchema>>;
