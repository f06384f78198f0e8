import { Heading, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { JOB_STATUSES, jobStatusLabel } from '@/lib/labels';
import { usePageTitle } from '@/lib/use-page-title';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LabelledField } from '@/ui/LabelledField';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { Pagination } from '@/ui/Pagination';
import { RoleGate } from '@/app-state/RoleGate';
import { useEmployerJobs } from './api';
import { jobsFilterOf } from './jobs-filter';
import { JobsTable } from './JobsTable';
import { SELECT_METHOD_PATH } from './paths';

/** How long typing pauses before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

function PostJobButton() {
  return (
    <Button asChild>
      <Link to={SELECT_METHOD_PATH}>{m.ejobs_post_a_job()}</Link>
    </Button>
  );
}

function JobsList() {
  // Filters live in the address, so a page of results can be shared, bookmarked and gone back to.
  const [params, setParams] = useSearchParams();
  const { status, q = '', page } = jobsFilterOf(params);
  const jobs = useEmployerJobs({ status, q, page });

  // Timers and handlers read the address as it is when they run, never as it was when they were made.
  const latest = useRef(params);
  latest.current = params;
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  const [typed, setTyped] = useState(q);
  useEffect(() => {
    const wanted = typed.trim();
    if (wanted === q) return;
    const timer = setTimeout(() => {
      if (wanted !== (latest.current.get('q') ?? '')) update({ q: wanted || null, page: null });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // Only typing starts the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
  // The address changed another way (Back, Clear filters): the box follows it.
  useEffect(() => {
    setTyped((current) => (current.trim() === q ? current : q));
  }, [q]);

  const filtered = Boolean(status || q);
  let body;
  if (jobs.isPending) {
    body = <LoadingSpinner label={m.ejobs_jobs_loading()} />;
  } else if (jobs.isError) {
    body = (
      <Stack gap="3" align="flex-start">
        <Text role="alert" color="fg.error">
          {m.ejobs_jobs_error()}
        </Text>
        <Button look="secondary" onClick={() => void jobs.refetch()} loading={jobs.isFetching}>
          {m.ejobs_try_again()}
        </Button>
      </Stack>
    );
  } else if (jobs.data.jobs.length === 0 && page === 1) {
    body = filtered ? (
      <EmptyState
        title={m.ejobs_jobs_no_match()}
        description={m.ejobs_jobs_no_match_hint()}
        action={
          <Button
            look="secondary"
            onClick={() => update({ status: null, q: null, page: null })}
          >
            {m.ejobs_clear_filters()}
          </Button>
        }
      />
    ) : (
      <EmptyState title={m.ejobs_jobs_empty()} description={m.ejobs_jobs_empty_hint()} action={<PostJobButton />} />
    );
  } else {
    body = (
      <Stack gap="4" aria-busy={jobs.isFetching || undefined}>
        {jobs.data.jobs.length ? (
          <JobsTable jobs={jobs.data.jobs} />
        ) : (
          <EmptyState title={m.ejobs_jobs_page_empty()} />
        )}
        <Pagination page={page} hasMore={jobs.data.has_more} onPageChange={(next) => update({ page: next > 1 ? String(next) : null })} />
      </Stack>
    );
  }

  return (
    <Stack maxW="6xl" mx="auto" px={{ base: 4, md: 6 }} py="10" gap="6">
      <HStack justify="space-between" align="flex-end" gap="4" wrap="wrap">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {m.ejobs_jobs_title()}
          </Heading>
          <Text color="fg.muted">{m.ejobs_jobs_intro()}</Text>
        </Stack>
        <PostJobButton />
      </HStack>
      <Stack
        as="form"
        role="search"
        aria-label={m.ejobs_filter_label()}
        onSubmit={(event) => event.preventDefault()}
        direction={{ base: 'column', md: 'row' }}
        gap="4"
        align={{ md: 'flex-start' }}
      >
        <Stack flex="0 0 auto" minW={{ md: '48' }}>
          <LabelledField id="jobs-status" label={m.ejobs_filter_status()}>
            {(control) => (
              <NativeSelect.Root>
                <NativeSelect.Field
                  {...control}
                  value={status ?? ''}
                  onChange={(event) => update({ status: event.target.value || null, page: null })}
                >
                  <option value="">{m.ejobs_filter_status_all()}</option>
                  {JOB_STATUSES.map((value) => (
                    <option key={value} value={value}>
                      {jobStatusLabel(value)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </LabelledField>
        </Stack>
        <Stack flex="1">
          <LabelledField id="jobs-search" label={m.ejobs_filter_search()} hint={m.ejobs_filter_search_hint()}>
            {(control) => (
              <Input {...control} type="search" value={typed} maxLength={100} onChange={(event) => setTyped(event.target.value)} />
            )}
          </LabelledField>
        </Stack>
      </Stack>
      {body}
    </Stack>
  );
}

/** /dashboard/activity/jobs: the employer's jobs, filtered by status and words, a page at a time. */
export default function JobsPage() {
  usePageTitle(m.ejobs_jobs_title());
  return (
    <RoleGate role="employer" title={m.ejobs_jobs_title()} otherRoleReason={m.ejobs_employers_only()} signInReason={m.ejobs_sign_in_as_employer()}>
      <JobsList />
    </RoleGate>
  );
}
