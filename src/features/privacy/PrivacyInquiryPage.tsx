import { Box, Stack, Text } from '@chakra-ui/react';
import { z } from 'zod/mini';
import { m } from '@/generated/paraglide/messages.js';
import { useSession } from '@/app-state/app-actors';
import { useCheckedForm } from '@/lib/use-checked-form';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { SignInFirst } from './SignInFirst';
import { InquiryFields, inquiryShape } from './InquiryFields';
import { InquirySent } from './InquirySent';
import { useAccountPrivacyInquiry } from './flows';
import type { Receipt } from './privacy-api';

const schema = () => z.object(inquiryShape());

function AccountInquiryForm({ email }: { email: string }) {
  const [state, send] = useAccountPrivacyInquiry();
  const { problem } = state.context;
  const { register, handleSubmit, reset, errors, unplaced } = useCheckedForm(schema, {
    defaultValues: { kind: '' as never, details: '' },
    problem,
    fields: { kind: 'kind', details: 'details' },
  });
  const receipt = state.context.output as Receipt | null;
  if (state.matches('succeeded') && receipt) {
    return (
      <InquirySent
        email={email}
        reference={receipt.reference}
        onAnother={() => {
          reset();
          send({ type: 'RESET' });
        }}
      />
    );
  }
  return (
    <form noValidate onSubmit={handleSubmit((values) => send({ type: 'SUBMIT', values }))}>
      <Stack gap="4">
        <Text>{m.privacyform_reply_to({ email })}</Text>
        {state.matches('failed') && problem && unplaced ? (
          <FormProblem>{problem.message}</FormProblem>
        ) : null}
        <InquiryFields register={register} errors={errors} />
        <Box>
          <Button type="submit" loading={state.matches('submitting')}>
            {m.privacyform_submit()}
          </Button>
        </Box>
      </Stack>
    </form>
  );
}

/** `/Privacy-Inquiry`: signed in, a request answered at the account's address; otherwise the ways in. */
export default function PrivacyInquiryPage() {
  usePageTitle(m.privacyform_title());
  useMetaDescription(m.privacyform_description());
  const { status, user } = useSession();
  return (
    <PageColumn maxW="3xl" gap="6">
      <PageHeader title={m.privacyform_title()} description={m.privacyform_intro()} link={{ to: '/Privacy-Policy', label: m.privacyform_policy_link() }} />
      {status === 'authenticated' && user ? (
        <AccountInquiryForm email={user.email} />
      ) : status === 'anonymous' ? (
        <SignInFirst why={m.privacyform_visitor()} returnTo="/Privacy-Inquiry" />
      ) : (
        <LoadingSpinner />
      )}
    </PageColumn>
  );
}
