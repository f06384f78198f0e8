import { forwardRef, useMemo } from 'react';
import { countryOptions } from '@/lib/countries';
import { SelectField, type SelectFieldProps } from './SelectField';

export interface CountrySelectProps extends Omit<SelectFieldProps, 'options'> {
  /** The language the countries are named and sorted in. */
  locale: string;
}

/** A labelled select of every country, named and sorted as the reader's language has them; the empty first choice is `placeholder`. */
export const CountrySelect = forwardRef<HTMLSelectElement, CountrySelectProps>(function CountrySelect({ locale, ...field }, ref) {
  const options = useMemo(() => countryOptions(locale).map(({ code, name }) => ({ value: code, label: name })), [locale]);
  return <SelectField ref={ref} {...field} options={options} />;
});
