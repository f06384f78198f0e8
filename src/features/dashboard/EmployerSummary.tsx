import { Heading, HStack, Stack, VisuallyHidden } from '@chakra-ui/react';
import { Link } from 'react-router';
import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { ActivityList } from './ActivityList';
import { useEmployerDashboard } from './api';
import { CountLinks } from './CountLinks';
import { LoadProblem } from '@/ui/LoadProblem';

type Counts = components['schemas']['EmployerDashboard']['counts'];

export const POST_JOB_PATH = '/dashboard/activity/jobs/select-method';

/** Each count leads to its list, already filtered to what was counted; without counts (loading), their places. */
function groups(c: Partial<Counts> = {}) {
  return [
    {
      id: 'dash-jobs',
      title: m.dash_group_jobs(),
      items: [
        { label: m.dash_count_open_jobs(), count: c.open_jobs, to: '/dashboard/activity/jobs?status=open' },
        { label: m.dash_count_draft_jobs(), count: c.draft_jobs, to: '/dashboard/activity/jobs?status=draft' },
      ],
    },
    {
      id: 'dash-applicants',
      title: m.dash_group_applicants(),
      items: [
        { label: m.dash_count_to_review(), count: c.to_review, to: '/dashboard/activity/job-applications?status=applied' },
        { label: m.dash_count_shortlisted(), count: c.shortlisted, to: '/dashboard/activity/job-applications?status=shortlisted' },
      ],
    },
    {
      id: 'dash-interviews',
      title: m.dash_group_interviews(),
      items: [
        { label: m.dash_count_interviews_upcoming(), count: c.interviews_upcoming, to: '/dashboard/activity/interviews?status=accepted' },
        {
          label: m.dash_count_interviews_to_reschedule(),
          count: c.interviews_to_reschedule,
          to: '/dashboard/activity/interviews?status=reschedule_requested',
        },
      ],
    },
    {
      id: 'dash-offers',
      title: m.dash_group_offers_staff(),
      items: [
        { label: m.dash_count_offers_pending(), count: c.offers_pending, to: '/dashboard/activity/offers?status=pending' },
        {
          label: m.dash_count_offers_awaiting_payment(),
          count: c.offers_awaiting_payment,
          to: '/dashboard/activity/offers?status=awaiting_payment',
        },
        { label: m.dash_count_active_staff(), count: c.active_staff, to: '/dashboard/activity/staffs?status=active' },
      ],
    },
  ];
}

/** An employer's home: where each stage of hiring stands, and what candidates did lately. */
export function EmployerSummary() {
  const dashboard = useEmployerDashboard();
  if (dashboard.isError) {
    return <LoadProblem what={m.dash_load_failed()} retryLabel={m.dash_try_again()} error={dashboard.error} onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />;
  }
  const data = dashboard.data;
  const isNew = data !== undefined && data.activity.length === 0 && Object.values(data.counts).every((n) => n === 0);
  if (isNew) {
    return (
      <EmptyState
        title={m.dash_employer_empty_title()}
        description={m.dash_employer_empty_body()}
        action={
          <HStack gap="3" wrap="wrap" justify="center">
            <Button asChild>
              <Link to={POST_JOB_PATH}>{m.dash_post_job()}</Link>
            </Button>
            <Button look="secondary" asChild>
              <Link to="/employer/search">{m.dash_find_talent()}</Link>
            </Button>
          </HStack>
        }
      />
    );
  }
  return (
    <Stack gap="10">
      <CountsSummary counts={data?.counts} loading={data === undefined} />
      {data ? <ActivityList items={data.activity} side="employer" /> : null}
    </Stack>
  );
}

/**
 * Where each stage of hiring stands. While the counts load it stands in their places, the
 * same size, so that nothing below it jumps when they arrive.
 */
function CountsSummary({ counts, loading = false }: { counts?: Counts; loading?: boolean }) {
  return (
    <Stack as="section" aria-labelledby="dash-summary" gap="6" aria-busy={loading || undefined}>
      <Heading as="h2" id="dash-summary" size="lg">
        {m.dash_employer_summary_title()}
      </Heading>
      {loading ? <VisuallyHidden role="status">{m.dash_loading()}</VisuallyHidden> : null}
      {groups(counts).map((group) => (
        <Stack as="section" key={group.id} aria-labelledby={group.id} gap="3">
          <Heading as="h3" id={group.id} size="md">
            {group.title}
          </Heading>
          <CountLinks labelledBy={group.id} items={group.items} />
        </Stack>
      ))}
    </Stack>
  );
}
