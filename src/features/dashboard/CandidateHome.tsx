import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { ActivityList } from './ActivityList';
import { useCandidateDashboard } from './api';
import { CountLinks } from './CountLinks';
import { LoadProblem } from '@/ui/LoadProblem';

/** Employers only find complete profiles, so an incomplete one is the first thing to fix. */
function CompleteProfileBanner() {
  return (
    <Box
      as="section"
      aria-labelledby="dash-profile"
      p="5"
      borderWidth="1px"
      borderColor="brand.solid"
      borderInlineStartWidth="4px"
      borderRadius="lg"
      bg="brand.subtle"
    >
      <Stack gap="2" align="flex-start">
        <Heading as="h2" id="dash-profile" size="md">
          {m.dash_profile_incomplete_title()}
        </Heading>
        <Text>{m.dash_profile_incomplete_body()}</Text>
        <Button asChild size="sm">
          <Link to="/profile">{m.dash_profile_complete_link()}</Link>
        </Button>
      </Stack>
    </Box>
  );
}

/** A candidate's home: what waits for an answer first, then how applications stand and the latest news. */
export function CandidateHome() {
  const dashboard = useCandidateDashboard();
  if (dashboard.isPending) return <LoadingSpinner label={m.dash_loading()} />;
  if (dashboard.isError) {
    return <LoadProblem what={m.dash_load_failed()} retryLabel={m.dash_try_again()} error={dashboard.error} onRetry={() => void dashboard.refetch()} retrying={dashboard.isFetching} />;
  }
  const { counts, profile_complete, activity } = dashboard.data;
  const toAnswer = [
    { label: m.dash_count_invitations(), count: counts.invitations, to: '/dashboard/candidate/applied-jobs?status=invited' },
    { label: m.dash_count_interviews_to_answer(), count: counts.interviews_to_answer, to: '/dashboard/candidate/job-interviews?status=proposed' },
    { label: m.dash_count_offers_to_answer(), count: counts.offers_to_answer, to: '/dashboard/candidate/job-offers?status=pending' },
  ].filter((item) => item.count > 0);
  const inProgress = [
    { label: m.dash_count_active_applications(), count: counts.active_applications, to: '/dashboard/candidate/applied-jobs' },
    {
      label: m.dash_count_candidate_interviews_upcoming(),
      count: counts.interviews_upcoming,
      to: '/dashboard/candidate/job-interviews?status=accepted',
    },
  ];
  return (
    <Stack gap="10">
      {!profile_complete && <CompleteProfileBanner />}
      <Stack as="section" aria-labelledby="dash-todo" gap="4">
        <Heading as="h2" id="dash-todo" size="lg">
          {m.dash_candidate_todo_title()}
        </Heading>
        {toAnswer.length === 0 ? (
          <Text color="fg.muted">{m.dash_candidate_todo_none()}</Text>
        ) : (
          <CountLinks labelledBy="dash-todo" items={toAnswer} />
        )}
      </Stack>
      <Stack as="section" aria-labelledby="dash-progress" gap="4">
        <Heading as="h2" id="dash-progress" size="lg">
          {m.dash_candidate_progress_title()}
        </Heading>
        <CountLinks labelledBy="dash-progress" items={inProgress} />
      </Stack>
      <ActivityList items={activity} side="candidate" />
    </Stack>
  );
}
