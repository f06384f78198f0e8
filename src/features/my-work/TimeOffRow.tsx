import { HStack, Stack, Text } from '@chakra-ui/react';
import { timeOffKindLabel } from '@/lib/labels';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { Button } from '@/ui/Button';
import { ConfirmAction } from '@/ui/ConfirmAction';
import type { TimeOffRequest } from './api';
import { useTimeOffRequest } from './flows';
import { timeOffStatusLabel, timeOffStatusTone } from './labels';
import { formatDays, requestDates } from './time-off-words';
import { ToneBadge } from '@/ui/StatusBadge';

/**
 * One request as the list shows it, with its answer; a pending one can be cancelled after a
 * confirmation. Keyed by its status by the list, so an answer read from the server starts it afresh.
 */
export function TimeOffRow({ request, today }: { request: TimeOffRequest; today: string }) {
  const locale = useLocale();
  const [snapshot, send] = useTimeOffRequest({ request, today });
  const shown = snapshot.context.request ?? request;
  const dates = requestDates(shown, locale);
  const kind = timeOffKindLabel(shown.kind);
  return (
    <Stack as="li" gap="2" p="4" borderWidth="1px" borderRadius="md" bg="bg.panel">
      <HStack justify="space-between" gap="3" flexWrap="wrap" align="flex-start">
        <Stack gap="0.5">
          <Text fontWeight="semibold">{m.work_time_off_item({ kind, dates })}</Text>
          <Text textStyle="sm" color="fg.muted">
            {m.work_time_off_days({ days: formatDays(shown.days, locale) })}
          </Text>
        </Stack>
        <ToneBadge tone={timeOffStatusTone(shown.status)}>{timeOffStatusLabel(shown.status)}</ToneBadge>
      </HStack>
      {shown.note ? <Text textStyle="sm">{m.work_time_off_note({ note: shown.note })}</Text> : null}
      {shown.decline_reason ? <Text textStyle="sm">{m.work_declined_because({ reason: shown.decline_reason })}</Text> : null}
      {snapshot.hasTag('canCancel') || snapshot.hasTag('confirming') ? (
        <Button look="secondary" size="sm" alignSelf="flex-start" aria-label={m.work_time_off_cancel_named({ kind, dates })} onClick={() => send({ type: 'CANCEL_REQUEST' })}>
          {m.work_time_off_cancel()}
        </Button>
      ) : null}
      <ConfirmAction
        open={snapshot.hasTag('confirming')}
        title={m.work_time_off_cancel_title()}
        confirmLabel={m.work_time_off_cancel_confirm()}
        cancelLabel={m.work_time_off_keep()}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'KEEP' })}
        busy={snapshot.hasTag('busy')}
        problem={snapshot.context.problem?.message ?? null}
        closed={snapshot.hasTag('overtaken')}
      >
        <Text>{m.work_time_off_cancel_body({ kind, dates })}</Text>
      </ConfirmAction>
    </Stack>
  );
}
