import { Box, chakra, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { dayMarkLabel, timeOffKindLabel } from '@/lib/labels';
import { useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate, formatMonth, intlLocale } from '@/shared/format';
import type { Locale } from '@/shared/languages';
import { zoneCity } from '@/shared/time-zones';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { StackedTable } from '@/ui/StackedTable';
import { useMyAttendance, type AttendanceDay, type AttendanceHistory } from './api';
import { AttendanceCorrections } from './AttendanceCorrections';
import { DAY_MARK_TONES, ToneBadge } from '@/ui/StatusBadge';
import { calendarWeeks, formatMinutes, monthOf, monthRange, shiftMonth } from './work-time';
import { zonedTime } from './zoned';

type View = 'calendar' | 'list';

/** What the days of the month add up to. */
function Totals({ history, locale }: { history: AttendanceHistory; locale: Locale }) {
  const { totals } = history;
  const counts: Array<[string, number]> = [
    [dayMarkLabel('late'), totals.late],
    [dayMarkLabel('short'), totals.short],
    [dayMarkLabel('absent'), totals.absent],
    [dayMarkLabel('on_leave'), totals.on_leave],
    [m.work_totals_forgotten(), totals.auto_closed],
  ];
  return (
    <Stack gap="1">
      <Text fontWeight="medium">
        {m.work_totals_worked({ worked: formatMinutes(totals.worked_minutes, locale), scheduled: formatMinutes(totals.scheduled_minutes, locale) })}
      </Text>
      <Text textStyle="sm" color="fg.muted">
        {counts.map(([label, count]) => m.work_totals_count({ label, count })).join(' · ')}
      </Text>
    </Stack>
  );
}

/** Day notes: leave taken, a session closed by the server, times corrected. */
function dayNotes(day: AttendanceDay): string[] {
  const notes: string[] = [];
  if (day.leave) notes.push(timeOffKindLabel(day.leave.kind));
  if (day.sessions.some((session) => session.auto_closed)) notes.push(m.work_note_auto_closed());
  if (day.sessions.some((session) => session.corrected)) notes.push(m.work_note_corrected());
  return notes;
}

function Calendar({ month, history, locale }: { month: string; history: AttendanceHistory; locale: Locale }) {
  const byDate = new Map(history.days.map((day) => [day.date, day]));
  const weeks = calendarWeeks(month);
  const tag = intlLocale(locale);
  const weekday = (date: string, style: 'short' | 'long') =>
    new Intl.DateTimeFormat(tag, { weekday: style, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
  // The first full row gives the weekday names, Monday first.
  const names = (weeks.find((week) => week.every(Boolean)) ?? weeks[1]!).map((date) => date!);
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" tableLayout="fixed" minW="36rem">
        <Table.Caption srOnly>{formatMonth(`${month}-01`, locale)}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {names.map((date) => (
              <Table.ColumnHeader key={date} scope="col" textAlign="center">
                <abbr title={weekday(date, 'long')}>{weekday(date, 'short')}</abbr>
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {weeks.map((week) => (
            <Table.Row key={week.find(Boolean)}>
              {week.map((date, index) => {
                const day = date ? byDate.get(date) : undefined;
                return (
                  <Table.Cell key={date ?? `blank-${index}`} verticalAlign="top" p="1.5" aria-current={date === history.today ? 'date' : undefined}>
                    {date ? (
                      <Stack gap="1" align="flex-start" minH="16">
                        <Text fontWeight={date === history.today ? 'bold' : 'medium'}>{Number(date.slice(8))}</Text>
                        {day ? <ToneBadge tone={DAY_MARK_TONES[day.mark]}>{dayMarkLabel(day.mark)}</ToneBadge> : null}
                        {day && day.worked_minutes > 0 ? (
                          <Text textStyle="xs" color="fg.muted">
                            {formatMinutes(day.worked_minutes, locale)}
                          </Text>
                        ) : null}
                      </Stack>
                    ) : null}
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function DayList({ history, locale }: { history: AttendanceHistory; locale: Locale }) {
  const zone = history.staff.schedule.timezone;
  return (
    <StackedTable.Root size="sm">
      <StackedTable.Caption srOnly>{formatMonth(history.from, locale)}</StackedTable.Caption>
      <StackedTable.Header>
        <StackedTable.Row>
          <StackedTable.ColumnHeader>{m.work_col_date()}</StackedTable.ColumnHeader>
          <StackedTable.ColumnHeader>{m.work_col_mark()}</StackedTable.ColumnHeader>
          <StackedTable.ColumnHeader>{m.work_col_worked()}</StackedTable.ColumnHeader>
          <StackedTable.ColumnHeader>{m.work_col_breaks()}</StackedTable.ColumnHeader>
          <StackedTable.ColumnHeader>{m.work_col_first_in({ zone: zoneCity(zone) })}</StackedTable.ColumnHeader>
          <StackedTable.ColumnHeader>{m.work_col_notes()}</StackedTable.ColumnHeader>
        </StackedTable.Row>
      </StackedTable.Header>
      <StackedTable.Body>
        {history.days.map((day) => (
          <StackedTable.Row key={day.date}>
            <StackedTable.Cell fontWeight="medium">{formatDate(day.date, locale)}</StackedTable.Cell>
            <StackedTable.Cell label={m.work_col_mark()}>
              <ToneBadge tone={DAY_MARK_TONES[day.mark]}>{dayMarkLabel(day.mark)}</ToneBadge>
            </StackedTable.Cell>
            <StackedTable.Cell label={m.work_col_worked()}>{formatMinutes(day.worked_minutes, locale)}</StackedTable.Cell>
            <StackedTable.Cell label={m.work_col_breaks()}>{formatMinutes(day.break_minutes, locale)}</StackedTable.Cell>
            <StackedTable.Cell label={m.work_col_first_in({ zone: zoneCity(zone) })}>
              {day.first_clock_in_at ? zonedTime(day.first_clock_in_at, locale, zone) : '—'}
            </StackedTable.Cell>
            <StackedTable.Cell label={m.work_col_notes()}>{dayNotes(day).join(', ') || '—'}</StackedTable.Cell>
          </StackedTable.Row>
        ))}
      </StackedTable.Body>
    </StackedTable.Root>
  );
}

/** The month's attendance, as a calendar or a list, from the staff member's first months up to this one. */
export function MonthAttendance({ today }: { today: string }) {
  const locale = useLocale();
  const thisMonth = monthOf(today);
  const [month, setMonth] = useState(thisMonth);
  const [view, setView] = useState<View>('calendar');
  const attendance = useMyAttendance(monthRange(month));
  const history = attendance.data;

  let body;
  if (attendance.isError) {
    body = (
      <LoadProblem what={m.work_attendance_load_failed()} retryLabel={m.work_try_again()} error={attendance.error} onRetry={() => void attendance.refetch()} retrying={attendance.isFetching} />
    );
  } else if (!history) body = <LoadingSpinner label={m.work_attendance_loading()} />;
  else {
    body = (
      <Stack gap="4">
        <Totals history={history} locale={locale} />
        {view === 'calendar' ? <Calendar month={month} history={history} locale={locale} /> : <DayList history={history} locale={locale} />}
        <AttendanceCorrections history={history} />
      </Stack>
    );
  }

  return (
    <Stack as="section" aria-labelledby="work-month" gap="4">
      <Heading as="h2" id="work-month" size="lg">
        {m.work_month_title()}
      </Heading>
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <HStack gap="2">
          <Button look="secondary" size="sm" onClick={() => setMonth(shiftMonth(month, -1))}>
            <span aria-hidden="true">←</span> {m.work_month_previous()}
          </Button>
          <Heading as="h3" size="md" aria-live="polite" minW="10rem" textAlign="center">
            {formatMonth(`${month}-01`, locale)}
          </Heading>
          <Button look="secondary" size="sm" disabled={month >= thisMonth} onClick={() => setMonth(shiftMonth(month, 1))}>
            {m.work_month_next()} <span aria-hidden="true">→</span>
          </Button>
        </HStack>
        <chakra.div role="group" aria-label={m.work_view_label()} display="flex" gap="2">
          {(['calendar', 'list'] as const).map((choice) => (
            <Button key={choice} look={view === choice ? 'primary' : 'secondary'} size="sm" aria-pressed={view === choice} onClick={() => setView(choice)}>
              {choice === 'calendar' ? m.work_view_calendar() : m.work_view_list()}
            </Button>
          ))}
        </chakra.div>
      </HStack>
      {body}
    </Stack>
  );
}
