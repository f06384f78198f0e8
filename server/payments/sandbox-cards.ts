import type { DeclineCode } from './provider.js';

/**
 * Stripe's test cards, as the embedded sandbox reads them. Pure, so the card form's
 * hints and the server agree. Any other number that passes the Luhn check succeeds,
 * as in Stripe's test mode.
 */
export type SandboxBehaviour = 'succeed' | 'authenticate' | { decline: DeclineCode };

const TEST_CARDS: Record<string, SandboxBehaviour> = {
  '4242424242424242': 'succeed',
  '4000000000000002': { decline: 'card_declined' },
  '4000000000009995': { decline: 'insufficient_funds' },
  '4000000000000069': { decline: 'expired_card' },
  '4000000000000127': { decline: 'incorrect_cvc' },
  '4000000000000119': { decline: 'processing_error' },
  '4000002760003184': 'authenticate',
};

export const cardDigits = (number: string): string => number.replace(/[\s-]/g, '');


export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

export const behaviourOf = (digits: string): SandboxBehaviour => TEST_CARDS[digits] ?? 'succeed';

/** Stored as text in `sandbox_cards.behaviour`. */
export const encodeBehaviour = (b: SandboxBehaviour): string => (typeof b === 'string' ? b : `decline:${b.decline}`);
export const decodeBehaviour = (text: string): SandboxBehaviour =>
  text.startsWith('decline:') ? { decline: text.slice('decline:'.length) as DeclineCode } : (text as SandboxBehaviour);

