import { Heading, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { usePageTitle } from '@/lib/use-page-title';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionsList } from './SessionsList';
import { TwoFactorSection } from './TwoFactorSection';

/** /settings/security: the password, two-factor sign-in, and every device signed in to the account. */
export default function SecuritySettingsPage() {
  usePageTitle(m.account_security_title());
  return (
    <Stack maxW="3xl" mx="auto" px={{ base: 4, md: 6 }} py="10" gap="8">
      <Stack gap="2">
        <ChakraLink asChild color="brand.fg" textStyle="sm" alignSelf="flex-start">
          <Link to="/settings">
            <span aria-hidden="true">← </span>
            {m.account_back_to_settings()}
          </Link>
        </ChakraLink>
        <Heading as="h1" size="2xl">
          {m.account_security_title()}
        </Heading>
      </Stack>
      <ChangePasswordForm />
      <TwoFactorSection />
      <SessionsList />
    </Stack>
  );
}
