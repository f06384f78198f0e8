import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import type { ClockStatus } from '@/machines/clock.machine';
import { formatLongDate } from '@/shared/format';
import { Button } from '@/ui/Button';
import type { AttendanceSession } from './api';
import { CorrectionDialog } from './CorrectionDialog';
import { zonedTime } from './zoned';

/**
 * The sessions the server closed because the staff member forgot to clock out (ClockStatus.forgotten),
 * each with the way to ask the employer for the real times. `onAsked` once a correction is asked for.
 */
export function ForgottenClockOuts({ status, onAsked }: { status: ClockStatus; onAsked: () => void }) {
  const locale = useLocale();
  const [correcting, setCorrecting] = useState<AttendanceSession | null>(null);
  const zone = status.staff.schedule.timezone;
  if (status.forgotten.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="work-forgotten" p="4" borderWidth="1px" borderColor="orange.600" borderInlineStartWidth="4px" borderRadius="md" bg="orange.50">
      <Stack gap="3">
        <Heading as="h3" id="work-forgotten" size="md">
          {m.work_forgotten_title()}
        </Heading>
        <Text>{m.work_forgotten_lead()}</Text>
        <Stack as="ul" gap="3" m="0" ps="0" listStyleType="none">
          {status.forgotten.map((session) => {
            const date = formatLongDate(session.work_date, locale);
            return (
              <Stack as="li" key={session.id} gap="2" align="flex-start">
                <Text>
                  {m.work_forgotten_item({
                    date,
                    start: zonedTime(session.clock_in_at, locale, zone),
                    end: zonedTime(session.clock_out_at ?? session.clock_in_at, locale, zone),
                  })}
                </Text>
                <Button look="secondary" size="sm" aria-label={m.work_forgotten_ask_for({ date })} onClick={() => setCorrecting(session)}>
                  {m.work_forgotten_ask()}
                </Button>
              </Stack>
            );
          })}
        </Stack>
      </Stack>
      {correcting ? (
        <CorrectionDialog
          session={correcting}
          zone={zone}
          onClose={() => setCorrecting(null)}
          onAsked={() => {
            setCorrecting(null);
            onAsked();
          }}
        />
      ) : null}
    </Box>
  );
}
