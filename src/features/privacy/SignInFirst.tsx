import { Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { Button } from '@/ui/Button';

/** For a visitor: sign in (and come back here), or use the inquiry that needs no account. */
export function SignInFirst({ why, returnTo }: { why: string; returnTo: string }) {
  return (
    <Stack gap="4">
      <Text>{why}</Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button look="primary" asChild>
          <Link to="/login" state={{ from: { pathname: returnTo } }}>
            {m.privacyform_sign_in()}
          </Link>
        </Button>
        <Button look="secondary" asChild>
          <Link to="/Privacy-Inquiry-Without-Account">{m.privacyform_without_account_link()}</Link>
        </Button>
      </Stack>
    </Stack>
  );
}
