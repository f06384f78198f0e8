import { Heading, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { countryName } from '@/lib/countries';
import { hoursRangeLabel, payLabel } from '@/lib/labels';
import type { FractionalCheckoutData, FractionalCheckout } from '@/machines/fractional-checkout.machine';
import { formatDate, formatMoney } from '@/shared/format';
import type { Locale } from '@/shared/languages';
import { FactList } from '@/ui/FactList';
import { scheduleWords } from '@/ui/OfferTerms';

export const candidateName = (data: FractionalCheckoutData) =>
  `${data.candidate_details.firstname} ${data.candidate_details.lastname}`.trim();

/** Who is hired and on which terms: the candidate, the job, the hourly rate, the hours a month, the start and the schedule. */
export function FractionalOffer({ data, locale }: { data: FractionalCheckoutData; locale: Locale }) {
  const { candidate_details: candidate, fractional_employment_offer: offer } = data;
  const { days, hours, yours } = scheduleWords(offer.schedule, locale);
  const about = [candidate.headline, candidate.country ? countryName(candidate.country, locale) : ''].filter(Boolean).join(' · ');
  return (
    <>
      <Stack as="section" aria-labelledby="fcheckout-candidate" gap="2">
        <Heading as="h2" size="lg" id="fcheckout-candidate">
          {m.fcheckout_candidate_title()}
        </Heading>
        <Text fontWeight="semibold" fontSize="lg">
          {candidateName(data)}
        </Text>
        {about ? <Text color="fg.muted">{about}</Text> : null}
      </Stack>
      <Stack as="section" aria-labelledby="fcheckout-terms" gap="3">
        <Heading as="h2" size="lg" id="fcheckout-terms">
          {m.fcheckout_terms_title()}
        </Heading>
        <FactList
          facts={[
            { label: m.fcheckout_terms_job(), value: offer.job.title },
            { label: m.fcheckout_terms_rate(), value: payLabel(offer.hourly_rate_cents, 'fractional', locale) },
            { label: m.cand_terms_hours_a_month(), value: hoursRangeLabel(offer.hours_range, locale) },
            { label: m.cand_terms_start(), value: formatDate(offer.start_date, locale) },
            { label: m.cand_terms_days(), value: days },
            {
              label: m.cand_terms_hours(),
              value: yours ? (
                <Stack gap="0.5">
                  <Text>{hours}</Text>
                  <Text fontWeight="medium">{yours}</Text>
                </Stack>
              ) : (
                hours
              ),
            },
          ]}
        />
      </Stack>
    </>
  );
}

/** The months after today's payment: a range a month, billed in arrears from the hours worked, and the first bill's date. */
export function WhatHappensNext({ checkout, locale }: { checkout: FractionalCheckout; locale: Locale }) {
  const { fractional_employment_offer: offer } = checkout.data;
  const money = (cents: number) => formatMoney(cents, locale);
  const nextBill = formatDate(checkout.next_bill_date, locale);
  return (
    <Stack as="section" aria-labelledby="fcheckout-next" gap="3">
      <Heading as="h2" size="lg" id="fcheckout-next">
        {m.fcheckout_next_title()}
      </Heading>
      <FactList
        facts={[
          {
            label: m.fcheckout_next_month_label(),
            value: m.fcheckout_next_month_range({
              lower: money(checkout.next_month_charge.lower_pay_range),
              upper: money(checkout.next_month_charge.upper_pay_range),
            }),
          },
          { label: m.fcheckout_first_bill_label(), value: nextBill },
        ]}
      />
      <Text>
        {m.fcheckout_next_arrears({
          name: candidateName(checkout.data),
          min: offer.hours_range.min_hours,
          max: offer.hours_range.max_hours,
          rate: payLabel(offer.hourly_rate_cents, 'fractional', locale),
        })}
      </Text>
      <Text>{m.fcheckout_next_first_bill({ date: nextBill })}</Text>
    </Stack>
  );
}
