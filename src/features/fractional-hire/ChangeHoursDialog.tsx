import { chakra, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useWatch } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { useCheckedForm } from '@/lib/use-checked-form';
import { formatMonth } from '@/shared/format';
import { rangeChange } from '@/shared/fractional-pricing';
import type { Locale } from '@/shared/languages';
import { ConfirmAction } from '@/ui/ConfirmAction';
import { LabelledField } from '@/ui/LabelledField';
import type { FractionalStaff, HoursRange } from './api';
import { useHoursChange } from './flows';
import { RANGE_HOURS_MAX, RANGE_HOURS_MIN, toHoursRange, toRangeForm, type HoursRangeForm } from '@/lib/hours-range-form';
import { rangeSchema } from './range-form';

const FORM_ID = 'fractional-hours-form';
// The server names the fields of HoursRange as they are.
const SERVER_FIELDS = { min_hours: 'min_hours', max_hours: 'max_hours' } as const;

const rangeText = (range: HoursRange) => m.fhire_range_hours({ min: range.min_hours, max: range.max_hours });
const sameRange = (a: HoursRange, b: HoursRange) => a.min_hours === b.min_hours && a.max_hours === b.max_hours;

/** What the range typed would do, by the pricing rule (src/shared/fractional-pricing.ts, rangeChange). */
function ChangeOutcome({ staff, wanted, locale }: { staff: FractionalStaff; wanted: HoursRangeForm; locale: Locale }) {
  const range = toHoursRange(wanted);
  if (!range) return null;
  const change = rangeChange(
    { minHours: staff.hours_range.min_hours, maxHours: staff.hours_range.max_hours },
    { minHours: range.min_hours, maxHours: range.max_hours },
  );
  const thisMonth = { min_hours: change.thisMonth.minHours, max_hours: change.thisMonth.maxHours };
  const next = { min_hours: change.fromNextMonth.minHours, max_hours: change.fromNextMonth.maxHours };
  const nextMonth = formatMonth(staff.bill_date, locale);
  return (
    <Stack gap="1" textStyle="sm" aria-live="polite" id={`${FORM_ID}-outcome`}>
      <Text>{m.fhire_change_this_month({ range: rangeText(thisMonth) })}</Text>
      {sameRange(thisMonth, next) ? null : <Text>{m.fhire_change_from_month({ month: nextMonth, range: rangeText(next) })}</Text>}
    </Stack>
  );
}

function RangeFields({ staff, onSubmit, problem }: { staff: FractionalStaff; onSubmit: (range: HoursRange) => void; problem: Parameters<typeof useCheckedForm>[1]['problem'] }) {
  const locale = useLocale();
  const form = useCheckedForm(rangeSchema, {
    defaultValues: toRangeForm(staff.next_hours_range ?? staff.hours_range),
    problem,
    fields: SERVER_FIELDS,
  });
  const wanted = useWatch({ control: form.control }) as HoursRangeForm;
  const bounds = m.fhire_hours_bounds({ min: RANGE_HOURS_MIN, max: RANGE_HOURS_MAX });
  return (
    <chakra.form
      id={FORM_ID}
      noValidate
      onSubmit={form.handleSubmit((values) => {
        const range = toHoursRange(values);
        if (range) onSubmit(range);
      })}
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <LabelledField id="fractional-hours-min" label={m.fhire_field_min_hours()} hint={bounds} error={form.errors.min_hours?.message}>
            {/* Typed as text: a number input changes on scroll and drops what it cannot parse. */}
            {(control) => <Input {...control} inputMode="numeric" autoComplete="off" {...form.register('min_hours')} />}
          </LabelledField>
          <LabelledField id="fractional-hours-max" label={m.fhire_field_max_hours()} hint={bounds} error={form.errors.max_hours?.message}>
            {(control) => <Input {...control} inputMode="numeric" autoComplete="off" {...form.register('max_hours')} />}
          </LabelledField>
        </SimpleGrid>
        <ChangeOutcome staff={staff} wanted={wanted} locale={locale} />
      </Stack>
    </chakra.form>
  );
}

/**
 * A new range of hours a month for one fractional staff member. The rule is said before anything
 * is changed: a bound raised applies at once, to this month; a bound lowered from next month, so
 * the month being worked is never billed within less than was agreed for it.
 */
export function ChangeHoursDialog({ staff, name, onClose }: { staff: FractionalStaff; name: string; onClose: () => void }) {
  const locale = useLocale();
  const [state, send] = useHoursChange(staff, name, onClose);
  const problem = state.matches('failed') ? state.context.problem : null;
  const placed = problem?.fields && Object.keys(problem.fields).every((field) => field in SERVER_FIELDS);
  return (
    <ConfirmAction
      open
      title={m.fhire_change_title({ name })}
      confirmLabel={m.fhire_change_save()}
      confirmLook="primary"
      formId={FORM_ID}
      onCancel={onClose}
      busy={state.matches('submitting')}
      problem={placed ? null : problem?.message}
      size="lg"
    >
      <Stack gap="2">
        <Text>{m.fhire_change_current({ range: rangeText(staff.hours_range) })}</Text>
        {staff.next_hours_range ? (
          <Text>{m.fhire_change_from_month({ month: formatMonth(staff.bill_date, locale), range: rangeText(staff.next_hours_range) })}</Text>
        ) : null}
        <Text color="fg.muted">{m.fhire_change_rule()}</Text>
      </Stack>
      <RangeFields staff={staff} problem={problem} onSubmit={(range) => send({ type: 'SUBMIT', values: { ...range } })} />
    </ConfirmAction>
  );
}
