import { useMemo } from 'react';
import { Alert, Box, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { m } from '@/generated/paraglide/messages.js';
import { useSession } from '@/app-state/app-actors';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { PageColumn } from '@/ui/PageColumn';
import { SignInFirst } from './SignInFirst';
import { InquiryFields, inquiryShape } from './InquiryFields';
import { InquirySent } from './InquirySent';
import { useAccountPrivacyInquiry } from './flows';
import type { Receipt } from './privacy-api';

const schema = () => z.object(inquiryShape());

function AccountInquiryForm({ email }: { email: string }) {
  const [state, send] = useAccountPrivacyInquiry();
  const form = useMemo(schema, []);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(form), defaultValues: { kind: '' as never, details: '' } });
  const { problem } = state.context;
  const { unplaced } = useServerFieldErrors(problem, setError, { kind: 'kind', details: 'details' });
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
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{problem.message}</Alert.Description>
          </Alert.Root>
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
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {m.privacyform_title()}
        </Heading>
        <Text color="fg.muted">{m.privacyform_intro()}</Text>
        <ChakraLink asChild color="brand.fg" alignSelf="flex-start">
          <Link to="/Privacy-Policy">{m.privacyform_policy_link()}</Link>
        </ChakraLink>
      </Stack>
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
