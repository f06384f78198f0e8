import { Box, Stack } from '@chakra-ui/react';
import { z } from 'zod/mini';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { publicFormBody, senderShape } from '@/lib/public-form';
import { useCheckedForm } from '@/lib/use-checked-form';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { HoneypotField } from '@/ui/HoneypotField';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { SenderFields } from '@/ui/SenderFields';
import { InquiryFields, inquiryShape } from './InquiryFields';
import { InquirySent } from './InquirySent';
import { usePrivacyInquiry } from './flows';
import type { Receipt } from './privacy-api';

const schema = () =>
  z.object({
    ...senderShape(),
    ...inquiryShape(),
    website: z.string(),
  });

/** `/Privacy-Inquiry-Without-Account`: for people with no account, or who cannot sign in. */
export default function PrivacyInquiryWithoutAccountPage() {
  usePageTitle(m.privacyform_without_title());
  useMetaDescription(m.privacyform_without_description());
  const locale = useLocale();
  const [state, send] = usePrivacyInquiry();
  const { problem } = state.context;
  const { register, handleSubmit, reset, errors, unplaced } = useCheckedForm(schema, {
    defaultValues: { name: '', email: '', kind: '' as never, details: '', website: '' },
    problem,
    fields: { name: 'name', email: 'email', kind: 'kind', details: 'details' },
  });
  const receipt = state.context.output as Receipt | null;

  return (
    <PageColumn maxW="3xl" gap="6">
      <PageHeader title={m.privacyform_without_title()} description={m.privacyform_without_intro()} link={{ to: '/Privacy-Policy', label: m.privacyform_policy_link() }} />
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
        <form noValidate onSubmit={handleSubmit((values) => send({ type: 'SUBMIT', values: publicFormBody(values, locale) }))}>
          <Stack gap="4">
            {state.matches('failed') && problem && unplaced ? (
              <FormProblem>{problem.message}</FormProblem>
            ) : null}
            <SenderFields idPrefix="privacy" register={register} errors={errors} />
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
