import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { noticeFrame } from '@/ui/notice-frame';
import { useEmailChangeConfirm } from './flows';

function EmailChangeConfirm({ token }: { token: string }) {
  const [state, send] = useEmailChangeConfirm(token);
  const { email, problem } = state.context;
  const title = state.matches('confirmed')
    ? m.account_email_confirm_done_title()
    : state.matches('invalid')
      ? m.account_email_confirm_invalid_title()
      : state.matches('failed')
        ? m.account_email_confirm_failed_title()
        : m.account_email_confirm_title();
  usePageTitle(title);
  const back = (
    <Button asChild alignSelf="flex-start" look={state.matches('confirmed') ? 'primary' : 'secondary'}>
      <Link to="/settings">{m.account_back_to_settings()}</Link>
    </Button>
  );
  return (
    <Stack maxW="xl" mx="auto" px={{ base: 4, md: 6 }} py="10" gap="6">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {state.hasTag('busy') ? <LoadingSpinner size="lg" label={m.account_email_confirm_working()} /> : null}
      {state.matches('confirmed') ? (
        <>
          <Box {...noticeFrame} bg="bg.success" borderColor="green.700" role="status">
            <Text>{m.account_email_confirm_done_body({ email: email ?? '' })}</Text>
          </Box>
          {back}
        </>
      ) : null}
      {state.matches('invalid') && problem ? (
        <>
          <FormProblem>{problem.message}</FormProblem>
          <Text>{m.account_email_confirm_invalid_body()}</Text>
          {back}
        </>
      ) : null}
      {state.matches('failed') && problem ? (
        <>
          <FormProblem>{problem.message}</FormProblem>
          <Button alignSelf="flex-start" onClick={() => send({ type: 'RETRY' })}>
            {m.account_try_again()}
          </Button>
        </>
      ) : null}
    </Stack>
  );
}

/** /settings/email-change/:token: the link mailed to the new address; the route asks to sign in first, then comes back here. */
export default function EmailChangePage() {
  const { token = '' } = useParams();
  // Another token is another change, not a continuation of the last one.
  return <EmailChangeConfirm key={token} token={token} />;
}
