import { Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { nextStep } from '@/shared/onboarding';
import { Button } from '@/ui/Button';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { ProgressBar } from '@/ui/ProgressBar';
import { useOnboarding, type OnboardingChecklist } from './api';
import { ChecklistStepCard } from './ChecklistStepCard';

function Checklist({ checklist }: { checklist: OnboardingChecklist }) {
  const total = checklist.steps.length;
  const done = checklist.steps.filter((s) => s.state === 'done').length;
  const progress = m.onbh_progress({ done, total });
  const next = nextStep(checklist.steps);
  return (
    <Stack gap="6">
      <Stack gap="2">
        <ProgressBar label={m.onbh_page_title()} value={done} max={total} valueText={progress} />
        <Text fontWeight="semibold">{progress}</Text>
      </Stack>
      {checklist.ready_to_start ? (
        <Stack gap="2" p="4" borderRadius="lg" bg="green.subtle" role="status" align="start">
          <Heading as="h2" size="md">
            {m.onbh_ready_title()}
          </Heading>
          <Text>{m.onbh_ready_body()}</Text>
          <Button look="secondary" size="sm" asChild>
            <Link to="/Candidate/ActiveJob">{m.onbh_ready_go_to_job()}</Link>
          </Button>
        </Stack>
      ) : (
        <Stack gap="1">
          <Heading as="h2" size="md">
            {m.onbh_waiting_title()}
          </Heading>
          <Text color="fg.muted">{m.onbh_waiting_body()}</Text>
        </Stack>
      )}
      {next ? (
        <Stack as="section" gap="3" aria-labelledby="onboarding-next">
          <Heading as="h2" size="lg" id="onboarding-next">
            {m.onbh_next_step()}
          </Heading>
          <ChecklistStepCard step={next} emphasis />
        </Stack>
      ) : null}
      <Stack as="section" gap="3" aria-labelledby="onboarding-all">
        <Heading as="h2" size="lg" id="onboarding-all">
          {m.onbh_all_steps()}
        </Heading>
        {checklist.steps.map((step) => (
          <ChecklistStepCard key={step.step} step={step} />
        ))}
      </Stack>
    </Stack>
  );
}

/** The signed-in candidate's onboarding: progress, the next step first, then every step. */
export function OnboardingProgress() {
  const checklist = useOnboarding();
  if (checklist.isPending) return <LoadingSpinner size="lg" label={m.onbh_loading()} />;
  if (checklist.isError) {
    return (
      <LoadProblem error={checklist.error} what={m.onbh_load_error()} retryLabel={m.onbh_try_again()} onRetry={() => void checklist.refetch()} retrying={checklist.isFetching} />
    );
  }
  return <Checklist checklist={checklist.data} />;
}
