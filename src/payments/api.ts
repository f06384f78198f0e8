import type { QueryClient } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import { afterCardSaved } from '@/lib/cache';

export type PaymentMethod = components['schemas']['PaymentMethod'];
export type PaymentProviderInfo = components['schemas']['PaymentProviderInfo'];
export type NextAction = components['schemas']['NextAction'];
export type SandboxCardInput = components['schemas']['SandboxCardInput'];

/** Which provider takes cards (the sandbox without keys), its script's key and the employer's customer. */
export const useProviderInfo = () => $api.useQuery('get', '/stripe-info', {}, { staleTime: Infinity });

export const usePaymentMethods = () => $api.useQuery('get', '/employer/payment-methods');

/** Every saved-card list on screen reads this key; a card saved or removed refreshes them. */
export const refreshPaymentMethods = (queryClient: QueryClient) => afterCardSaved(queryClient);

/** The employer's customer at the provider: the one already known, or a new one (the server makes it once). */
export async function ensureCustomer(knownCustomerId: string | null): Promise<string> {
  if (knownCustomerId) return knownCustomerId;
  const { customer_id } = await unwrap(api.POST('/employer/stripe/create-account'));
  return customer_id;
}

/** The sandbox stands in for the provider's form: the test card becomes a payment method id. */
export const createSandboxPaymentMethod = (card: SandboxCardInput) =>
  unwrap(api.POST('/sandbox/payment-methods', { body: card }));

/** Keeps a card the provider (or the sandbox) produced; the first one becomes the default. */
export const attachPaymentMethod = (paymentMethodId: string, customerId: string) =>
  unwrap(api.POST('/employer/stripe/attach-payment-method', { body: { payment_methods: paymentMethodId, stripe_account_id: customerId } }));

/** The secret Stripe's card form needs to save a card for later charges. */
export const createCardSetupSession = (customerId: string) =>
  unwrap(api.POST('/employer/stripe/create-connection-session', { body: { customer_id: customerId } }));

/** The sandbox's answer from "the bank": approve or fail the payment waiting for authentication. */
export const authenticateSandboxPayment = (providerPaymentId: string, outcome: 'approve' | 'fail') =>
  unwrap(api.POST('/sandbox/payments/{id}/authenticate', { params: { path: { id: providerPaymentId } }, body: { outcome } }));
