import { Box, Field, IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { forwardRef, useEffect, useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import type { ApiProblem } from '@/lib/api-problem';

// A copy of the auth feature's PasswordField and useServerFieldErrors: features
// don't import each other, and src/ui has no form fields yet. Move both there.

export interface PasswordFieldProps extends Omit<InputProps, 'id' | 'type'> {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
}

const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(' ') || undefined;

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

/** A labelled password input with a show/hide toggle; hint and error are tied to it by id. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { id, label, error, hint, ...input },
  ref,
) {
  const [visible, setVisible] = useState(false);
  const ids = { control: id, label: `${id}-label`, errorText: `${id}-error`, helperText: `${id}-hint` };
  return (
    <Field.Root invalid={Boolean(error)} ids={ids}>
      <Field.Label>{label}</Field.Label>
      <Box width="full">
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
      </Box>
      {hint !== undefined ? <Field.HelperText color="fg.muted">{hint}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
});

/**
 * Puts the server's per-field messages on the form's fields (the first one gets
 * focus) and says whether any message is left for a summary above the form.
 */
export function useServerFieldErrors<T extends FieldValues>(
  problem: ApiProblem | null,
  setError: UseFormSetError<T>,
  fieldNames: Partial<Record<string, Path<T>>>,
): { unplaced: boolean } {
  useEffect(() => {
    if (!problem?.fields) return;
    let first = true;
    for (const [field, message] of Object.entries(problem.fields)) {
      const name = fieldNames[field];
      if (!name) continue;
      setError(name, { type: 'server', message }, { shouldFocus: first });
      first = false;
    }
    // Only a new problem places its messages; the mapping is the form's constant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [problem]);
  if (!problem) return { unplaced: false };
  const fields = Object.keys(problem.fields ?? {});
  return { unplaced: fields.length === 0 || fields.some((field) => !fieldNames[field]) };
}
