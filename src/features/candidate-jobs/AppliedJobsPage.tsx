import { Box, HStack, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate, formatDateTime } from '@/shared/format';
import { APPLICATION_STATUSES, applicationStatusLabel } from '@/lib/labels';
import { usePageTitle } from '@/lib/use-page-title';
import { applicationMachine } from '@/shared/lifecycle/application.machine';
import { allows } from '@/shared/lifecycle/lifecycle';
import { MessageButton } from '@/messaging/MessageButton';
import { Button } from '@/ui/Button';
import { PageHeader } from '@/ui/PageHeader';
import { StatusBadge } from '@/ui/StatusBadge';
import { useMyApplications, type CandidateApplication } from './api';
import { useListParams } from './list-params';
import { PagedList } from './PagedList';
import { OfferExpiry } from './OfferExpiry';
import { PageColumn } from '@/ui/PageColumn';
import { RoleGate } from '@/app-state/RoleGate';
import { JOBS_PATH, jobViewPath } from '@/lib/candidate-paths';
import { INTERVIEWS_PATH, offerDetailsPath } from './paths';
import { WithdrawApplication } from './WithdrawApplication';

function InterviewBrief({ application }: { application: CandidateApplication }) {
  const locale = useLocale();
  const { interview } = application;
  if (!interview) return null;
  return (
    <HStack gap="2" wrap="wrap">
      <Text as="span" textStyle="sm" color="fg.muted">
        {m.cand_applications_interview()}
      </Text>
      <StatusBadge kind="interview" status={interview.status} />
      {interview.scheduled_at && interview.status === 'accepted' ? (
        <Text as="span" textStyle="sm">
          <time dateTime={interview.scheduled_at}>{formatDateTime(interview.scheduled_at, locale)}</time>
        </Text>
      ) : null}
      <ChakraLink asChild color="brand.fg" textStyle="sm">
        <Link to={INTERVIEWS_PATH}>{m.cand_applications_see_interview({ job: application.job.title })}</Link>
      </ChakraLink>
    </HStack>
  );
}

function OfferBrief({ application }: { application: CandidateApplication }) {
  const { offer } = application;
  if (!offer) return null;
  return (
    <Stack gap="1">
      <HStack gap="2" wrap="wrap">
        <Text as="span" textStyle="sm" color="fg.muted">
          {m.cand_applications_offer()}
        </Text>
        <StatusBadge kind="offer" status={offer.status} />
        <ChakraLink asChild color="brand.fg" textStyle="sm">
          <Link to={offerDetailsPath(application.job.id)}>{m.cand_applications_see_offer({ job: application.job.title })}</Link>
        </ChakraLink>
      </HStack>
      <OfferExpiry status={offer.status} expiresAt={offer.expires_at} />
    </Stack>
  );
}

function ApplicationItem({ application }: { application: CandidateApplication }) {
  const locale = useLocale();
  const headingId = `application-${application.id}`;
  const canWithdraw = allows(applicationMachine, application.status, { type: 'WITHDRAW' });
  const invited = application.status === 'invited';
  return (
    <Box as="li" listStyleType="none" p="5" borderWidth="1px" borderRadius="lg" bg="bg.panel" aria-labelledby={headingId}>
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1">
            <Heading as="h2" size="md" id={headingId}>
              <ChakraLink asChild color="brand.fg">
                <Link to={jobViewPath(application.job.id)}>{application.job.title}</Link>
              </ChakraLink>
            </Heading>
            <Text color="fg.muted">{application.employer.company_name}</Text>
          </Stack>
          <StatusBadge kind="application" status={application.status} />
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          {invited
            ? m.cand_applications_invited_on({ date: formatDate(application.created_at, locale) })
            : m.cand_applications_applied_on({ date: formatDate(application.created_at, locale) })}
        </Text>
        {invited && application.invitation_message ? (
          <Text as="blockquote" whiteSpace="pre-wrap" ps="3" borderInlineStartWidth="3px" borderColor="brand.solid">
            {application.invitation_message}
          </Text>
        ) : null}
        <InterviewBrief application={application} />
        <OfferBrief application={application} />
        <HStack gap="3" wrap="wrap">
          {invited && application.job.status === 'open' ? (
            <Button size="sm" asChild>
              <Link to={jobViewPath(application.job.id)} aria-label={m.cand_applications_answer_invitation_named({ job: application.job.title })}>
                {m.cand_applications_answer_invitation()}
              </Link>
            </Button>
          ) : null}
          {/* Also when the application is closed: a conversation that exists stays open, and the server says when none may start. */}
          <MessageButton about="application" subjectId={application.id} name={application.employer.company_name} job={application.job.title} />
          {canWithdraw ? (
            <WithdrawApplication
              // A fresh confirmation for each status the list shows.
              key={application.status}
              jobId={application.job.id}
              jobTitle={application.job.title}
              company={application.employer.company_name}
              application={{ id: application.id, status: application.status }}
            />
          ) : null}
        </HStack>
      </Stack>
    </Box>
  );
}

function ApplicationsList() {
  usePageTitle(m.cand_applications_title());
  const list = useListParams(APPLICATION_STATUSES);
  const applications = useMyApplications(list.query);

  return (
    <PageColumn maxW="4xl">
      <PageHeader title={m.cand_applications_title()} description={m.cand_applications_lead()} />
      <PagedList
        list={list}
        filterId="applications-status"
        statusLabel={applicationStatusLabel}
        query={applications}
        items={(data) => data.applications}
        itemKey={(application) => application.id}
        renderItem={(application) => <ApplicationItem application={application} />}
        label={m.cand_applications_title()}
        loadingLabel={m.cand_applications_loading()}
        emptyFiltered={m.cand_applications_empty_filtered()}
        empty={{
          title: m.cand_applications_empty_title(),
          description: m.cand_applications_empty_body(),
          action: (
            <Button asChild>
              <Link to={JOBS_PATH}>{m.cand_find_jobs()}</Link>
            </Button>
          ),
        }}
      />
    </PageColumn>
  );
}

/** /dashboard/candidate/applied-jobs: the candidate's applications and invitations. */
export default function AppliedJobsPage() {
  return (
    <RoleGate role="candidate" title={m.cand_only_title()} otherRoleReason={m.cand_only_body()}>
      <ApplicationsList />
    </RoleGate>
  );
}
