import { Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useSession } from '@/app-state/app-actors';
import { toProblem } from '@/lib/api-problem';
import { usePageTitle } from '@/lib/use-page-title';
import { allows } from '@/shared/lifecycle/lifecycle';
import { jobMachine } from '@/shared/lifecycle/job.machine';
import type { HireType } from '@/machines/post-job.machine';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { RoleGate } from '@/app-state/RoleGate';
import { useEmployerJob } from './api';
import { JOBS_PATH, jobPath } from './paths';
import { PostJobWizard } from './PostJobWizard';

const methodOf = (value: string | null): HireType | null => (value === 'full_time' || value === 'fractional' ? value : null);

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack maxW="3xl" w="full" mx="auto" px={{ base: 4, md: 6 }} py={{ base: 8, md: 10 }} gap="6">
      <Stack gap="2">
        <ChakraLink asChild color="brand.fg" textStyle="sm" alignSelf="flex-start">
          <Link to={JOBS_PATH}>
            <span aria-hidden="true">← </span>
            {m.ejobs_back_to_jobs()}
          </Link>
        </ChakraLink>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
      </Stack>
      {children}
    </Stack>
  );
}

function EditJob({ id, userId }: { id: string; userId: string }) {
  const job = useEmployerJob(id);
  if (job.isPending) return <LoadingSpinner label={m.ejobs_job_loading()} />;
  if (job.isError) {
    return (
      <Stack gap="3" align="flex-start">
        <Text role="alert">{toProblem(job.error).message}</Text>
        <ChakraLink asChild color="brand.fg" textDecoration="underline">
          <Link to={JOBS_PATH}>{m.ejobs_back_to_jobs()}</Link>
        </ChakraLink>
      </Stack>
    );
  }
  // A closed job is reopened before it changes: what applicants applied to never moves behind a closed door.
  if (!allows(jobMachine, job.data.status, { type: 'EDIT' })) {
    return (
      <Stack gap="3" align="flex-start">
        <Text>{m.ejobs_edit_closed()}</Text>
        <ChakraLink asChild color="brand.fg" textDecoration="underline">
          <Link to={jobPath(id)}>{m.ejobs_go_to_job({ title: job.data.title })}</Link>
        </ChakraLink>
      </Stack>
    );
  }
  return <PostJobWizard key={id} userId={userId} job={job.data} method={null} />;
}

function PostJob() {
  const [params] = useSearchParams();
  const { user } = useSession();
  const editId = params.get('edit');
  if (!user) return null;
  return (
    <Frame title={editId ? m.ejobs_edit_title() : m.ejobs_post_title()}>
      {editId ? (
        <EditJob id={editId} userId={user.id} />
      ) : (
        <PostJobWizard key="new" userId={user.id} job={null} method={methodOf(params.get('method'))} />
      )}
    </Frame>
  );
}

/**
 * /dashboard/activity/jobs/post-job: the job post wizard, `?method=full_time|fractional`
 * from the method page, or `?edit=<jobId>` to change a draft or open job.
 */
export default function PostJobPage() {
  const [params] = useSearchParams();
  const title = params.get('edit') ? m.ejobs_edit_title() : m.ejobs_post_title();
  usePageTitle(title);
  return (
    <RoleGate role="employer" title={title} otherRoleReason={m.ejobs_employers_only()} signInReason={m.ejobs_sign_in_as_employer()}>
      <PostJob />
    </RoleGate>
  );
}
