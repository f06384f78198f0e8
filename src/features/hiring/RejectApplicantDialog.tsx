import { Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { m } from '@/generated/paraglide/messages.js';
import { notify } from '@/ui/toaster';
import { refreshPipeline, rejectApplicant, type Applicant } from './api';
import { candidateName } from './CandidateHeading';
import { ConfirmDialog } from './ConfirmDialog';

/** Turning an applicant down, with a reason they may read; their open interviews are called off. */
export function RejectApplicantDialog({ applicant, onClose }: { applicant: Applicant; onClose: () => void }) {
  const queryClient = useQueryClient();
  const name = candidateName(applicant.candidate);
  return (
    <ConfirmDialog
      title={m.hiring_reject_title({ name })}
      confirmLabel={m.hiring_action_reject()}
      reason={{ label: m.hiring_reject_reason(), hint: m.hiring_reject_reason_hint(), required: false, max: 500 }}
      onConfirm={(reason) => rejectApplicant(applicant.id, reason)}
      onDone={() => {
        notify({ kind: 'success', title: m.hiring_rejected({ name }) });
        void refreshPipeline(queryClient);
        onClose();
      }}
      onClose={onClose}
    >
      <Text>{m.hiring_reject_body({ name, job: applicant.job.title })}</Text>
    </ConfirmDialog>
  );
}
