import { Heading, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { FactList } from '@/ui/FactList';
import type { AttendanceTotals } from './api';
import { formatHours } from './times';

/** The month in figures: hours scheduled against hours worked, days by mark, clock-outs forgotten. */
export function AttendanceSummary({ totals, name }: { totals: AttendanceTotals; name: string }) {
  const locale = useLocale();
  const facts = [
    { label: m.staffwork_total_scheduled(), value: formatHours(totals.scheduled_minutes, locale) },
    { label: m.staffwork_total_worked(), value: formatHours(totals.worked_minutes, locale) },
    { label: m.staffwork_total_on_time(), value: totals.on_time },
    { label: m.staffwork_total_late(), value: totals.late },
    { label: m.staffwork_total_short(), value: totals.short },
    { label: m.staffwork_total_absent(), value: totals.absent },
    { label: m.staffwork_total_on_leave(), value: totals.on_leave },
    {
      label: m.staffwork_total_forgotten(),
      value:
        totals.auto_closed > 0 ? (
          <Text as="span" fontWeight="semibold" color="orange.800">
            {m.staffwork_total_forgotten_flag({ count: totals.auto_closed, name })}
          </Text>
        ) : (
          0
        ),
    },
  ];
  return (
    <Stack as="section" aria-labelledby="attendance-totals" gap="3">
      <Heading as="h3" id="attendance-totals" size="md">
        {m.staffwork_totals_title()}
      </Heading>
      <FactList facts={facts} gap="2" />
    </Stack>
  );
}
