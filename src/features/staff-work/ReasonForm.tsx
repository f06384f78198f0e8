import { chakra, HStack, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { DECLINE_REASON_MAX } from '@/machines/time-off-approval.machine';
import { Button } from '@/ui/Button';
import { LabelledField } from '@/ui/LabelledField';

export interface ReasonFormProps {
  /** The field's id, unique on the page. */
  id: string;
  label: string;
  hint: string;
  submitLabel: string;
  busy: boolean;
  /** Why the reason typed cannot be sent. */
  error?: string | undefined;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/**
 * A reason typed in place, under the request it answers (a decline the staff member reads). It
 * takes the focus when it opens, so a keyboard goes straight on; Cancel hands it back to the caller.
 */
export function ReasonForm({ id, label, hint, submitLabel, busy, error, onSubmit, onCancel }: ReasonFormProps) {
  const [reason, setReason] = useState('');
  return (
    <chakra.form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(reason);
      }}
    >
      <Stack gap="3">
        <LabelledField id={id} label={label} hint={hint} error={error}>
          {(control) => (
            // The person has just asked for this field: it takes the focus.
            <Textarea {...control} autoFocus value={reason} rows={3} maxLength={DECLINE_REASON_MAX} onChange={(e) => setReason(e.currentTarget.value)} />
          )}
        </LabelledField>
        <HStack gap="3" wrap="wrap">
          <Button type="submit" look="danger" size="sm" loading={busy}>
            {submitLabel}
          </Button>
          <Button type="button" look="ghost" size="sm" onClick={onCancel} disabled={busy}>
            {m.staffwork_cancel()}
          </Button>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
