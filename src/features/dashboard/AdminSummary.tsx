import { Heading, Stack } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { useGrantApplicationsWaiting, WAITING_PAGE_SIZE } from './api';
import { CountLinks } from './CountLinks';

export const GRANT_REVIEW_PATH = '/admin/grant-applications';

/** An administrator's home: what is waiting for a decision, each count a link to its queue. */
export function AdminSummary() {
  const waiting = useGrantApplicationsWaiting();
  if (waiting.isPending) return <LoadingSpinner label={m.dash_loading()} />;
  if (waiting.isError) {
    return <LoadProblem what={m.dash_load_failed()} retryLabel={m.dash_try_again()} error={waiting.error} onRetry={() => void waiting.refetch()} retrying={waiting.isFetching} />;
  }
  const { items, has_more } = waiting.data;
  return (
    <Stack as="section" aria-labelledby="dash-admin" gap="4">
      <Heading as="h2" id="dash-admin" size="lg">
        {m.dash_admin_summary_title()}
      </Heading>
      <CountLinks
        labelledBy="dash-admin"
        // The queue is read a page at a time; past one full page, "100+" is the honest count.
        items={[{ label: m.dash_count_grant_applications(), count: items.length, more: has_more && items.length === WAITING_PAGE_SIZE, to: `${GRANT_REVIEW_PATH}?status=submitted` }]}
      />
    </Stack>
  );
}
