import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useDevMailbox } from './api';

/** Only where the server keeps mail in its outbox (no SMTP): a way to read it. */
export function DevMailboxLink({ email }: { email?: string }) {
  const mailbox = useDevMailbox(email);
  if (!mailbox.isSuccess) return null;
  const search = email ? `?${new URLSearchParams({ to: email })}` : '';
  return (
    <Stack gap="1" p="4" borderWidth="1px" borderStyle="dashed" borderRadius="l2" bg="bg.subtle">
      <Text textStyle="sm" color="fg.muted">
        {m.auth_dev_mailbox_note()}
      </Text>
      <ChakraLink asChild fontWeight="semibold" color="brand.fg">
        <Link to={`/dev/mailbox${search}`}>{m.auth_dev_mailbox_link()}</Link>
      </ChakraLink>
    </Stack>
  );
}
