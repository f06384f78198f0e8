import { Box, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { useLocale } from '@/app-state/app-actors';
import { usePageTitle } from '@/lib/use-page-title';
import { formatDate } from '@/shared/format';
import { EmptyState } from '@/ui/EmptyState';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { Pagination } from '@/ui/Pagination';
import { ToneBadge } from '@/ui/StatusBadge';
import { useAgentActions, type AgentAction } from './api';

const WHAT = {
  shortlisted: m.agi_action_shortlisted,
  proposed: m.agi_action_proposed,
  interview_scheduled: m.agi_action_interview_scheduled,
} as const;

function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function ActionItem({ action }: { action: AgentAction }) {
  const locale = useLocale();
  return (
    <Box borderWidth="1px" borderRadius="md" p="4" bg="bg.panel">
      <Stack gap="1">
        <HStack justify="space-between" align="baseline" wrap="wrap" gap="2">
          <Text fontWeight="semibold">{WHAT[action.kind]({ agent: action.agent.name, candidate: action.candidate_name })}</Text>
          <ToneBadge tone="purple">{m.agi_by_agent()}</ToneBadge>
        </HStack>
        <Text color="fg.muted">{m.agi_action_job({ job: action.job.title, date: formatDate(action.created_at, locale) })}</Text>
        <ChakraLink asChild color="brand.fg" alignSelf="flex-start">
          <Link to={`/dashboard/activity/jobs/${action.job.id}`}>{m.agi_action_open_job({ job: action.job.title })}</Link>
        </ChakraLink>
      </Stack>
    </Box>
  );
}

function Actions({ page }: { page: number }) {
  const [, setParams] = useSearchParams();
  const actions = useAgentActions(page);
  if (actions.isError) {
    return <LoadProblem error={actions.error} what={m.agi_activity_load_failed()} retryLabel={m.agi_retry()} onRetry={() => void actions.refetch()} retrying={actions.isFetching} />;
  }
  if (!actions.data) return <LoadingSpinner label={m.agi_loading()} />;
  if (actions.data.items.length === 0 && page === 1) return <EmptyState title={m.agi_activity_empty()} description={m.agi_activity_empty_hint()} />;
  return (
    <>
      <Stack as="ul" aria-label={m.agi_activity_list()} listStyleType="none" ps="0" gap="3">
        {actions.data.items.map((action) => (
          <li key={action.id}>
            <ActionItem action={action} />
          </li>
        ))}
      </Stack>
      <Pagination page={page} hasMore={actions.data.has_more} onPageChange={(next) => setParams(next <= 1 ? {} : { page: String(next) })} />
    </>
  );
}

/** /dashboard/activity/partners: what the employer's agents did in its pipeline, each marked as done by the agent. */
export default function AgentActivityPage() {
  usePageTitle(m.agi_activity_title());
  const [params] = useSearchParams();
  return (
    <PageColumn maxW="3xl">
      <RoleGate role="employer" title={m.agi_activity_title()} otherRoleReason={m.agi_employer_only()}>
        <PageHeader title={m.agi_activity_title()} description={m.agi_activity_intro()} link={{ to: '/settings/partners', label: m.agi_manage_agent() }} />
        <Actions page={pageFromParams(params)} />
      </RoleGate>
    </PageColumn>
  );
}
