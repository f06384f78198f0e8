import { Box, Heading, HStack, Link as ChakraLink, List, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { useLocale } from '@/app-state/app-actors';
import { usePageTitle } from '@/lib/use-page-title';
import type { FractionalCheckoutContext } from '@/machines/fractional-checkout.machine';
import { AgreementsPanel } from '@/payments/AgreementsPanel';
import { useChosenCard } from '@/payments/CardChoice';
import { CheckoutPayment } from '@/payments/CheckoutPayment';
import { CouponField } from '@/payments/CouponField';
import { formatDate, formatMoney } from '@/shared/format';
import type { Locale } from '@/shared/languages';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { NotFoundNotice } from '@/ui/NotFoundNotice';
import { noticeFrame } from '@/ui/notice-frame';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { FractionalBreakdown } from './FractionalBreakdown';
import { candidateName, FractionalOffer, WhatHappensNext } from './FractionalOffer';
import { useFractionalCheckout } from './flows';

/** Where the employer follows fractional staff, their hours and their bills. */
const FRACTIONAL_STAFF = '/dashboard/activity/fractional-hire';

type Checkout = ReturnType<typeof useFractionalCheckout>;

/** The coupon's outcome, said once by screen readers: the new total, the refusal, or that it is being checked. */
function CouponAnnouncement({ checkout, locale }: { checkout: Checkout['checkout']; locale: Locale }) {
  const coupon = useSelector(checkout.children.coupon!, (snapshot) => snapshot);
  const text = coupon.hasTag('busy')
    ? m.fcheckout_coupon_checking()
    : coupon.hasTag('applied')
      ? m.fcheckout_coupon_result({ code: coupon.context.code, total: formatMoney(checkout.context.total, locale) })
      : (coupon.context.error ?? '');
  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true">
      {text}
    </VisuallyHidden>
  );
}

/** The offer, what paying costs today and after, the coupon, the agreements and the card. */
function Payable({ checkout, send, finishAuthentication, locale }: Checkout & { locale: Locale }) {
  const { context } = checkout;
  // Invoked by the checkout for as long as it runs (it stops only once the hire is made).
  const couponRef = checkout.children.coupon!;
  const agreementsRef = checkout.children.agreements!;
  const coupon = useSelector(couponRef, (snapshot) => snapshot);
  const agreements = useSelector(agreementsRef, (snapshot) => snapshot);
  const [card, setCard] = useChosenCard();
  const shown = checkout.hasTag('shown');
  const paying = checkout.hasTag('paying');
  const blockedReason = !shown ? m.fcheckout_blocked_loading() : !agreements.matches('active') ? m.fcheckout_blocked_agreements() : null;

  // After a new price was found on paying, the notice takes the focus the pay button had.
  const notice = useRef<HTMLDivElement>(null);
  const priceChangedShown = context.priceChanged && shown;
  useEffect(() => {
    if (priceChangedShown) notice.current?.focus();
  }, [priceChangedShown]);

  // Non-null: the page shows this once the checkout is loaded.
  const data = context.data!;
  return (
    <>
      {priceChangedShown ? (
        <Box ref={notice} tabIndex={-1} role="status" {...noticeFrame} bg="bg.warning" borderColor="orange.700">
          <Text>{m.fcheckout_price_changed()}</Text>
        </Box>
      ) : null}
      {!shown ? <LoadingSpinner size="sm" label={m.fcheckout_refreshing()} /> : null}
      <FractionalOffer data={data} locale={locale} />
      <FractionalBreakdown
        context={context}
        locale={locale}
        coupon={
          <>
            <CouponField coupon={coupon} send={couponRef.send} offerId={context.offerId} locked={paying || !shown} />
            <CouponAnnouncement checkout={checkout} locale={locale} />
          </>
        }
      />
      {context.checkout ? <WhatHappensNext checkout={context.checkout} locale={locale} /> : null}
      <AgreementsPanel state={agreements} send={agreementsRef.send} locale={locale} />
      <Stack as="section" aria-labelledby="fcheckout-payment" gap="3">
        <Heading as="h2" size="lg" id="fcheckout-payment">
          {m.fcheckout_payment_title()}
        </Heading>
        {checkout.children.payment ? (
          <CheckoutPayment
            key={checkout.children.payment.sessionId}
            id="fcheckout-pay"
            payment={checkout.children.payment}
            onAuthenticated={finishAuthentication}
            payLabel={m.fcheckout_pay_amount({ amount: formatMoney(context.total, locale) })}
            blockedReason={blockedReason}
            // The checkout moves on by itself once paid (its `success` state).
            onPaid={() => {}}
            onReload={() => send({ type: 'RELOAD' })}
            reloadLabel={m.fcheckout_review_new_total()}
            card={card}
            onCardChange={setCard}
            staffPath={FRACTIONAL_STAFF}
          />
        ) : (
          <LoadingSpinner size="sm" label={m.fcheckout_refreshing()} />
        )}
      </Stack>
    </>
  );
}

/** The hire is made: paid just now (with what was paid and its invoice), or found paid already. */
function Hired({ context, locale }: { context: FractionalCheckoutContext; locale: Locale }) {
  // Non-null: only a loaded checkout is found paid, and only a loaded one is paid for.
  const checkout = context.checkout!;
  const { candidate_details: candidate, fractional_employment_offer: offer } = checkout.data;
  const name = candidateName(checkout.data);
  const payment = context.payment;
  const title = payment ? m.fcheckout_success_title() : m.fcheckout_already_paid_title();
  // The pay button the focus was on is gone: the news takes it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const start = formatDate(offer.start_date, locale);
  const link = (to: string, text: string) => (
    <List.Item>
      <ChakraLink asChild color="brand.fg">
        <Link to={to}>{text}</Link>
      </ChakraLink>
    </List.Item>
  );
  return (
    <PageColumn maxW="4xl">
      <Stack gap="2">
        <Heading as="h1" size="2xl" ref={heading} tabIndex={-1} outline="none" _focusVisible={{ layerStyle: 'focusRing' }}>
          {title}
        </Heading>
        <Text>{payment ? m.fcheckout_success_intro({ name, date: start }) : m.fcheckout_already_paid_intro({ name, date: start })}</Text>
        {payment ? <Text fontWeight="semibold">{m.fcheckout_success_paid({ amount: formatMoney(payment.amount_cents, locale) })}</Text> : null}
      </Stack>
      <List.Root gap="2" ps="5">
        {payment?.invoice_id ? link(`/settings/billing/invoices/${payment.invoice_id}`, m.fcheckout_success_invoice()) : null}
        {link(FRACTIONAL_STAFF, m.fcheckout_fractional_staff())}
        {link(`/dashboard/activity/staffs/${encodeURIComponent(candidate.id)}`, m.fcheckout_success_staff_page({ name }))}
      </List.Root>
      {/* What the next bills come to, as priced when paying: a hire paid earlier would be repriced as of today. */}
      {payment ? <WhatHappensNext checkout={checkout} locale={locale} /> : null}
    </PageColumn>
  );
}

function FractionalCheckout({ offerId }: { offerId: string }) {
  const locale = useLocale();
  const flow = useFractionalCheckout(offerId);
  const { checkout, send } = flow;
  const { context } = checkout;
  const paid = checkout.hasTag('paid');
  usePageTitle(!paid ? m.fcheckout_title() : context.payment ? m.fcheckout_success_title() : m.fcheckout_already_paid_title());

  if (paid) return <Hired context={context} locale={locale} />;
  if (checkout.hasTag('unknownOffer') || checkout.hasTag('notFractional')) {
    const unknown = checkout.hasTag('unknownOffer');
    return (
      <PageColumn maxW="4xl">
        {unknown ? (
          <NotFoundNotice title={m.fcheckout_unknown_title()} body={m.fcheckout_unknown_body()} linkTo={FRACTIONAL_STAFF} linkText={m.fcheckout_fractional_staff()} />
        ) : (
          <NotFoundNotice
            title={m.fcheckout_not_fractional_title()}
            body={m.fcheckout_not_fractional_body()}
            action={
              <HStack gap="6" flexWrap="wrap">
                <ChakraLink asChild color="brand.fg">
                  <Link to="/hire-staff/checkout">{m.fcheckout_go_to_checkout()}</Link>
                </ChakraLink>
                <ChakraLink asChild color="brand.fg">
                  <Link to="/dashboard/activity/offers">{m.fcheckout_go_to_offers()}</Link>
                </ChakraLink>
              </HStack>
            }
          />
        )}
      </PageColumn>
    );
  }

  let body;
  if (checkout.hasTag('canRetry')) {
    body = (
      <LoadProblem
        error={{ message: context.error ?? m.fcheckout_load_failed(), code: 'FRACTIONAL_CHECKOUT' }}
        what={m.fcheckout_load_problem()}
        retryLabel={m.fcheckout_try_again()}
        onRetry={() => send({ type: 'RETRY' })}
      />
    );
  } else if (!context.data) {
    body = (
      <Box py="10">
        <LoadingSpinner size="lg" label={m.fcheckout_loading()} />
      </Box>
    );
  } else {
    body = <Payable {...flow} locale={locale} />;
  }
  return (
    <PageColumn maxW="4xl">
      <PageHeader title={m.fcheckout_title()} description={m.fcheckout_intro()} />
      {body}
    </PageColumn>
  );
}

/** /hire/fractional/:id: pay the setup and the first month's minimum of one accepted fractional offer, and hire. */
export default function FractionalCheckoutPage() {
  const { id = '' } = useParams();
  return (
    <RoleGate role="employer" title={m.fcheckout_title()} otherRoleReason={m.fcheckout_employers_only()}>
      {/* A new offer is a new checkout. */}
      <FractionalCheckout key={id} offerId={id} />
    </RoleGate>
  );
}
