import { Box, chakra, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { FieldErrors, UseFormReturn, UseFormRegister } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import { WEEKDAYS, weekdayLabel } from '@/lib/labels';
import { describedBy, LabelledField } from '@/ui/LabelledField';
import { HOURS_MAX, HOURS_MIN, timeZoneChoices, type ScheduleFormValues } from './schedule';

type WithSchedule = { schedule: ScheduleFormValues };

const focusRing = { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' };

/**
 * The work schedule of an offer or a contract: days, hours, zone and weekly hours.
 * Used inside a form whose values hold it under `schedule`.
 */
export function ScheduleFields<T extends WithSchedule>({ form, idPrefix, legend }: { form: UseFormReturn<T>; idPrefix: string; legend: string }) {
  // The fields live at the same paths in every form that holds a schedule.
  const register = form.register as unknown as UseFormRegister<WithSchedule>;
  const errors = (form.formState.errors as FieldErrors<WithSchedule>).schedule;
  const savedZone = (form.getValues as unknown as (path: 'schedule.timezone') => string)('schedule.timezone');
  // Four hundred options: built once, not on every keystroke that re-renders the form.
  const zoneOptions = useMemo(
    () =>
      timeZoneChoices(savedZone).map((zone) => (
        <option key={zone} value={zone}>
          {zone.replaceAll('_', ' ')}
        </option>
      )),
    [savedZone],
  );
  const daysError = errors?.work_days?.message ?? errors?.work_days?.root?.message;
  const daysErrorId = `${idPrefix}-days-error`;
  return (
    <chakra.fieldset borderWidth="1px" borderRadius="md" p="4">
      <chakra.legend fontWeight="semibold" px="1">
        {legend}
      </chakra.legend>
      <Stack gap="4">
        <chakra.fieldset aria-describedby={describedBy(daysError && daysErrorId)}>
          <chakra.legend fontWeight="medium" mb="2">
            {m.hiring_schedule_days()}
          </chakra.legend>
          <SimpleGrid columns={{ base: 2, sm: 4, md: 7 }} gap="2">
            {WEEKDAYS.map((day) => (
              <HStack key={day} gap="2">
                <chakra.input
                  type="checkbox"
                  id={`${idPrefix}-day-${day}`}
                  value={day}
                  aria-invalid={daysError ? true : undefined}
                  {...register('schedule.work_days')}
                  boxSize="5"
                  accentColor="brand.solid"
                  cursor="pointer"
                  _focusVisible={focusRing}
                />
                <chakra.label htmlFor={`${idPrefix}-day-${day}`} cursor="pointer">
                  {weekdayLabel(day)}
                </chakra.label>
              </HStack>
            ))}
          </SimpleGrid>
          {daysError ? (
            <Text id={daysErrorId} color="fg.error" textStyle="sm" fontWeight="medium" mt="1">
              {daysError}
            </Text>
          ) : null}
        </chakra.fieldset>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <LabelledField id={`${idPrefix}-start`} label={m.hiring_schedule_start()} error={errors?.start_time?.message}>
            {(control) => <Input {...control} type="time" {...register('schedule.start_time')} />}
          </LabelledField>
          <LabelledField id={`${idPrefix}-end`} label={m.hiring_schedule_end()} error={errors?.end_time?.message}>
            {(control) => <Input {...control} type="time" {...register('schedule.end_time')} />}
          </LabelledField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <LabelledField
            id={`${idPrefix}-zone`}
            label={m.hiring_schedule_zone()}
            hint={m.hiring_schedule_zone_hint()}
            error={errors?.timezone?.message}
          >
            {(control) => (
              <NativeSelect.Root>
                <NativeSelect.Field {...control} {...register('schedule.timezone')} data-time-zones="">
                  {zoneOptions}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </LabelledField>
          <Box>
            <LabelledField
              id={`${idPrefix}-hours`}
              label={m.hiring_schedule_hours()}
              hint={m.hiring_schedule_hours_hint({ min: HOURS_MIN, max: HOURS_MAX })}
              error={errors?.hours_per_week?.message}
            >
              {/* Typed as text: a number input changes on scroll and drops what it cannot parse. */}
              {(control) => <Input {...control} inputMode="numeric" autoComplete="off" {...register('schedule.hours_per_week')} />}
            </LabelledField>
          </Box>
        </SimpleGrid>
      </Stack>
    </chakra.fieldset>
  );
}
