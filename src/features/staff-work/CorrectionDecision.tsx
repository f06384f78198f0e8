import { HStack, Stack } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { DECLINE_REASON_MAX } from '@/machines/time-off-approval.machine';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import type { AttendanceCorrection } from './api';
import { useCorrectionDecision } from './flows';
import { ReasonForm } from './ReasonForm';

/** Approve or decline (with a reason) a pending correction, in place; a refusal stays beside it. */
export function CorrectionDecision({ correction, name, dayLabel }: { correction: AttendanceCorrection; name: string; dayLabel: string }) {
  const [state, send] = useCorrectionDecision(correction);
  const [declining, setDeclining] = useState(false);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const declineButton = useRef<HTMLButtonElement>(null);
  const busy = state.matches('submitting');
  const sent = state.matches('succeeded');
  const problem = state.matches('failed') ? state.context.problem : null;
  const approving = busy && (state.context.values as { decision?: string } | null)?.decision === 'approve';

  if (sent) return null;
  const decline = (reason: string) => {
    const trimmed = reason.trim();
    if (trimmed === '') return setReasonError(m.staffwork_reason_required());
    if (trimmed.length > DECLINE_REASON_MAX) return setReasonError(m.staffwork_reason_too_long({ max: DECLINE_REASON_MAX }));
    setReasonError(undefined);
    send({ type: 'SUBMIT', values: { decision: 'decline', reason: trimmed } });
  };
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <Button
          look="primary"
          size="sm"
          loading={approving}
          disabled={busy || declining}
          onClick={() => send({ type: 'SUBMIT', values: { decision: 'approve' } })}
          aria-label={m.staffwork_correction_approve_named({ day: dayLabel })}
        >
          {m.staffwork_approve()}
        </Button>
        <Button
          ref={declineButton}
          look="secondary"
          size="sm"
          disabled={busy || declining}
          aria-expanded={declining}
          onClick={() => setDeclining(true)}
          aria-label={m.staffwork_correction_decline_named({ day: dayLabel })}
        >
          {m.staffwork_decline()}
        </Button>
      </HStack>
      {declining ? (
        <ReasonForm
          id={`correction-reason-${correction.id}`}
          label={m.staffwork_decline_reason()}
          hint={m.staffwork_decline_reason_hint({ name })}
          submitLabel={m.staffwork_decline_send()}
          busy={busy}
          error={reasonError}
          onSubmit={decline}
          onCancel={() => {
            setDeclining(false);
            setReasonError(undefined);
            // The button is enabled again on the next render; give it the focus back then.
            requestAnimationFrame(() => declineButton.current?.focus());
          }}
        />
      ) : null}
      {problem ? <FormProblem title={m.staffwork_decision_failed()}>{problem.message}</FormProblem> : null}
    </Stack>
  );
}
