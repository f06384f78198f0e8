import { Badge, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { Button } from '@/ui/Button';
import { ActiveSessionsSummary } from './ActiveSessionsSummary';

type User = components['schemas']['User'];

/** The account and its security: for every role, below whatever the role's home shows. */
export function AccountCards({ user }: { user: User }) {
  return (
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
        {user.role === 'employer' ? (
          <Button look="secondary" alignSelf="flex-start" asChild>
            <Link to="/settings/company">{m.company_settings_link()}</Link>
          </Button>
        ) : null}
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
  );
}
