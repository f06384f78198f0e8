import { Input, type InputProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { LabelledField, type LabelledFieldProps } from '@/ui/LabelledField';

export type TextFieldProps = Omit<LabelledFieldProps, 'children' | 'labelAside'> & Omit<InputProps, 'id'>;

/** A labelled input: aria-invalid and aria-describedby (hint, then error) when it has them. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ id, label, error, hint, ...input }, ref) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      {(control) => <Input ref={ref} {...input} {...control} />}
    </LabelledField>
  );
});
