import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { timeOffKindLabel } from '@/lib/labels';
import { useRef } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { DECLINE_REASON_MAX } from '@/machines/time-off-approval.machine';
import { formatDateTime } from '@/shared/format';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import type { TimeOffRequest } from './api';
import { useTimeOffApproval } from './flows';
import { ReasonForm } from './ReasonForm';
import { timeOffPeriod } from './time-off-text';

export interface PendingTimeOffProps {
  request: TimeOffRequest;
  /** The staff member's first name, as the reason's hint and the toasts say it. */
  name: string;
  /** Whether answers can be given: not once the contract has ended. */
  answerable: boolean;
}

/** A request waiting for the employer: approved at once, or declined with a reason typed in place. */
export function PendingTimeOff({ request, name, answerable }: PendingTimeOffProps) {
  const locale = useLocale();
  const [state, send] = useTimeOffApproval(request, name);
  const declineButton = useRef<HTMLButtonElement>(null);
  const headingId = `time-off-${request.id}`;
  const busy = state.hasTag('busy');
  // Approve and Decline answer only from the start; a reason being written, a call on its way or a failure has its own controls.
  const choosing = state.matches('idle');
  const writing = state.matches('writingReason') || state.matches('declining');
  const { reasonProblem, problem } = state.context;
  const period = timeOffPeriod(request, locale);
  return (
    <Box as="article" aria-labelledby={headingId} p="4" borderWidth="1px" borderRadius="md" bg="bg.panel" aria-busy={busy || undefined}>
      <Stack gap="3">
        <Heading as="h3" id={headingId} size="sm">
          {timeOffKindLabel(request.kind)} · {period}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {m.staffwork_time_off_asked_on({ date: formatDateTime(request.requested_at, locale) })}
        </Text>
        {request.note ? <Text>{m.staffwork_time_off_note({ note: request.note })}</Text> : null}
        {!answerable ? null : state.matches('answered') ? (
          <Text role="status">{m.staffwork_time_off_answer_sent()}</Text>
        ) : state.matches('changed') ? (
          <Text role="status">{m.staffwork_time_off_changed_body()}</Text>
        ) : (
          <>
            <HStack gap="3" wrap="wrap">
              <Button
                look="primary"
                size="sm"
                loading={state.matches('approving')}
                disabled={!choosing}
                onClick={() => send({ type: 'APPROVE' })}
                aria-label={m.staffwork_time_off_approve_named({ period })}
              >
                {m.staffwork_approve()}
              </Button>
              <Button
                ref={declineButton}
                look="secondary"
                size="sm"
                disabled={!choosing}
                aria-expanded={writing}
                onClick={() => send({ type: 'DECLINE' })}
                aria-label={m.staffwork_time_off_decline_named({ period })}
              >
                {m.staffwork_decline()}
              </Button>
            </HStack>
            {writing ? (
              <ReasonForm
                id={`time-off-reason-${request.id}`}
                label={m.staffwork_decline_reason()}
                hint={m.staffwork_decline_reason_hint({ name })}
                submitLabel={m.staffwork_decline_send()}
                busy={state.matches('declining')}
                error={
                  reasonProblem === 'missing'
                    ? m.staffwork_reason_required()
                    : reasonProblem === 'too_long'
                      ? m.staffwork_reason_too_long({ max: DECLINE_REASON_MAX })
                      : undefined
                }
                onSubmit={(reason) => send({ type: 'SUBMIT', reason })}
                onCancel={() => {
                  send({ type: 'CANCEL' });
                  // The button is enabled again on the next render; give it the focus back then.
                  requestAnimationFrame(() => declineButton.current?.focus());
                }}
              />
            ) : null}
            {state.hasTag('canRetry') && problem ? (
              <FormProblem title={m.staffwork_decision_failed()}>
                <Stack gap="3">
                  <Text>{problem.message}</Text>
                  <HStack gap="3" wrap="wrap">
                    <Button look="secondary" size="sm" onClick={() => send({ type: 'RETRY' })}>
                      {m.staffwork_try_again()}
                    </Button>
                    <Button look="ghost" size="sm" onClick={() => send({ type: 'CANCEL' })}>
                      {m.staffwork_cancel()}
                    </Button>
                  </HStack>
                </Stack>
              </FormProblem>
            ) : null}
          </>
        )}
      </Stack>
    </Box>
  );
}
