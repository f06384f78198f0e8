import { chakra, Heading, HStack, Input, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatMoney } from '@/shared/format';
import { EXPERIENCE_LEVELS, experienceLabel, HIRE_TYPES, hireTypeLabel, jobRoleLabel } from '@/lib/labels';
import { isExperience, isHireType, isJobRole, type CalculatorForm } from '@/machines/price-calculator.machine';
import { clampWorkHours, ESTIMATE_LIMITS, workHoursRange } from '@/shared/estimate';
import { FEES } from '@/shared/fees';
import { Button } from '@/ui/Button';
import { LabelledField } from '@/ui/LabelledField';
import { RoleOptions } from '@/ui/RoleOptions';
import { SelectField } from '@/ui/SelectField';
import { Checkbox } from '@/ui/Checkbox';
import type { CalculatorActor } from './use-price-calculator';
import { formatMonths } from './units';

type Field = 'role' | 'experience' | 'hireType' | 'people' | 'hours' | 'period' | 'start';

const MONTHS = Array.from({ length: ESTIMATE_LIMITS.servicePeriodMonths.max }, (_, i) => i + 1);

/** A whole number written in the field, or null. */
const wholeNumber = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text.trim()) : null);
const inRange = (value: number | null, min: number, max: number) => value !== null && value >= min && value <= max;

/** Which fields still need an answer before the role can be added, in the form's order. */
function missingFields(form: CalculatorForm, peopleText: string, hoursText: string): Field[] {
  const missing: Field[] = [];
  if (!form.jobRole) missing.push('role');
  if (!form.experience) missing.push('experience');
  if (!form.typeOfHire) missing.push('hireType');
  if (!inRange(wholeNumber(peopleText), ESTIMATE_LIMITS.headcount.min, ESTIMATE_LIMITS.headcount.max)) missing.push('people');
  if (form.work_hours === null || wholeNumber(hoursText) !== form.work_hours) missing.push('hours');
  if (form.servicePeriod === null) missing.push('period');
  if (form.startDate === null) missing.push('start');
  return missing;
}

const problems: Record<Field, () => string> = {
  role: m.pricing_form_role_missing,
  experience: m.pricing_form_experience_missing,
  hireType: m.pricing_form_hire_type_missing,
  people: () => m.pricing_form_people_invalid({ max: ESTIMATE_LIMITS.headcount.max }),
  hours: m.pricing_form_hours_missing,
  period: m.pricing_form_period_missing,
  start: m.pricing_form_start_missing,
};

export interface RoleFormProps {
  actor: CalculatorActor;
  headingLevel: 2 | 3;
}

/** The terms of one role: added as a new line, or put back in place of the line being changed. */
export function RoleForm({ actor, headingLevel }: RoleFormProps) {
  const locale = useLocale();
  const id = useId();
  const form = useSelector(actor, (s) => s.context.formData);
  const users = useSelector(actor, (s) => s.context.users);
  const editing = useSelector(actor, (s) => (s.context.editing === null ? null : s.context.fullEstimates[s.context.editing]!));
  const full = useSelector(actor, (s) => s.context.fullEstimates.length >= ESTIMATE_LIMITS.lines);
  const saving = useSelector(actor, (s) => s.matches('saving'));
  const send = actor.send;

  // The two typed numbers keep what the visitor typed; the machine keeps the number it means.
  const [peopleText, setPeopleText] = useState(String(users));
  const [hoursText, setHoursText] = useState(form.work_hours === null ? '' : String(form.work_hours));
  useEffect(() => {
    setPeopleText((text) => (wholeNumber(text) === users ? text : String(users)));
  }, [users]);
  useEffect(() => {
    setHoursText((text) => (wholeNumber(text) === form.work_hours ? text : form.work_hours === null ? '' : String(form.work_hours)));
  }, [form.work_hours]);

  const [showProblems, setShowProblems] = useState(false);
  const missing = missingFields(form, peopleText, hoursText);
  const problem = (field: Field) => (showProblems && missing.includes(field) ? problems[field]() : undefined);
  const fieldId = (field: Field) => `${id}-${field}`;

  // A line loaded back for a change: the form says so and takes the focus.
  const roleSelect = useRef<HTMLSelectElement>(null);
  const editingIndex = useSelector(actor, (s) => s.context.editing);
  useEffect(() => {
    if (editingIndex !== null) roleSelect.current?.focus();
  }, [editingIndex]);

  const hoursRange = form.typeOfHire ? workHoursRange(form.typeOfHire) : null;
  const counted = form.typeOfHire && form.work_hours !== null ? clampWorkHours(form.typeOfHire, form.work_hours) : null;
  const hoursHint = hoursRange
    ? m.pricing_form_hours_range({ min: hoursRange.min, max: hoursRange.max, type: hireTypeLabel(form.typeOfHire!) })
    : m.pricing_form_hours_hint({
        fullMin: workHoursRange('full_time').min,
        fullMax: workHoursRange('full_time').max,
        partMin: workHoursRange('fractional').min,
        partMax: workHoursRange('fractional').max,
      });

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (missing.length > 0) {
      setShowProblems(true);
      document.getElementById(fieldId(missing[0]!))?.focus();
      return;
    }
    setShowProblems(false);
    send({ type: 'ADD_ROLE' });
  }

  const Title = `h${headingLevel}` as const;
  const cannotAdd = full && !editing;
  return (
    <chakra.form noValidate onSubmit={submit} aria-labelledby={`${id}-title`} borderWidth="1px" borderRadius="l3" p={{ base: 4, md: 6 }} bg="bg.panel">
      <Stack gap="5">
        <Heading as={Title} id={`${id}-title`} size="lg">
          {editing ? m.pricing_form_title_change({ role: jobRoleLabel(editing.role) }) : m.pricing_form_title_add()}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <LabelledField id={fieldId('role')} label={m.pricing_form_role()} error={problem('role')}>
            {(control) => (
              <NativeSelect.Root>
                <NativeSelect.Field
                  {...control}
                  ref={roleSelect}
                  value={form.jobRole?.id ?? ''}
                  onChange={(e) => send({ type: 'PICK_ROLE', role: isJobRole(e.target.value) ? e.target.value : null })}
                >
                  <RoleOptions emptyLabel={m.pricing_form_role_placeholder()} />
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </LabelledField>
          <SelectField
            id={fieldId('experience')}
            label={m.pricing_form_experience()}
            error={problem('experience')}
            placeholder={m.pricing_form_experience_placeholder()}
            options={EXPERIENCE_LEVELS.map((level) => ({
              value: level,
              label: m.pricing_form_experience_option({ level: experienceLabel(level), fee: formatMoney(FEES.serviceFee[level], locale) }),
            }))}
            value={form.experience ?? ''}
            onChange={(e) => send({ type: 'PICK_EXPERIENCE', experience: isExperience(e.target.value) ? e.target.value : null })}
          />
          <SelectField
            id={fieldId('hireType')}
            label={m.pricing_form_hire_type()}
            error={problem('hireType')}
            placeholder={m.pricing_form_hire_type_placeholder()}
            options={HIRE_TYPES.map((type) => ({ value: type, label: hireTypeLabel(type) }))}
            value={form.typeOfHire ?? ''}
            onChange={(e) => send({ type: 'PICK_HIRE_TYPE', typeOfHire: isHireType(e.target.value) ? e.target.value : null })}
          />
          <LabelledField id={fieldId('people')} label={m.pricing_form_people()} error={problem('people')}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={ESTIMATE_LIMITS.headcount.min}
                max={ESTIMATE_LIMITS.headcount.max}
                step={1}
                value={peopleText}
                onChange={(e) => {
                  setPeopleText(e.target.value);
                  const people = wholeNumber(e.target.value);
                  if (inRange(people, ESTIMATE_LIMITS.headcount.min, ESTIMATE_LIMITS.headcount.max)) send({ type: 'SET_USERS', users: people! });
                }}
              />
            )}
          </LabelledField>
          <LabelledField
            id={fieldId('hours')}
            label={m.pricing_form_hours()}
            hint={counted !== null && counted !== form.work_hours ? `${hoursHint} ${m.pricing_form_hours_counted({ hours: counted })}` : hoursHint}
            error={problem('hours')}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={hoursRange?.min ?? 1}
                max={hoursRange?.max ?? 60}
                step={1}
                value={hoursText}
                onChange={(e) => {
                  setHoursText(e.target.value);
                  const hours = wholeNumber(e.target.value);
                  send({ type: 'SET_WORK_HOURS', hours: inRange(hours, 1, 60) ? hours : null });
                }}
              />
            )}
          </LabelledField>
          <SelectField
            id={fieldId('period')}
            label={m.pricing_form_period()}
            error={problem('period')}
            placeholder={m.pricing_form_period_placeholder()}
            options={MONTHS.map((months) => ({ value: String(months), label: formatMonths(months, locale) }))}
            value={form.servicePeriod ?? ''}
            onChange={(e) => send({ type: 'PICK_SERVICE_PERIOD', months: e.target.value ? Number(e.target.value) : null })}
          />
          <LabelledField id={fieldId('start')} label={m.pricing_form_start()} hint={m.pricing_form_start_hint()} error={problem('start')}>
            {(control) => (
              <Input
                {...control}
                type="date"
                value={form.startDate ?? ''}
                onChange={(e) => send({ type: 'PICK_START_DATE', startDate: e.target.value || null })}
              />
            )}
          </LabelledField>
        </SimpleGrid>
        <Checkbox
          id={`${id}-security`}
          checked={form.security}
          onChange={(e) => send({ type: 'SET_SECURITY', security: e.target.checked })}
          label={m.pricing_form_security({ fee: formatMoney(FEES.addOns.secureCloudComputing, locale) })}
          hint={m.pricing_form_security_hint()}
        />
        {cannotAdd ? (
          <Text role="status" color="fg.muted">
            {m.pricing_form_full({ max: ESTIMATE_LIMITS.lines })}
          </Text>
        ) : null}
        <HStack gap="3" flexWrap="wrap">
          <Button type="submit" disabled={cannotAdd || saving}>
            {editing ? m.pricing_form_save_change() : m.pricing_form_add()}
          </Button>
          {editing ? (
            <Button
              look="secondary"
              onClick={() => {
                setShowProblems(false);
                send({ type: 'CANCEL_EDIT' });
              }}
            >
              {m.pricing_form_cancel_change()}
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </chakra.form>
  );
}
