import { Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { LabelledField } from '@/ui/LabelledField';
import { REASON, rejectionSchema, type RejectionInput } from './decision-schema';
import { DecisionDialog, REJECT_FORM_ID, type DecisionDialogFrame } from './DecisionDialog';
import { useDecision } from './flows';
import { KIND_TITLE } from './words';

/** Sending a document back, with the reason the candidate reads beside it on their compliance page. */
export function RejectDialog(frame: DecisionDialogFrame) {
  const { item, onDone } = frame;
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
      <Text>{m.crev_reject_body({ kind: KIND_TITLE[item.document.kind](), file: item.document.file.name })}</Text>
      <form
        id={REJECT_FORM_ID}
        noValidate
        onSubmit={handleSubmit(({ reason }) => decide({ id: item.document.id, body: { decision: 'rejected', reason } }))}
      >
        <LabelledField id="compliance-reject-reason" label={m.crev_reject_field_reason()} hint={m.crev_reject_reason_hint()} error={errors.reason?.message}>
          {(control) => <Textarea {...control} rows={5} maxLength={REASON.max} {...register('reason')} />}
        </LabelledField>
      </form>
    </DecisionDialog>
  );
}
