import { HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { allows } from '@/shared/lifecycle/lifecycle';
import { jobMachine, type JobEvent } from '@/shared/lifecycle/job.machine';
import type { EmployerJob } from '@/machines/post-job.machine';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import type { JobAction } from './api';
import { useJobAction } from './flows';
import { editJobPath, previewJobPath } from './paths';

export type JobActionName = 'edit' | 'publish' | 'close' | 'reopen' | 'preview';

const lifecycleEvent: Record<JobActionName, JobEvent | null> = {
  edit: { type: 'EDIT' },
  publish: { type: 'PUBLISH' },
  close: { type: 'CLOSE' },
  reopen: { type: 'REOPEN' },
  preview: null,
};

export interface JobActionsProps {
  job: EmployerJob;
  /** The actions this place offers; each shows only when the job's lifecycle allows it now. */
  offer: ReadonlyArray<JobActionName>;
}

/**
 * A job's own actions, as its lifecycle allows them in its status. Closing asks first.
 * A refusal (the job changed elsewhere: 409) says the server's words and reads the job again.
 */
export function JobActions({ job, offer }: JobActionsProps) {
  const [confirmingClose, setConfirmingClose] = useState(false);
  const action = useJobAction(job.id, () => setConfirmingClose(false));
  const shown = offer.filter((name) => {
    const event = lifecycleEvent[name];
    return event === null || allows(jobMachine, job.status, event);
  });
  const running = action.isPending ? action.variables : null;

  const run = (name: JobAction) => action.mutate(name);

  if (!shown.length) return null;
  return (
    <>
      <HStack gap="3" wrap="wrap">
        {shown.map((name) => {
          switch (name) {
            case 'edit':
              return (
                <Button key={name} look="secondary" asChild>
                  <Link to={editJobPath(job.id)}>{m.ejobs_action_edit()}</Link>
                </Button>
              );
            case 'preview':
              return (
                <Button key={name} look="secondary" asChild>
                  <Link to={previewJobPath(job.id)}>{m.ejobs_action_preview()}</Link>
                </Button>
              );
            case 'publish':
              return (
                <Button key={name} loading={running === 'publish'} disabled={action.isPending} onClick={() => run('publish')}>
                  {m.ejobs_publish()}
                </Button>
              );
            case 'reopen':
              return (
                <Button key={name} loading={running === 'reopen'} disabled={action.isPending} onClick={() => run('reopen')}>
                  {m.ejobs_action_reopen()}
                </Button>
              );
            case 'close':
              return (
                <Button key={name} look="danger" disabled={action.isPending} onClick={() => setConfirmingClose(true)}>
                  {m.ejobs_action_close()}
                </Button>
              );
          }
        })}
      </HStack>
      <Modal
        open={confirmingClose}
        onClose={() => setConfirmingClose(false)}
        size="sm"
        title={m.ejobs_close_title()}
        footer={
          <HStack gap="3">
            <Button look="secondary" onClick={() => setConfirmingClose(false)} disabled={running === 'close'}>
              {m.ui_cancel()}
            </Button>
            <Button look="danger" loading={running === 'close'} onClick={() => run('close')}>
              {m.ejobs_action_close()}
            </Button>
          </HStack>
        }
      >
        <Stack gap="3">
          <Text>{m.ejobs_close_body({ title: job.title })}</Text>
        </Stack>
      </Modal>
    </>
  );
}
