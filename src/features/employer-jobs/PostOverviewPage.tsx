import { Box, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link, useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { toProblem } from '@/lib/api-problem';
import { usePageTitle } from '@/lib/use-page-title';
import { JobPageSkeleton } from '@/ui/JobPageSkeleton';
import { StatusBadge } from '@/ui/StatusBadge';
import { RoleGate } from '@/app-state/RoleGate';
import { useEmployerJob } from './api';
import { JobActions } from './JobActions';
import { JobPostView } from './JobPostView';
import { JOBS_PATH, jobPath } from './paths';

function Preview({ id }: { id: string }) {
  const job = useEmployerJob(id);
  if (job.isPending) return <JobPageSkeleton label={m.ejobs_job_loading()} withBackLink={false} />;
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
  const data = job.data;
  return (
    <Stack gap="6">
      <HStack justify="space-between" gap="3" wrap="wrap" p="4" borderWidth="1px" borderRadius="md" bg="bg.subtle">
        <HStack gap="3" wrap="wrap">
          <Text>{data.status === 'draft' ? m.ejobs_preview_draft_note() : m.ejobs_preview_note()}</Text>
          <StatusBadge kind="job" status={data.status} />
        </HStack>
        <JobActions job={data} offer={['edit', 'publish']} />
      </HStack>
      <Box borderWidth="1px" borderRadius="lg" p={{ base: 4, md: 8 }} bg="bg.panel">
        <JobPostView job={data} level={2} />
      </Box>
      <ChakraLink asChild color="brand.fg" textDecoration="underline" alignSelf="flex-start">
        <Link to={jobPath(data.id)}>{m.ejobs_manage_job()}</Link>
      </ChakraLink>
    </Stack>
  );
}

function PreviewOrMissing() {
  const [params] = useSearchParams();
  const id = params.get('id');
  return (
    <Stack maxW="4xl" mx="auto" px={{ base: 4, md: 6 }} py="10" gap="6">
      <Stack gap="2">
        <ChakraLink asChild color="brand.fg" textStyle="sm" alignSelf="flex-start">
          <Link to={JOBS_PATH}>
            <span aria-hidden="true">← </span>
            {m.ejobs_back_to_jobs()}
          </Link>
        </ChakraLink>
        <Heading as="h1" size="2xl">
          {m.ejobs_preview_title()}
        </Heading>
      </Stack>
      {id ? <Preview id={id} /> : <Text role="alert">{m.ejobs_preview_missing_id()}</Text>}
    </Stack>
  );
}

/** /PostOverview?id=<jobId>: the employer's own job post as candidates will see it, with Edit and Publish. */
export default function PostOverviewPage() {
  usePageTitle(m.ejobs_preview_title());
  return (
    <RoleGate role="employer" title={m.ejobs_preview_title()} otherRoleReason={m.ejobs_employers_only()} signInReason={m.ejobs_sign_in_as_employer()}>
      <PreviewOrMissing />
    </RoleGate>
  );
}
