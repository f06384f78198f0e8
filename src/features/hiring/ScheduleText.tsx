import { Stack, Text } from '@chakra-ui/react';
import { useLocale } from '@/app-state/app-actors';
import { hoursForPerson, hoursYourTime, type OtherParty } from '@/lib/time-zone-text';
import { browserTimeZone } from '@/shared/time-zones';
import type { WorkSchedule } from './api';
import { scheduleText } from './schedule-text';

/**
 * A schedule in the zone it was set in, then its hours in the reader's zone (when that
 * differs) and in the candidate's (when known and different).
 */
export function ScheduleText({ schedule, other }: { schedule: WorkSchedule; other?: OtherParty | undefined }) {
  const locale = useLocale();
  const elsewhere: string[] = [];
  if (schedule.timezone !== browserTimeZone()) elsewhere.push(hoursYourTime(schedule, locale));
  if (other?.timezone && other.timezone !== schedule.timezone) {
    elsewhere.push(hoursForPerson(schedule, locale, { name: other.name, timezone: other.timezone }));
  }
  if (elsewhere.length === 0) return <>{scheduleText(schedule)}</>;
  return (
    <Stack as="span" gap="0.5" display="flex">
      <span>{scheduleText(schedule)}</span>
      {elsewhere.map((line) => (
        <Text as="span" key={line} textStyle="sm" color="fg.muted">
          {line}
        </Text>
      ))}
    </Stack>
  );
}
