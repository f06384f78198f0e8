import type { RouteOf } from '../http/handler-types.js';
import { fieldError } from '../http/errors.js';
import { passesLuhn } from '../../src/shared/luhn.js';
import { cardDigits } from './sandbox-cards.js';
import type { SandboxProvider } from './sandbox-provider.js';

type CardEntry = RouteOf<'createSandboxPaymentMethod'>['Body'];

/** A card typed into the sandbox's form, checked as a card network would, then kept by the sandbox. */
export async function enterSandboxCard(cards: SandboxProvider, today: string, { number, exp_month, exp_year }: CardEntry) {
  const digits = cardDigits(number);
  if (!passesLuhn(digits)) throw fieldError('number', 'cardNumber');
  // A card is good through the last day of its expiry month.
  const [year, month] = today.split('-').map(Number) as [number, number];
  if (exp_year < year) throw fieldError('exp_year', 'cardExpired');
  if (exp_year === year && exp_month < month) throw fieldError('exp_month', 'cardExpired');
  const card = await cards.tokenizeCard({ digits, expMonth: exp_month, expYear: exp_year });
  return { id: card.id, brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear };
}
