import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useSession } from '@/app-state/app-actors';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { useVerifyEmail } from './flows';
import { AuthColumn, Notice, PageHeading, useFocusWhen } from './layout';
import { ResendLinkForm } from './ResendLink';

function VerifyEmail({ token }: { token: string }) {
  const [state, send] = useVerifyEmail(token);
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const settled = !state.matches('verifying');
  const headingRef = useFocusWhen<HTMLHeadingElement>(settled && state.value);

  const title = state.matches('verified')
    ? m.auth_verify_done_title()
    : state.matches('invalid')
      ? m.auth_link_invalid_title()
      : state.matches('failed')
        ? m.auth_verify_failed_title()
        : m.auth_verify_title();
  usePageTitle(title);

  return (
    <AuthColumn>
      <PageHeading ref={headingRef}>{title}</PageHeading>

      {state.matches('verifying') ? <LoadingSpinner size="lg" label={m.auth_verify_verifying()} /> : null}

      {state.matches('verified') ? (
        <Stack gap="5">
          <Notice tone="success">
            {signedIn
              ? m.auth_verify_done_body_signed_in({ email: state.context.email ?? '' })
              : m.auth_verify_done_body({ email: state.context.email ?? '' })}
          </Notice>
          <Button asChild alignSelf="flex-start">
            {signedIn ? <Link to="/dashboard">{m.auth_go_dashboard()}</Link> : <Link to="/login">{m.auth_sign_in_link()}</Link>}
          </Button>
        </Stack>
      ) : null}

      {state.matches('invalid') ? (
        <Stack gap="5">
          <Text>{m.auth_verify_invalid_body()}</Text>
          <ResendLinkForm idPrefix="verify-resend" />
          <Text>
            <ChakraLink asChild color="brand.fg">
              <Link to="/login">{m.auth_verify_already_confirmed()}</Link>
            </ChakraLink>
          </Text>
        </Stack>
      ) : null}

      {state.matches('failed') && state.context.problem ? (
        <Stack gap="4">
          <FormProblem tabIndex={-1}>{state.context.problem.message}</FormProblem>
          <Button alignSelf="flex-start" onClick={() => send({ type: 'RETRY' })}>
            {m.auth_try_again()}
          </Button>
        </Stack>
      ) : null}
    </AuthColumn>
  );
}

/** /verify-email/:id — the link from the confirmation e-mail; confirms on arrival. */
export default function VerifyEmailPage() {
  const { id = '' } = useParams();
  // A new token is a new verification, not a continuation of the last one.
  return <VerifyEmail key={id} token={id} />;
}
