import { Box, chakra, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormReturn, type UseFormRegister } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import { getLocale } from '@/generated/paraglide/runtime.js';
import { hoursForPerson, hoursYourTime, type OtherParty } from '@/lib/time-zone-text';
import { browserTimeZone, isKnownTimeZone } from '@/shared/time-zones';
import { HOURS_MAX, HOURS_MIN, type ScheduleFormValues } from '@/lib/schedule-form';
import { LabelledField } from './LabelledField';
import { TimeZonePicker } from './TimeZonePicker';
import { WorkDaysField } from './WorkDaysField';

type WithSchedule = { schedule: ScheduleFormValues };

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The hours as they fall for the employer (when set in another zone) and for the candidate. */
function HoursElsewhere({ control, idPrefix, other }: { control: Control<WithSchedule>; idPrefix: string; other?: OtherParty | undefined }) {
  // src/ui sits below the app's language actor; a change of language remounts the page (src/routes/RootLayout.tsx).
  const locale = getLocale();
  const schedule = useWatch({ control, name: 'schedule' });
  if (!schedule || !CLOCK.test(schedule.start_time) || !CLOCK.test(schedule.end_time) || !isKnownTimeZone(schedule.timezone)) return null;
  const lines: string[] = [];
  if (schedule.timezone !== browserTimeZone()) lines.push(hoursYourTime(schedule, locale));
  if (other?.timezone && other.timezone !== schedule.timezone) lines.push(hoursForPerson(schedule, locale, { name: other.name, timezone: other.timezone }));
  if (lines.length === 0) return null;
  return (
    <Stack id={`${idPrefix}-elsewhere`} gap="0.5" textStyle="sm" color="fg.muted" aria-live="polite">
      {lines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
    </Stack>
  );
}

/**
 * The work schedule of an offer, a contract or a request for staff: days, hours, zone and weekly
 * hours, and what those hours are for the candidate (`other`) when their zone is known.
 * Used inside a form whose values hold it under `schedule` (src/lib/schedule-form.ts checks it);
 * `weeklyHours` narrows the hint where the form's checks narrow the weekly hours.
 */
export function ScheduleFields<T extends WithSchedule>({
  form,
  idPrefix,
  legend,
  other,
  weeklyHours = { min: HOURS_MIN, max: HOURS_MAX },
}: {
  form: UseFormReturn<T>;
  idPrefix: string;
  legend: string;
  other?: OtherParty | undefined;
  weeklyHours?: { min: number; max: number };
}) {
  // The fields live at the same paths in every form that holds a schedule.
  const register = form.register as unknown as UseFormRegister<WithSchedule>;
  const control = form.control as unknown as Control<WithSchedule>;
  const errors = (form.formState.errors as FieldErrors<WithSchedule>).schedule;
  const daysError = errors?.work_days?.message ?? errors?.work_days?.root?.message;
  return (
    <chakra.fieldset borderWidth="1px" borderRadius="md" p="4">
      <chakra.legend fontWeight="semibold" px="1">
        {legend}
      </chakra.legend>
      <Stack gap="4">
        <WorkDaysField idPrefix={idPrefix} legend={m.hiring_schedule_days()} error={daysError} registration={register('schedule.work_days')} />
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
            {(field) => (
              <Controller
                control={control}
                name="schedule.timezone"
                render={({ field: zone }) => (
                  <TimeZonePicker control={field} value={zone.value} onChange={zone.onChange} onBlur={zone.onBlur} name={zone.name} />
                )}
              />
            )}
          </LabelledField>
          <Box>
            <LabelledField
              id={`${idPrefix}-hours`}
              label={m.hiring_schedule_hours()}
              hint={m.hiring_schedule_hours_hint(weeklyHours)}
              error={errors?.hours_per_week?.message}
            >
              {/* Typed as text: a number input changes on scroll and drops what it cannot parse. */}
              {(control) => <Input {...control} inputMode="numeric" autoComplete="off" {...register('schedule.hours_per_week')} />}
            </LabelledField>
          </Box>
        </SimpleGrid>
        <HoursElsewhere control={control} idPrefix={idPrefix} other={other} />
      </Stack>
    </chakra.fieldset>
  );
}
