import { Input, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { limits } from '@/generated/limits';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { countryName, countryOptions } from '@/lib/countries';
import { PARTNER_FIELD } from '@/lib/partner-labels';
import type { FieldName, VerificationFields } from '@/machines/partner-verification.machine';
import { intlLocale } from '@/shared/format';
import { ChipsInput } from '@/ui/ChipsInput';
import { CountrySelect } from '@/ui/CountrySelect';
import { LabelledField } from '@/ui/LabelledField';

type TextField = Exclude<FieldName, 'regions' | 'country'>;

const HINT: Partial<Record<FieldName, () => string>> = {
  business_name: m.pv_hint_business_name,
  registration_number: m.pv_hint_registration_number,
  regions: m.pv_hint_regions,
};

const AUTOCOMPLETE: Partial<Record<TextField, string>> = {
  business_name: 'organization',
  address_line1: 'address-line1',
  address_line2: 'address-line2',
  city: 'address-level2',
  postal_code: 'postal-code',
};

export interface DetailsStepProps {
  /** The step's id, naming the form for assistive technology. */
  headingId: string;
  fields: readonly FieldName[];
  values: VerificationFields;
  errors: Record<string, string>;
  busy: boolean;
  onChange: (fields: Partial<VerificationFields>) => void;
  onNext: () => void;
  /** The form's buttons (back, save and continue), under its fields. */
  actions: ReactNode;
}

/** A step of the form made of fields (business details, registration, address): saved as a draft when left forward. */
export function DetailsStep({ headingId, fields, values, errors, busy, onChange, onNext, actions }: DetailsStepProps) {
  const locale = intlLocale(useLocale());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNext();
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={headingId}>
      <Stack gap="4" maxW="xl">
        {fields.map((field) => {
          const id = `partner-${field}`;
          if (field === 'country') {
            return (
              <CountrySelect
                key={field}
                id={id}
                label={PARTNER_FIELD.country()}
                placeholder={m.pv_choose_country()}
                locale={locale}
                value={values.country}
                error={errors.country}
                disabled={busy}
                autoComplete="country"
                onChange={(e) => onChange({ country: e.target.value })}
              />
            );
          }
          if (field === 'regions') {
            return (
              <ChipsInput
                key={field}
                id={id}
                values={values.regions}
                onChange={(regions) => onChange({ regions })}
                options={countryOptions(locale).map(({ code, name }) => ({ value: code, label: name }))}
                placeholder={m.pv_choose_country()}
                maxCount={limits.PartnerVerificationInput.regions.maxItems}
                error={errors.regions}
                words={{
                  legend: PARTNER_FIELD.regions(),
                  hint: HINT.regions?.(),
                  entry: m.pv_regions_entry(),
                  add: m.pv_regions_add(),
                  chosen: m.pv_regions_chosen(),
                  none: m.pv_regions_none(),
                  remove: (country) => m.pv_regions_remove({ country }),
                  added: (country) => m.pv_regions_added({ country: countryName(country, locale) }),
                  removed: (country) => m.pv_regions_removed({ country: countryName(country, locale) }),
                }}
              />
            );
          }
          return (
            <LabelledField key={field} id={id} label={PARTNER_FIELD[field]()} hint={HINT[field]?.()} error={errors[field]}>
              {(control) => (
                <Input
                  {...control}
                  value={values[field]}
                  maxLength={limits.PartnerVerificationInput[field].maxLength}
                  autoComplete={AUTOCOMPLETE[field as TextField] ?? 'off'}
                  readOnly={busy}
                  onChange={(e) => onChange({ [field]: e.target.value })}
                />
              )}
            </LabelledField>
          );
        })}
        {actions}
      </Stack>
    </form>
  );
}
