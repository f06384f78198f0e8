import { m } from '@/generated/paraglide/messages.js';
import type { CardProblem } from './card-checks';

// The provider's brand ids (Stripe's `card.brand`, which the sandbox copies).
const BRANDS: Record<string, () => string> = {
  visa: m.cards_brand_visa,
  mastercard: m.cards_brand_mastercard,
  amex: m.cards_brand_amex,
  discover: m.cards_brand_discover,
  diners: m.cards_brand_diners,
  jcb: m.cards_brand_jcb,
  unionpay: m.cards_brand_unionpay,
};

export const brandName = (brand: string): string => (BRANDS[brand.toLowerCase()] ?? m.cards_brand_unknown)();

/** "04/29", as printed on the card. */
export const expiryText = (month: number, year: number): string => `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

const PROBLEMS: Record<CardProblem, () => string> = {
  required: m.api_field_required,
  number_invalid: m.cards_error_number_invalid,
  expiry_format: m.cards_error_expiry_format,
  expiry_past: m.cards_error_expiry_past,
  cvc_invalid: m.cards_error_cvc_invalid,
};

export const cardProblemText = (problem: CardProblem): string => PROBLEMS[problem]();

/** "Visa ending in 4242": how a saved card is named in a sentence or a button. */
export const cardName = (card: { brand: string; last4: string }): string => m.cards_card_name({ brand: brandName(card.brand), last4: card.last4 });
