import { chakra, Input, NativeSelect, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import type { ApiProblem } from '@/lib/api-problem';
import { EXPERIENCE_LEVELS, experienceLabel } from '@/lib/labels';
import { useCheckedForm } from '@/lib/use-checked-form';
import { browserTimeZone, runtimeTimeZones, timeZoneOptions } from '@/shared/time-zones';
import { ConfirmAction } from '@/ui/ConfirmAction';
import { HoursRangeFields } from '@/ui/HoursRangeFields';
import { LabelledField } from '@/ui/LabelledField';
import { RoleOptions } from '@/ui/RoleOptions';
import { WorkDaysField } from '@/ui/WorkDaysField';
import { SelectField } from '@/ui/SelectField';
import { useStaffRequest } from './flows';
import { DETAILS_MAX, emptyRequestForm, REQUEST_FIELDS, requestSchema, TITLE_MAX, todayHere, toRequestInput, WEEK_HOURS, type RequestForm } from './request-form';

const FORM_ID = 'fractional-request-form';
type Form = UseFormReturn<RequestForm> & { errors: FieldErrors<RequestForm> };

/**
 * The schedule a request asks for: days, hours, zone and hours a week. The zone is a plain list
 * of the runtime's zones rather than src/ui/ScheduleFields' searchable picker, and the hints speak
 * of a request; the days are the shared group.
 */
function ScheduleFieldSet({ form }: { form: Form }) {
  const errors = form.errors.schedule;
  // About 420 zones: their options are built once, so that a keystroke elsewhere in the form does not redo them.
  const zoneOptions = useMemo(() => {
    const saved = form.getValues('schedule.timezone');
    return timeZoneOptions(runtimeTimeZones(), { yours: browserTimeZone(), keep: saved || undefined }).map(({ value, label }) => (
      <option key={value} value={value}>
        {label}
      </option>
    ));
  }, [form]);
  const daysError = errors?.work_days?.message ?? errors?.work_days?.root?.message;
  return (
    <chakra.fieldset borderWidth="1px" borderRadius="md" p="4">
      <chakra.legend fontWeight="semibold" px="1">
        {m.fhire_schedule_legend()}
      </chakra.legend>
      <Stack gap="4">
        <WorkDaysField idPrefix="fractional-request" legend={m.fhire_schedule_days()} error={daysError} registration={form.register('schedule.work_days')} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <LabelledField id="fractional-request-start-time" label={m.fhire_schedule_start()} error={errors?.start_time?.message}>
            {(control) => <Input {...control} type="time" {...form.register('schedule.start_time')} />}
          </LabelledField>
          <LabelledField id="fractional-request-end-time" label={m.fhire_schedule_end()} error={errors?.end_time?.message}>
            {(control) => <Input {...control} type="time" {...form.register('schedule.end_time')} />}
          </LabelledField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <LabelledField id="fractional-request-zone" label={m.fhire_schedule_zone()} error={errors?.timezone?.message}>
            {(control) => (
              <NativeSelect.Root>
                <NativeSelect.Field {...control} {...form.register('schedule.timezone')}>
                  {zoneOptions}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </LabelledField>
          <LabelledField
            id="fractional-request-week-hours"
            label={m.fhire_schedule_week_hours()}
            hint={m.fhire_schedule_week_hours_hint({ min: WEEK_HOURS.min, max: WEEK_HOURS.max })}
            error={errors?.hours_per_week?.message}
          >
            {(control) => <Input {...control} inputMode="numeric" autoComplete="off" {...form.register('schedule.hours_per_week')} />}
          </LabelledField>
        </SimpleGrid>
      </Stack>
    </chakra.fieldset>
  );
}

function RequestFields({ problem, onSubmit }: { problem: ApiProblem | null; onSubmit: (values: RequestForm) => void }) {
  const locale = useLocale();
  const form = useCheckedForm(() => requestSchema(locale), { defaultValues: emptyRequestForm(), problem, fields: REQUEST_FIELDS });
  const { errors, register } = form;
  const today = useMemo(() => todayHere(), []);
  return (
    <chakra.form id={FORM_ID} noValidate onSubmit={form.handleSubmit((values) => onSubmit(values as RequestForm))}>
      <Stack gap="5">
        <LabelledField id="fractional-request-title" label={m.fhire_request_title_label()} hint={m.fhire_request_title_hint()} error={errors.title?.message}>
          {(control) => <Input {...control} maxLength={TITLE_MAX} autoComplete="off" {...register('title')} />}
        </LabelledField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <LabelledField id="fractional-request-role" label={m.fhire_request_role()} error={errors.role?.message}>
            {(control) => (
              <NativeSelect.Root>
                <NativeSelect.Field {...control} {...register('role')}>
                  <RoleOptions emptyLabel={m.fhire_request_role_placeholder()} />
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </LabelledField>
          <SelectField
            id="fractional-request-experience"
            label={m.fhire_request_experience()}
            error={errors.experience_level?.message}
            placeholder={m.fhire_request_experience_placeholder()}
            options={EXPERIENCE_LEVELS.map((level) => ({ value: level, label: experienceLabel(level) }))}
            {...register('experience_level')}
          />
        </SimpleGrid>
        <HoursRangeFields form={form} idPrefix="fractional-request-hours" legend={m.fhire_request_hours_legend()} hint={m.fhire_request_hours_hint()} />
        <ScheduleFieldSet form={form as Form} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <LabelledField id="fractional-request-budget" label={m.fhire_request_budget()} hint={m.fhire_request_budget_hint()} error={errors.budget?.message}>
            {(control) => <Input {...control} inputMode="decimal" autoComplete="off" {...register('budget')} />}
          </LabelledField>
          <LabelledField id="fractional-request-start" label={m.fhire_optional({ label: m.fhire_request_start() })} error={errors.start_date?.message}>
            {(control) => <Input {...control} type="date" min={today} {...register('start_date')} />}
          </LabelledField>
        </SimpleGrid>
        <LabelledField
          id="fractional-request-details"
          label={m.fhire_optional({ label: m.fhire_request_details() })}
          hint={m.fhire_request_details_hint({ max: DETAILS_MAX })}
          error={errors.details?.message}
        >
          {(control) => <Textarea {...control} rows={4} maxLength={DETAILS_MAX} {...register('details')} />}
        </LabelledField>
      </Stack>
    </chakra.form>
  );
}

/**
 * Asking for fractional help: the request posts an open fractional job candidates apply to, and
 * our team answers it by mail with candidates to consider (docs/product.md, "Fractional hire").
 */
export function RequestStaffDialog({ onClose }: { onClose: () => void }) {
  const locale = useLocale();
  const [state, send] = useStaffRequest(onClose);
  const problem = state.matches('failed') ? state.context.problem : null;
  const placed = problem?.fields && Object.keys(problem.fields).every((field) => field in REQUEST_FIELDS);
  return (
    <ConfirmAction
      open
      title={m.fhire_request_title()}
      confirmLabel={m.fhire_request_send()}
      confirmLook="primary"
      formId={FORM_ID}
      onCancel={onClose}
      busy={state.matches('submitting')}
      problem={placed ? null : problem?.message}
      size="xxl"
    >
      <Text>{m.fhire_request_intro()}</Text>
      <RequestFields problem={problem} onSubmit={(values) => send({ type: 'SUBMIT', values: { ...toRequestInput(values, locale) } })} />
    </ConfirmAction>
  );
}
