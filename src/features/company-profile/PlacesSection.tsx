import { HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Controller, useFieldArray } from 'react-hook-form';
import { limits } from '@/generated/limits';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { Button } from '@/ui/Button';
import { CountrySelect } from '@/ui/CountrySelect';
import { LabelledField } from '@/ui/LabelledField';
import { TimeZonePicker } from '@/ui/TimeZonePicker';
import type { CompanyProfile } from './api';
import { placesForm, placesSchema, withPlaces } from './company-form';
import { EditorCard, EditorForm } from '@/ui/EditorSection';
import { useCompanyForm } from './use-company-form';

const HEADING = 'company-places';
const MAX_PLACES = limits.CompanyProfileInput.locations.maxItems;

/** Where the company works from, its time zone and usual hours: what a candidate compares with their own day. */
export function PlacesSection({ profile }: { profile: CompanyProfile }) {
  const locale = useLocale();
  const editor = useCompanyForm({
    profile,
    formOf: placesForm,
    schema: placesSchema,
    fields: { timezone: 'timezone', 'work_hours.start': 'start', 'work_hours.end': 'end', locations: 'locations' },
    toInput: withPlaces,
  });
  const { register, control, errors } = editor.form;
  const places = useFieldArray({ control, name: 'locations' });
  const title = m.company_places_title();

  return (
    <EditorCard headingId={HEADING} title={title} hint={m.company_places_hint()} headingRef={editor.headingRef}>
      <EditorForm headingId={HEADING} title={title} {...editor.formProps}>
        <Stack as="fieldset" gap="4">
          <Text as="legend" fontWeight="medium" mb="2">
            {m.company_locations({ max: MAX_PLACES })}
          </Text>
          {places.fields.length === 0 ? <Text color="fg.muted">{m.company_no_locations()}</Text> : null}
          {places.fields.map((place, i) => (
            <HStack key={place.id} gap="3" align="flex-end" wrap="wrap">
              <LabelledField id={`company-city-${i}`} label={m.company_city({ n: i + 1 })} error={errors.locations?.[i]?.city?.message}>
                {(field) => <Input {...field} autoComplete="address-level2" {...register(`locations.${i}.city`)} />}
              </LabelledField>
              <CountrySelect
                id={`company-country-${i}`}
                label={m.company_country({ n: i + 1 })}
                locale={locale}
                placeholder={m.company_choose_country()}
                error={errors.locations?.[i]?.country?.message}
                {...register(`locations.${i}.country`)}
              />
              <Button look="ghost" onClick={() => places.remove(i)} aria-label={m.company_remove_location_named({ n: i + 1 })}>
                {m.company_remove_location()}
              </Button>
            </HStack>
          ))}
          {places.fields.length < MAX_PLACES ? (
            <div>
              <Button look="secondary" size="sm" onClick={() => places.append({ city: '', country: '' })}>
                {m.company_add_location()}
              </Button>
            </div>
          ) : null}
        </Stack>
        <LabelledField id="company-zone" label={m.company_timezone()} error={errors.timezone?.message}>
          {(field) => (
            <Controller
              control={control}
              name="timezone"
              render={({ field: zone }) => <TimeZonePicker control={field} value={zone.value} onChange={zone.onChange} onBlur={zone.onBlur} name={zone.name} />}
            />
          )}
        </LabelledField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <LabelledField id="company-start" label={m.company_start()} hint={m.company_hours_hint()} error={errors.start?.message}>
            {(field) => <Input {...field} type="time" {...register('start')} />}
          </LabelledField>
          <LabelledField id="company-end" label={m.company_end()} error={errors.end?.message}>
            {(field) => <Input {...field} type="time" {...register('end')} />}
          </LabelledField>
        </SimpleGrid>
      </EditorForm>
    </EditorCard>
  );
}
