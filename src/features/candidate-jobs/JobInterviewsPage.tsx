import { Box, DataList, HStack, Heading, Link as ChakraLink, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { INTERVIEW_STATUSES, interviewStatusLabel } from '@/lib/labels';
import { usePageTitle } from '@/lib/use-page-title';
import { interviewMachine } from '@/shared/lifecycle/interview.machine';
import { allows } from '@/shared/lifecycle/lifecycle';
import { MessageButton } from '@/messaging/MessageButton';
import { PageHeader } from '@/ui/PageHeader';
import { StatusBadge } from '@/ui/StatusBadge';
import { useMyInterviews, type CandidateInterview } from './api';
import { InterviewAnswer } from './InterviewAnswer';
import { useListParams } from './list-params';
import { PagedList } from './PagedList';
import { PageColumn } from '@/ui/PageColumn';
import { RoleGate } from '@/app-state/RoleGate';
import { jobViewPath } from '@/lib/candidate-paths';
import { EmployerTime } from './EmployerTime';
import { formatSlot, localTimeZone, timeZoneName } from './time-zone';

function InterviewFacts({ interview }: { interview: CandidateInterview }) {
  const locale = useLocale();
  const confirmed = interview.status === 'accepted' && interview.scheduled_at;
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="1">
      {confirmed ? (
        <DataList.Item>
          <DataList.ItemLabel color="fg.muted" minW="36">
            {m.cand_interview_when()}
          </DataList.ItemLabel>
          <DataList.ItemValue>
            <time dateTime={interview.scheduled_at}>{formatSlot(interview.scheduled_at!, locale)}</time>
            <EmployerTime iso={interview.scheduled_at!} employer={interview.employer} />
          </DataList.ItemValue>
        </DataList.Item>
      ) : null}
      <DataList.Item>
        <DataList.ItemLabel color="fg.muted" minW="36">
          {m.cand_interview_duration()}
        </DataList.ItemLabel>
        <DataList.ItemValue>{m.cand_interview_minutes({ minutes: interview.duration_minutes })}</DataList.ItemValue>
      </DataList.Item>
      {/* The link is for the confirmed meeting only; before that there is nothing to join. */}
      {interview.status === 'accepted' && interview.meeting_url ? (
        <DataList.Item>
          <DataList.ItemLabel color="fg.muted" minW="36">
            {m.cand_interview_meeting()}
          </DataList.ItemLabel>
          <DataList.ItemValue>
            <ChakraLink href={interview.meeting_url} target="_blank" rel="noreferrer noopener" color="brand.fg" wordBreak="break-all">
              {interview.meeting_url}
              <VisuallyHidden>{` ${m.cand_opens_new_tab()}`}</VisuallyHidden>
            </ChakraLink>
          </DataList.ItemValue>
        </DataList.Item>
      ) : null}
    </DataList.Root>
  );
}

function InterviewItem({ interview }: { interview: CandidateInterview }) {
  const headingId = `interview-${interview.id}`;
  const answerable = allows(interviewMachine, interview.status, { type: 'ACCEPT' });
  return (
    <Box as="li" listStyleType="none" p="5" borderWidth="1px" borderRadius="lg" bg="bg.panel" aria-labelledby={headingId}>
      <Stack gap="4">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h2" size="md" id={headingId}>
              <ChakraLink asChild color="brand.fg">
                <Link to={jobViewPath(interview.job.id)}>{interview.job.title}</Link>
              </ChakraLink>
            </Heading>
            <Text color="fg.muted">{interview.employer.company_name}</Text>
          </Stack>
          <StatusBadge kind="interview" status={interview.status} />
        </HStack>
        <InterviewFacts interview={interview} />
        {interview.message ? (
          <Stack gap="1">
            <Text textStyle="sm" color="fg.muted">
              {m.cand_interview_message_from({ company: interview.employer.company_name })}
            </Text>
            <Text as="blockquote" whiteSpace="pre-wrap" ps="3" borderInlineStartWidth="3px" borderColor="brand.solid">
              {interview.message}
            </Text>
          </Stack>
        ) : null}
        {interview.candidate_note ? (
          <Text textStyle="sm">{m.cand_interview_your_note({ note: interview.candidate_note })}</Text>
        ) : null}
        {interview.status === 'reschedule_requested' ? (
          <Text>{m.cand_interview_waiting_new_times({ company: interview.employer.company_name })}</Text>
        ) : null}
        {/* Keyed by the last change: new times from the employer start a fresh answer. */}
        {answerable ? <InterviewAnswer key={interview.updated_at} interview={interview} /> : null}
        <MessageButton about="interview" subjectId={interview.id} name={interview.employer.company_name} job={interview.job.title} alignSelf="flex-start" />
      </Stack>
    </Box>
  );
}

function InterviewsList() {
  usePageTitle(m.cand_interviews_title());
  const locale = useLocale();
  const list = useListParams(INTERVIEW_STATUSES);
  const interviews = useMyInterviews(list.query);

  return (
    <PageColumn maxW="4xl">
      <PageHeader title={m.cand_interviews_title()} description={m.cand_interviews_lead()} />
      <Text>{m.cand_interviews_zone({ zone: timeZoneName(localTimeZone(), locale) })}</Text>
      <PagedList
        list={list}
        filterId="interviews-status"
        statusLabel={interviewStatusLabel}
        query={interviews}
        items={(data) => data.interviews}
        itemKey={(interview) => interview.id}
        renderItem={(interview) => <InterviewItem interview={interview} />}
        label={m.cand_interviews_title()}
        loadingLabel={m.cand_interviews_loading()}
        emptyFiltered={m.cand_interviews_empty_filtered()}
        empty={{ title: m.cand_interviews_empty_title(), description: m.cand_interviews_empty_body() }}
      />
    </PageColumn>
  );
}

/** /dashboard/candidate/job-interviews: the candidate's interview invites and their answers. */
export default function JobInterviewsPage() {
  return (
    <RoleGate role="candidate" title={m.cand_only_title()} otherRoleReason={m.cand_only_body()}>
      <InterviewsList />
    </RoleGate>
  );
}
