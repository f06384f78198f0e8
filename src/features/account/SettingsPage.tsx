import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale, useSession } from '@/app-state/app-actors';
import { roleLabel } from '@/lib/role-label';
import { usePageTitle } from '@/lib/use-page-title';
import { LANGUAGES } from '@/shared/languages';
import { formatLongDate } from '@/shared/format';
import { Button } from '@/ui/Button';
import { FactList } from '@/ui/FactList';
import { DeleteAccountSection } from './DeleteAccountSection';
import { DetailsSection } from './DetailsSection';
import { EmailChangeSection } from './EmailChangeSection';
import { MailPreferencesSection } from './MailPreferencesSection';

/** /settings: the account, its details and address to edit, the mails it gets, and the ways to security and (for employers) billing. */
export default function SettingsPage() {
  usePageTitle(m.account_settings_title());
  const { user } = useSession();
  const locale = useLocale();
  if (!user) return null; // RequireAuth renders this page only with a user

  const language = LANGUAGES.find((entry) => entry.locale === user.locale);
  // The name, company and address are edited in their own sections below.
  const rows: Array<{ label: string; value: ReactNode }> = [
    {
      label: m.account_field_role(),
      // The role labels are written for the middle of a sentence; here one stands alone.
      value: (
        <Text as="span" display="inline-block" css={{ '&::first-letter': { textTransform: 'uppercase' } }}>
          {roleLabel(user.role)}
        </Text>
      ),
    },
    {
      label: m.account_field_language(),
      value: language ? <span lang={language.locale}>{language.text}</span> : user.locale,
    },
    { label: m.account_field_member_since(), value: formatLongDate(user.created_at, locale) },
  ];

  return (
    <Stack maxW="3xl" mx="auto" px={{ base: 4, md: 6 }} py="10" gap="8">
      <Heading as="h1" size="2xl">
        {m.account_settings_title()}
      </Heading>

      <Stack as="section" aria-labelledby="account-overview" gap="4" p="6" borderWidth="1px" borderRadius="lg" bg="bg.panel">
        <Heading as="h2" id="account-overview" size="lg">
          {m.account_overview_heading()}
        </Heading>
        <FactList facts={rows} gap="4" />
      </Stack>

      <DetailsSection />
      <EmailChangeSection user={user} />
      <MailPreferencesSection />

      <Stack as="section" aria-labelledby="account-security" gap="3" p="6" borderWidth="1px" borderRadius="lg" bg="bg.panel">
        <Heading as="h2" id="account-security" size="lg">
          {m.account_security_heading()}
        </Heading>
        <Text color="fg.muted">{m.account_security_summary()}</Text>
        <Box>
          <Button look="secondary" asChild>
            <Link to="/settings/security">{m.account_security_link()}</Link>
          </Button>
        </Box>
      </Stack>

      {user.role === 'employer' ? (
        <Stack as="section" aria-labelledby="account-company" gap="3" p="6" borderWidth="1px" borderRadius="lg" bg="bg.panel">
          <Heading as="h2" id="account-company" size="lg">
            {m.company_page_title()}
          </Heading>
          <Text color="fg.muted">{m.company_settings_summary()}</Text>
          <Box>
            <Button look="secondary" asChild>
              <Link to="/settings/company">{m.company_settings_link()}</Link>
            </Button>
          </Box>
        </Stack>
      ) : null}

      {user.role === 'employer' ? (
        <Stack as="section" aria-labelledby="account-billing" gap="3" p="6" borderWidth="1px" borderRadius="lg" bg="bg.panel">
          <Heading as="h2" id="account-billing" size="lg">
            {m.billing_title()}
          </Heading>
          <Text color="fg.muted">{m.billing_settings_summary()}</Text>
          <Box>
            <Button look="secondary" asChild>
              <Link to="/settings/billing">{m.billing_settings_link()}</Link>
            </Button>
          </Box>
        </Stack>
      ) : null}

      <DeleteAccountSection />
    </Stack>
  );
}
