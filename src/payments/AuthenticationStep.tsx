import type { components } from '@/generated/api';
import type { AuthenticationOutcome } from './authentication-outcome';
import { SandboxAuthentication } from './SandboxAuthentication';
import { StripeAuthentication } from './StripeAuthentication';

export interface AuthenticationStepProps {
  nextAction: components['schemas']['NextAction'];
  /** The payment's amount, card fee included, for the bank's sentence. */
  amountCents?: number;
  /** Called once: the caller confirms the payment next, whatever the outcome. */
  onDone: (outcome: AuthenticationOutcome) => void;
}

/** The card's authentication step (3-D Secure): the bank's own with Stripe, its stand-in in test mode. */
export function AuthenticationStep({ nextAction, amountCents, onDone }: AuthenticationStepProps) {
  if (nextAction.provider === 'stripe') return <StripeAuthentication clientSecret={nextAction.client_secret} onDone={onDone} />;
  return <SandboxAuthentication providerPaymentId={nextAction.provider_payment_id} amountCents={amountCents} onDone={onDone} />;
}
