import { Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatLongDate } from '@/shared/format';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { useMyReports, type EodReport } from './api';
import { CREATE_REPORT_PATH, reportPath } from './paths';
import { formatMinutes } from './work-time';

function ReportItem({ report }: { report: EodReport }) {
  const locale = useLocale();
  return (
    <Stack as="li" gap="1" p="4" borderWidth="1px" borderRadius="md" bg="bg.panel">
      <ChakraLink asChild color="brand.fg" fontWeight="medium" alignSelf="flex-start">
        <Link to={reportPath(report.id)}>{m.work_report_of({ date: formatLongDate(report.work_date, locale) })}</Link>
      </ChakraLink>
      <HStack gap="3" flexWrap="wrap" textStyle="sm" color="fg.muted">
        <Text>{formatMinutes(report.worked_minutes, locale)}</Text>
        <Text>{m.work_report_comments({ count: report.comment_count })}</Text>
        <Text>{report.read_at ? m.work_report_read() : m.work_report_unread()}</Text>
      </HStack>
    </Stack>
  );
}

/** The latest end-of-day reports, and the way to write (or change) today's. */
export function RecentReports() {
  const reports = useMyReports();
  // Only today's report can still be changed: it is the latest.
  const todays = reports.data?.reports[0]?.editable ? reports.data.reports[0] : null;
  let body;
  if (reports.isPending) body = <LoadingSpinner label={m.work_reports_loading()} />;
  else if (reports.isError) {
    body = <LoadProblem what={m.work_reports_load_failed()} retryLabel={m.work_try_again()} error={reports.error} onRetry={() => void reports.refetch()} retrying={reports.isFetching} />;
  } else if (reports.data.reports.length === 0) body = <EmptyState title={m.work_reports_empty_title()} description={m.work_reports_empty_body()} />;
  else {
    body = (
      <Stack as="ul" gap="2" m="0" ps="0" listStyleType="none">
        {reports.data.reports.map((report) => (
          <ReportItem key={report.id} report={report} />
        ))}
      </Stack>
    );
  }
  return (
    <Stack as="section" aria-labelledby="work-reports" gap="3">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Heading as="h2" id="work-reports" size="lg">
          {m.work_reports_title()}
        </Heading>
        {reports.isSuccess ? (
          <Button asChild size="sm">
            <Link to={CREATE_REPORT_PATH}>{todays ? m.work_report_edit_today() : m.work_report_write_today()}</Link>
          </Button>
        ) : null}
      </HStack>
      {body}
    </Stack>
  );
}
