import { Stack, Table, Text } from '@chakra-ui/react';
import { dayMarkLabel } from '@/lib/labels';
import { useLocale } from '@/app-state/app-actors';
import type { AttendanceDay } from './api';
import { dayNotes } from './day-notes';
import { calendarWeeks } from './month';
import { formatHours, weekdayHeaders } from './times';
import { DAY_MARK_TONES, ToneBadge } from '@/ui/StatusBadge';

function DayCell({ day }: { day: AttendanceDay }) {
  const locale = useLocale();
  return (
    <Table.Cell verticalAlign="top" px="2" py="2" minW="6.5rem">
      <Stack gap="1" align="flex-start">
        <Text fontWeight="semibold">
          <time dateTime={day.date}>{Number(day.date.slice(8))}</time>
        </Text>
        <ToneBadge tone={DAY_MARK_TONES[day.mark]}>{dayMarkLabel(day.mark)}</ToneBadge>
        {day.worked_minutes > 0 ? <Text textStyle="xs">{formatHours(day.worked_minutes, locale)}</Text> : null}
        {dayNotes(day).map((note) => (
          <Text key={note} textStyle="xs" color="fg.muted">
            {note}
          </Text>
        ))}
      </Stack>
    </Table.Cell>
  );
}

/** The month as a calendar from Monday: each day's mark in words (its colour only repeats them), hours and notes. */
export function AttendanceCalendar({ days, labelledBy }: { days: AttendanceDay[]; labelledBy: string }) {
  const locale = useLocale();
  const headers = weekdayHeaders(locale);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" aria-labelledby={labelledBy} tableLayout="fixed" minW="48rem">
        <Table.Header>
          <Table.Row>
            {headers.map((header) => (
              <Table.ColumnHeader key={header.long} scope="col" px="2">
                <abbr title={header.long}>{header.short}</abbr>
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {calendarWeeks(days).map((week) => (
            <Table.Row key={week.find((day) => day)?.date}>
              {week.map((day, index) => (day ? <DayCell key={day.date} day={day} /> : <Table.Cell key={`blank-${index}`} bg="bg.subtle" />))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
