import { Box, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { formatDate, formatDateTime } from '@/shared/format';
import { MessageButton } from '@/messaging/MessageButton';
import { StatusBadge } from '@/ui/StatusBadge';
import type { Applicant } from './api';
import { ApplicantActions, type ApplicantActionHandlers } from './ApplicantActions';
import { CandidateFacts, CandidateHeading, candidateName } from './CandidateHeading';
import { expiryText } from './dates';

export interface ApplicantCardProps extends ApplicantActionHandlers {
  applicant: Applicant;
  /** On a list across jobs, each card says which job. */
  showJob: boolean;
  headingLevel: 'h2' | 'h3';
}

/** One application: who, for what, where it stands, and what can be done next. */
export function ApplicantCard({ applicant, showJob, headingLevel, ...handlers }: ApplicantCardProps) {
  const locale = useLocale();
  const headingId = `applicant-${applicant.id}`;
  const { interview, offer } = applicant;
  return (
    <Box as="article" aria-labelledby={headingId} p="4" borderWidth="1px" borderRadius="md" bg="bg.panel">
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <CandidateHeading candidate={applicant.candidate} id={headingId} level={headingLevel} />
          <StatusBadge kind="application" status={applicant.status} />
        </HStack>
        <CandidateFacts candidate={applicant.candidate} locale={locale} />
        {showJob ? (
          <Text textStyle="sm">
            {m.hiring_for_job()}{' '}
            <ChakraLink asChild color="brand.fg">
              <Link to={`/dashboard/activity/jobs/${applicant.job.id}`}>{applicant.job.title}</Link>
            </ChakraLink>
          </Text>
        ) : null}
        <Text textStyle="sm" color="fg.muted">
          {applicant.source === 'invited'
            ? m.hiring_invited_on({ date: formatDate(applicant.created_at, locale) })
            : m.hiring_applied_on({ date: formatDate(applicant.created_at, locale) })}
        </Text>
        {applicant.note ? (
          <Box as="figure" m="0" ps="3" borderInlineStartWidth="3px" borderColor="border.emphasized">
            <Text as="figcaption" textStyle="sm" fontWeight="medium">
              {m.hiring_candidate_note()}
            </Text>
            <Text as="blockquote" whiteSpace="pre-line">
              {applicant.note}
            </Text>
          </Box>
        ) : null}
        {applicant.status === 'rejected' && applicant.rejection_reason ? (
          <Text textStyle="sm">{m.hiring_rejection_reason({ reason: applicant.rejection_reason })}</Text>
        ) : null}
        {interview ? (
          <HStack gap="2" wrap="wrap" textStyle="sm">
            <Text>{m.hiring_interview_label()}</Text>
            <StatusBadge kind="interview" status={interview.status} />
            {interview.scheduled_at && interview.status === 'accepted' ? (
              <Text>
                <time dateTime={interview.scheduled_at}>{formatDateTime(interview.scheduled_at, locale)}</time>
              </Text>
            ) : null}
          </HStack>
        ) : null}
        {offer ? (
          <HStack gap="2" wrap="wrap" textStyle="sm">
            <Text>{m.hiring_offer_label()}</Text>
            <StatusBadge kind="offer" status={offer.status} />
            {offer.status === 'pending' ? <Text>{expiryText(offer.expires_at, locale)}</Text> : null}
          </HStack>
        ) : null}
        <HStack gap="2" wrap="wrap">
          <ApplicantActions applicant={applicant} {...handlers} />
          {/* Also on a closed application: a conversation that exists stays open, and the server says when none may start. */}
          <MessageButton about="application" subjectId={applicant.id} name={candidateName(applicant.candidate)} job={applicant.job.title} />
        </HStack>
      </Stack>
    </Box>
  );
}
