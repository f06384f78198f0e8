import { Box, Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** What the control inside a LabelledField must carry. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface LabelledFieldProps {
  /** The control's id; the label, hint and error take ids derived from it. */
  id: string;
  label: string;
  /** Beside the label, e.g. "Forgot your password?". */
  labelAside?: ReactNode;
  hint?: ReactNode;
  error?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** The ids given, in order, for aria-describedby; undefined when there are none. */
export const describedBy = (...ids: Array<string | false | undefined>) => ids.filter(Boolean).join(' ') || undefined;

/**
 * A label, a control, its hint and its error. The control says aria-invalid
 * and names the hint, then the error, in aria-describedby: Chakra's Field ties
 * the error with aria-errormessage only, which screen readers announce unevenly.
 */
export function LabelledField({ id, label, labelAside, hint, error, children }: LabelledFieldProps) {
  const ids = { label: `${id}-label`, errorText: `${id}-error`, helperText: `${id}-hint` };
  const fieldLabel = <Field.Label>{label}</Field.Label>;
  return (
    <Field.Root id={id} invalid={Boolean(error)} ids={ids}>
      {labelAside ? (
        <Box display="flex" justifyContent="space-between" alignItems="baseline" gap="3" width="full" flexWrap="wrap">
          {fieldLabel}
          {labelAside}
        </Box>
      ) : (
        fieldLabel
      )}
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(hint !== undefined && ids.helperText, error && ids.errorText),
      })}
      {hint !== undefined ? <Field.HelperText color="fg.muted">{hint}</Field.HelperText> : null}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
