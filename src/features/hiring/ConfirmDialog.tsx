import { Box, Textarea } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { ConfirmAction } from '@/ui/ConfirmAction';
import { LabelledField } from '@/ui/LabelledField';
import type { Confirmation } from './flows/confirmations';

export interface ReasonField {
  label: string;
  hint?: string;
  required: boolean;
  max: number;
}

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Ask for a reason, sent with the confirmation. */
  reason?: ReasonField;
  /** The call's flow (src/features/hiring/flows/confirmations.ts); its refusal is shown in the dialog. */
  confirmation: Confirmation;
  onClose: () => void;
}

/**
 * "Are you sure?" for an action that changes what the other side sees (reject, cancel,
 * withdraw, end a contract). Mount it per use (with a key): a fresh submission machine
 * each time, so one confirmation is one call and a refusal stays in the dialog.
 */
export function ConfirmDialog({ title, children, confirmLabel, reason, confirmation, onClose }: ConfirmDialogProps) {
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [state, send] = confirmation;
  const sending = state.matches('submitting');
  const problem = state.matches('failed') ? state.context.problem : null;

  const confirm = () => {
    const trimmed = text.trim();
    if (reason?.required && trimmed === '') return setFieldError(m.api_field_required());
    if (reason && trimmed.length > reason.max) return setFieldError(m.api_field_too_long({ max: reason.max }));
    setFieldError(undefined);
    send({ type: 'SUBMIT', values: { reason: trimmed } });
  };

  return (
    <ConfirmAction open title={title} confirmLabel={confirmLabel} onConfirm={confirm} onCancel={onClose} busy={sending} problem={problem?.message}>
      <Box>{children}</Box>
      {reason ? (
        <LabelledField
          id="confirm-reason"
          label={reason.required ? reason.label : m.hiring_optional({ label: reason.label })}
          hint={reason.hint}
          error={fieldError}
        >
          {(control) => (
            <Textarea {...control} value={text} maxLength={reason.max} rows={3} onChange={(e) => setText(e.currentTarget.value)} />
          )}
        </LabelledField>
      ) : null}
    </ConfirmAction>
  );
}
