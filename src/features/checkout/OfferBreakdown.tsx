import { Box, chakra, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { formatDate, formatMoney } from '@/shared/format';
import type { CheckoutCandidateOffer, CheckoutOffer } from '@/machines/checkout.machine';
import type { Locale } from '@/shared/languages';

export interface OfferBreakdownProps {
  /** The offer as the server priced it. */
  offer: CheckoutOffer;
  /** The same offer in the checkout's shape. */
  summary: CheckoutCandidateOffer;
  ticked: boolean;
  onToggle: () => void;
  /** While a payment is under way the choice of offers stays as it is. */
  locked: boolean;
  locale: Locale;
}

function Row({ label, amount, locale, strong = false }: { label: string; amount: number; locale: Locale; strong?: boolean }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel flex="1" color={strong ? 'fg' : 'fg.muted'} fontWeight={strong ? 'semibold' : undefined}>
        {label}
      </DataList.ItemLabel>
      <DataList.ItemValue justifyContent="flex-end" fontWeight={strong ? 'semibold' : undefined} fontVariantNumeric="tabular-nums">
        {formatMoney(amount, locale)}
      </DataList.ItemValue>
    </DataList.Item>
  );
}

/** One accepted offer: whether it is paid now, and what its first month and the months after cost. */
export function OfferBreakdown({ offer, summary, ticked, onToggle, locked, locale }: OfferBreakdownProps) {
  const first = offer.first_month;
  const days = { days: first.days, total: first.days_in_month };
  const headingId = `checkout-offer-${summary.offer_id}`;
  const checkboxId = `${headingId}-pay`;
  return (
    <Box as="article" aria-labelledby={headingId} p="4" borderWidth="1px" borderRadius="md" bg="bg.panel" opacity={ticked ? 1 : 0.75}>
      <Stack gap="3">
        <Stack gap="1">
          <Heading as="h3" size="md" id={headingId}>
            {summary.candidate.name}
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            {m.checkout_offer_job({ job: summary.job_title, location: summary.job_location })} ·{' '}
            {m.checkout_offer_start({ date: formatDate(first.start_date, locale) })}
          </Text>
        </Stack>
        <HStack gap="3" align="flex-start">
          <chakra.input
            type="checkbox"
            id={checkboxId}
            checked={ticked}
            disabled={locked}
            onChange={onToggle}
            boxSize="5"
            mt="0.5"
            accentColor="brand.solid"
            _focusVisible={{ layerStyle: 'focusRing' }}
          />
          <chakra.label htmlFor={checkboxId}>{m.checkout_offer_include({ name: summary.candidate.name })}</chakra.label>
        </HStack>
        <DataList.Root orientation="horizontal" size="sm" gap="1.5" aria-label={m.checkout_offer_breakdown({ name: summary.candidate.name })}>
          <Row label={m.checkout_row_salary(days)} amount={first.salary} locale={locale} />
          <Row label={m.checkout_row_service_fee(days)} amount={first.service_fee} locale={locale} />
          <Row label={m.checkout_row_setup_fee()} amount={first.setup_fee} locale={locale} />
          {first.insurance > 0 ? <Row label={m.hiring_addon_insurance()} amount={first.insurance} locale={locale} /> : null}
          {first.healthcare > 0 ? <Row label={m.hiring_addon_healthcare()} amount={first.healthcare} locale={locale} /> : null}
          {first.secure_cloud_computing > 0 ? (
            <Row label={m.hiring_addon_cloud()} amount={first.secure_cloud_computing} locale={locale} />
          ) : null}
          {first.grant > 0 && offer.grant ? (
            <Row label={m.checkout_row_grant({ name: offer.grant.name, percent: offer.grant.percent })} amount={-first.grant} locale={locale} />
          ) : null}
          <Row label={m.checkout_row_first_month()} amount={first.total} locale={locale} strong />
          <Row
            label={m.checkout_row_monthly_after({ date: formatDate(summary.next_bill_date, locale) })}
            amount={offer.monthly_charge_cents}
            locale={locale}
          />
        </DataList.Root>
      </Stack>
    </Box>
  );
}
