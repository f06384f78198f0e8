import { Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { ConfirmAction } from '@/ui/ConfirmAction';
import { LabelledField } from '@/ui/LabelledField';
import { DECIDED, type MessageReport } from './api';
import { decisionSchema, NOTE, type DecisionInput } from './decision-schema';
import { useReportDecision } from './flows';

export type DecisionKind = 'resolved' | 'dismissed';

/** What the queue hands the dialog (src/review/use-decision-dialog.ts). */
export interface DecisionDialogProps {
  kind: DecisionKind;
  report: MessageReport;
  open: boolean;
  onDone: (decided: MessageReport) => void;
  onClose: () => void;
  finalFocusEl: () => HTMLElement | null;
}

const FORM_ID = 'message-report-decision';

const words: Record<DecisionKind, { title: () => string; body: () => string; submit: () => string }> = {
  resolved: { title: m.mrep_resolve_title, body: m.mrep_resolve_body, submit: m.mrep_resolve_submit },
  dismissed: { title: m.mrep_dismiss_title, body: m.mrep_dismiss_body, submit: m.mrep_dismiss_submit },
};

/**
 * Resolving or dismissing one report, with the note other administrators read (required, checked
 * as the server does). The dialog stays until the server answers; a refusal keeps the note; a
 * report someone else decided meanwhile leaves only Close, and the queue is read again.
 */
export function DecisionDialog({ kind, report, open, onDone, onClose, finalFocusEl }: DecisionDialogProps) {
  const schema = useMemo(decisionSchema, []);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DecisionInput>({ resolver: zodResolver(schema), defaultValues: { note: '' } });
  const { busy, problem, decide } = useReportDecision(onDone);
  const { unplaced } = useServerFieldErrors(problem, setError, { note: 'note' });
  const decided = problem?.code === DECIDED;
  const { title, body, submit } = words[kind];
  return (
    <ConfirmAction
      open={open}
      size="lg"
      finalFocusEl={finalFocusEl}
      title={title()}
      formId={FORM_ID}
      confirmLabel={submit()}
      confirmLook={kind === 'resolved' ? 'primary' : 'secondary'}
      onCancel={onClose}
      busy={busy}
      problem={problem && (unplaced || decided) ? problem.message : null}
      problemNote={decided ? m.mrep_conflict() : m.mrep_not_sent()}
      closed={decided}
    >
      <Text>{body()}</Text>
      <form id={FORM_ID} noValidate onSubmit={handleSubmit(({ note }) => decide({ id: report.id, body: { status: kind, note } }))}>
        <LabelledField id="message-report-note" label={m.mrep_field_note()} hint={m.mrep_note_hint({ max: NOTE.max })} error={errors.note?.message}>
          {(control) => <Textarea {...control} rows={4} maxLength={NOTE.max} disabled={decided} {...register('note')} />}
        </LabelledField>
      </form>
    </ConfirmAction>
  );
}
