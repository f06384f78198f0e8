import { Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { toProblem } from '@/lib/api-problem';
import { formatDateTime, formatLongDate } from '@/shared/format';
import { formatFullTimeIn, zonePlace } from '@/shared/time-zones';
import { FactList } from '@/ui/FactList';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import type { EodReport, EodReportComment, StaffRef } from './api';
import { CommentForm } from './CommentForm';
import { useOpenedReport } from './flows';
import { useReportLinks } from './report-links';
import { formatHours } from './times';

function BackToReports() {
  const links = useReportLinks();
  return (
    <ChakraLink asChild color="brand.fg" textStyle="sm" alignSelf="flex-start">
      <Link to={links.list()}>
        <span aria-hidden="true">← </span>
        {m.staffwork_back_to_reports()}
      </Link>
    </ChakraLink>
  );
}

function Part({ title, text }: { title: string; text: string }) {
  return (
    <Stack gap="1">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      <Text whiteSpace="pre-wrap">{text}</Text>
    </Stack>
  );
}

function Comments({ comments, staffName }: { comments: EodReportComment[]; staffName: string }) {
  const locale = useLocale();
  if (comments.length === 0) return <Text color="fg.muted">{m.staffwork_comments_none()}</Text>;
  return (
    <Stack as="ol" gap="3" ps="0" m="0" listStyleType="none">
      {comments.map((comment) => (
        <Stack as="li" key={comment.id} gap="1" p="3" borderWidth="1px" borderRadius="md" bg={comment.author === 'employer' ? 'bg.subtle' : 'bg.panel'}>
          <Text textStyle="sm" color="fg.muted">
            {m.staffwork_comment_by({
              author: comment.author === 'employer' ? m.staffwork_comment_by_you() : (comment.author_name ?? staffName),
              time: formatDateTime(comment.created_at, locale),
            })}
          </Text>
          <Text whiteSpace="pre-wrap">{comment.body}</Text>
        </Stack>
      ))}
    </Stack>
  );
}

function Report({ report, staff }: { report: EodReport; staff: StaffRef }) {
  const locale = useLocale();
  const heading = useRef<HTMLHeadingElement>(null);
  const zone = staff.schedule.timezone;
  // Opening a report moves the reader to it, as a new page would.
  useEffect(() => heading.current?.focus(), []);
  const facts = [
    { label: m.staffwork_report_submitted(), value: `${formatFullTimeIn(report.submitted_at, locale, zone)} (${zonePlace(zone, new Date(report.submitted_at))})` },
    { label: m.staffwork_report_hours(), value: formatHours(report.worked_minutes, locale) },
  ];
  return (
    <Stack as="article" aria-labelledby="report-title" gap="5">
      <Heading as="h2" id="report-title" size="lg" ref={heading} tabIndex={-1} _focusVisible={{ layerStyle: 'focusRing' }}>
        {m.staffwork_report_of({ date: formatLongDate(report.work_date, locale) })}
      </Heading>
      <FactList facts={facts} gap="1.5" />
      <Part title={m.staffwork_report_done()} text={report.done} />
      <Part title={m.staffwork_report_blockers()} text={report.blockers.trim() || m.staffwork_report_no_blockers()} />
      <Part title={m.staffwork_report_plan()} text={report.plan} />
      <Stack as="section" aria-labelledby="report-comments" gap="3">
        <Heading as="h3" id="report-comments" size="md">
          {m.staffwork_comments_title()}
        </Heading>
        <Comments comments={report.comments ?? []} staffName={staff.firstname} />
        {staff.status === 'active' ? <CommentForm reportId={report.id} name={staff.firstname} /> : null}
      </Stack>
    </Stack>
  );
}

/** One report opened from the list (which marks it read), with its comments and a way to add one. */
export function ReportDetails({ staff, reportId }: { staff: StaffRef; reportId: string }) {
  const opened = useOpenedReport(staff.candidate_id, reportId);
  const report = opened.data?.reports[0];
  return (
    <Stack gap="4">
      <BackToReports />
      {opened.isPending ? (
        <LoadingSpinner label={m.staffwork_report_loading()} />
      ) : opened.isError && toProblem(opened.error).code !== 'NOT_FOUND' ? (
        <LoadProblem
          error={opened.error}
          what={m.staffwork_report_error()}
          retryLabel={m.staffwork_try_again()}
          onRetry={() => void opened.refetch()}
          retrying={opened.isFetching}
        />
      ) : report ? (
        <Report report={report} staff={staff} />
      ) : (
        <Text role="status">{m.staffwork_report_not_found()}</Text>
      )}
    </Stack>
  );
}
