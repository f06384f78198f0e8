import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { FactList } from '@/ui/FactList';
import type { AttendanceCorrection, AttendanceDay, StaffRef } from './api';
import { CorrectionDecision } from './CorrectionDecision';
import { clockSpan, formatDayWithWeekday } from './times';
import { ToneBadge } from '@/ui/StatusBadge';
import { correctionStatusLabel, correctionStatusTones } from './words';

function CorrectionItem({ correction, staff, days }: { correction: AttendanceCorrection; staff: StaffRef; days: AttendanceDay[] }) {
  const locale = useLocale();
  const zone = staff.schedule.timezone;
  const dayLabel = formatDayWithWeekday(correction.work_date, locale);
  const headingId = `correction-${correction.id}`;
  const session = days.flatMap((day) => day.sessions).find((s) => s.id === correction.session_id);
  const recorded = session
    ? `${clockSpan(session.clock_in_at, session.clock_out_at, locale, zone)}${session.auto_closed ? ` (${m.staffwork_note_forgotten()})` : ''}`
    : m.staffwork_correction_nothing_recorded();
  const facts = [
    { label: m.staffwork_correction_asked(), value: clockSpan(correction.clock_in_at, correction.clock_out_at, locale, zone) },
    { label: m.staffwork_correction_recorded(), value: recorded },
    { label: m.staffwork_correction_reason(), value: correction.reason },
    ...(correction.decline_reason ? [{ label: m.staffwork_decline_reason(), value: correction.decline_reason }] : []),
  ];
  const decidable = correction.status === 'pending' && staff.status === 'active';
  return (
    <Box as="article" aria-labelledby={headingId} p="4" borderWidth="1px" borderRadius="md" bg="bg.panel">
      <Stack gap="3">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h4" id={headingId} size="sm">
            {m.staffwork_correction_of({ day: dayLabel })}
          </Heading>
          <ToneBadge tone={correctionStatusTones[correction.status]}>{correctionStatusLabel(correction.status)}</ToneBadge>
        </HStack>
        <FactList facts={facts} gap="1.5" />
        {decidable ? <CorrectionDecision correction={correction} name={staff.firstname} dayLabel={dayLabel} /> : null}
      </Stack>
    </Box>
  );
}

/** The month's requests to correct times, pending first (the server's order), each decided in place. */
export function CorrectionRequests({ corrections, staff, days }: { corrections: AttendanceCorrection[]; staff: StaffRef; days: AttendanceDay[] }) {
  return (
    <Stack as="section" aria-labelledby="attendance-corrections" gap="3">
      <Heading as="h3" id="attendance-corrections" size="md">
        {m.staffwork_corrections_title()}
      </Heading>
      {corrections.length === 0 ? (
        <Text color="fg.muted">{m.staffwork_corrections_none()}</Text>
      ) : (
        <Stack as="ul" gap="3" ps="0" m="0" listStyleType="none">
          {corrections.map((correction) => (
            <li key={correction.id}>
              <CorrectionItem correction={correction} staff={staff} days={days} />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
