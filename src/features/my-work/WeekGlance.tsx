import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { dayMarkLabel } from '@/lib/labels';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { intlLocale } from '@/shared/format';
import type { Locale } from '@/shared/languages';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { useMyAttendance, type AttendanceDay } from './api';
import { DAY_MARK_TONES, ToneBadge } from '@/ui/StatusBadge';
import { formatMinutes, weekOf } from './work-time';

/** "Mon 3" over "Monday, March 3" for a screen reader: a calendar day of the staff member's. */
function dayNames(date: string, locale: Locale) {
  const at = new Date(`${date}T12:00:00Z`);
  const tag = intlLocale(locale);
  return {
    short: new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', timeZone: 'UTC' }).format(at),
    long: new Intl.DateTimeFormat(tag, { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(at),
  };
}

function Day({ day, today, locale }: { day: AttendanceDay; today: string; locale: Locale }) {
  const names = dayNames(day.date, locale);
  const isToday = day.date === today;
  return (
    <Stack
      as="li"
      gap="2"
      p="3"
      borderWidth={isToday ? '2px' : '1px'}
      borderColor={isToday ? 'brand.solid' : 'border'}
      borderRadius="md"
      bg="bg.panel"
      aria-current={isToday ? 'date' : undefined}
    >
      <Text fontWeight="semibold">
        <span aria-hidden="true">{names.short}</span>
        <Box as="span" srOnly>
          {names.long}
        </Box>
      </Text>
      <Box>
        <ToneBadge tone={DAY_MARK_TONES[day.mark]}>{dayMarkLabel(day.mark)}</ToneBadge>
      </Box>
      <Text textStyle="sm" color="fg.muted">
        {day.worked_minutes > 0 ? formatMinutes(day.worked_minutes, locale) : ' '}
      </Text>
    </Stack>
  );
}

/** The seven days of this week with their marks against the schedule. */
export function WeekGlance({ today }: { today: string }) {
  const locale = useLocale();
  const week = weekOf(today);
  const attendance = useMyAttendance({ from: week[0], to: week[6] });
  let body;
  if (attendance.isPending) body = <LoadingSpinner label={m.work_attendance_loading()} />;
  else if (attendance.isError) {
    body = (
      <LoadProblem what={m.work_attendance_load_failed()} retryLabel={m.work_try_again()} error={attendance.error} onRetry={() => void attendance.refetch()} retrying={attendance.isFetching} />
    );
  } else {
    body = (
      <SimpleGrid as="ol" columns={{ base: 2, sm: 4, md: 7 }} gap="2" m="0" ps="0" listStyleType="none">
        {attendance.data.days.map((day) => (
          <Day key={day.date} day={day} today={today} locale={locale} />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <Stack as="section" aria-labelledby="work-week" gap="3">
      <Heading as="h2" id="work-week" size="lg">
        {m.work_week_title()}
      </Heading>
      {body}
    </Stack>
  );
}
