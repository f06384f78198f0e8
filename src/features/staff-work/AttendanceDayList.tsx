import { Stack } from '@chakra-ui/react';
import { dayMarkLabel } from '@/lib/labels';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { StackedTable } from '@/ui/StackedTable';
import type { AttendanceDay } from './api';
import { dayNotes } from './day-notes';
import { clockSpan, formatDayWithWeekday, formatHours } from './times';
import { DAY_MARK_TONES, ToneBadge } from '@/ui/StatusBadge';

/** The month as a list of days: mark, hours scheduled, worked and on break, each session's times in `zone`, notes. */
export function AttendanceDayList({ days, zone, labelledBy }: { days: AttendanceDay[]; zone: string; labelledBy: string }) {
  const locale = useLocale();
  const columns = {
    mark: m.staffwork_column_mark(),
    scheduled: m.staffwork_column_scheduled(),
    worked: m.staffwork_column_worked(),
    breaks: m.staffwork_column_breaks(),
    times: m.staffwork_column_times(),
    notes: m.staffwork_column_notes(),
  };
  return (
    <StackedTable.Root size="sm" aria-labelledby={labelledBy}>
      <StackedTable.Header>
        <StackedTable.Row>
          <StackedTable.ColumnHeader>{m.staffwork_column_day()}</StackedTable.ColumnHeader>
          {Object.values(columns).map((header) => (
            <StackedTable.ColumnHeader key={header}>{header}</StackedTable.ColumnHeader>
          ))}
        </StackedTable.Row>
      </StackedTable.Header>
      <StackedTable.Body>
        {days.map((day) => (
          <StackedTable.Row key={day.date} verticalAlign="top">
            <StackedTable.Cell fontWeight="semibold">
              <time dateTime={day.date}>{formatDayWithWeekday(day.date, locale)}</time>
            </StackedTable.Cell>
            <StackedTable.Cell label={columns.mark}>
              <ToneBadge tone={DAY_MARK_TONES[day.mark]}>{dayMarkLabel(day.mark)}</ToneBadge>
            </StackedTable.Cell>
            <StackedTable.Cell label={columns.scheduled}>{formatHours(day.scheduled_minutes, locale)}</StackedTable.Cell>
            <StackedTable.Cell label={columns.worked}>{formatHours(day.worked_minutes, locale)}</StackedTable.Cell>
            <StackedTable.Cell label={columns.breaks}>{formatHours(day.break_minutes, locale)}</StackedTable.Cell>
            <StackedTable.Cell label={columns.times}>
              <Stack gap="0.5">
                {day.sessions.map((session) => (
                  <span key={session.id}>{clockSpan(session.clock_in_at, session.clock_out_at, locale, zone)}</span>
                ))}
              </Stack>
            </StackedTable.Cell>
            <StackedTable.Cell label={columns.notes}>{dayNotes(day).join(' · ')}</StackedTable.Cell>
          </StackedTable.Row>
        ))}
      </StackedTable.Body>
    </StackedTable.Root>
  );
}
