import { HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { PageHeader } from '@/ui/PageHeader';
import { ToneBadge } from '@/ui/StatusBadge';
import { useMyVetting } from './api';
import { STATUS } from './words';

const WHERE: Record<'answering' | 'in_review' | 'needs_changes', () => string> = {
  answering: m.vet_not_yet_answering,
  in_review: m.vet_not_yet_in_review,
  needs_changes: m.vet_not_yet_needs_changes,
};

function Outcome() {
  const vetting = useMyVetting();
  if (vetting.isPending) return <LoadingSpinner size="lg" label={m.vet_loading()} />;
  if (vetting.isError) return <LoadProblem error={vetting.error} what={m.vet_load_failed()} retryLabel={m.vet_retry()} onRetry={() => void vetting.refetch()} retrying={vetting.isFetching} />;
  const { status } = vetting.data;
  const badge = <ToneBadge tone={STATUS[status].tone}>{STATUS[status].label()}</ToneBadge>;
  if (status === 'vetted') {
    return (
      <Stack gap="4" align="start">
        <PageHeader title={m.vet_done_title()} />
        {badge}
        <Text>{m.vet_vetted_body()}</Text>
        <Button asChild>
          <Link to="/profile">{m.vet_see_profile()}</Link>
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="4" align="start">
      <PageHeader title={m.vet_not_yet_title()} />
      <HStack>{badge}</HStack>
      <Text>{WHERE[status]()}</Text>
      <Button asChild>
        <Link to="/candidate/vetting">{m.vet_go_to_vetting()}</Link>
      </Button>
    </Stack>
  );
}

/** /vetting-complete: the candidate's confirmation once vetted, or where they stand and the way to /candidate/vetting. */
export default function VettingCompletePage() {
  usePageTitle(m.vet_done_description());
  return (
    <PageColumn>
      <RoleGate role="candidate" title={m.vet_title()} otherRoleReason={m.vet_candidate_only()}>
        <Outcome />
      </RoleGate>
    </PageColumn>
  );
}
