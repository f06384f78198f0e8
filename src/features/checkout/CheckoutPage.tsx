import { Box, Heading, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale, useSession } from '@/app-state/app-actors';
import { countryName } from '@/lib/countries';
import { formatMoney } from '@/shared/format';
import { usePageTitle } from '@/lib/use-page-title';
import { readSavedCheckout, selectedOffers, type CheckoutInput } from '@/machines/checkout.machine';
import type { Payment } from '@/machines/payment.machine';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { RoleGate } from '@/app-state/RoleGate';
import { notify } from '@/ui/toaster';
import { AgreementsPanel } from '@/payments/AgreementsPanel';
import { useChosenCard } from '@/payments/CardChoice';
import { CheckoutPayment } from '@/payments/CheckoutPayment';
import { CouponField } from '@/payments/CouponField';
import { CheckoutSummary } from './CheckoutSummary';
import { FailedPayments } from './FailedPayments';
import { useCheckout } from './flows';
import { hireSuccessfulPath } from './hire-successful-path';
import { OfferBreakdown } from './OfferBreakdown';

function useCheckoutInput(): CheckoutInput {
  const [params] = useSearchParams();
  const { user } = useSession();
  const locale = useLocale();
  // Read once: the machine takes its input when it starts.
  const [input] = useState<CheckoutInput>(() => ({
    saved: readSavedCheckout(),
    focusOfferId: params.get('offer'),
    billingInfo: user
      ? {
          name: user.company_name || `${user.firstname} ${user.lastname}`.trim(),
          address: user.country ? countryName(user.country, locale) : '',
        }
      : undefined,
  }));
  return input;
}

function Checkout() {
  usePageTitle(m.checkout_title());
  const locale = useLocale();
  const navigate = useNavigate();
  const { checkout, send: sendCheckout, finishAuthentication } = useCheckout(useCheckoutInput());
  const [card, setCard] = useChosenCard();
  const { context } = checkout;
  // Invoked by the checkout for as long as it runs.
  const couponRef = checkout.children.coupon!;
  const agreementsRef = checkout.children.agreements!;
  const coupon = useSelector(couponRef, (snapshot) => snapshot);
  const agreements = useSelector(agreementsRef, (snapshot) => snapshot);
  const paying = context.paying;

  const ticked = selectedOffers(context);
  const offerIds = ticked.map((offer) => offer.employment_offer.id);
  const ready = checkout.hasTag('offersReady');
  const blockedReason = !ready
    ? m.checkout_blocked_loading()
    : offerIds.length === 0
      ? m.checkout_blocked_none()
      : !agreements.matches('active')
        ? m.checkout_blocked_agreements()
        : null;

  const paid = (payment: Payment) => void navigate(hireSuccessfulPath(payment.id), { state: { payment } });
  const failedPaymentPaid = (payment: Payment) => {
    if (payment.kind === 'hire') return paid(payment);
    notify({ kind: 'success', title: m.checkout_failed_paid() });
    sendCheckout({ type: 'RELOAD_FAILED_PAYMENTS' });
  };

  const failedPayments = (
    <FailedPayments
      payments={context.failedPayments}
      error={checkout.hasTag('failedPaymentsFailed') ? context.failedPaymentsError : null}
      onRetryLoad={() => sendCheckout({ type: 'RELOAD_FAILED_PAYMENTS' })}
      onPaid={failedPaymentPaid}
      locale={locale}
    />
  );

  let body;
  if (checkout.hasTag('offersFailed')) {
    body = (
      <LoadProblem
        error={{ message: context.error ?? m.checkout_load_failed(), code: 'CHECKOUT' }}
        what={m.checkout_load_problem()}
        retryLabel={m.checkout_try_again()}
        onRetry={() => sendCheckout({ type: 'RELOAD' })}
      />
    );
  } else if (context.offers.length === 0 && !ready) {
    body = (
      <Box py="10">
        <LoadingSpinner size="lg" label={m.checkout_loading()} />
      </Box>
    );
  } else if (context.offers.length === 0) {
    body = (
      <EmptyState
        title={m.checkout_empty_title()}
        description={m.checkout_empty_body()}
        action={
          <Button look="secondary" asChild>
            <Link to="/dashboard/activity/offers">{m.checkout_empty_action()}</Link>
          </Button>
        }
      />
    );
  } else {
    body = (
      <>
        <Stack as="section" aria-labelledby="checkout-offers" gap="3">
          <Heading as="h2" size="lg" id="checkout-offers">
            {m.checkout_offers_title({ count: context.offers.length })}
          </Heading>
          {!ready ? <LoadingSpinner size="sm" label={m.checkout_refreshing()} /> : null}
          {context.offers.map((offer, index) => (
            <OfferBreakdown
              key={offer.employment_offer.id}
              offer={offer}
              summary={context.candidatesJobOffer[index]!}
              ticked={offerIds.includes(offer.employment_offer.id)}
              onToggle={() => sendCheckout({ type: 'TOGGLE_OFFER', offerId: offer.employment_offer.id })}
              locked={paying || !ready}
              locale={locale}
            />
          ))}
        </Stack>
        <CheckoutSummary
          context={context}
          tickedCount={ticked.length}
          couponCode={context.couponCode}
          locale={locale}
          coupon={<CouponField coupon={coupon} send={couponRef.send} offerId={offerIds[0] ?? null} locked={paying} />}
        />
        <AgreementsPanel state={agreements} send={agreementsRef.send} locale={locale} />
        <Stack as="section" aria-labelledby="checkout-payment" gap="3">
          <Heading as="h2" size="lg" id="checkout-payment">
            {m.checkout_payment_title()}
          </Heading>
          {checkout.children.payment ? (
            <CheckoutPayment
              key={checkout.children.payment.sessionId}
              id="checkout-pay"
              payment={checkout.children.payment}
              onAuthenticated={finishAuthentication}
              payLabel={m.checkout_pay_amount({ amount: formatMoney(context.total, locale) })}
              blockedReason={blockedReason}
              onPaid={paid}
              onReload={() => sendCheckout({ type: 'RELOAD' })}
              reloadLabel={m.checkout_review_new_total()}
              card={card}
              onCardChange={setCard}
            />
          ) : null}
        </Stack>
      </>
    );
  }

  return (
    <PageColumn maxW="4xl">
      <PageHeader title={m.checkout_title()} description={m.checkout_intro()} />
      {body}
      {failedPayments}
    </PageColumn>
  );
}

/** /hire-staff/checkout: pay the first month of the offers candidates accepted, and hire them. */
export default function CheckoutPage() {
  return (
    <RoleGate role="employer" title={m.checkout_title()} otherRoleReason={m.checkout_employers_only()}>
      <Checkout />
    </RoleGate>
  );
}
