import { z } from 'zod/mini';
import { limits } from '@/generated/limits';
import { m } from '@/generated/paraglide/messages.js';

/** The limits of MessageReportDecision.note in the contract. */
export const NOTE = { min: limits.MessageReportDecision.note.minLength, max: limits.MessageReportDecision.note.maxLength } as const;

// A factory, not a constant: the message is read in the language shown when the dialog opens.
export const decisionSchema = () =>
  z.object({
    note: z.string().check(z.trim(), z.minLength(NOTE.min, m.mrep_error_note({ max: NOTE.max })), z.maxLength(NOTE.max, m.mrep_error_note({ max: NOTE.max }))),
  });

export type DecisionInput = z.input<ReturnType<typeof decisionSchema>>;
