import { Box, chakra, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { timeOffKindLabel } from '@/lib/labels';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { hoursYourTime } from '@/lib/time-zone-text';
import type { ClockStatus } from '@/machines/clock.machine';
import type { Locale } from '@/shared/languages';
import { browserTimeZone, formatClock, zoneCity } from '@/shared/time-zones';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { useClock } from './flows';
import { ForgottenClockOuts } from './ForgottenClockOuts';
import { useNow } from './use-now';
import { formatMinutes, formatStopwatch } from './work-time';
import { zonedTime } from './zoned';

/** Where the day stands in one sentence, times in the staff member's zone with the zone named. */
function standing(status: ClockStatus, locale: Locale): string {
  const zone = status.staff.schedule.timezone;
  const session = status.session;
  switch (status.state) {
    case 'working':
      return m.work_clock_working({ time: zonedTime(session!.clock_in_at, locale, zone) });
    case 'on_break': {
      const current = session!.breaks.find((item) => item.end_at === null);
      return m.work_clock_on_break({ time: zonedTime(current?.start_at ?? session!.clock_in_at, locale, zone) });
    }
    case 'done':
      return m.work_clock_done({ time: zonedTime(session!.clock_out_at ?? session!.clock_in_at, locale, zone) });
    default:
      return m.work_clock_off();
  }
}

/** Today's scheduled hours in the staff member's zone, and in the reader's when the two differ. */
function TodaysHours({ status, locale }: { status: ClockStatus; locale: Locale }) {
  const { schedule } = status.staff;
  const { leave, scheduled_minutes: scheduled } = status.day;
  const onLeave = leave ? <Text color="fg.muted">{m.work_schedule_on_leave({ kind: timeOffKindLabel(leave.kind) })}</Text> : null;
  // A half day of leave still has hours to work; a full one, or a day off, has none.
  if (scheduled === 0) return onLeave ?? <Text color="fg.muted">{m.work_schedule_day_off()}</Text>;
  const hours = m.cand_terms_hours_value({
    start: formatClock(schedule.start_time, locale),
    end: formatClock(schedule.end_time, locale),
    zone: zoneCity(schedule.timezone),
  });
  return (
    <Stack gap="0.5">
      {onLeave}
      <Text color="fg.muted">{m.work_schedule_today({ hours })}</Text>
      {schedule.timezone === browserTimeZone() ? null : <Text color="fg.muted">{hoursYourTime(schedule, locale)}</Text>}
    </Stack>
  );
}

/** Today's worked and break time, running while the clock does (the server's figures plus the time since they were read). */
function TodaysTime({ status, locale }: { status: ClockStatus; locale: Locale }) {
  const running = status.state === 'working' || status.state === 'on_break';
  // When these figures arrived: the counters run on from them.
  const { at: readAt } = useMemo(() => ({ figures: status.day, at: Date.now() }), [status.day]);
  const now = useNow(running);
  const since = Math.max(0, (now - readAt) / 1000);
  const worked = status.day.worked_minutes * 60 + (status.state === 'working' ? since : 0);
  const breaks = status.day.break_minutes * 60 + (status.state === 'on_break' ? since : 0);
  const rows: Array<[string, string, boolean]> = [
    [m.work_worked_today(), formatStopwatch(worked), true],
    [m.work_break_today(), formatStopwatch(breaks), true],
    [m.work_scheduled_today(), formatMinutes(status.day.scheduled_minutes, locale), false],
  ];
  return (
    <DataList.Root orientation="vertical" gap="4" flexDirection={{ base: 'column', sm: 'row' }}>
      {rows.map(([label, value, counter]) => (
        <DataList.Item key={label} flex="1">
          <DataList.ItemLabel color="fg.muted">{label}</DataList.ItemLabel>
          <DataList.ItemValue fontSize={counter ? '3xl' : 'xl'} fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {/* A timer is not read out at every tick (role=timer is polite-off). */}
            <chakra.span role={counter ? 'timer' : undefined}>{value}</chakra.span>
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

/** The staff member's clock: where the day stands, its hours running, and the one or two moves it allows. */
export function ClockPanel() {
  const locale = useLocale();
  const [snapshot, send] = useClock();
  const { status, problem, changedElsewhere, action } = snapshot.context;
  const busy = snapshot.hasTag('busy');

  let body;
  if (snapshot.hasTag('loading')) body = <LoadingSpinner label={m.work_clock_loading()} />;
  else if (snapshot.hasTag('loadFailed')) {
    body = <LoadProblem what={m.work_clock_load_failed()} retryLabel={m.work_try_again()} error={problem} onRetry={() => send({ type: 'RETRY' })} />;
  } else if (snapshot.hasTag('closed') || !status) {
    body = <FormProblem title={m.work_clock_closed_title()}>{problem?.message}</FormProblem>;
  } else if (snapshot.hasTag('awaitsOnboarding')) {
    body = (
      <Stack gap="3" align="start">
        <Text fontSize="xl" fontWeight="semibold" role="status">
          {m.work_clock_waiting_title()}
        </Text>
        <Text>{m.work_clock_waiting_body()}</Text>
        <Button asChild>
          <Link to="/onboarding">{m.work_clock_go_to_onboarding()}</Link>
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack gap="5">
        <Stack gap="1">
          <Text fontSize="2xl" fontWeight="semibold" role="status">
            {standing(status, locale)}
          </Text>
          <TodaysHours status={status} locale={locale} />
        </Stack>
        <TodaysTime status={status} locale={locale} />
        {changedElsewhere ? (
          <Text role="status" borderWidth="1px" borderRadius="md" px="4" py="3" bg="bg.subtle">
            {m.work_clock_changed_elsewhere()}
          </Text>
        ) : null}
        {snapshot.hasTag('canRetry') ? (
          <FormProblem title={action ? m.work_clock_failed_title() : m.work_clock_reread_failed_title()}>
            <Stack gap="3">
              <Text>{problem?.message}</Text>
              <HStack gap="3" flexWrap="wrap">
                <Button look="secondary" size="sm" onClick={() => send({ type: 'RETRY' })}>
                  {m.work_try_again()}
                </Button>
                <Button look="ghost" size="sm" onClick={() => send({ type: 'DISMISS' })}>
                  {m.work_dismiss()}
                </Button>
              </HStack>
            </Stack>
          </FormProblem>
        ) : (
          <HStack gap="3" flexWrap="wrap">
            {snapshot.hasTag('canClockIn') || (busy && action === 'clockIn') ? (
              <Button size="lg" loading={busy && action === 'clockIn'} disabled={busy} onClick={() => send({ type: 'CLOCK_IN' })}>
                {status.state === 'done' ? m.work_clock_in_again() : m.work_clock_in()}
              </Button>
            ) : null}
            {snapshot.hasTag('canStartBreak') || (busy && action === 'startBreak') ? (
              <Button size="lg" look="secondary" loading={busy && action === 'startBreak'} disabled={busy} onClick={() => send({ type: 'START_BREAK' })}>
                {m.work_break_start()}
              </Button>
            ) : null}
            {snapshot.hasTag('canEndBreak') || (busy && action === 'endBreak') ? (
              <Button size="lg" loading={busy && action === 'endBreak'} disabled={busy} onClick={() => send({ type: 'END_BREAK' })}>
                {m.work_break_end()}
              </Button>
            ) : null}
            {snapshot.hasTag('canClockOut') || (busy && action === 'clockOut') ? (
              <Button size="lg" look="secondary" loading={busy && action === 'clockOut'} disabled={busy} onClick={() => send({ type: 'CLOCK_OUT' })}>
                {m.work_clock_out()}
              </Button>
            ) : null}
          </HStack>
        )}
        <ForgottenClockOuts status={status} onAsked={() => send({ type: 'REFRESH' })} />
      </Stack>
    );
  }

  return (
    <Box as="section" aria-labelledby="work-clock" p="6" borderWidth="1px" borderRadius="lg" bg="bg.panel">
      <Stack gap="4">
        <Heading as="h2" id="work-clock" size="lg">
          {m.work_clock_title()}
        </Heading>
        {body}
      </Stack>
    </Box>
  );
}
