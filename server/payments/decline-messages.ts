import { m } from '../../src/generated/paraglide/messages.js';
import type { Locale } from '../i18n.js';
import type { DeclineCode } from './provider.js';

const declineMessages: Record<DeclineCode, (inputs: Record<string, never>, options: { locale: Locale }) => string> = {
  card_declined: m.payment_decline_card_declined,
  insufficient_funds: m.payment_decline_insufficient_funds,
  expired_card: m.payment_decline_expired_card,
  incorrect_cvc: m.payment_decline_incorrect_cvc,
  authentication_required: m.payment_decline_authentication_required,
  authentication_failed: m.payment_decline_authentication_failed,
  processing_error: m.payment_decline_processing_error,
  no_payment_method: m.payment_decline_no_payment_method,
};

/** What a card's refusal says to the person paying, in their language (shown on the payment and in mails). */
export const declineMessage = (code: DeclineCode, locale: Locale) => declineMessages[code]({}, { locale });
