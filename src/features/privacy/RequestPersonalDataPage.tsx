import { Alert, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useSession } from '@/app-state/app-actors';
import { useMetaDescription } from '@/lib/use-page-meta';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { FormProblem } from '@/ui/FormProblem';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { PageColumn } from '@/ui/PageColumn';
import { SignInFirst } from './SignInFirst';
import { usePersonalDataExport } from './flows';

function ExportButton({ email }: { email: string }) {
  const [state, send] = usePersonalDataExport();
  return (
    <Stack gap="4" align="flex-start">
      {state.matches('failed') && state.context.problem ? (
        <FormProblem>{state.context.problem.message}</FormProblem>
      ) : null}
      {state.matches('succeeded') ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Description>{m.privacyform_export_done({ email })}</Alert.Description>
        </Alert.Root>
      ) : null}
      <Button look="primary" loading={state.matches('submitting')} onClick={() => send({ type: 'SUBMIT', values: {} })}>
        {m.privacyform_export_button()}
      </Button>
    </Stack>
  );
}

/** `/Request-Personal-Data`: what the export holds and never holds; signed in, the file itself. */
export default function RequestPersonalDataPage() {
  usePageTitle(m.privacyform_export_title());
  useMetaDescription(m.privacyform_export_description());
  const { status, user } = useSession();
  return (
    <PageColumn maxW="3xl" gap="6">
      <Stack gap="3">
        <Heading as="h1" size="2xl">
          {m.privacyform_export_title()}
        </Heading>
        <Text>{m.privacyform_export_intro()}</Text>
        <ChakraLink asChild color="brand.fg" alignSelf="flex-start">
          <Link to="/Privacy-Policy">{m.privacyform_policy_link()}</Link>
        </ChakraLink>
      </Stack>
      {status === 'authenticated' && user ? (
        <ExportButton email={user.email} />
      ) : status === 'anonymous' ? (
        <SignInFirst why={m.privacyform_export_visitor()} returnTo="/Request-Personal-Data" />
      ) : (
        <LoadingSpinner />
      )}
    </PageColumn>
  );
}
