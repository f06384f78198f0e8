import { Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import type { FractionalCheckoutContext } from '@/machines/fractional-checkout.machine';
import { formatMoney } from '@/shared/format';
import type { Locale } from '@/shared/languages';
import { FiguresTable } from '@/ui/FiguresTable';

export interface FractionalBreakdownProps {
  context: FractionalCheckoutContext;
  /** The coupon field, under the charges. */
  coupon: ReactNode;
  locale: Locale;
}

/**
 * What paying today charges, line by line, adding up to the total: the server's amounts, with the
 * coupon's discount, card fee and total as the checkout machine prices them (chargeSums).
 */
export function FractionalBreakdown({ context, coupon, locale }: FractionalBreakdownProps) {
  // Non-null: the page shows the breakdown once the checkout is loaded.
  const checkout = context.checkout!;
  const first = checkout.first_month;
  const money = (cents: number) => formatMoney(cents, locale);
  const rows = [
    { key: 'setup', cells: [m.fcheckout_row_setup_fee(), money(checkout.setup_fee_cents)] },
    ...(checkout.subscription_due_cents > 0
      ? [{ key: 'subscription', cells: [m.fcheckout_row_subscription(), money(checkout.subscription_due_cents)] }]
      : []),
    {
      key: 'minimum',
      cells: [m.fcheckout_row_minimum({ hours: first.minimum_hours, days: first.days, total: first.days_in_month }), money(first.minimum_cents)],
    },
    ...(context.charge.discount > 0 && context.couponCode
      ? [{ key: 'coupon', cells: [m.fcheckout_row_coupon({ code: context.couponCode }), money(-context.charge.discount)] }]
      : []),
    { key: 'card-fee', cells: [m.fcheckout_row_card_fee(), money(context.stripeFee)] },
    {
      key: 'total',
      cells: [
        <Text as="strong" key="label" fontWeight="bold">
          {m.fcheckout_row_total()}
        </Text>,
        <Text as="strong" key="amount" fontWeight="bold" fontSize="lg">
          {money(context.total)}
        </Text>,
      ],
    },
  ];
  return (
    <Stack as="section" aria-labelledby="fcheckout-breakdown" gap="4" p="5" borderWidth="1px" borderRadius="lg" bg="bg.subtle">
      <Heading as="h2" size="lg" id="fcheckout-breakdown">
        {m.fcheckout_breakdown_title()}
      </Heading>
      <FiguresTable
        labelledBy="fcheckout-breakdown"
        size="md"
        columns={[{ header: m.fcheckout_breakdown_item() }, { header: m.fcheckout_breakdown_amount(), end: true, noWrap: true }]}
        rows={rows}
      />
      <Text color="fg.muted" textStyle="sm">
        {m.fcheckout_coupon_note()}
      </Text>
      {coupon}
    </Stack>
  );
}
