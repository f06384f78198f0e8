import { DataList, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import type { components } from '@/generated/api';
import { formatDate, intlLocale } from '@/shared/format';
import type { Locale } from '@/shared/languages';
import { hireTypeLabel, hoursRangeLabel, payLabel, weekdayLabel, type HireType } from '@/lib/labels';
import { hoursYourTime } from '@/lib/time-zone-text';
import { browserTimeZone, formatClock, zoneCity } from '@/shared/time-zones';

type WorkSchedule = components['schemas']['WorkSchedule'];
type HoursRange = components['schemas']['HoursRange'];

/** What a contract or an offer gives: the same facts on the candidate's offers list, an offer's page and the work home. */
export interface Terms {
  contract_type: HireType;
  pay_cents: number;
  start_date: string;
  schedule: WorkSchedule;
  include_insurance: boolean;
  include_healthcare: boolean;
  secure_cloud_computing: boolean;
  /** A fractional contract's hours a month. */
  hours_range?: HoursRange | undefined;
}

/** A schedule in words for the reader: its days, its hours in its own zone, and those hours in the reader's zone when it differs. */
export function scheduleWords(schedule: WorkSchedule, locale: Locale) {
  const days = new Intl.ListFormat(intlLocale(locale), { style: 'long', type: 'conjunction' }).format(
    schedule.work_days.map(weekdayLabel),
  );
  const hours = m.cand_terms_hours_value({
    start: formatClock(schedule.start_time, locale),
    end: formatClock(schedule.end_time, locale),
    zone: zoneCity(schedule.timezone),
  });
  // Set in the employer's zone: what those hours are where the candidate is.
  const yours = schedule.timezone === browserTimeZone() ? null : hoursYourTime(schedule, locale);
  return { days, hours, yours };
}

function AddOns({ terms }: { terms: Terms }) {
  const chosen: string[] = [];
  if (terms.include_insurance) chosen.push(m.cand_terms_insurance());
  if (terms.include_healthcare) chosen.push(m.cand_terms_healthcare());
  if (terms.secure_cloud_computing) chosen.push(m.cand_terms_secure_cloud());
  if (chosen.length === 0) return <Text>{m.cand_terms_no_add_ons()}</Text>;
  return (
    <Stack as="ul" gap="0" m="0" ps="5">
      {chosen.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </Stack>
  );
}

/**
 * Pay, contract, start date, schedule, a fractional contract's hours a month and add-ons, as label
 * and value pairs; `hoursRangeTitle` names the range where it is this month's (the work home).
 */
export function OfferTerms({ terms, locale, hoursRangeTitle }: { terms: Terms; locale: Locale; hoursRangeTitle?: string }) {
  const { days, hours, yours } = scheduleWords(terms.schedule, locale);
  const range: Array<[string, ReactNode]> = terms.hours_range
    ? [[hoursRangeTitle ?? m.cand_terms_hours_a_month(), hoursRangeLabel(terms.hours_range, locale)]]
    : [];
  const rows: Array<[string, ReactNode]> = [
    [m.cand_terms_pay(), payLabel(terms.pay_cents, terms.contract_type, locale)],
    [m.cand_terms_contract(), hireTypeLabel(terms.contract_type)],
    [m.cand_terms_start(), formatDate(terms.start_date, locale)],
    [m.cand_terms_days(), days],
    [
      m.cand_terms_hours(),
      yours ? (
        <Stack key="hours" gap="0.5">
          <Text>{hours}</Text>
          <Text fontWeight="medium">{yours}</Text>
        </Stack>
      ) : (
        hours
      ),
    ],
    [m.cand_terms_hours_per_week(), String(terms.schedule.hours_per_week)],
    ...range,
    [m.cand_terms_add_ons(), <AddOns key="add-ons" terms={terms} />],
  ];
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {rows.map(([label, value]) => (
        <DataList.Item key={label} alignItems="flex-start">
          <DataList.ItemLabel color="fg.muted" minW="40">
            {label}
          </DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
