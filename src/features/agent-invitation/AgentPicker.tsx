import { Box, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { countryName } from '@/lib/countries';
import { intlLocale } from '@/shared/format';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LabelledField } from '@/ui/LabelledField';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { Pagination } from '@/ui/Pagination';
import { useVerifiedAgents, type VerifiedAgent } from './api';

interface AgentPickerProps {
  /** An invitation is on its way: no second one may start. */
  busy: boolean;
  /** The agent whose invitation is on its way, when it was picked here. */
  invitingId: string | null;
  onPick: (agent: VerifiedAgent) => void;
}

/**
 * The other way to invite (beside the e-mail form): pick one of the verified agents, searched by
 * name or business name. The list never shows an address; the invitation goes by the agent's id.
 */
export function AgentPicker({ busy, invitingId, onPick }: AgentPickerProps) {
  const locale = useLocale();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const found = useVerifiedAgents(q, page);

  let results;
  if (found.isError) {
    results = <LoadProblem error={found.error} what={m.agi_pick_load_failed()} retryLabel={m.agi_retry()} onRetry={() => void found.refetch()} retrying={found.isFetching} />;
  } else if (!found.data) {
    results = <LoadingSpinner label={m.agi_pick_loading()} />;
  } else if (found.data.items.length === 0) {
    results = <EmptyState title={m.agi_pick_empty()} />;
  } else {
    results = (
      <>
        <Stack as="ul" aria-labelledby="pick-agent-heading" listStyleType="none" ps="0" gap="2">
          {found.data.items.map((agent) => (
            <HStack as="li" key={agent.id} justify="space-between" align="center" wrap="wrap" gap="3" borderWidth="1px" borderRadius="md" p="3" bg="bg.panel">
              <Box>
                <Text fontWeight="semibold">{agent.business_name}</Text>
                <Text color="fg.muted" fontSize="sm">
                  {agent.name} · {countryName(agent.country, intlLocale(locale))}
                </Text>
              </Box>
              <Button
                look="secondary"
                size="sm"
                aria-label={m.agi_pick_invite_named({ name: agent.business_name })}
                disabled={busy && invitingId !== agent.id}
                loading={invitingId === agent.id}
                onClick={() => onPick(agent)}
              >
                {m.agi_pick_invite()}
              </Button>
            </HStack>
          ))}
        </Stack>
        <Pagination page={page} hasMore={found.data.has_more} onPageChange={setPage} />
      </>
    );
  }

  return (
    <Stack as="section" aria-labelledby="pick-agent-heading" gap="3" maxW="2xl">
      <Heading as="h3" id="pick-agent-heading" size="md">
        {m.agi_pick_heading()}
      </Heading>
      <Text color="fg.muted">{m.agi_pick_intro()}</Text>
      <form
        role="search"
        aria-labelledby="pick-agent-heading"
        onSubmit={(event) => {
          event.preventDefault();
          setQ(typed.trim());
          setPage(1);
        }}
      >
        <HStack align="end" gap="3" wrap="wrap">
          <Box flex="1" minW="14rem">
            <LabelledField id="pick-agent-search" label={m.agi_pick_search_label()}>
              {(control) => <Input {...control} type="search" maxLength={100} value={typed} onChange={(e) => setTyped(e.target.value)} />}
            </LabelledField>
          </Box>
          <Button type="submit" look="secondary">
            {m.agi_pick_search()}
          </Button>
        </HStack>
      </form>
      {results}
    </Stack>
  );
}
