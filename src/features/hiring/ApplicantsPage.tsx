import { Link as ChakraLink } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { APPLICATION_STATUSES, applicationStatusLabel } from '@/lib/labels';
import { EmptyState } from '@/ui/EmptyState';
import { RoleGate } from '@/app-state/RoleGate';
import { ApplicantList } from './ApplicantList';
import { ListFilters } from './ListFilters';
import { useListParams } from './list-params';
import { PipelinePage } from './PipelinePage';

const statusOptions = () => APPLICATION_STATUSES.map((value) => ({ value, label: applicationStatusLabel(value) }));

function Applicants() {
  const list = useListParams(APPLICATION_STATUSES);
  return (
    <PipelinePage title={m.hiring_applicants_title()} description={m.hiring_applicants_intro()}>
      <ListFilters idPrefix="applicants" label={m.hiring_applicants_filters()} list={list} statuses={statusOptions()} byJob />
      <ApplicantList
        query={list.query}
        onPageChange={list.setPage}
        showJob
        headingLevel="h2"
        filtered={list.filtered}
        empty={
          <EmptyState
            title={m.hiring_applicants_empty()}
            description={m.hiring_applicants_empty_hint()}
            action={
              <ChakraLink asChild color="brand.fg">
                <Link to="/dashboard/activity/jobs">{m.hiring_go_to_jobs()}</Link>
              </ChakraLink>
            }
          />
        }
      />
    </PipelinePage>
  );
}

/** /dashboard/activity/job-applications: every applicant to the employer's jobs, filtered and paged. */
export default function ApplicantsPage() {
  return (
    <RoleGate role="employer" title={m.hiring_employers_only_title()} otherRoleReason={m.hiring_employers_only_body()}>
      <Applicants />
    </RoleGate>
  );
}
