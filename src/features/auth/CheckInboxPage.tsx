import { Heading, Link as ChakraLink, List, Stack, Text } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { usePageTitle } from '@/lib/use-page-title';
import { DevMailboxLink } from './DevMailboxLink';
import { AuthColumn, PageHeading } from './layout';
import { ResendLinkButton, ResendLinkForm } from './ResendLink';

/** After sign-up (/verify-email?email=…): the link is on its way, and what to do with it. */
export default function CheckInboxPage() {
  usePageTitle(m.auth_check_inbox_title());
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';

  return (
    <AuthColumn>
      <Stack gap="2">
        <PageHeading>{m.auth_check_inbox_title()}</PageHeading>
        <Text fontSize="lg">{email ? m.auth_check_inbox_sent_to({ email }) : m.auth_check_inbox_sent_generic()}</Text>
      </Stack>

      <Stack as="section" aria-labelledby="check-inbox-steps" gap="3">
        <Heading as="h2" id="check-inbox-steps" size="md">
          {m.auth_check_inbox_steps_heading()}
        </Heading>
        <List.Root as="ol" gap="2" ps="5">
          <List.Item>{m.auth_check_inbox_step_open()}</List.Item>
          <List.Item>{m.auth_check_inbox_step_confirm()}</List.Item>
          <List.Item>{m.auth_check_inbox_step_sign_in()}</List.Item>
        </List.Root>
      </Stack>

      <Stack as="section" aria-labelledby="check-inbox-resend" gap="3">
        <Heading as="h2" id="check-inbox-resend" size="md">
          {m.auth_check_inbox_not_received()}
        </Heading>
        {email ? (
          <ResendLinkButton email={email} label={m.auth_check_inbox_resend()} />
        ) : (
          <ResendLinkForm idPrefix="check-inbox" />
        )}
      </Stack>

      <DevMailboxLink email={email || undefined} />

      <ChakraLink asChild color="brand.fg" alignSelf="flex-start">
        <Link to="/login">{m.auth_back_to_login()}</Link>
      </ChakraLink>
    </AuthColumn>
  );
}
