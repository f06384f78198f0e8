import { Heading, HStack } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatMonth } from '@/shared/format';
import { Button } from '@/ui/Button';
import { shiftMonth } from './month';

export interface MonthSwitcherProps {
  /** The month shown, `YYYY-MM`; its name is the section's heading. */
  month: string;
  headingId: string;
  /** The first month with records (the contract's start) and the last (the staff member's today). */
  earliest: string;
  latest: string;
  onChange: (month: string) => void;
}

/** The month shown, with the months before and after it as far as there are records. */
export function MonthSwitcher({ month, headingId, earliest, latest, onChange }: MonthSwitcherProps) {
  const locale = useLocale();
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const name = (value: string) => formatMonth(`${value}-01`, locale);
  return (
    <HStack justify="space-between" gap="3" wrap="wrap">
      <Button look="secondary" size="sm" disabled={month <= earliest} onClick={() => onChange(previous)} aria-label={m.staffwork_month_previous({ month: name(previous) })}>
        <span aria-hidden="true">←</span> {name(previous)}
      </Button>
      <Heading as="h2" id={headingId} size="lg" aria-live="polite">
        {name(month)}
      </Heading>
      <Button look="secondary" size="sm" disabled={month >= latest} onClick={() => onChange(next)} aria-label={m.staffwork_month_next({ month: name(next) })}>
        {name(next)} <span aria-hidden="true">→</span>
      </Button>
    </HStack>
  );
}
