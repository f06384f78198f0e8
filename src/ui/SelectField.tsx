import { forwardRef, type SelectHTMLAttributes } from 'react';
import { NativeSelect } from '@chakra-ui/react';
import { LabelledField } from './LabelledField';
import { SelectOptions } from './SelectOptions';

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  /** The first, empty choice ("Choose…"), which a required field refuses; leave out when one of `options` is always chosen. */
  placeholder?: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled native select, with an empty first choice when given a placeholder: keyboards, screen readers and phones all know it. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { id, label, hint, error, placeholder, options, ...select },
  ref,
) {
  return (
    <LabelledField id={id} label={label} hint={hint} error={error}>
      {(control) => (
        <NativeSelect.Root>
          <NativeSelect.Field ref={ref} {...select} {...control}>
            <SelectOptions placeholder={placeholder} options={options} />
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </LabelledField>
  );
});
