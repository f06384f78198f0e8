import { Box, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatLongDate } from '@/shared/format';
import { EmptyState } from '@/ui/EmptyState';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { Pagination } from '@/ui/Pagination';
import { useStaffReports, type EodReport, type StaffRef } from './api';
import { useReportLinks } from './report-links';
import { formatHours } from './times';
import { ToneBadge } from '@/ui/StatusBadge';

function ReportRow({ report }: { report: EodReport }) {
  const locale = useLocale();
  const links = useReportLinks();
  const unread = report.read_at === null;
  const headingId = `report-${report.id}`;
  return (
    <Box as="article" aria-labelledby={headingId} p="4" borderWidth="1px" borderRadius="md" bg="bg.panel" borderInlineStartWidth={unread ? '4px' : '1px'} borderInlineStartColor={unread ? 'brand.solid' : undefined}>
      <Stack gap="2">
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h3" id={headingId} size="sm" fontWeight={unread ? 'bold' : 'semibold'}>
            <ChakraLink asChild color="brand.fg">
              <Link to={links.open(report.id)}>{m.staffwork_report_of({ date: formatLongDate(report.work_date, locale) })}</Link>
            </ChakraLink>
          </Heading>
          {unread ? <ToneBadge tone="blue">{m.staffwork_report_unread()}</ToneBadge> : null}
        </HStack>
        <Text lineClamp={2}>{report.done}</Text>
        <Text textStyle="sm" color="fg.muted">
          {m.staffwork_report_facts({ hours: formatHours(report.worked_minutes, locale), comments: report.comment_count })}
        </Text>
      </Stack>
    </Box>
  );
}

/** A page of the staff member's reports, latest first, the unread marked in words and at the edge. */
export function ReportList({ staff, page, onPage }: { staff: StaffRef; page: number; onPage: (page: number) => void }) {
  const reports = useStaffReports(staff.candidate_id, page);
  if (reports.isPending) return <LoadingSpinner label={m.staffwork_reports_loading()} />;
  if (reports.isError) {
    return (
      <LoadProblem
        error={reports.error}
        what={m.staffwork_reports_error()}
        retryLabel={m.staffwork_try_again()}
        onRetry={() => void reports.refetch()}
        retrying={reports.isFetching}
      />
    );
  }
  const { data } = reports;
  return (
    <Stack as="section" aria-labelledby="reports-title" gap="4" aria-busy={reports.isPlaceholderData || undefined}>
      <Heading as="h2" id="reports-title" size="lg">
        {m.staffwork_reports_title()}
      </Heading>
      {data.reports.length === 0 ? (
        <EmptyState title={m.staffwork_reports_empty()} description={m.staffwork_reports_empty_hint({ name: staff.firstname })} />
      ) : (
        <Stack as="ul" aria-labelledby="reports-title" gap="3" ps="0" m="0" listStyleType="none">
          {data.reports.map((report) => (
            <li key={report.id}>
              <ReportRow report={report} />
            </li>
          ))}
        </Stack>
      )}
      <Pagination page={page} hasMore={data.has_more} onPageChange={onPage} />
    </Stack>
  );
}
