import { Box, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/lib/app-actors';
import { formatDate } from '@/shared/format';
import { hireTypeLabel, payLabel } from '@/lib/labels';
import type { EmployerJob } from '@/machines/postJob.machine';
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

/** One page of the employer's jobs: a row each, its title leading to where it is managed. */
export function JobsTable({ jobs }: { jobs: EmployerJob[] }) {
  const locale = useLocale();
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="lg">
      <Table.Root size="md" variant="line">
        <Table.Caption srOnly>{m.ejobs_jobs_caption()}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{m.ejobs_col_job()}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{m.ejobs_col_status()}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{m.ejobs_col_pay()}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{m.ejobs_col_applicants()}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{m.ejobs_col_published()}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {jobs.map((job) => (
            <Table.Row key={job.id} verticalAlign="top">
              <Table.Cell>
                <ChakraLink asChild color="brand.fg" fontWeight="semibold" textDecoration="underline">
                  <Link to={jobPath(job.id)}>{job.title}</Link>
                </ChakraLink>
                <Text color="fg.muted" textStyle="sm">
                  {hireTypeLabel(job.hire_type)}
                </Text>
              </Table.Cell>
              <Table.Cell>
                <StatusBadge kind="job" status={job.status} />
              </Table.Cell>
              <Table.Cell>{payLabel(job.pay_cents, job.hire_type, locale)}</Table.Cell>
              <Table.Cell>
                <ApplicantCounts applicants={job.applicants} />
              </Table.Cell>
              <Table.Cell>
                {job.published_at ? (
                  <time dateTime={job.published_at}>{formatDate(job.published_at, locale)}</time>
                ) : (
                  <Text as="span" color="fg.muted">
                    {m.ejobs_not_published()}
                  </Text>
                )}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
