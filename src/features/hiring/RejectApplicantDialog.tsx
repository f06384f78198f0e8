import { Text } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import type { Applicant } from './api';
import { candidateName } from './CandidateHeading';
import { ConfirmDialog } from './ConfirmDialog';
import { useRejectApplicant } from './flows/confirmations';

/** Turning an applicant down, with a reason they may read; their open interviews are called off. */
export function RejectApplicantDialog({ applicant, onClose }: { applicant: Applicant; onClose: () => void }) {
  const name = candidateName(applicant.candidate);
  const confirmation = useRejectApplicant(applicant, onClose);
  return (
    <ConfirmDialog
      title={m.hiring_reject_title({ name })}
      confirmLabel={m.hiring_action_reject()}
      reason={{ label: m.hiring_reject_reason(), hint: m.hiring_reject_reason_hint(), required: false, max: 500 }}
      confirmation={confirmation}
      onClose={onClose}
    >
      <Text>{m.hiring_reject_body({ name, job: applicant.job.title })}</Text>
    </ConfirmDialog>
  );
}
