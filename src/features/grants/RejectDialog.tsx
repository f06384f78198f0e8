import { Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { LabelledField } from '@/ui/LabelledField';
import { REJECTION, rejectionSchema, type RejectionInput } from './decision-schemas';
import { DecisionDialog, type DecisionDialogFrame } from './DecisionDialog';
import { useDecision } from './flows';

const FORM_ID = 'grant-reject-form';

export type RejectDialogProps = DecisionDialogFrame;

/** Turning an application down, with the reason the employer is mailed. */
export function RejectDialog({ application, open, onDone, onClose, finalFocusEl }: RejectDialogProps) {
  const schema = useMemo(rejectionSchema, []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RejectionInput>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const { busy, problem, decide } = useDecision(onDone);
  const { unplaced } = useServerFieldErrors(problem, setError, { reason: 'reason' });
  const employer = application.employer?.name ?? application.organisation_name;

  return (
    <DecisionDialog
      title={m.grants_reject_title({ organisation: application.organisation_name })}
      formId={FORM_ID}
      submitLabel={m.grants_reject_submit()}
      submitLook="danger"
      busy={busy}
      problem={problem}
      unplaced={unplaced}
      onClose={onClose}
      open={open}
      finalFocusEl={finalFocusEl}
    >
      <form id={FORM_ID} noValidate onSubmit={handleSubmit((body) => decide({ kind: 'reject', id: application.id, body }))}>
        <Stack gap="4">
          <Text>{m.grants_reject_intro({ employer })}</Text>
          <LabelledField id="grant-reject-reason" label={m.grants_reject_field_reason()} hint={m.grants_reject_reason_hint()} error={errors.reason?.message}>
            {(control) => <Textarea {...control} rows={5} maxLength={REJECTION.reason.max} {...register('reason')} />}
          </LabelledField>
        </Stack>
      </form>
    </DecisionDialog>
  );
}
