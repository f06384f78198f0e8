import type { IdentityEvent, IdentityFailureReason } from './identity-provider.js';

/**
 * Stripe Identity's `last_error.code`, folded onto the three reasons the app explains. `null` for
 * the codes that are not a verdict on the person (they left, or declined to go on): the session
 * stays open and the candidate can take it up again.
 */
export function failureReasonOf(code: string | null | undefined): IdentityFailureReason | null {
  if (code === 'abandoned' || code === 'consent_declined') return null;
  if (code === 'document_expired') return 'document_expired';
  if (code?.startsWith('selfie_')) return 'selfie_mismatch';
  return 'document_unverified';
}

interface StripeStyleEvent {
  id?: unknown;
  type?: unknown;
  data?: { object?: { id?: unknown; last_error?: { code?: string | null } | null } };
}

/** Reads the events we act on from a Stripe Identity event body (also what the sandbox sends). */
export function readIdentityEvent(body: unknown): IdentityEvent {
  const event = (body ?? {}) as StripeStyleEvent;
  const id = typeof event.id === 'string' ? event.id : '';
  const type = typeof event.type === 'string' ? event.type : '';
  const sessionId = typeof event.data?.object?.id === 'string' ? event.data.object.id : '';
  if (!id) throw new SyntaxError('event without id');
  if (sessionId) {
    if (type === 'identity.verification_session.processing') return { id, type: 'processing', sessionId };
    if (type === 'identity.verification_session.verified') return { id, type: 'verified', sessionId };
    if (type === 'identity.verification_session.requires_input') {
      const reason = failureReasonOf(event.data?.object?.last_error?.code);
      if (reason) return { id, type: 'failed', sessionId, reason };
    }
  }
  return { id, type: 'other', providerType: type };
}
