import { Badge, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useSession } from '@/lib/app-actors';
import { usePageTitle } from '@/lib/use-page-title';
import { roleLabel } from '@/lib/role-label';
import { Button } from '@/ui/Button';
import { ActiveSessionsSummary } from './ActiveSessionsSummary';

export default function DashboardPage() {
  usePageTitle(m.dash_title());
  const { user } = useSession();
  if (!user) return null;
  return (
    <Stack maxW="6xl" mx="auto" px={{ base: 4, md: 6 }} py="10" gap="8">
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {m.dash_greeting({ name: user.call_me_by ?? user.firstname })}
        </Heading>
        <Text color="fg.muted">
          {user.company_name ? m.dash_signed_in_as_company({ role: roleLabel(user.role), company: user.company_name }) : m.dash_signed_in_as({ role: roleLabel(user.role) })}
        </Text>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Stack as="section" aria-labelledby="dash-account" p="6" borderWidth="1px" borderRadius="lg" bg="bg.panel" gap="3">
          <Heading as="h2" id="dash-account" size="lg">
            {m.dash_account_title()}
          </Heading>
          <Text>{user.email}</Text>
          <Badge alignSelf="flex-start" colorPalette={user.email_verified ? 'green' : 'orange'} variant="subtle">
            {user.email_verified ? m.dash_email_verified() : m.dash_email_unverified()}
          </Badge>
          <Button look="secondary" alignSelf="flex-start" asChild>
            <Link to="/settings">{m.dash_account_link()}</Link>
          </Button>
        </Stack>
        <Stack as="section" aria-labelledby="dash-security" p="6" borderWidth="1px" borderRadius="lg" bg="bg.panel" gap="3">
          <Heading as="h2" id="dash-security" size="lg">
            {m.dash_security_title()}
          </Heading>
          <ActiveSessionsSummary />
          <Button look="secondary" alignSelf="flex-start" asChild>
            <Link to="/settings/security">{m.dash_security_link()}</Link>
          </Button>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
