import { forwardRef } from 'react';
import { LabelledField, type LabelledFieldProps } from './LabelledField';
import { PasswordInput, type PasswordInputProps } from './PasswordInput';

export type PasswordFieldProps = Omit<LabelledFieldProps, 'children'> & PasswordInputProps;

/** A labelled password input with a show/hide toggle; hint and error are tied to it by id. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { id, label, labelAside, hint, error, ...input },
  ref,
) {
  return (
    <LabelledField id={id} label={label} labelAside={labelAside} hint={hint} error={error}>
      {(control) => <PasswordInput ref={ref} {...input} {...control} />}
    </LabelledField>
  );
});
