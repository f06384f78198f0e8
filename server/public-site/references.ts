import { randomInt } from 'node:crypto';

// No 0/O, 1/I/L: a reference is read aloud on the phone and typed from a mail.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A short reference a person can quote, e.g. `CT-7K3QX9`; unique in its table, which enforces it. */
export function newReference(prefix: 'CT' | 'DM' | 'PR'): string {
  let code = '';
  for (let i = 0; i < 6; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code}`;
}

/** A bot filled the field people never see: answer as if accepted, keep and send nothing. */
export const isBot = (body: { website?: string }) => (body.website ?? '').trim() !== '';

/** What a bot is told: the same shape as a real receipt, so it learns nothing. */
export const decoyReceipt = (prefix: 'CT' | 'DM' | 'PR', now: Date) => ({ reference: newReference(prefix), received_at: now.toISOString() });
