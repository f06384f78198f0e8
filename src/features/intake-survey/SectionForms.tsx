import { chakra, HStack, Input, SimpleGrid, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { m } from '@/generated/paraglide/messages.js';
import { useCheckedForm } from '@/lib/use-checked-form';
import type { ApiProblem } from '@/lib/api-problem';
import type { SectionAnswers } from '@/machines/intake-survey.machine';
import { Button } from '@/ui/Button';
import { Checkbox } from '@/ui/Checkbox';
import { LabelledField } from '@/ui/LabelledField';
import { SelectField } from '@/ui/SelectField';
import { TimeZonePicker } from '@/ui/TimeZonePicker';
import { WorkDaysField } from '@/ui/WorkDaysField';
import {
  BACKUP_CONNECTIONS,
  BACKUP_POWER,
  COMPUTERS,
  CONNECTIONS,
  emergencyContactForm,
  emergencyContactSchema,
  OPERATING_SYSTEMS,
  toEmergencyContact,
  toWorkingHours,
  toWorkSetup,
  workingHoursForm,
  workingHoursSchema,
  workSetupForm,
  workSetupSchema,
  WORKSPACES,
  type EmergencyContact,
  type WorkingHours,
  type WorkSetup,
  type WorkSetupForm,
} from './forms';
import { BACKUP_CONNECTION, BACKUP_POWER_LABEL, COMPUTER, CONNECTION, OPERATING_SYSTEM, WORKSPACE } from './words';

export interface SectionProps<T> {
  saved: T | undefined;
  problem: ApiProblem | null;
  busy: boolean;
  /** The first section has no way back. */
  onBack?: () => void;
  onSave: (answers: SectionAnswers) => void;
  saveLabel: string;
}

/** The buttons under every section: back (but on the first) and save. */
function Actions({ busy, onBack, saveLabel }: Pick<SectionProps<unknown>, 'busy' | 'onBack' | 'saveLabel'>) {
  return (
    <HStack gap="3" wrap="wrap">
      {onBack ? (
        <Button type="button" look="secondary" onClick={onBack} disabled={busy}>
          {m.intake_back()}
        </Button>
      ) : null}
      <Button type="submit" look="primary" loading={busy} loadingText={m.intake_saving()}>
        {saveLabel}
      </Button>
    </HStack>
  );
}

function SectionFrame({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <chakra.form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="5">{children}</Stack>
    </chakra.form>
  );
}

const options = <T extends string>(values: readonly T[], label: (value: T) => string) => values.map((value) => ({ value, label: label(value) }));

export function WorkSetupSection({ saved, problem, busy, onBack, onSave, saveLabel }: SectionProps<WorkSetup>) {
  const form = useCheckedForm(workSetupSchema, { defaultValues: workSetupForm(saved), problem, fields: {} });
  const { errors, register } = form;
  const select = (name: keyof WorkSetupForm) => ({ error: errors[name]?.message, placeholder: m.intake_choose(), ...register(name) });
  return (
    <SectionFrame onSubmit={form.handleSubmit((values) => onSave({ section: 'work_setup', values: toWorkSetup(values) }))}>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {(['download_mbps', 'upload_mbps'] as const).map((name) => (
          <LabelledField
            key={name}
            id={`intake-${name}`}
            label={name === 'download_mbps' ? m.intake_download() : m.intake_upload()}
            hint={m.intake_speed_hint()}
            error={errors[name]?.message}
          >
            {/* Typed as text: a number input changes on scroll and drops what it cannot parse. */}
            {(control) => <Input {...control} inputMode="numeric" autoComplete="off" {...register(name)} />}
          </LabelledField>
        ))}
        <SelectField id="intake-connection" label={m.intake_connection()} options={options(CONNECTIONS, (v) => CONNECTION[v]())} {...select('connection')} />
        <SelectField
          id="intake-backup-connection"
          label={m.intake_backup_connection()}
          options={options(BACKUP_CONNECTIONS, (v) => BACKUP_CONNECTION[v]())}
          {...select('backup_connection')}
        />
        <SelectField id="intake-backup-power" label={m.intake_backup_power()} options={options(BACKUP_POWER, (v) => BACKUP_POWER_LABEL[v]())} {...select('backup_power')} />
        <SelectField id="intake-workspace" label={m.intake_workspace()} options={options(WORKSPACES, (v) => WORKSPACE[v]())} {...select('workspace')} />
        <SelectField id="intake-computer" label={m.intake_computer()} options={options(COMPUTERS, (v) => COMPUTER[v]())} {...select('computer')} />
        <SelectField id="intake-os" label={m.intake_os()} options={options(OPERATING_SYSTEMS, (v) => OPERATING_SYSTEM[v])} {...select('operating_system')} />
      </SimpleGrid>
      <chakra.fieldset>
        <chakra.legend fontWeight="medium" mb="2">
          {m.intake_equipment()}
        </chakra.legend>
        <Stack gap="2">
          <Checkbox id="intake-headset" label={m.intake_headset()} {...register('headset')} />
          <Checkbox id="intake-webcam" label={m.intake_webcam()} {...register('webcam')} />
        </Stack>
      </chakra.fieldset>
      <Actions busy={busy} onBack={onBack} saveLabel={saveLabel} />
    </SectionFrame>
  );
}

export function EmergencyContactSection({ saved, problem, busy, onBack, onSave, saveLabel }: SectionProps<EmergencyContact>) {
  const form = useCheckedForm(emergencyContactSchema, { defaultValues: emergencyContactForm(saved), problem, fields: { name: 'name', relationship: 'relationship', phone: 'phone' } });
  const { errors, register } = form;
  return (
    <SectionFrame onSubmit={form.handleSubmit((values) => onSave({ section: 'emergency_contact', values: toEmergencyContact(values) }))}>
      <LabelledField id="intake-contact-name" label={m.intake_contact_name()} error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="off" maxLength={120} {...register('name')} />}
      </LabelledField>
      <LabelledField id="intake-contact-relationship" label={m.intake_contact_relationship()} hint={m.intake_contact_relationship_hint()} error={errors.relationship?.message}>
        {(control) => <Input {...control} autoComplete="off" maxLength={60} {...register('relationship')} />}
      </LabelledField>
      <LabelledField id="intake-contact-phone" label={m.intake_contact_phone()} hint={m.intake_contact_phone_hint()} error={errors.phone?.message}>
        {(control) => <Input {...control} type="tel" autoComplete="off" maxLength={24} {...register('phone')} />}
      </LabelledField>
      <Actions busy={busy} onBack={onBack} saveLabel={saveLabel} />
    </SectionFrame>
  );
}

export function WorkingHoursSection({ saved, problem, busy, onBack, onSave, saveLabel }: SectionProps<WorkingHours>) {
  const form = useCheckedForm(workingHoursSchema, {
    defaultValues: workingHoursForm(saved),
    problem,
    fields: { timezone: 'timezone', work_days: 'work_days', start_time: 'start_time', end_time: 'end_time' },
  });
  const { errors, register, control } = form;
  return (
    <SectionFrame onSubmit={form.handleSubmit((values) => onSave({ section: 'working_hours', values: toWorkingHours(values) }))}>
      <WorkDaysField idPrefix="intake-days" legend={m.intake_days()} error={errors.work_days?.message ?? errors.work_days?.root?.message} registration={register('work_days')} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <LabelledField id="intake-start" label={m.intake_start()} error={errors.start_time?.message}>
          {(field) => <Input {...field} type="time" {...register('start_time')} />}
        </LabelledField>
        <LabelledField id="intake-end" label={m.intake_end()} error={errors.end_time?.message}>
          {(field) => <Input {...field} type="time" {...register('end_time')} />}
        </LabelledField>
      </SimpleGrid>
      <LabelledField id="intake-zone" label={m.intake_timezone()} hint={m.intake_hours_hint()} error={errors.timezone?.message}>
        {(field) => (
          <Controller
            control={control}
            name="timezone"
            render={({ field: zone }) => <TimeZonePicker control={field} value={zone.value} onChange={zone.onChange} onBlur={zone.onBlur} name={zone.name} />}
          />
        )}
      </LabelledField>
      <Actions busy={busy} onBack={onBack} saveLabel={saveLabel} />
    </SectionFrame>
  );
}
