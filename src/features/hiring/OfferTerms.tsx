import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { formatDate } from '@/shared/format';
import { hireTypeLabel, hoursRangeLabel, payLabel, type HireType } from '@/lib/labels';
import type { Locale } from '@/shared/languages';
import type { HoursRange, WorkSchedule } from './api';
import { addOnLabel } from './add-on-label';
import { ADD_ONS } from './offer-cost';
import { ScheduleText } from './ScheduleText';
import type { OtherParty } from '@/lib/time-zone-text';

export interface Terms {
  contract_type: HireType;
  pay_cents: number;
  include_insurance: boolean;
  include_healthcare: boolean;
  secure_cloud_computing: boolean;
  start_date: string;
  schedule: WorkSchedule;
  /** A fractional offer's (or hire's) hours a month. */
  hours_range?: HoursRange | undefined;
}

export function Term({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel minW="36" color="fg.muted">
        {label}
      </DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/**
 * The terms an offer or a contract sets: pay, contract, start, schedule, add-ons; `children` adds
 * rows. The hours show for `other` (the candidate) too when their zone is known.
 */
export function OfferTerms({ terms, locale, other, children }: { terms: Terms; locale: Locale; other?: OtherParty | undefined; children?: ReactNode }) {
  const addOns = ADD_ONS.filter(({ field }) => terms[field]).map(({ addOn }) => addOnLabel(addOn));
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="1.5">
      <Term label={m.hiring_offer_pay()}>{payLabel(terms.pay_cents, terms.contract_type, locale)}</Term>
      <Term label={m.hiring_offer_contract()}>{hireTypeLabel(terms.contract_type)}</Term>
      <Term label={m.hiring_offer_start()}>{formatDate(terms.start_date, locale)}</Term>
      <Term label={m.hiring_schedule_legend()}><ScheduleText schedule={terms.schedule} other={other} />
      </Term>
      {terms.hours_range ? <Term label={m.hiring_offer_hours_legend()}>{hoursRangeLabel(terms.hours_range, locale)}</Term> : null}
      <Term label={m.hiring_offer_addons()}>{addOns.length ? addOns.join(', ') : m.hiring_offer_no_addons()}</Term>
      {children}
    </DataList.Root>
  );
}
