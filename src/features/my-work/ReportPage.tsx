import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Link, useParams } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { RoleGate } from '@/app-state/RoleGate';
import { ACTIVE_JOB_PATH } from '@/lib/candidate-paths';
import { usePageTitle } from '@/lib/use-page-title';
import { toProblem } from '@/lib/api-problem';
import type { Locale } from '@/shared/languages';
import { browserTimeZone, formatTimeIn, zoneCity } from '@/shared/time-zones';
import { BackLink } from '@/ui/BackLink';
import { Button } from '@/ui/Button';
import { FactList } from '@/ui/FactList';
import { LoadingSpinner } from '@/ui/LoadingSpinner';
import { LoadProblem } from '@/ui/LoadProblem';
import { NotFoundNotice } from '@/ui/NotFoundNotice';
import { PageColumn } from '@/ui/PageColumn';
import { useMyReport, type EodReport } from './api';
import { CREATE_REPORT_PATH, REPORT_ID } from './paths';
import { formatFullDate, formatMinutes } from './work-time';

/** An instant in the reader's own zone, the zone named: the report page knows no other. */
const readerTime = (iso: string, locale: Locale) => {
  const zone = browserTimeZone();
  return m.work_time_zoned({ time: formatTimeIn(iso, locale, zone), zone: zoneCity(zone) });
};

function Part({ id, title, text }: { id: string; title: string; text: string }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="2">
      <Heading as="h2" id={id} size="md">
        {title}
      </Heading>
      <Text whiteSpace="pre-wrap">{text}</Text>
    </Stack>
  );
}

function Comments({ report, locale }: { report: EodReport; locale: Locale }) {
  const comments = report.comments ?? [];
  return (
    <Stack as="section" aria-labelledby="work-report-comments" gap="3">
      <Heading as="h2" id="work-report-comments" size="md">
        {m.work_comments_title()}
      </Heading>
      {comments.length === 0 ? (
        <Text color="fg.muted">{m.work_comments_none()}</Text>
      ) : (
        <Stack as="ol" gap="3" m="0" ps="0" listStyleType="none">
          {comments.map((comment) => (
            <Box as="li" key={comment.id} p="4" borderWidth="1px" borderRadius="md" bg={comment.author === 'employer' ? 'bg.subtle' : 'bg.panel'}>
              <HStack gap="2" flexWrap="wrap" textStyle="sm" color="fg.muted" mb="1">
                <Text fontWeight="semibold" color="fg">
                  {comment.author === 'staff' ? m.work_comment_you() : (comment.author_name ?? m.work_comment_employer())}
                </Text>
                <Text>{readerTime(comment.created_at, locale)}</Text>
              </HStack>
              <Text whiteSpace="pre-wrap">{comment.body}</Text>
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function Report({ report }: { report: EodReport }) {
  const locale = useLocale();
  const title = m.work_report_of({ date: formatFullDate(report.work_date, locale) });
  usePageTitle(title);
  return (
    <>
      <Stack gap="3">
        <BackLink to={ACTIVE_JOB_PATH}>{m.work_back_home()}</BackLink>
        <HStack justify="space-between" align="flex-end" gap="3" flexWrap="wrap">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          {report.editable ? (
            <Button asChild look="secondary">
              <Link to={CREATE_REPORT_PATH}>{m.work_report_change()}</Link>
            </Button>
          ) : null}
        </HStack>
        <FactList
          facts={[
            { label: m.work_report_minutes(), value: formatMinutes(report.worked_minutes, locale) },
            { label: m.work_report_filed_at(), value: readerTime(report.submitted_at, locale) },
            { label: m.work_report_read_label(), value: report.read_at ? readerTime(report.read_at, locale) : m.work_report_unread() },
          ]}
        />
      </Stack>
      <Part id="work-report-done" title={m.work_report_done()} text={report.done} />
      <Part id="work-report-blockers" title={m.work_report_blockers()} text={report.blockers || m.work_report_no_blockers()} />
      <Part id="work-report-plan" title={m.work_report_plan()} text={report.plan} />
      <Comments report={report} locale={locale} />
    </>
  );
}

function NoReport() {
  usePageTitle(m.work_report_none_title());
  return <NotFoundNotice title={m.work_report_none_title()} body={m.work_report_none_body()} linkTo={ACTIVE_JOB_PATH} linkText={m.work_back_home()} />;
}

function ReportView({ id }: { id: string }) {
  const report = useMyReport(id);
  if (report.isPending) return <LoadingSpinner label={m.work_report_loading()} />;
  if (report.isError) {
    if (toProblem(report.error).code === 'NOT_FOUND') return <NoReport />;
    return (
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          {m.work_report_page_title()}
        </Heading>
        <LoadProblem retryLabel={m.work_try_again()} error={report.error} onRetry={() => void report.refetch()} retrying={report.isFetching} />
      </Stack>
    );
  }
  return <Report report={report.data} />;
}

/** /candidate/report/:id: one of the staff member's end-of-day reports, with the employer's comments. */
export default function ReportPage() {
  const { id = '' } = useParams();
  return (
    <RoleGate role="candidate" title={m.cand_only_title()} otherRoleReason={m.cand_only_body()}>
      <PageColumn maxW="3xl">{REPORT_ID.test(id) ? <ReportView id={id} /> : <NoReport />}</PageColumn>
    </RoleGate>
  );
}
