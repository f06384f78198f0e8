import { chakra, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { FieldErrors, UseFormRegister, UseFormReturn } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import { RANGE_HOURS_MAX, RANGE_HOURS_MIN, type HoursRangeForm } from '@/lib/hours-range-form';
import { LabelledField } from './LabelledField';

type WithRange = { hours_range: HoursRangeForm };

/**
 * A fractional hire's hours a month: its minimum and maximum, billed between them, with what the
 * range means (`hint`) read with the group. Used inside a form whose values hold it under
 * `hours_range` (src/lib/hours-range-form.ts checks it).
 */
export function HoursRangeFields<T extends WithRange>({
  form,
  idPrefix,
  legend,
  hint,
}: {
  form: UseFormReturn<T>;
  idPrefix: string;
  legend: string;
  hint: string;
}) {
  // The fields live at the same paths in every form that holds a range.
  const register = form.register as unknown as UseFormRegister<WithRange>;
  const errors = (form.formState.errors as FieldErrors<WithRange>).hours_range;
  const hintId = `${idPrefix}-hint`;
  const bounds = m.hiring_schedule_hours_hint({ min: RANGE_HOURS_MIN, max: RANGE_HOURS_MAX });
  return (
    <chakra.fieldset borderWidth="1px" borderRadius="md" p="4" aria-describedby={hintId}>
      <chakra.legend fontWeight="semibold" px="1">
        {legend}
      </chakra.legend>
      <Stack gap="3">
        <Text id={hintId} textStyle="sm" color="fg.muted">
          {hint}
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <LabelledField id={`${idPrefix}-min`} label={m.hiring_offer_hours_min()} hint={bounds} error={errors?.min_hours?.message}>
            {/* Typed as text: a number input changes on scroll and drops what it cannot parse. */}
            {(control) => <Input {...control} inputMode="numeric" autoComplete="off" {...register('hours_range.min_hours')} />}
          </LabelledField>
          <LabelledField id={`${idPrefix}-max`} label={m.hiring_offer_hours_max()} hint={bounds} error={errors?.max_hours?.message}>
            {(control) => <Input {...control} inputMode="numeric" autoComplete="off" {...register('hours_range.max_hours')} />}
          </LabelledField>
        </SimpleGrid>
      </Stack>
    </chakra.fieldset>
  );
}
