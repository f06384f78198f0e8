import { Heading, Input, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { m } from '@/generated/paraglide/messages.js';
import { limits } from '@/generated/limits';
import { useLocale } from '@/app-state/app-actors';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { Button } from '@/ui/Button';
import { CountrySelect } from '@/ui/CountrySelect';
import { FormProblem } from '@/ui/FormProblem';
import { LabelledField } from '@/ui/LabelledField';
import { LoadProblem } from '@/ui/LoadProblem';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { useAccountDetails, type AccountDetails, type AccountDetailsUpdate } from './api';
import { useUpdateAccountDetails } from './flows';

type Field = AccountDetails['editable'][number];
type Values = Record<Field, string>;

const FIELDS: Field[] = ['firstname', 'lastname', 'call_me_by', 'country', 'phone_number', 'company_name', 'website_url'];
const MAX = limits.AccountDetailsUpdate;

const LABELS: Record<Field, () => string> = {
  firstname: m.account_details_firstname,
  lastname: m.account_details_lastname,
  call_me_by: m.account_field_call_me_by,
  country: m.account_details_country,
  phone_number: m.account_details_phone,
  company_name: m.account_field_company,
  website_url: m.account_details_website,
};

const AUTOCOMPLETE: Record<Field, string> = {
  firstname: 'given-name',
  lastname: 'family-name',
  call_me_by: 'nickname',
  country: 'country',
  phone_number: 'tel',
  company_name: 'organization',
  website_url: 'url',
};

/**
 * What the form checks before sending: the fields this account must give, and the contract's
 * lengths (src/generated/limits.ts). Formats (a phone number, a web address, a country) are the
 * server's to check, as at sign-up; its words land on the field.
 */
function detailsSchema(required: readonly Field[]) {
  const text = (field: Field) => {
    const max = MAX[field].maxLength;
    const tooLong = z.maxLength(max, { error: () => m.api_field_too_long({ max }) });
    return required.includes(field)
      ? z.string().check(z.trim(), z.minLength(1, { error: () => m.api_field_required() }), tooLong)
      : z.string().check(z.trim(), tooLong);
  };
  return z.object({
    firstname: text('firstname'),
    lastname: text('lastname'),
    call_me_by: text('call_me_by'),
    country: text('country'),
    phone_number: text('phone_number'),
    company_name: text('company_name'),
    website_url: text('website_url'),
  });
}

const valuesOf = (details: AccountDetails): Values => Object.fromEntries(FIELDS.map((field) => [field, details[field] ?? ''])) as Values;

/** The whole set, as the contract's PUT takes it: an empty optional field is left out, and so emptied. */
function updateOf(values: Values, editable: readonly Field[]): AccountDetailsUpdate {
  const filled = editable.filter((field) => values[field] !== '').map((field) => [field, values[field]]);
  return Object.fromEntries(filled) as AccountDetailsUpdate;
}

function DetailsForm({ details }: { details: AccountDetails }) {
  const locale = useLocale();
  const schema = useMemo(() => detailsSchema(details.required), [details.required]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: valuesOf(details) });
  const [state, send] = useUpdateAccountDetails();
  const { problem } = state.context;
  const { unplaced } = useServerFieldErrors(problem, setError, Object.fromEntries(FIELDS.map((field) => [field, field])));
  const required = new Set(details.required);
  const label = (field: Field) => (required.has(field) ? LABELS[field]() : m.account_details_optional({ label: LABELS[field]() }));

  return (
    <form noValidate onSubmit={handleSubmit((values) => send({ type: 'SUBMIT', values: updateOf(values, details.editable) }))}>
      <Stack gap="5" maxW="md">
        {state.matches('failed') && problem && unplaced ? <FormProblem>{problem.message}</FormProblem> : null}
        {details.editable.map((field) =>
          field === 'country' ? (
            <CountrySelect key={field} id="details-country" locale={locale} label={label(field)} autoComplete="country" error={errors.country?.message} {...register('country')} />
          ) : (
            <LabelledField key={field} id={`details-${field}`} label={label(field)} error={errors[field]?.message} hint={field === 'call_me_by' ? m.account_details_call_me_by_hint() : undefined}>
              {(control) => (
                <Input
                  {...control}
                  {...register(field)}
                  type={field === 'phone_number' ? 'tel' : field === 'website_url' ? 'url' : 'text'}
                  autoComplete={AUTOCOMPLETE[field]}
                  maxLength={MAX[field].maxLength}
                />
              )}
            </LabelledField>
          ),
        )}
        <Button type="submit" alignSelf="flex-start" loading={state.matches('submitting')}>
          {m.account_details_save()}
        </Button>
      </Stack>
    </form>
  );
}

/** The settings page's details: what was given at sign-up, edited and saved whole. */
export function DetailsSection() {
  const { data, error, refetch, isFetching } = useAccountDetails();
  return (
    <Stack as="section" aria-labelledby="account-details" gap="4" p="6" borderWidth="1px" borderRadius="lg" bg="bg.panel">
      <Stack gap="1">
        <Heading as="h2" id="account-details" size="lg">
          {m.account_details_heading()}
        </Heading>
        <Text color="fg.muted">{m.account_details_intro()}</Text>
      </Stack>
      {data ? (
        <DetailsForm details={data} />
      ) : error ? (
        <LoadProblem error={error} onRetry={() => void refetch()} retrying={isFetching} retryLabel={m.account_try_again()} what={m.account_details_load_problem()} />
      ) : (
        <LoadingSpinner label={m.account_details_loading()} />
      )}
    </Stack>
  );
}
