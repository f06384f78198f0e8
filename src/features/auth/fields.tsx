import { Box, Field, IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { forwardRef, useState, type ReactNode } from 'react';
import { m } from '@/generated/paraglide/messages.js';

// Candidates for src/ui (the account feature keeps a copy of PasswordField):
// fields whose error and hint are tied to the input by id, which Chakra's own
// Field does with aria-errormessage only.

export interface TextFieldProps extends Omit<InputProps, 'id'> {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
}

const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(' ') || undefined;

function fieldIds(id: string) {
  return { control: id, label: `${id}-label`, errorText: `${id}-error`, helperText: `${id}-hint` };
}

/** A labelled input: aria-invalid and aria-describedby (hint, then error) when it has them. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ id, label, error, hint, ...input }, ref) {
  const ids = fieldIds(id);
  return (
    <Field.Root invalid={Boolean(error)} ids={ids}>
      <Field.Label>{label}</Field.Label>
      <Input
        ref={ref}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint !== undefined && ids.helperText, error && ids.errorText)}
      />
      {hint !== undefined ? <Field.HelperText color="fg.muted">{hint}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
});

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2}
      strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** Beside the label, e.g. "Forgot your password?". */
  labelAside?: ReactNode;
}

/**
 * A password input with a show/hide toggle. The toggle keeps one name and says
 * its state with aria-pressed, so a screen reader hears "Show password, pressed".
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { id, label, error, hint, labelAside, ...input },
  ref,
) {
  const [visible, setVisible] = useState(false);
  const ids = fieldIds(id);
  return (
    <Field.Root invalid={Boolean(error)} ids={ids}>
      <Box display="flex" justifyContent="space-between" alignItems="baseline" gap="3" width="full" flexWrap="wrap">
        <Field.Label>{label}</Field.Label>
        {labelAside}
      </Box>
      <InputGroup
        endElement={
          <IconButton
            type="button"
            variant="ghost"
            size="sm"
            aria-label={m.auth_password_show()}
            aria-pressed={visible}
            aria-controls={id}
            onClick={() => setVisible((v) => !v)}
          >
            <EyeIcon crossed={visible} />
          </IconButton>
        }
        endElementProps={{ pe: '1' }}
      >
        <Input
          ref={ref}
          {...input}
          type={visible ? 'text' : 'password'}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint !== undefined && ids.helperText, error && ids.errorText)}
        />
      </InputGroup>
      {hint !== undefined ? <Field.HelperText color="fg.muted">{hint}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
});
