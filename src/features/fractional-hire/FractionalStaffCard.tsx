import { Box, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { hoursRangeLabel, payLabel } from '@/lib/labels';
import { formatDate, formatMonth } from '@/shared/format';
import { MessageButton } from '@/messaging/MessageButton';
import { Button } from '@/ui/Button';
import { FactList, type Fact } from '@/ui/FactList';
import { StatusBadge } from '@/ui/StatusBadge';
import { fractionalMonthPath, jobPath, type FractionalStaff } from './api';
import { HoursMeter } from './HoursMeter';
import { nextStepText } from './stage';
import { moneyRangeText, personName } from './words';

/**
 * One fractional staff member and where their month stands: the hours worked against the range,
 * what the month's bill may still come to and when, the next month's range, a lowered range
 * waiting for next month, and the month's statement. An ended contract keeps its statement.
 */
export function FractionalStaffCard({ staff, onChangeHours }: { staff: FractionalStaff; onChangeHours: (staff: FractionalStaff) => void }) {
  const locale = useLocale();
  const name = personName(staff.candidate);
  const headingId = `fractional-staff-${staff.offer_id}`;
  const active = staff.status === 'active';
  const nextMonth = formatMonth(staff.bill_date, locale);
  const facts: Fact[] = [
    { label: m.fhire_rate(), value: payLabel(staff.hourly_rate_cents, 'fractional', locale) },
    { label: m.fhire_range(), value: hoursRangeLabel(staff.hours_range, locale) },
  ];
  if (staff.next_hours_range) {
    facts.push({ label: m.fhire_range_pending(), value: m.fhire_range_from_month({ month: nextMonth, min: staff.next_hours_range.min_hours, max: staff.next_hours_range.max_hours }) });
  }
  if (active) {
    facts.push(
      { label: m.fhire_this_month_charge(), value: m.fhire_charge_billed_on({ amount: moneyRangeText(staff.this_month_charge, locale), date: formatDate(staff.bill_date, locale) }) },
      { label: m.fhire_next_month_charge({ month: nextMonth }), value: moneyRangeText(staff.next_month_range, locale) },
    );
  } else if (staff.ended_at) {
    facts.push({ label: m.fhire_ended_on(), value: formatDate(staff.ended_at, locale) });
  }
  return (
    <Box as="article" aria-labelledby={headingId} p="4" borderWidth="1px" borderRadius="md" bg="bg.panel">
      <Stack gap="4">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h3" id={headingId} size="md">
              {name}
            </Heading>
            <ForJob job={staff.job} />
          </Stack>
          <StatusBadge kind="staff" status={staff.status} />
        </HStack>
        {active ? (
          <HoursMeter id={`${headingId}-hours`} label={m.fhire_hours_this_month({ month: formatMonth(staff.month, locale) })} minutes={staff.minutes_this_month} range={staff.hours_range} />
        ) : null}
        <FactList facts={facts} />
        <Text textStyle="sm" color="fg.muted">
          {nextStepText({ offerStatus: active ? 'hired' : 'ended' })}
        </Text>
        <HStack gap="3" wrap="wrap">
          {active ? (
            <Button look="secondary" size="sm" onClick={() => onChangeHours(staff)} aria-label={m.fhire_change_named({ name })}>
              {m.fhire_change()}
            </Button>
          ) : null}
          <ChakraLink asChild color="brand.fg">
            <Link to={fractionalMonthPath(staff.offer_id)} aria-label={m.fhire_statement_named({ name })}>
              {m.fhire_statement()}
            </Link>
          </ChakraLink>
          <MessageButton about="staff" subjectId={staff.offer_id} name={name} job={staff.job.title} />
        </HStack>
      </Stack>
    </Box>
  );
}

/** The job a hire or an offer is for, linked to its page. */
export function ForJob({ job }: { job: { id: string; title: string } }) {
  return (
    <Text textStyle="sm">
      {m.fhire_for_job()}{' '}
      <ChakraLink asChild color="brand.fg">
        <Link to={jobPath(job.id)}>{job.title}</Link>
      </ChakraLink>
    </Text>
  );
}
