import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { toProblem } from '@/lib/api-problem';
import { usePageTitle } from '@/lib/use-page-title';
import { JobPageSkeleton } from '@/ui/JobPageSkeleton';
import { StatusBadge } from '@/ui/StatusBadge';
import { useJob, type JobView } from './api';
import { ApplyPanel } from './ApplyPanel';
import { CompanyCard } from './CompanyCard';
import { BackLink } from '@/ui/BackLink';
import { JobFacts } from './JobFacts';
import { LoadProblem } from '@/ui/LoadProblem';
import { NotFoundNotice } from '@/ui/NotFoundNotice';
import { PageColumn } from '@/ui/PageColumn';
import { JOBS_PATH } from '@/lib/candidate-paths';
import { SkillTags } from '@/ui/SkillTags';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function JobNotFound() {
  return (
    <NotFoundNotice
      title={m.cand_job_not_found_title()}
      body={m.cand_job_not_found_body()}
      linkTo={JOBS_PATH}
      linkText={m.cand_back_to_jobs()}
    />
  );
}

function JobDetails({ job }: { job: JobView }) {
  return (
    <>
      <Stack gap="3">
        <BackLink to={JOBS_PATH}>{m.cand_back_to_jobs()}</BackLink>
        <HStack gap="3" wrap="wrap" align="center">
          <Heading as="h1" size="2xl">
            {job.title}
          </Heading>
          {job.status !== 'open' ? <StatusBadge kind="job" status={job.status} /> : null}
        </HStack>
        <Text color="fg.muted" fontSize="lg">
          {job.company_name}
        </Text>
      </Stack>
      <JobFacts job={job} withRole />
      <SkillTags skills={job.skills} label={m.cand_job_skills()} showLabel />
      <Stack as="section" aria-labelledby="job-description" gap="3">
        <Heading as="h2" id="job-description" size="lg">
          {m.cand_job_description()}
        </Heading>
        <Text whiteSpace="pre-wrap">{job.description}</Text>
      </Stack>
      <CompanyCard company={job.company} />
      <ApplyPanel job={job} />
    </>
  );
}

/** /Candidate/JobView?id=…: a job's page, open to anyone, with the way to apply for those who can. */
export default function JobViewPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const valid = UUID.test(id);
  const job = useJob(id, valid);
  const notFound = !valid || (job.isError && toProblem(job.error).code === 'NOT_FOUND');
  usePageTitle(job.data?.title ?? (notFound ? m.cand_job_not_found_title() : m.cand_job_page_title()));

  let body;
  if (notFound) body = <JobNotFound />;
  else if (job.isPending) body = <JobPageSkeleton label={m.cand_job_loading()} />;
  else if (job.isError) {
    body = (
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {m.cand_job_page_title()}
        </Heading>
        <LoadProblem retryLabel={m.cand_try_again()} error={job.error} onRetry={() => void job.refetch()} retrying={job.isFetching} />
      </Stack>
    );
  } else body = <JobDetails job={job.data} />;

  return <PageColumn maxW="4xl">{body}</PageColumn>;
}
