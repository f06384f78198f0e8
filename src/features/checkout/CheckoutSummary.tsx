import { DataList, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { formatDate, formatMoney } from '@/shared/format';
import type { CheckoutContext } from '@/machines/checkout.machine';
import type { Locale } from '@/shared/languages';

function Sum({ label, amount, locale, strong = false }: { label: string; amount: number; locale: Locale; strong?: boolean }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel flex="1" color={strong ? 'fg' : 'fg.muted'} fontWeight={strong ? 'semibold' : undefined}>
        {label}
      </DataList.ItemLabel>
      <DataList.ItemValue
        justifyContent="flex-end"
        fontWeight={strong ? 'bold' : undefined}
        fontSize={strong ? 'lg' : undefined}
        fontVariantNumeric="tabular-nums"
      >
        {formatMoney(amount, locale)}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

export interface CheckoutSummaryProps {
  context: CheckoutContext;
  tickedCount: number;
  couponCode: string | null;
  /** The coupon field, between the charges and the total. */
  coupon: ReactNode;
  locale: Locale;
}

/**
 * One breakdown that adds up to what the card is charged, and the monthly run's next
 * charge. The first client's quote stays in the machine's state, unshown: its card fee is one
 * offer's, not the charge's, and would contradict the total (docs/decisions/013).
 */
export function CheckoutSummary({ context, tickedCount, couponCode, coupon, locale }: CheckoutSummaryProps) {
  const { charge, subscriptionFee, next_bill_date: nextBill, billingInfo } = context;
  const subscription = tickedCount > 0 ? subscriptionFee : 0;
  return (
    <Stack as="section" aria-labelledby="checkout-summary" gap="4" p="5" borderWidth="1px" borderRadius="lg" bg="bg.subtle">
      <Heading as="h2" size="lg" id="checkout-summary">
        {m.checkout_summary_title()}
      </Heading>
      <DataList.Root orientation="horizontal" size="md" gap="2">
        <Sum label={m.checkout_sum_first_months({ count: tickedCount })} amount={charge.subtotal - subscription} locale={locale} />
        {subscription > 0 ? <Sum label={m.checkout_sum_subscription()} amount={subscription} locale={locale} /> : null}
        {charge.discount > 0 && couponCode ? (
          <Sum label={m.checkout_sum_coupon({ code: couponCode })} amount={-charge.discount} locale={locale} />
        ) : null}
        <Sum label={m.checkout_sum_card_fee()} amount={charge.cardFee} locale={locale} />
      </DataList.Root>
      {coupon}
      <Separator />
      <DataList.Root orientation="horizontal" size="md" gap="2">
        <Sum label={m.checkout_sum_total()} amount={context.total} locale={locale} strong />
        {nextBill ? (
          <Sum label={m.checkout_sum_next_month({ date: formatDate(nextBill, locale) })} amount={context.nextMonthCharge} locale={locale} />
        ) : null}
      </DataList.Root>
      <Text color="fg.muted" textStyle="sm">
        {m.checkout_sum_next_month_hint()}
      </Text>
      {billingInfo.name ? (
        <Stack gap="0" textStyle="sm">
          <Text fontWeight="semibold">{m.checkout_billed_to()}</Text>
          <Text>{billingInfo.name}</Text>
          {billingInfo.address ? <Text color="fg.muted">{billingInfo.address}</Text> : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
