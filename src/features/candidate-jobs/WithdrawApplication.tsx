import { Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import type { ApplicationRef } from '@/machines/job-application.machine';
import { Button } from '@/ui/Button';
import { ConfirmAction } from '@/ui/ConfirmAction';
import { useWithdrawal } from './flows';

interface Props {
  jobId: string;
  jobTitle: string;
  company: string;
  application: ApplicationRef;
}

/** Withdraw an application, or decline an invitation, after a confirmation. Shown only where the lifecycle allows it. */
export function WithdrawApplication({ jobId, jobTitle, company, application }: Props) {
  const invited = application.status === 'invited';
  const [state, send] = useWithdrawal({ id: jobId, title: jobTitle }, application);
  const open = state.matches('confirmingWithdraw') || state.matches('withdrawing');
  const action = invited ? m.cand_invitation_decline() : m.cand_withdraw();
  const { problem } = state.context;

  return (
    <>
      <Button
        look="secondary"
        size="sm"
        disabled={state.matches('withdrawn')}
        onClick={() => send({ type: 'WITHDRAW' })}
        aria-label={invited ? m.cand_invitation_decline_named({ job: jobTitle }) : m.cand_withdraw_named({ job: jobTitle })}
      >
        {action}
      </Button>
      <ConfirmAction
        open={open}
        size="sm"
        title={invited ? m.cand_invitation_decline_title() : m.cand_withdraw_title()}
        confirmLabel={action}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
        busy={state.matches('withdrawing')}
        problem={state.matches('confirmingWithdraw') ? problem?.message : null}
      >
        <Text>
          {invited ? m.cand_invitation_decline_body({ job: jobTitle, company }) : m.cand_withdraw_body({ job: jobTitle, company })}
        </Text>
      </ConfirmAction>
    </>
  );
}
