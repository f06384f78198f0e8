import { chakra, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { limits } from '@/generated/limits';
import type { components } from '@/generated/api';
import { useLocale } from '@/app-state/app-actors';
import { usePageTitle } from '@/lib/use-page-title';
import { formatDate } from '@/shared/format';
import { Button } from '@/ui/Button';
import { Checkbox } from '@/ui/Checkbox';
import { FormProblem } from '@/ui/FormProblem';
import { LabelledField } from '@/ui/LabelledField';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { ToneBadge } from '@/ui/StatusBadge';
import { useMyAccreditation, type BpoAccreditation, type BpoApplicationInput } from './api';
import { BpoGate } from './BpoGate';
import { useApplication } from './flows';
import { ACCREDITATION, SERVICES } from './words';

type Service = components['schemas']['BpoService'];
const LIMITS = limits.BpoApplicationInput;

function ApplicationForm({ accreditation }: { accreditation: BpoAccreditation }) {
  const locale = useLocale();
  const saved = accreditation.application;
  const [state, send] = useApplication(saved !== null);
  const [fields, setFields] = useState({
    description: saved?.description ?? '',
    services: (saved?.services ?? []) as Service[],
    staff_count: saved ? String(saved.staff_count) : '',
    years_operating: saved ? String(saved.years_operating) : '',
    contact_name: saved?.contact_name ?? '',
    contact_phone: saved?.contact_phone ?? '',
  });
  const problem = state.context.problem;
  const busy = state.matches('submitting');
  const errorOf = (name: string) => problem?.fields?.[name];
  const status = ACCREDITATION[accreditation.status];

  function submit(event: FormEvent) {
    event.preventDefault();
    const body: BpoApplicationInput = {
      description: fields.description.trim(),
      services: fields.services,
      // Left empty, sent as nothing (null): the server says on the field that a number is needed.
      staff_count: fields.staff_count.trim() === '' ? NaN : Number(fields.staff_count),
      years_operating: fields.years_operating.trim() === '' ? NaN : Number(fields.years_operating),
      contact_name: fields.contact_name.trim(),
      contact_phone: fields.contact_phone.trim(),
    };
    send({ type: 'SUBMIT', values: body });
  }

  const toggle = (service: Service, on: boolean) =>
    setFields((f) => ({ ...f, services: on ? [...f.services, service] : f.services.filter((s) => s !== service) }));

  return (
    <Stack gap="6">
      <Stack gap="2" role="status">
        <HStack>
          <ToneBadge tone={status.tone}>{status.label()}</ToneBadge>
        </HStack>
        <Text>{status.body()}</Text>
        {saved ? <Text color="fg.muted">{m.bpo_applied_on({ date: formatDate(saved.applied_at, locale) })}</Text> : null}
        <Text>
          <Link to="/debpo/worksites">{m.bpo_see_worksites()}</Link>
        </Text>
      </Stack>
      <chakra.form display="flex" flexDirection="column" gap="5" onSubmit={submit} noValidate aria-labelledby="bpo-application-heading">
        <Heading as="h2" size="md" id="bpo-application-heading">
          {saved ? m.bpo_application_edit_heading() : m.bpo_application_heading()}
        </Heading>
        {problem ? <FormProblem title={m.bpo_application_not_sent()}>{problem.message}</FormProblem> : null}
        <LabelledField id="bpo-description" label={m.bpo_field_description()} hint={m.bpo_field_description_hint()} error={errorOf('description')}>
          {(control) => (
            <Textarea {...control} rows={5} maxLength={LIMITS.description.maxLength} value={fields.description} onChange={(e) => setFields((f) => ({ ...f, description: e.target.value }))} />
          )}
        </LabelledField>
        <Stack as="fieldset" gap="2" aria-describedby={errorOf('services') ? 'bpo-services-error' : undefined}>
          <Text as="legend" fontWeight="medium" mb="2">
            {m.bpo_field_services()}
          </Text>
          {(Object.keys(SERVICES) as Service[]).map((service) => (
            <Checkbox key={service} id={`bpo-service-${service}`} label={SERVICES[service]()} checked={fields.services.includes(service)} onChange={(e) => toggle(service, e.target.checked)} />
          ))}
          {errorOf('services') ? (
            <Text id="bpo-services-error" color="fg.error" textStyle="sm">
              {errorOf('services')}
            </Text>
          ) : null}
        </Stack>
        <HStack gap="4" align="start" flexWrap="wrap">
          <LabelledField id="bpo-staff-count" label={m.bpo_field_staff_count()} error={errorOf('staff_count')}>
            {(control) => (
              <Input {...control} type="number" inputMode="numeric" min={1} max={LIMITS.staff_count.maximum} maxW="12rem" value={fields.staff_count} onChange={(e) => setFields((f) => ({ ...f, staff_count: e.target.value }))} />
            )}
          </LabelledField>
          <LabelledField id="bpo-years" label={m.bpo_field_years_operating()} error={errorOf('years_operating')}>
            {(control) => (
              <Input {...control} type="number" inputMode="numeric" min={0} max={LIMITS.years_operating.maximum} maxW="12rem" value={fields.years_operating} onChange={(e) => setFields((f) => ({ ...f, years_operating: e.target.value }))} />
            )}
          </LabelledField>
        </HStack>
        <LabelledField id="bpo-contact-name" label={m.bpo_field_contact_name()} error={errorOf('contact_name')}>
          {(control) => <Input {...control} autoComplete="name" maxLength={LIMITS.contact_name.maxLength} value={fields.contact_name} onChange={(e) => setFields((f) => ({ ...f, contact_name: e.target.value }))} />}
        </LabelledField>
        <LabelledField id="bpo-contact-phone" label={m.bpo_field_contact_phone()} error={errorOf('contact_phone')}>
          {(control) => (
            <Input {...control} type="tel" autoComplete="tel" maxLength={LIMITS.contact_phone.maxLength} value={fields.contact_phone} onChange={(e) => setFields((f) => ({ ...f, contact_phone: e.target.value }))} />
          )}
        </LabelledField>
        <HStack>
          <Button type="submit" loading={busy}>
            {saved ? m.bpo_application_save() : m.bpo_application_submit()}
          </Button>
        </HStack>
      </chakra.form>
    </Stack>
  );
}

function ApplicationLoader() {
  const accreditation = useMyAccreditation();
  if (accreditation.isPending) return <LoadingSpinner size="lg" label={m.bpo_loading()} />;
  if (accreditation.isError) {
    return <LoadProblem error={accreditation.error} what={m.bpo_load_failed()} retryLabel={m.bpo_retry()} onRetry={() => void accreditation.refetch()} retrying={accreditation.isFetching} />;
  }
  return <ApplicationForm accreditation={accreditation.data} />;
}

/**
 * /debpo/apply: the BPO's accreditation application (the public /debpo page, "How a BPO becomes
 * accredited"): what it does, its services, staff and contact; where the accreditation stands.
 */
export default function ApplyPage() {
  usePageTitle(m.bpo_apply_title());
  return (
    <PageColumn>
      <PageHeader title={m.bpo_apply_title()} description={m.bpo_apply_description()} link={{ to: '/debpo', label: m.bpo_read_about_accreditation() }} />
      <BpoGate title={m.bpo_apply_title()}>
        <ApplicationLoader />
      </BpoGate>
    </PageColumn>
  );
}
