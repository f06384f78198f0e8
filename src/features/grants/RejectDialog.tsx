import { Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { LabelledField } from '@/ui/LabelledField';
import { REJECTION, rejectionSchema, type RejectionInput } from './decision-schemas';
import { DecisionDialog, decisionFormId, type DecisionDialogFrame } from './DecisionDialog';
import { useDecision } from './flows';

export type RejectDialogProps = DecisionDialogFrame;

/** Turning an application down, with the reason the employer is mailed. */
export function RejectDialog(frame: RejectDialogProps) {
  const { application, onDone } = frame;
  const schema = useMemo(rejectionSchema, []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RejectionInput>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const { busy, problem, decide } = useDecision(onDone);
  const { unplaced } = useServerFieldErrors(problem, setError, { reason: 'reason' });

  return (
    <DecisionDialog kind="reject" frame={frame} busy={busy} problem={problem} unplaced={unplaced}>
      <form id={decisionFormId('reject')} noValidate onSubmit={handleSubmit((body) => decide({ kind: 'reject', id: application.id, body }))}>
        <LabelledField id="grant-reject-reason" label={m.grants_reject_field_reason()} hint={m.grants_reject_reason_hint()} error={errors.reason?.message}>
          {(control) => <Textarea {...control} rows={5} maxLength={REJECTION.reason.max} {...register('reason')} />}
        </LabelledField>
      </form>
    </DecisionDialog>
  );
}
