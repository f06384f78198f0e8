import { Box, chakra, Heading, HStack, Link as ChakraLink, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { limits } from '@/generated/limits';
import { useLocale } from '@/app-state/app-actors';
import { hireTypeLabel, payLabel, type ApplicationStatus } from '@/lib/labels';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { ChoiceGroup } from '@/ui/ChoiceGroup';
import { EmptyState } from '@/ui/EmptyState';
import { FormProblem } from '@/ui/FormProblem';
import { LabelledField } from '@/ui/LabelledField';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { StatusBadge } from '@/ui/StatusBadge';
import { useCandidateProfile, useOpenJobs, type CandidateProfileView, type EmployerJob } from './api';
import { fullName } from './candidate-facts';
import { useCandidateId } from './candidate-id';
import { CandidateNotFound, candidateMissing } from './CandidateNotFound';
import { useJobInvitation } from './flows';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { RoleGate } from '@/app-state/RoleGate';
import { candidateProfilePath, employerJobPath, POST_JOB_PATH, SEARCH_PATH } from './paths';

const MESSAGE_MAX = limits.InviteToJobRequest.message.maxLength;

/** /InviteJob?candidate=<id>: an employer invites a candidate to apply to one of its open jobs. */
export default function InviteJobPage() {
  return (
    <RoleGate role="employer" title={m.talent_invite_title()} otherRoleReason={m.talent_invite_employers_only()} signInReason={m.talent_invite_sign_in()}>
      <InviteToJob />
    </RoleGate>
  );
}

function InviteToJob() {
  const id = useCandidateId('candidate');
  const profile = useCandidateProfile(id ?? '', id !== null);
  const jobs = useOpenJobs(id !== null);
  usePageTitle(profile.data ? m.talent_invite_heading({ name: fullName(profile.data) }) : m.talent_invite_title());

  if (candidateMissing(id, profile)) return <CandidateNotFound body={m.talent_invite_not_found_body()} />;
  if (profile.isPending || jobs.isPending) {
    return (
      <PageColumn align="center">
        <LoadingSpinner size="lg" label={m.talent_invite_loading()} />
      </PageColumn>
    );
  }
  if (profile.isError || jobs.isError) {
    return (
      <PageColumn>
        <Heading as="h1" size="2xl">
          {m.talent_invite_title()}
        </Heading>
        {profile.isError ? (
          <LoadProblem retryLabel={m.talent_try_again()} what={m.talent_profile_failed()} error={profile.error} onRetry={() => void profile.refetch()} />
        ) : (
          <LoadProblem retryLabel={m.talent_try_again()} what={m.talent_invite_jobs_failed()} error={jobs.error} onRetry={() => void jobs.refetch()} />
        )}
      </PageColumn>
    );
  }

  const candidate = profile.data;
  const openJobs = jobs.data.pages.flatMap((page) => page.jobs);
  return (
    <PageColumn maxW="3xl">
      <Stack gap="2">
        <ChakraLink asChild color="brand.fg" textStyle="sm" alignSelf="flex-start">
          <Link to={candidateProfilePath(candidate.id)}>
            <span aria-hidden="true">← </span>
            {m.talent_back_to_profile({ name: fullName(candidate) })}
          </Link>
        </ChakraLink>
        <Heading as="h1" size="2xl">
          {m.talent_invite_heading({ name: fullName(candidate) })}
        </Heading>
        <Text color="fg.muted">{m.talent_invite_intro({ name: candidate.firstname })}</Text>
      </Stack>
      {openJobs.length === 0 ? (
        <EmptyState
          title={m.talent_invite_no_jobs_title()}
          description={m.talent_invite_no_jobs_body({ name: candidate.firstname })}
          action={
            <Button asChild>
              <Link to={POST_JOB_PATH}>{m.talent_post_job()}</Link>
            </Button>
          }
        />
      ) : (
        <InviteForm
          candidate={candidate}
          jobs={openJobs}
          moreJobs={jobs.hasNextPage ? { load: () => void jobs.fetchNextPage(), loading: jobs.isFetchingNextPage } : undefined}
        />
      )}
    </PageColumn>
  );
}

interface InviteFormProps {
  candidate: CandidateProfileView;
  jobs: EmployerJob[];
  moreJobs?: { load: () => void; loading: boolean };
}

function InviteForm({ candidate, jobs, moreJobs }: InviteFormProps) {
  const locale = useLocale();
  const name = fullName(candidate);
  const [message, setMessage] = useState('');
  const [choiceError, setChoiceError] = useState<string>();
  const standing = new Map<string, ApplicationStatus>(candidate.applications.map((a) => [a.job.id, a.status]));

  const [state, send] = useJobInvitation(name);
  const { jobId, problem } = state.context;

  if (state.matches('sent')) {
    const job = jobs.find((j) => j.id === state.context.values?.job_id);
    return (
      <Stack role="status" gap="4" p="6" borderWidth="1px" borderRadius="lg" bg="bg.panel">
        <Heading as="h2" size="lg">
          {m.talent_invite_sent_title()}
        </Heading>
        <Text>{m.talent_invite_sent_body({ name: candidate.firstname, job: job?.title ?? '' })}</Text>
        <HStack gap="3" flexWrap="wrap">
          {job ? (
            <Button asChild>
              <Link to={employerJobPath(job.id)}>{m.talent_invite_open_job()}</Link>
            </Button>
          ) : null}
          <Button look="secondary" asChild>
            <Link to={SEARCH_PATH}>{m.talent_invite_find_more()}</Link>
          </Button>
        </HStack>
      </Stack>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!jobId) {
      setChoiceError(m.talent_invite_choose_job());
      document.querySelector<HTMLInputElement>('input[name="invite-job"]:not(:disabled)')?.focus();
      return;
    }
    setChoiceError(undefined);
    const text = message.trim();
    send({ type: 'SUBMIT', values: { candidateId: candidate.id, job_id: jobId, ...(text ? { message: text } : {}) } });
  };

  return (
    <chakra.form noValidate onSubmit={submit} display="flex" flexDirection="column" gap="6">
      {candidate.engaged ? (
        <Box bg="brand.subtle" borderWidth="1px" borderColor="brand.700" borderInlineStartWidth="4px" borderRadius="l2" px="4" py="3">
          {m.talent_invite_engaged_note({ name: candidate.firstname })}
        </Box>
      ) : null}
      {state.matches('failed') && problem ? (
        <FormProblem>{problem.message}</FormProblem>
      ) : null}
      <ChoiceGroup
        legend={m.talent_invite_which_job()}
        name="invite-job"
        required
        choices={jobs.map((job) => {
          const status = standing.get(job.id);
          return {
            value: job.id,
            label: job.title,
            description: (
              <Stack gap="1">
                <Text>
                  {hireTypeLabel(job.hire_type)} · {payLabel(job.pay_cents, job.hire_type, locale)}
                </Text>
                {status ? (
                  <HStack gap="2" color="fg">
                    <Text>{m.talent_invite_already_on_job()}</Text>
                    <StatusBadge kind="application" status={status} />
                  </HStack>
                ) : null}
              </Stack>
            ),
            disabled: status !== undefined,
          };
        })}
        value={jobId || null}
        onChange={(chosen) => send({ type: 'CHOOSE', jobId: chosen })}
        error={choiceError}
      >
        {moreJobs ? (
          <Button look="ghost" mt="3" onClick={moreJobs.load} loading={moreJobs.loading}>
            {m.talent_invite_more_jobs()}
          </Button>
        ) : null}
      </ChoiceGroup>
      <LabelledField id="invite-message" label={m.talent_invite_message()} hint={m.talent_invite_message_hint({ name: candidate.firstname, max: MESSAGE_MAX })}>
        {(control) => <Textarea {...control} value={message} onChange={(e) => setMessage(e.target.value)} maxLength={MESSAGE_MAX} rows={5} />}
      </LabelledField>
      <Button type="submit" alignSelf="flex-start" loading={state.matches('sending')}>
        {m.talent_invite_submit()}
      </Button>
    </chakra.form>
  );
}
