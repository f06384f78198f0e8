import { Box, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { VerifiedPartnerGate } from '@/app-state/VerifiedPartnerGate';
import { useLocale } from '@/app-state/app-actors';
import { usePageTitle } from '@/lib/use-page-title';
import { formatDate } from '@/shared/format';
import { MessageButton } from '@/messaging/MessageButton';
import { EmptyState } from '@/ui/EmptyState';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { Pagination } from '@/ui/Pagination';
import { useAgentClients, useAgentInvitations, type AgentClient } from './api';
import { InvitationItem } from './InvitationItem';
import { pageFromParams } from './page-params';

function Invitations() {
  const invitations = useAgentInvitations();
  let body;
  if (invitations.isError) {
    body = <LoadProblem error={invitations.error} what={m.agc_invitations_load_failed()} retryLabel={m.agc_retry()} onRetry={() => void invitations.refetch()} retrying={invitations.isFetching} />;
  } else if (!invitations.data) body = <LoadingSpinner label={m.agc_loading()} />;
  else if (invitations.data.items.length === 0) body = <Text color="fg.muted">{m.agc_no_invitations()}</Text>;
  else {
    body = (
      <Stack as="ul" aria-label={m.agc_invitations_list()} listStyleType="none" ps="0" gap="3">
        {invitations.data.items.map((invitation) => (
          <li key={invitation.id}>
            <InvitationItem invitation={invitation} />
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <Stack as="section" aria-labelledby="agent-invitations" gap="3">
      <Heading as="h2" size="lg" id="agent-invitations">
        {m.agc_invitations()}
      </Heading>
      {body}
    </Stack>
  );
}

function ClientItem({ client }: { client: AgentClient }) {
  const locale = useLocale();
  const company = client.employer.company_name;
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="bg.panel">
      <Stack gap="1">
        <Heading as="h3" size="md">
          {company}
        </Heading>
        <Text color="fg.muted">
          {client.employer.contact_name} · {m.agc_client_since({ date: formatDate(client.since, locale) })}
        </Text>
        <Text>
          {m.agc_open_jobs({ count: client.open_jobs })} · {m.agc_actions_done({ count: client.actions })}
        </Text>
        <HStack gap="4" wrap="wrap">
          <ChakraLink asChild color="brand.fg" fontWeight="semibold">
            <Link to={`/agent/clients/${client.employer.id}`}>{m.agc_open_client({ company })}</Link>
          </ChakraLink>
          <MessageButton about="client" subjectId={client.employer.id} name={company} />
        </HStack>
      </Stack>
    </Box>
  );
}

function Clients({ page }: { page: number }) {
  const [, setParams] = useSearchParams();
  const clients = useAgentClients(page);
  let body;
  if (clients.isError) {
    body = <LoadProblem error={clients.error} what={m.agc_load_failed()} retryLabel={m.agc_retry()} onRetry={() => void clients.refetch()} retrying={clients.isFetching} />;
  } else if (!clients.data) body = <LoadingSpinner label={m.agc_loading()} />;
  else if (clients.data.items.length === 0 && page === 1) body = <EmptyState title={m.agc_no_clients()} description={m.agc_no_clients_hint()} />;
  else {
    body = (
      <>
        <Stack as="ul" aria-label={m.agc_clients()} listStyleType="none" ps="0" gap="3">
          {clients.data.items.map((client) => (
            <li key={client.employer.id}>
              <ClientItem client={client} />
            </li>
          ))}
        </Stack>
        <Pagination page={page} hasMore={clients.data.has_more} onPageChange={(next) => setParams(next <= 1 ? {} : { page: String(next) })} />
      </>
    );
  }
  return (
    <Stack as="section" aria-labelledby="agent-clients" gap="3">
      <Heading as="h2" size="lg" id="agent-clients">
        {m.agc_clients()}
      </Heading>
      {body}
    </Stack>
  );
}

/** /agent/clients: the invitations an agent answers, and the employers it works for. */
export default function AgentClientsPage() {
  usePageTitle(m.agc_title());
  const [params] = useSearchParams();
  return (
    <PageColumn maxW="3xl">
      <RoleGate role="agent" title={m.agc_title()} otherRoleReason={m.agc_agent_only()}>
        <PageHeader title={m.agc_title()} description={m.agc_intro()} />
        <VerifiedPartnerGate>
          <Invitations />
          <Clients page={pageFromParams(params)} />
        </VerifiedPartnerGate>
      </RoleGate>
    </PageColumn>
  );
}
