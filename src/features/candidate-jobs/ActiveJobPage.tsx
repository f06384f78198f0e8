import { DataList, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate } from '@/shared/format';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { PageHeader } from '@/ui/PageHeader';
import { useMyActiveJob, type ActiveJob } from './api';
import { LoadProblem } from '@/ui/LoadProblem';
import { OfferTerms } from './OfferTerms';
import { PageColumn } from '@/ui/PageColumn';
import { RoleGate } from '@/app-state/RoleGate';
import { JOBS_PATH, jobViewPath } from './paths';

function Contract({ job }: { job: ActiveJob }) {
  const locale = useLocale();
  return (
    <Stack gap="6">
      <Stack as="section" aria-labelledby="active-employer" gap="3" p="6" borderWidth="1px" borderRadius="lg" bg="bg.panel">
        <Heading as="h2" id="active-employer" size="lg">
          {job.job.title}
        </Heading>
        <DataList.Root orientation="horizontal" size="sm" gap="2">
          <DataList.Item>
            <DataList.ItemLabel color="fg.muted" minW="40">
              {m.cand_active_employer()}
            </DataList.ItemLabel>
            <DataList.ItemValue>{job.employer.company_name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel color="fg.muted" minW="40">
              {m.cand_active_contact()}
            </DataList.ItemLabel>
            <DataList.ItemValue>{job.employer.contact_name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel color="fg.muted" minW="40">
              {m.cand_active_hired_on()}
            </DataList.ItemLabel>
            <DataList.ItemValue>{formatDate(job.hired_at, locale)}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <ChakraLink asChild color="brand.fg" alignSelf="flex-start" textStyle="sm">
          <Link to={jobViewPath(job.job.id)}>{m.cand_active_see_job()}</Link>
        </ChakraLink>
      </Stack>
      <Stack as="section" aria-labelledby="active-terms" gap="3">
        <Heading as="h2" id="active-terms" size="lg">
          {m.cand_active_terms()}
        </Heading>
        <Text color="fg.muted">{m.cand_active_terms_note()}</Text>
        <OfferTerms terms={job} />
      </Stack>
    </Stack>
  );
}

function ActiveJobView() {
  usePageTitle(m.cand_active_title());
  const active = useMyActiveJob();
  let body;
  if (active.isPending) body = <LoadingSpinner label={m.cand_active_loading()} />;
  else if (active.isError) body = <LoadProblem retryLabel={m.cand_try_again()} error={active.error} onRetry={() => void active.refetch()} retrying={active.isFetching} />;
  else if (!active.data.job) {
    body = (
      <EmptyState
        title={m.cand_active_empty_title()}
        description={m.cand_active_empty_body()}
        action={
          <Button asChild>
            <Link to={JOBS_PATH}>{m.cand_find_jobs()}</Link>
          </Button>
        }
      />
    );
  } else body = <Contract job={active.data.job} />;

  return (
    <PageColumn maxW="4xl">
      <PageHeader title={m.cand_active_title()} description={m.cand_active_lead()} />
      {body}
    </PageColumn>
  );
}

/** /Candidate/ActiveJob: the candidate's current contract, or the way to find one. */
export default function ActiveJobPage() {
  return (
    <RoleGate role="candidate" title={m.cand_only_title()} otherRoleReason={m.cand_only_body()}>
      <ActiveJobView />
    </RoleGate>
  );
}
