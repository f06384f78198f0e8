import { Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { isApiProblem } from '@/lib/api-problem';
import { APPLICATION_STATUSES } from '@/lib/labels';
import { usePageTitle } from '@/lib/use-page-title';
import { EmptyState } from '@/ui/EmptyState';
import { PageHeader } from '@/ui/PageHeader';
import { StatusFilter } from '@/ui/StatusFilter';
import { RoleGate } from '@/app-state/RoleGate';
import { useEmployerJob } from './api';
import { ApplicantList } from './ApplicantList';
import { ListFilters } from './ListFilters';
import { useListParams } from './list-params';
import { stageChoices } from './stage-choices';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function JobNotFound() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {m.hiring_job_not_found()}
      </Heading>
      <Text>{m.hiring_job_not_found_body()}</Text>
      <ChakraLink asChild color="brand.fg" alignSelf="flex-start">
        <Link to="/dashboard/activity/jobs">{m.hiring_go_to_jobs()}</Link>
      </ChakraLink>
    </Stack>
  );
}

function MalformedJobId() {
  usePageTitle(m.hiring_job_not_found());
  return <JobNotFound />;
}

function Applicants({ jobId, header }: { jobId: string; header?: ReactNode }) {
  const job = useEmployerJob(jobId);
  const list = useListParams(APPLICATION_STATUSES);
  const notFound = job.isError && isApiProblem(job.error) && job.error.code === 'NOT_FOUND';
  usePageTitle(notFound ? m.hiring_job_not_found() : (job.data?.title ?? m.hiring_manage_title()));
  if (notFound) return <JobNotFound />;
  return (
    <Stack gap="6">
      {/* The job itself is drawn above by whoever composes this page, and carries the h1. */}
      {header ?? <PageHeader title={job.data?.title ?? m.hiring_manage_title()} description={m.hiring_manage_intro()} />}
      <Stack as="section" aria-labelledby="job-applicants" gap="4">
        <Heading as="h2" id="job-applicants" size="lg">
          {m.hiring_manage_applicants()}
        </Heading>
        <StatusFilter label={m.hiring_tabs_label()} choices={stageChoices(job.data?.applicants)} current={list.status} />
        <ListFilters idPrefix="job-applicants" label={m.hiring_applicants_filters()} list={list} />
        <ApplicantList
          query={{ ...list.query, job_id: jobId }}
          onPageChange={list.setPage}
          showJob={false}
          headingLevel="h3"
          // The job filter is this page itself, so only the status tab and the words count.
          filtered={Boolean(list.status || list.q)}
          empty={<EmptyState title={m.hiring_job_no_applicants()} description={m.hiring_job_no_applicants_hint()} />}
        />
      </Stack>
    </Stack>
  );
}

export interface ManageJobPageProps {
  /** The job's own panel (details, publish, close), drawn at the top of the page. */
  header?: ReactNode;
}

/** /dashboard/activity/jobs/:id: one job's applicants by stage, with what can be done for each. */
export default function ManageJobPage({ header }: ManageJobPageProps) {
  const { id = '' } = useParams();
  return (
    <RoleGate role="employer" title={m.hiring_employers_only_title()} otherRoleReason={m.hiring_employers_only_body()}>
      <Stack maxW="5xl" mx="auto" px={{ base: 4, md: 6 }} py="10" gap="6">
        {UUID.test(id) ? <Applicants key={id} jobId={id} header={header} /> : <MalformedJobId />}
      </Stack>
    </RoleGate>
  );
}
