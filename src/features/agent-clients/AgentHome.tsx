import { Box, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { useAgentClients, useAgentInvitations } from './api';

/**
 * The agent's part of the dashboard home (for src/features/dashboard/DashboardPage.tsx): how many
 * invitations wait for an answer and how many clients it works for, with the way to them. Shown
 * to a verified agent (an unverified one sees the verification's home instead).
 */
export function AgentHome() {
  const invitations = useAgentInvitations();
  const clients = useAgentClients();
  const count = (list: { items: unknown[]; has_more: boolean } | undefined) => (list ? `${list.items.length}${list.has_more ? '+' : ''}` : '');
  return (
    <Box as="section" aria-labelledby="agent-home" borderWidth="1px" borderRadius="md" p={{ base: 4, md: 5 }} bg="bg.panel">
      <Stack gap="2">
        <Heading as="h2" size="lg" id="agent-home">
          {m.agc_home_title()}
        </Heading>
        {invitations.isError || clients.isError ? (
          <LoadProblem
            error={invitations.error ?? clients.error}
            what={m.agc_load_failed()}
            retryLabel={m.agc_retry()}
            onRetry={() => {
              void invitations.refetch();
              void clients.refetch();
            }}
          />
        ) : !invitations.data || !clients.data ? (
          <LoadingSpinner label={m.agc_loading()} />
        ) : (
          <>
            <Text>{m.agc_home_invitations({ count: count(invitations.data) })}</Text>
            <Text>{m.agc_home_clients({ count: count(clients.data) })}</Text>
          </>
        )}
        <ChakraLink asChild color="brand.fg" alignSelf="flex-start" fontWeight="semibold">
          <Link to="/agent/clients">{m.agc_home_link()}</Link>
        </ChakraLink>
      </Stack>
    </Box>
  );
}
