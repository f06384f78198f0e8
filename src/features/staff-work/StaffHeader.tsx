import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { weekdayLabel } from '@/lib/labels';
import { hoursYourTime } from '@/lib/time-zone-text';
import { formatDate, formatNames } from '@/shared/format';
import { browserTimeZone, formatClock, zonePlace } from '@/shared/time-zones';
import { MessageButton } from '@/messaging/MessageButton';
import { FactList } from '@/ui/FactList';
import { StatusBadge } from '@/ui/StatusBadge';
import type { StaffRef } from './api';

export const staffName = (staff: Pick<StaffRef, 'firstname' | 'lastname'>) => `${staff.firstname} ${staff.lastname}`.trim();

/** The working days and hours in the staff member's zone, then in the reader's own when it differs. */
function ScheduleHours({ staff }: { staff: StaffRef }) {
  const locale = useLocale();
  const { schedule } = staff;
  const theirs = m.staffwork_schedule_their_time({
    days: formatNames(schedule.work_days.map(weekdayLabel), locale),
    start: formatClock(schedule.start_time, locale),
    end: formatClock(schedule.end_time, locale),
    name: staff.firstname,
    zone: zonePlace(schedule.timezone),
  });
  return (
    <Stack gap="0.5">
      <span>{theirs}</span>
      {schedule.timezone === browserTimeZone() ? null : (
        <Text as="span" textStyle="sm" color="fg.muted">
          {hoursYourTime(schedule, locale)}
        </Text>
      )}
    </Stack>
  );
}

/** Who the staff member is, their job, where the contract stands and their hours. */
export function StaffHeader({ staff }: { staff: StaffRef }) {
  const locale = useLocale();
  const facts = [
    { label: m.staffwork_job(), value: staff.job_title },
    { label: m.staffwork_schedule(), value: <ScheduleHours staff={staff} /> },
    { label: m.staffwork_working_since(), value: formatDate(staff.start_date, locale) },
    ...(staff.ended_at ? [{ label: m.staffwork_ended_on(), value: formatDate(staff.ended_at, locale) }] : []),
  ];
  return (
    <Stack gap="4">
      <HStack gap="3" wrap="wrap" align="center">
        <Heading as="h1" size="2xl">
          {staffName(staff)}
        </Heading>
        <StatusBadge kind="staff" status={staff.status} />
        <MessageButton about="staff" subjectId={staff.offer_id} name={staffName(staff)} ms={{ md: 'auto' }} />
      </HStack>
      <FactList facts={facts} gap="2" />
      {staff.status === 'ended' ? (
        <Box role="note" bg="bg.muted" borderRadius="md" px="4" py="3">
          <Text>{m.staffwork_ended_read_only({ name: staff.firstname })}</Text>
        </Box>
      ) : null}
    </Stack>
  );
}
