import { DataList, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate, intlLocale } from '@/shared/format';
import { hireTypeLabel, payLabel, weekdayLabel, type HireType } from '@/lib/labels';
import type { WorkSchedule } from './api';
import { hoursYourTime } from '@/lib/time-zone-text';
import { browserTimeZone, zoneCity } from '@/shared/time-zones';
import { formatClock } from './time-zone';

/** What a contract or an offer gives: the same facts on the offers list, an offer's page and the active job. */
export interface Terms {
  contract_type: HireType;
  pay_cents: number;
  start_date: string;
  schedule: WorkSchedule;
  include_insurance: boolean;
  include_healthcare: boolean;
  secure_cloud_computing: boolean;
}

export function useScheduleWords(schedule: WorkSchedule) {
  const locale = useLocale();
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

/** Pay, contract, start date, schedule and add-ons, as label and value pairs. */
export function OfferTerms({ terms }: { terms: Terms }) {
  const locale = useLocale();
  const { days, hours, yours } = useScheduleWords(terms.schedule);
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
