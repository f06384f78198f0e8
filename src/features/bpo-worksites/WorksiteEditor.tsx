import { Alert, chakra, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import type { components } from '@/generated/api';
import { useLocale } from '@/app-state/app-actors';
import {
  SEATS,
  WORKSITE_TEXT_MAX,
  worksiteIssues,
  type Worksite,
  type WorksiteFieldIssue,
  type WorksiteFields,
} from '@/machines/worksite-editor.machine';
import { intlLocale } from '@/shared/format';
import { Button } from '@/ui/Button';
import { Checkbox } from '@/ui/Checkbox';
import { ConfirmAction } from '@/ui/ConfirmAction';
import { CountrySelect } from '@/ui/CountrySelect';
import { FormProblem } from '@/ui/FormProblem';
import { LabelledField } from '@/ui/LabelledField';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { SelectField } from '@/ui/SelectField';
import { useMyWorksite } from './api';
import { useCloseWorksite, useWorksiteEditor } from './flows';
import { WorksitePhotos } from './WorksitePhotos';
import { CONNECTIONS, MEASURES, POWER } from './words';

type Measure = components['schemas']['SecurityMeasure'];

function issueText(issue: WorksiteFieldIssue | undefined, max: number): string | undefined {
  if (issue === 'required') return m.bpo_issue_required();
  if (issue === 'tooLong') return m.bpo_issue_too_long({ max });
  if (issue === 'seats') return m.bpo_issue_seats({ min: SEATS.min, max: SEATS.max });
  return undefined;
}

/** The worksite's form, driven by the worksite editor machine; what is typed survives a reload. */
export function WorksiteForm({ worksite }: { worksite: Worksite | null }) {
  const locale = useLocale();
  const [state, send] = useWorksiteEditor(worksite);
  const { fields, showIssues, problem, resumed } = state.context;
  const issues = showIssues ? worksiteIssues(fields) : {};
  const busy = state.hasTag('busy');
  const update = (change: Partial<WorksiteFields>) => send({ type: 'UPDATE', fields: change });
  const errorOf = (name: keyof WorksiteFields, max = 0) => issueText(issues[name], max) ?? (state.matches({ editing: 'failed' }) ? problem?.fields?.[name] : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    send({ type: state.hasTag('canRetry') ? 'RETRY' : 'SUBMIT' });
  }

  if (state.matches('closed')) {
    return (
      <FormProblem title={m.bpo_worksite_closed_title()}>
        <Stack gap="2">
          <Text>{problem?.message}</Text>
          <Link to="/debpo/worksites">{m.bpo_see_worksites()}</Link>
        </Stack>
      </FormProblem>
    );
  }

  const text = (name: 'name' | 'address_line1' | 'address_line2' | 'city' | 'postal_code', label: string, autoComplete?: string) => (
    <LabelledField id={`worksite-${name}`} label={label} error={errorOf(name, WORKSITE_TEXT_MAX[name])}>
      {(control) => <Input {...control} autoComplete={autoComplete} maxLength={WORKSITE_TEXT_MAX[name]} value={fields[name]} onChange={(e) => update({ [name]: e.target.value })} />}
    </LabelledField>
  );
  const toggle = (measure: Measure, on: boolean) =>
    update({ security_measures: on ? [...fields.security_measures, measure] : fields.security_measures.filter((x) => x !== measure) });

  return (
    <chakra.form display="flex" flexDirection="column" gap="5" onSubmit={submit} noValidate aria-labelledby="worksite-form-heading">
      <Heading as="h2" size="lg" id="worksite-form-heading">
        {m.bpo_worksite_details()}
      </Heading>
      {resumed ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{m.bpo_draft_resumed()}</Alert.Description>
          </Alert.Content>
          <Button look="ghost" size="sm" onClick={() => send({ type: 'DISCARD' })}>
            {m.bpo_draft_discard()}
          </Button>
        </Alert.Root>
      ) : null}
      {problem && state.matches({ editing: 'failed' }) ? <FormProblem title={m.bpo_worksite_not_saved()}>{problem.message}</FormProblem> : null}
      {text('name', m.bpo_field_worksite_name())}
      {text('address_line1', m.bpo_field_address_line1(), 'address-line1')}
      {text('address_line2', m.bpo_field_address_line2(), 'address-line2')}
      <HStack gap="4" align="start" flexWrap="wrap">
        {text('city', m.bpo_field_city(), 'address-level2')}
        {text('postal_code', m.bpo_field_postal_code(), 'postal-code')}
      </HStack>
      <CountrySelect
        id="worksite-country"
        label={m.bpo_field_country()}
        locale={intlLocale(locale)}
        placeholder={m.bpo_choose()}
        value={fields.country}
        error={errorOf('country')}
        onChange={(e) => update({ country: e.target.value })}
      />
      <LabelledField id="worksite-seats" label={m.bpo_field_seats()} hint={m.bpo_field_seats_hint()} error={errorOf('seats')}>
        {(control) => <Input {...control} inputMode="numeric" maxW="10rem" value={fields.seats} onChange={(e) => update({ seats: e.target.value })} />}
      </LabelledField>
      <LabelledField id="worksite-equipment" label={m.bpo_field_equipment()} hint={m.bpo_field_equipment_hint()} error={errorOf('equipment', WORKSITE_TEXT_MAX.equipment)}>
        {(control) => <Textarea {...control} rows={4} maxLength={WORKSITE_TEXT_MAX.equipment} value={fields.equipment} onChange={(e) => update({ equipment: e.target.value })} />}
      </LabelledField>
      <SelectField
        id="worksite-connection"
        label={m.bpo_field_connection()}
        placeholder={m.bpo_choose()}
        value={fields.connection_redundancy}
        error={errorOf('connection_redundancy')}
        options={(Object.keys(CONNECTIONS) as (keyof typeof CONNECTIONS)[]).map((value) => ({ value, label: CONNECTIONS[value]() }))}
        onChange={(e) => update({ connection_redundancy: e.target.value as WorksiteFields['connection_redundancy'] })}
      />
      <SelectField
        id="worksite-power"
        label={m.bpo_field_power()}
        placeholder={m.bpo_choose()}
        value={fields.power_redundancy}
        error={errorOf('power_redundancy')}
        options={(Object.keys(POWER) as (keyof typeof POWER)[]).map((value) => ({ value, label: POWER[value]() }))}
        onChange={(e) => update({ power_redundancy: e.target.value as WorksiteFields['power_redundancy'] })}
      />
      <Stack as="fieldset" gap="2">
        <Text as="legend" fontWeight="medium" mb="2">
          {m.bpo_field_security()}
        </Text>
        {(Object.keys(MEASURES) as Measure[]).map((measure) => (
          <Checkbox key={measure} id={`worksite-measure-${measure}`} label={MEASURES[measure]()} checked={fields.security_measures.includes(measure)} onChange={(e) => toggle(measure, e.target.checked)} />
        ))}
      </Stack>
      <HStack gap="3">
        <Button type="submit" loading={busy}>
          {worksite ? m.bpo_worksite_save() : m.bpo_worksite_add()}
        </Button>
        <Button look="ghost" asChild>
          <Link to="/debpo/worksites">{m.bpo_back_to_worksites()}</Link>
        </Button>
      </HStack>
    </chakra.form>
  );
}

function CloseWorksite({ worksite }: { worksite: Worksite }) {
  const [open, setOpen] = useState(false);
  const [state, send] = useCloseWorksite(worksite.id);
  return (
    <Stack as="section" gap="3" aria-labelledby="close-worksite-heading">
      <Heading as="h2" size="lg" id="close-worksite-heading">
        {m.bpo_close_heading()}
      </Heading>
      <Text color="fg.muted">{m.bpo_close_hint()}</Text>
      <Button look="danger" alignSelf="flex-start" onClick={() => setOpen(true)}>
        {m.bpo_close_action()}
      </Button>
      <ConfirmAction
        open={open}
        title={m.bpo_close_title({ name: worksite.name })}
        confirmLabel={m.bpo_close_action()}
        onConfirm={() => send({ type: 'SUBMIT', values: { value: null } })}
        onCancel={() => setOpen(false)}
        busy={state.matches('submitting')}
        problem={state.matches('failed') ? state.context.problem?.message : null}
      >
        <Text>{m.bpo_close_body({ placed: worksite.placed_members })}</Text>
      </ConfirmAction>
    </Stack>
  );
}

export function EditWorksite({ id }: { id: string }) {
  const worksite = useMyWorksite(id);
  if (worksite.isPending) return <LoadingSpinner size="lg" label={m.bpo_loading()} />;
  if (worksite.isError) return <LoadProblem error={worksite.error} what={m.bpo_load_failed()} retryLabel={m.bpo_retry()} onRetry={() => void worksite.refetch()} retrying={worksite.isFetching} />;
  return (
    <Stack gap="10">
      {/* Keyed by the worksite: a form starts from what is saved, and the photos change it without restarting the form. */}
      <WorksiteForm key={worksite.data.id} worksite={worksite.data} />
      <WorksitePhotos worksite={worksite.data} />
      <CloseWorksite worksite={worksite.data} />
    </Stack>
  );
}

