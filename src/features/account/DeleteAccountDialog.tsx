import { HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import { limits } from '@/generated/limits';
import type { ApiProblem } from '@/lib/api-problem';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { Modal } from '@/ui/Modal';
import { PasswordField } from '@/ui/PasswordField';

const PASSWORD_MAX = limits.PasswordConfirmation.password.maxLength;
const FIELDS = { password: 'password' } as const;
const FORM_ID = 'delete-account-form';
const PASSWORD_ID = 'delete-account-password';

export interface DeleteAccountDialogProps {
  open: boolean;
  busy: boolean;
  /** Why the server refused (a wrong password goes on its field) or did not answer. */
  problem: ApiProblem | null;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}

/** "Are you sure?" with the password again: what deleting means, then the request. */
export function DeleteAccountDialog({ open, busy, problem, onSubmit, onCancel }: DeleteAccountDialogProps) {
  const { register, handleSubmit, setError, reset, formState: { errors } } = useForm({ defaultValues: { password: '' } });
  const { unplaced } = useServerFieldErrors(problem, setError, FIELDS);
  // A password typed and given up on does not wait in the closed dialog.
  useEffect(() => {
    if (!open) reset();
  }, [open, reset]);
  // The dialog's own first focus may come before its content is there (it is fetched on first use, src/ui/Modal.tsx): the password field takes it once shown.
  useEffect(() => {
    if (!open) return;
    const frame = requestAnimationFrame(() => document.getElementById(PASSWORD_ID)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [open]);
  return (
    <Modal
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      size="sm"
      title={m.account_deletion_dialog_title()}
      initialFocusEl={() => document.getElementById(PASSWORD_ID)}
      footer={
        <HStack gap="3">
          <Button look="secondary" onClick={onCancel} disabled={busy}>
            {m.ui_cancel()}
          </Button>
          <Button look="danger" type="submit" form={FORM_ID} loading={busy}>
            {m.account_deletion_confirm()}
          </Button>
        </HStack>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={handleSubmit(({ password }) => onSubmit(password))}>
        <Stack gap="4">
          <Text>{m.account_deletion_dialog_body()}</Text>
          {problem && unplaced ? <FormProblem>{problem.message}</FormProblem> : null}
          <PasswordField
            id={PASSWORD_ID}
            label={m.account_deletion_field_password()}
            autoComplete="current-password"
            maxLength={PASSWORD_MAX}
            error={errors.password?.message}
            {...register('password', { validate: (value) => value !== '' || m.api_field_required() })}
          />
        </Stack>
      </form>
    </Modal>
  );
}
