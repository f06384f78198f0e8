import { passesLuhn } from '@/shared/luhn';
/**
 * The checks a card form makes before anything leaves the browser. Pure: the
 * form turns each problem into a message in the user's language, and the server
 * checks again (its answer wins).
 */

export type CardProblem = 'required' | 'number_invalid' | 'expiry_format' | 'expiry_past' | 'cvc_invalid';

/** The most digits a card number has (ISO/IEC 7812). */
export const CARD_NUMBER_MAX_DIGITS = 19;
const CARD_NUMBER_MIN_DIGITS = 12;

export const digitsOf = (text: string): string => text.replace(/\D/g, '');

// American Express prints 4-6-5; every other network prints groups of four.
const isAmex = (digits: string) => /^3[47]/.test(digits);

/** The number as printed on the card, spaced while it is typed ("4242 4242 42"). */
export function formatCardNumber(typed: string): string {
  const all = digitsOf(typed);
  const digits = all.slice(0, isAmex(all) ? 15 : CARD_NUMBER_MAX_DIGITS);
  if (isAmex(digits)) return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10)].filter(Boolean).join(' ');
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}


export function checkCardNumber(typed: string): CardProblem | null {
  const digits = digitsOf(typed);
  if (digits.length === 0) return 'required';
  if (/[^\d\s]/.test(typed) || digits.length < CARD_NUMBER_MIN_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS) return 'number_invalid';
  return passesLuhn(digits) ? null : 'number_invalid';
}

/** The expiry as typed, "MM/YY": the slash comes by itself after the month. */
export function formatExpiry(typed: string, previous = ''): string {
  const digits = digitsOf(typed).slice(0, 4);
  // Deleting the slash deletes it, instead of having it put back at once.
  if (previous.endsWith('/') && typed.length < previous.length) return digits.slice(0, 2);
  if (digits.length < 2) return digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

export interface Expiry {
  month: number;
  /** Four digits. */
  year: number;
}

export function parseExpiry(typed: string): Expiry | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** Whether a card's expiry month is over: a card is good through its last day. */
export const isExpired = (card: Expiry, today: Date): boolean =>
  card.year * 12 + (card.month - 1) < today.getFullYear() * 12 + today.getMonth();

export function checkExpiry(typed: string, today: Date): CardProblem | null {
  if (typed.trim() === '') return 'required';
  const expiry = parseExpiry(typed);
  if (!expiry) return 'expiry_format';
  return isExpired(expiry, today) ? 'expiry_past' : null;
}

export function checkCvc(typed: string): CardProblem | null {
  if (typed.trim() === '') return 'required';
  return /^\d{3,4}$/.test(typed.trim()) ? null : 'cvc_invalid';
}

