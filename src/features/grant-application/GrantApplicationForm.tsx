import { useMemo } from 'react';
import { Alert, Box, Input, Stack, Textarea } from '@chakra-ui/react';
import { z } from 'zod/mini';
import { m } from '@/generated/paraglide/messages.js';
import { countryOptions } from '@/lib/countries';
import { publicFormBody } from '@/lib/public-form';
import { useCheckedForm } from '@/lib/use-checked-form';
import { intlLocale } from '@/shared/format';
import type { Locale } from '@/shared/languages';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { HoneypotField } from '@/ui/HoneypotField';
import { LabelledField } from '@/ui/LabelledField';
import { SelectField } from '@/ui/SelectField';
import { useGrantApplication } from './flows';
import type { GrantApplicationRequest } from './grant-api';

const TYPES = ['small_business', 'non_profit', 'social_enterprise', 'community', 'education'] as const;
const SIZES = ['1-10', '11-50', '51-200', '201-1000', '1000+'] as const;
const typeLabel = {
  small_business: m.grantapp_type_small_business,
  non_profit: m.grantapp_type_non_profit,
  social_enterprise: m.grantapp_type_social_enterprise,
  community: m.grantapp_type_community,
  education: m.grantapp_type_education,
} as const;

const schema = () =>
  z.object({
    organisation_name: z.string().check(z.trim(), z.minLength(2, m.grantapp_error_organisation()), z.maxLength(160, m.grantapp_error_organisation())),
    organisation_type: z.enum(TYPES, { message: m.grantapp_error_choose() }),
    country: z.string().check(z.regex(/^[A-Z]{2}$/, m.grantapp_error_choose())),
    employees: z.enum(SIZES, { message: m.grantapp_error_choose() }),
    hires_planned: z.coerce
      .number<string>({ message: m.grantapp_error_hires() })
      .check(z.int(m.grantapp_error_hires()), z.gte(1, m.grantapp_error_hires()), z.lte(20, m.grantapp_error_hires())),
    reason: z.string().check(z.trim(), z.minLength(50, m.grantapp_error_reason()), z.maxLength(4000, m.grantapp_error_reason())),
    website: z.string(),
  });

/** The application; on any failure everything typed stays and the reason is shown. */
export function GrantApplicationForm({ locale, email }: { locale: Locale; email: string }) {
  const [state, send] = useGrantApplication();
  const { problem } = state.context;
  const { register, handleSubmit, errors, unplaced } = useCheckedForm(schema, {
    defaultValues: { organisation_name: '', organisation_type: '' as never, country: '', employees: '' as never, hires_planned: '1', reason: '', website: '' },
    problem,
    fields: {
      organisation_name: 'organisation_name',
      organisation_type: 'organisation_type',
      country: 'country',
      employees: 'employees',
      hires_planned: 'hires_planned',
      reason: 'reason',
    },
  });
  const countries = useMemo(() => countryOptions(intlLocale(locale)), [locale]);

  if (state.matches('succeeded')) {
    return (
      <Alert.Root status="success" role="status">
        <Alert.Indicator />
        <Alert.Description>{m.grantapp_sent({ email })}</Alert.Description>
      </Alert.Root>
    );
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => {
        const body: GrantApplicationRequest = publicFormBody(values, locale);
        send({ type: 'SUBMIT', values: body as unknown as Record<string, unknown> });
      })}
    >
      <Stack gap="4">
        {state.matches('failed') && problem && unplaced ? (
          <FormProblem>{problem.message}</FormProblem>
        ) : null}
        <LabelledField id="grant-organisation" label={m.grantapp_field_organisation()} error={errors.organisation_name?.message}>
          {(control) => <Input {...control} autoComplete="organization" {...register('organisation_name')} />}
        </LabelledField>
        <SelectField
          id="grant-type"
          label={m.grantapp_field_type()}
          error={errors.organisation_type?.message}
          placeholder={m.grantapp_choose()}
          options={TYPES.map((type) => ({ value: type, label: typeLabel[type]() }))}
          {...register('organisation_type')}
        />
        <SelectField
          id="grant-country"
          label={m.grantapp_field_country()}
          error={errors.country?.message}
          placeholder={m.grantapp_choose()}
          options={countries.map((c) => ({ value: c.code, label: c.name }))}
          autoComplete="country"
          {...register('country')}
        />
        <SelectField
          id="grant-employees"
          label={m.grantapp_field_employees()}
          error={errors.employees?.message}
          placeholder={m.grantapp_choose()}
          options={SIZES.map((size) => ({ value: size, label: m.grantapp_people({ size }) }))}
          {...register('employees')}
        />
        <LabelledField id="grant-hires" label={m.grantapp_field_hires()} error={errors.hires_planned?.message}>
          {(control) => <Input {...control} type="number" inputMode="numeric" min={1} max={20} maxW="8rem" {...register('hires_planned')} />}
        </LabelledField>
        <LabelledField id="grant-reason" label={m.grantapp_field_reason()} hint={m.grantapp_reason_hint()} error={errors.reason?.message}>
          {(control) => <Textarea {...control} rows={6} {...register('reason')} />}
        </LabelledField>
          <HoneypotField id="grant-website" {...register('website')} />
        <Box>
          <Button type="submit" loading={state.matches('submitting')}>
            {m.grantapp_submit()}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}
