import { Input, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod/mini';
import { m } from '@/generated/paraglide/messages.js';
import { limits } from '@/generated/limits';
import { useLocale } from '@/app-state/app-actors';
import { intlLocale } from '@/shared/format';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { LabelledField } from '@/ui/LabelledField';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { useBillingDetails, useMerchantCategories, type BillingDetails, type MerchantCategory } from './api';
import { merchantCategoryLabel } from './billing-details-categories';
import { BillingSection } from './BillingSection';
import { useBillingDetailsSave } from './flows';

// Limits from the contract's BillingDetails.
const NAME_MAX = limits.BillingDetails.name.maxLength;
const ADDRESS_MAX = limits.BillingDetails.address.maxLength;

const detailsSchema = () =>
  z.object({
    name: z.string().check(z.trim(), z.maxLength(NAME_MAX, { error: () => m.api_field_too_long({ max: NAME_MAX }) })),
    address: z.string().check(z.trim(), z.maxLength(ADDRESS_MAX, { error: () => m.api_field_too_long({ max: ADDRESS_MAX }) })),
    mcc: z.string(),
  });

/** The name, address and business category printed on invoices. */
export function BillingDetailsSection() {
  const details = useBillingDetails();
  // The select needs its options before the saved category can show as chosen.
  const categories = useMerchantCategories();
  const failed = details.error ?? categories.error;
  return (
    <BillingSection id="billing-details" title={m.billing_details_heading()} intro={m.billing_details_intro()}>
      {failed ? (
        <LoadProblem
          error={failed}
          what={m.billing_details_load_failed()}
          retryLabel={m.billing_try_again()}
          onRetry={() => {
            if (details.isError) void details.refetch();
            if (categories.isError) void categories.refetch();
          }}
          retrying={details.isFetching || categories.isFetching}
        />
      ) : null}
      {!failed && (details.isPending || categories.isPending) ? <LoadingSpinner /> : null}
      {details.data && categories.data ? <BillingDetailsForm saved={details.data} categories={categories.data.codes} /> : null}
    </BillingSection>
  );
}

interface BillingDetailsFormProps {
  saved: BillingDetails;
  categories: MerchantCategory[];
}

function BillingDetailsForm({ saved, categories }: BillingDetailsFormProps) {
  const locale = useLocale();
  const schema = useMemo(detailsSchema, []);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(schema), defaultValues: { name: saved.name, address: saved.address, mcc: saved.mcc ?? '' } });

  const [state, send] = useBillingDetailsSave((details) => reset({ name: details.name, address: details.address, mcc: details.mcc ?? '' }));
  const { problem } = state.context;
  const { unplaced } = useServerFieldErrors(problem, setError, { name: 'name', address: 'address', mcc: 'mcc' });

  const options = useMemo(() => {
    const collator = new Intl.Collator(intlLocale(locale));
    return categories
      .map((category) => ({ code: category.code, label: merchantCategoryLabel(category) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [categories, locale]);

  return (
    <form noValidate aria-labelledby="billing-details" onSubmit={handleSubmit((values) => send({ type: 'SUBMIT', values }))}>
      <Stack gap="4" maxW="xl">
        {state.matches('failed') && problem && unplaced ? (
          <FormProblem>{problem.message}</FormProblem>
        ) : null}
        <LabelledField id="billing-details-name" label={m.billing_details_name()} error={errors.name?.message}>
          {(aria) => <Input {...aria} autoComplete="organization" maxLength={NAME_MAX} {...register('name')} />}
        </LabelledField>
        <LabelledField id="billing-details-address" label={m.billing_details_address()} error={errors.address?.message}>
          {(aria) => <Textarea {...aria} autoComplete="street-address" rows={3} maxLength={ADDRESS_MAX} {...register('address')} />}
        </LabelledField>
        <LabelledField id="billing-details-mcc" label={m.billing_details_mcc()} error={errors.mcc?.message}>
          {(aria) => (
            <NativeSelect.Root>
              <NativeSelect.Field {...aria} {...register('mcc')}>
                <option value="">{m.billing_details_mcc_none()}</option>
                {options.map((option) => (
                  <option key={option.code} value={option.code}>
                    {option.label}
                  </option>
                ))}
                {/* A saved code the list no longer offers stays selectable, so saving never drops it silently. */}
                {saved.mcc && !options.some((o) => o.code === saved.mcc) ? (
                  <option value={saved.mcc}>{m.billing_mcc_other({ code: saved.mcc })}</option>
                ) : null}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          )}
        </LabelledField>
        <Button type="submit" alignSelf="flex-start" loading={state.matches('submitting')}>
          {m.billing_details_save()}
        </Button>
      </Stack>
    </form>
  );
}
