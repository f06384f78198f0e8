import { useMemo } from 'react';
import { Alert, Box, Heading, Input, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { Button } from '@/ui/Button';
import { HoneypotField } from '@/ui/HoneypotField';
import { LabelledField } from '@/ui/LabelledField';
import { PageColumn } from '@/ui/PageColumn';
import { InquiryFields, inquiryShape } from './InquiryFields';
import { InquirySent } from './InquirySent';
import { usePrivacyInquiry } from './flows';
import type { Receipt } from './privacy-api';

const schema = () =>
  z.object({
    name: z.string().trim().min(2, m.forms_error_name()).max(120, m.forms_error_name()),
    email: z.string().trim().email(m.forms_error_email()).max(254, m.forms_error_email()),
    ...inquiryShape(),
    website: z.string(),
  });

/** `/Privacy-Inquiry-Without-Account`: for people with no account, or who cannot sign in. */
export default function PrivacyInquiryWithoutAccountPage() {
  usePageTitle(m.privacyform_without_title());
  useMetaDescription(m.privacyform_without_description());
  const locale = useLocale();
  const [state, send] = usePrivacyInquiry();
  const form = useMemo(schema, []);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(form), defaultValues: { name: '', email: '', kind: '' as never, details: '', website: '' } });
  const { problem } = state.context;
  const { unplaced } = useServerFieldErrors(problem, setError, { name: 'name', email: 'email', kind: 'kind', details: 'details' });
  const receipt = state.context.output as Receipt | null;

  return (
    <PageColumn maxW="3xl" gap="6">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {m.privacyform_without_title()}
        </Heading>
        <Text color="fg.muted">{m.privacyform_without_intro()}</Text>
        <ChakraLink asChild color="brand.fg" alignSelf="flex-start">
          <Link to="/Privacy-Policy">{m.privacyform_policy_link()}</Link>
        </ChakraLink>
      </Stack>
      {state.matches('succeeded') && receipt ? (
        <InquirySent
          email={String(state.context.values?.email ?? '')}
          reference={receipt.reference}
          onAnother={() => {
            reset();
            send({ type: 'RESET' });
          }}
        />
      ) : (
        <form
          noValidate
          onSubmit={handleSubmit(({ website, ...values }) => {
            send({ type: 'SUBMIT', values: { ...values, locale, ...(website ? { website } : {}) } });
          })}
        >
          <Stack gap="4">
            {state.matches('failed') && problem && unplaced ? (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Description>{problem.message}</Alert.Description>
              </Alert.Root>
            ) : null}
            <LabelledField id="privacy-name" label={m.contactform_field_name()} error={errors.name?.message}>
              {(control) => <Input {...control} autoComplete="name" {...register('name')} />}
            </LabelledField>
            <LabelledField id="privacy-email" label={m.contactform_field_email()} error={errors.email?.message}>
              {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" {...register('email')} />}
            </LabelledField>
            <InquiryFields register={register} errors={errors} />
            <HoneypotField id="privacy-website" {...register('website')} />
            <Box>
              <Button type="submit" loading={state.matches('submitting')}>
                {m.privacyform_submit()}
              </Button>
            </Box>
          </Stack>
        </form>
      )}
    </PageColumn>
  );
}
