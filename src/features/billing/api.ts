import type { QueryClient } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import { afterCardChange, afterPayment, afterSubscriptionChange } from '@/lib/cache';

export type BillingDetails = components['schemas']['BillingDetails'];
export type FailedPayment = components['schemas']['FailedPayment'];
export type Subscription = components['schemas']['Subscription'];
export type AddendumHire = components['schemas']['AddendumHire'];
export type MerchantCategory = components['schemas']['MerchantCategory'];

// Reads. The subscription's standing is a POST in the contract, but it changes nothing: it is read like the others.
export const useSubscriptionStatus = () => $api.useQuery('post', '/employer/check-subscription-status');
export const useFailedPayments = () => $api.useQuery('get', '/employer/failed-payment');
export const useBillingDetails = () => $api.useQuery('get', '/employer/billing-details');
export const billingDetailsQueryKey = () => $api.queryOptions('get', '/employer/billing-details').queryKey;
export const useMerchantCategories = () => $api.useQuery('get', '/employer/mcccodes', {}, { staleTime: Infinity });
export const useMsa = () => $api.useQuery('get', '/employer/employer-msa');
export const usePlatformAgreement = () => $api.useQuery('get', '/employer/check-platform-agreement');
export const useAddendum = () => $api.useQuery('get', '/employer/addendum');

/** Saved cards: the list lives in src/payments, which every card form refreshes. */
export const refreshCards = (queryClient: QueryClient) => afterCardChange(queryClient);

export const refreshSubscription = (queryClient: QueryClient) => afterSubscriptionChange(queryClient);

/** A payment went through: the failed list, the subscription's standing and the transactions change with it. */
export const refreshAfterPayment = (queryClient: QueryClient) => afterPayment(queryClient);

export const removeCard = (id: string) =>
  unwrap(api.DELETE('/employer/stripe/delete-payment-method/{id}', { params: { path: { id } } }));

export const makeDefaultCard = (paymentMethodId: string) =>
  unwrap(api.PUT('/employer/payment/set-default', { body: { payment_method_id: paymentMethodId } }));

export const cancelSubscription = (id: string) =>
  unwrap(api.PUT('/employer/platform-subscriptions/{id}/cancel', { params: { path: { id } } }));

export const saveBillingDetails = (details: BillingDetails) => unwrap(api.PUT('/employer/billing-details', { body: details }));
