import { Heading, Stack, Text } from '@chakra-ui/react';
import { useParams, useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { RoleGate } from '@/app-state/RoleGate';
import { VerifiedPartnerGate } from '@/app-state/VerifiedPartnerGate';
import { usePageTitle } from '@/lib/use-page-title';
import { BackLink } from '@/ui/BackLink';
import { MessageButton } from '@/messaging/MessageButton';
import { EmptyState } from '@/ui/EmptyState';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { PageColumn } from '@/ui/PageColumn';
import { Pagination } from '@/ui/Pagination';
import { SelectField } from '@/ui/SelectField';
import { useAgentClient, useClientApplicants, useClientJobs } from './api';
import { ApplicantItem } from './ApplicantItem';
import { pageFromParams } from './page-params';
import { ProposalForm } from './ProposalForm';

function Applicants({ employerId, jobs }: { employerId: string; jobs: { id: string; title: string }[] }) {
  const [params, setParams] = useSearchParams();
  const jobId = jobs.some((j) => j.id === params.get('job')) ? params.get('job')! : undefined;
  const page = pageFromParams(params);
  const applicants = useClientApplicants(employerId, jobId, page);
  const set = (next: { job?: string; page?: number }) =>
    setParams(() => {
      const copy = new URLSearchParams();
      if (next.job) copy.set('job', next.job);
      if (next.page && next.page > 1) copy.set('page', String(next.page));
      return copy;
    });
  let body;
  if (applicants.isError) {
    body = <LoadProblem error={applicants.error} what={m.agc_applicants_load_failed()} retryLabel={m.agc_retry()} onRetry={() => void applicants.refetch()} retrying={applicants.isFetching} />;
  } else if (!applicants.data) body = <LoadingSpinner label={m.agc_loading()} />;
  else if (applicants.data.applicants.length === 0 && page === 1) body = <EmptyState title={m.agc_no_applicants()} />;
  else {
    body = (
      <>
        <Stack as="ul" aria-label={m.agc_applicants()} listStyleType="none" ps="0" gap="3">
          {applicants.data.applicants.map((applicant) => (
            <li key={applicant.id}>
              <ApplicantItem applicant={applicant} />
            </li>
          ))}
        </Stack>
        <Pagination page={page} hasMore={applicants.data.has_more} onPageChange={(next) => set({ job: jobId, page: next })} />
      </>
    );
  }
  return (
    <Stack as="section" aria-labelledby="client-applicants" gap="3">
      <Heading as="h2" size="lg" id="client-applicants">
        {m.agc_applicants()}
      </Heading>
      {jobs.length === 0 ? (
        <Text>{m.agc_no_jobs()}</Text>
      ) : (
        <SelectField
          id="client-job"
          label={m.agc_job_label()}
          value={jobId ?? ''}
          onChange={(e) => set({ job: e.target.value || undefined })}
          options={[{ value: '', label: m.agc_all_jobs() }, ...jobs.map((j) => ({ value: j.id, label: j.title }))]}
        />
      )}
      {body}
    </Stack>
  );
}

function Client({ employerId }: { employerId: string }) {
  const client = useAgentClient(employerId);
  const jobs = useClientJobs(employerId);
  const company = client.data?.employer.company_name;
  usePageTitle(company ?? m.agc_title());
  if (client.isError || jobs.isError) {
    // A removed agent lands here on its next view: the server's words say its access ended.
    const error = client.error ?? jobs.error;
    return (
      <LoadProblem
        error={error}
        what={m.agc_client_load_failed()}
        retryLabel={m.agc_retry()}
        onRetry={() => {
          void client.refetch();
          void jobs.refetch();
        }}
        retrying={client.isFetching || jobs.isFetching}
      />
    );
  }
  if (!client.data || !jobs.data) return <LoadingSpinner label={m.agc_loading()} />;
  const list = jobs.data.items;
  return (
    <>
      <Stack gap="2">
        <Heading as="h1" size="2xl">
          {company}
        </Heading>
        <Text color="fg.muted">{m.agc_client_intro({ company: company! })}</Text>
        <MessageButton about="client" subjectId={employerId} name={company!} alignSelf="flex-start" />
      </Stack>
      <Applicants employerId={employerId} jobs={list} />
      <ProposalForm company={company!} openJobs={list.filter((j) => j.status === 'open')} />
    </>
  );
}

/** /agent/clients/:employerId: one client's applicants to shortlist or invite to interviews, and candidates to propose. */
export default function AgentClientPage() {
  const { employerId = '' } = useParams();
  return (
    <PageColumn maxW="3xl">
      <BackLink to="/agent/clients">{m.agc_back()}</BackLink>
      <RoleGate role="agent" title={m.agc_title()} otherRoleReason={m.agc_agent_only()}>
        <VerifiedPartnerGate>
          <Client key={employerId} employerId={employerId} />
        </VerifiedPartnerGate>
      </RoleGate>
    </PageColumn>
  );
}
