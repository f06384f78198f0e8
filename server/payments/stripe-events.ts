import type { DeclineCode, ProviderEvent } from './provider.js';

const DECLINE_CODES = new Set<DeclineCode>([
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'authentication_required',
  'authentication_failed',
  'processing_error',
]);

/** Stripe's decline and error codes, folded onto the few the app explains. */
export function declineCodeOf(code: string | null | undefined, declineCode?: string | null): DeclineCode {
  for (const candidate of [declineCode, code]) {
    if (candidate && DECLINE_CODES.has(candidate as DeclineCode)) return candidate as DeclineCode;
  }
  if (code === 'payment_intent_authentication_failure') return 'authentication_failed';
  return 'card_declined';
}

interface StripeStyleEvent {
  id?: unknown;
  type?: unknown;
  data?: { object?: { id?: unknown; metadata?: { payment_id?: unknown }; last_payment_error?: { code?: string; decline_code?: string } | null } };
}

/** Reads the two events we act on from a Stripe-shaped event body (also what the sandbox sends). */
export function readStripeStyleEvent(body: unknown): ProviderEvent {
  const event = (body ?? {}) as StripeStyleEvent;
  const id = typeof event.id === 'string' ? event.id : '';
  const type = typeof event.type === 'string' ? event.type : '';
  const object = event.data?.object;
  const providerPaymentId = typeof object?.id === 'string' ? object.id : '';
  const paymentId = typeof object?.metadata?.payment_id === 'string' ? object.metadata.payment_id : null;
  if (!id) throw new SyntaxError('event without id');
  if (type === 'payment_intent.succeeded' && providerPaymentId) return { id, type: 'payment.succeeded', providerPaymentId, paymentId };
  if (type === 'payment_intent.payment_failed' && providerPaymentId) {
    const error = object?.last_payment_error;
    return { id, type: 'payment.failed', providerPaymentId, paymentId, code: declineCodeOf(error?.code, error?.decline_code) };
  }
  return { id, type: 'other', providerType: type };
}
