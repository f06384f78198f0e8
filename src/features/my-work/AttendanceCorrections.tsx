import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate } from '@/shared/format';
import type { AttendanceHistory } from './api';
import { correctionStatusLabel, correctionStatusTone } from './labels';
import { ToneBadge } from '@/ui/StatusBadge';
import { zonedTime } from './zoned';

/** The corrections of the month's days the staff member asked for, waiting ones first, with the employer's answer. */
export function AttendanceCorrections({ history }: { history: AttendanceHistory }) {
  const locale = useLocale();
  const zone = history.staff.schedule.timezone;
  if (history.corrections.length === 0) return null;
  return (
    <Stack as="section" aria-labelledby="work-corrections" gap="2">
      <Heading as="h3" id="work-corrections" size="md">
        {m.work_corrections_title()}
      </Heading>
      <Stack as="ul" gap="2" m="0" ps="0" listStyleType="none">
        {history.corrections.map((correction) => (
          <Stack as="li" key={correction.id} gap="1" p="3" borderWidth="1px" borderRadius="md">
            <HStack gap="3" flexWrap="wrap">
              <Text fontWeight="medium">{formatDate(correction.work_date, locale)}</Text>
              <ToneBadge tone={correctionStatusTone(correction.status)}>{correctionStatusLabel(correction.status)}</ToneBadge>
            </HStack>
            <Text textStyle="sm">
              {m.work_correction_times({ start: zonedTime(correction.clock_in_at, locale, zone), end: zonedTime(correction.clock_out_at, locale, zone) })}
            </Text>
            {correction.decline_reason ? <Text textStyle="sm">{m.work_declined_because({ reason: correction.decline_reason })}</Text> : null}
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
