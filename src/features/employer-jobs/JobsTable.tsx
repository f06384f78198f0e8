import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate } from '@/shared/format';
import { hireTypeLabel, payLabel } from '@/lib/labels';
import type { EmployerJob } from '@/machines/post-job.machine';
import { StackedTable } from '@/ui/StackedTable';
import { StatusBadge } from '@/ui/StatusBadge';
import { jobPath } from './paths';

function ApplicantCounts({ applicants }: { applicants: EmployerJob['applicants'] }) {
  const counts = [
    m.ejobs_count_to_review({ count: applicants.to_review }),
    m.ejobs_count_interviewing({ count: applicants.interviewing }),
    m.ejobs_count_offered({ count: applicants.offered }),
    m.ejobs_count_hired({ count: applicants.hired }),
  ];
  return (
    <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" textStyle="sm">
      {counts.map((count) => (
        <li key={count}>{count}</li>
      ))}
    </Stack>
  );
}

/**
 * One page of the employer's jobs: a row each, its title leading to where it is managed.
 * On a phone each job is a card (StackedTable), so nothing scrolls sideways.
 */
export function JobsTable({ jobs }: { jobs: EmployerJob[] }) {
  const locale = useLocale();
  return (
    <StackedTable.Root size="md" variant="line">
      <StackedTable.Caption srOnly>{m.ejobs_jobs_caption()}</StackedTable.Caption>
      <StackedTable.Header>
        <StackedTable.Row>
          <StackedTable.ColumnHeader>{m.ejobs_col_job()}</StackedTable.ColumnHeader>
          <StackedTable.ColumnHeader>{m.ejobs_col_status()}</StackedTable.ColumnHeader>
          <StackedTable.ColumnHeader>{m.ejobs_col_pay()}</StackedTable.ColumnHeader>
          <StackedTable.ColumnHeader>{m.ejobs_col_applicants()}</StackedTable.ColumnHeader>
          <StackedTable.ColumnHeader>{m.ejobs_col_published()}</StackedTable.ColumnHeader>
        </StackedTable.Row>
      </StackedTable.Header>
      <StackedTable.Body>
        {jobs.map((job) => (
          <StackedTable.Row key={job.id} verticalAlign="top">
            <StackedTable.Cell>
              <ChakraLink asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
                <Link to={jobPath(job.id)}>{job.title}</Link>
              </ChakraLink>
              <Text color="fg.muted" textStyle="sm">
                {hireTypeLabel(job.hire_type)}
              </Text>
            </StackedTable.Cell>
            <StackedTable.Cell label={m.ejobs_col_status()}>
              <StatusBadge kind="job" status={job.status} />
            </StackedTable.Cell>
            <StackedTable.Cell label={m.ejobs_col_pay()}>{payLabel(job.pay_cents, job.hire_type, locale)}</StackedTable.Cell>
            <StackedTable.Cell label={m.ejobs_col_applicants()}>
              <ApplicantCounts applicants={job.applicants} />
            </StackedTable.Cell>
            <StackedTable.Cell label={m.ejobs_col_published()}>
              {job.published_at ? (
                <time dateTime={job.published_at}>{formatDate(job.published_at, locale)}</time>
              ) : (
                <Text as="span" color="fg.muted">
                  {m.ejobs_not_published()}
                </Text>
              )}
            </StackedTable.Cell>
          </StackedTable.Row>
        ))}
      </StackedTable.Body>
    </StackedTable.Root>
  );
}
