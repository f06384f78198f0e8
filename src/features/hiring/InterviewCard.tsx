import { Box, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { twoZoneText, type OtherParty } from '@/lib/time-zone-text';
import { interviewMachine } from '@/shared/lifecycle/interview.machine';
import { allows } from '@/shared/lifecycle/lifecycle';
import type { Locale } from '@/shared/languages';
import { Button } from '@/ui/Button';
import { MessageButton } from '@/messaging/MessageButton';
import { StatusBadge } from '@/ui/StatusBadge';
import type { EmployerInterview } from './api';
import { CandidateHeading, candidateName } from './CandidateHeading';

export interface InterviewCardProps {
  interview: EmployerInterview;
  onProposeTimes: (interview: EmployerInterview) => void;
  onCancel: (interview: EmployerInterview) => void;
}

/** "Tue, Jan 12, 9:00 AM your time · 12:00 AM for Maria (Johannesburg, UTC+02:00)" */
function When({ iso, locale, other }: { iso: string; locale: Locale; other: OtherParty }) {
  return <time dateTime={iso}>{twoZoneText(iso, locale, other)}</time>;
}

/** One interview: when (or the times on offer), how, and what the candidate said. */
export function InterviewCard({ interview, onProposeTimes, onCancel }: InterviewCardProps) {
  const locale = useLocale();
  const headingId = `interview-${interview.id}`;
  const name = candidateName(interview.candidate);
  const other = { name, timezone: interview.candidate.timezone };
  const rescheduleAsked = interview.status === 'reschedule_requested';
  const canPropose = allows(interviewMachine, interview.status, { type: 'PROPOSE' });
  const canCancel = allows(interviewMachine, interview.status, { type: 'CANCEL' });
  const proposeButton = (
    <Button look={rescheduleAsked ? 'primary' : 'secondary'} size="sm" onClick={() => onProposeTimes(interview)} aria-label={m.hiring_action_new_times_named({ name })}>
      {m.hiring_action_new_times()}
    </Button>
  );
  return (
    <Box as="article" aria-labelledby={headingId} p="4" borderWidth="1px" borderRadius="md" bg="bg.panel">
      <Stack gap="2">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <CandidateHeading candidate={interview.candidate} id={headingId} level="h2" />
          <StatusBadge kind="interview" status={interview.status} />
        </HStack>
        <Text textStyle="sm">
          {m.hiring_for_job()}{' '}
          <ChakraLink asChild color="brand.fg">
            <Link to={`/dashboard/activity/jobs/${interview.job.id}`}>{interview.job.title}</Link>
          </ChakraLink>
        </Text>
        {interview.scheduled_at && interview.status === 'accepted' ? (
          <Text fontWeight="medium">
            {m.hiring_interview_scheduled()} <When iso={interview.scheduled_at} locale={locale} other={other} />
          </Text>
        ) : interview.proposed_times.length > 0 ? (
          <Box>
            <Text>{m.hiring_interview_proposed()}</Text>
            <Stack as="ul" gap="0.5" ps="5" m="0">
              {interview.proposed_times.map((iso) => (
                <li key={iso}>
                  <When iso={iso} locale={locale} other={other} />
                </li>
              ))}
            </Stack>
          </Box>
        ) : null}
        <Text textStyle="sm" color="fg.muted">
          {m.hiring_invite_minutes({ minutes: interview.duration_minutes })}
          {interview.meeting_url ? ' · ' : null}
          {interview.meeting_url ? (
            <ChakraLink href={interview.meeting_url} color="brand.fg" rel="noopener noreferrer">
              {m.hiring_interview_join()}
            </ChakraLink>
          ) : null}
        </Text>
        {interview.message ? <Text textStyle="sm">{m.hiring_interview_your_message({ message: interview.message })}</Text> : null}
        {rescheduleAsked ? (
          <Stack gap="2" p="3" borderRadius="md" bg="orange.100" color="orange.900" borderInlineStartWidth="4px" borderColor="orange.700">
            <Text fontWeight="semibold">{m.hiring_interview_reschedule_asked({ name })}</Text>
            {interview.candidate_note ? <Text whiteSpace="pre-line">{interview.candidate_note}</Text> : null}
            {canPropose ? <Box>{proposeButton}</Box> : null}
          </Stack>
        ) : interview.candidate_note ? (
          <Text textStyle="sm">{m.hiring_interview_candidate_note({ note: interview.candidate_note })}</Text>
        ) : null}
        <HStack gap="2" wrap="wrap">
          {canPropose && !rescheduleAsked ? proposeButton : null}
          <MessageButton about="interview" subjectId={interview.id} name={name} job={interview.job.title} />
          {canCancel ? (
            <Button look="ghost" size="sm" onClick={() => onCancel(interview)} aria-label={m.hiring_action_cancel_interview_named({ name })}>
              {m.hiring_action_cancel_interview()}
            </Button>
          ) : null}
        </HStack>
      </Stack>
    </Box>
  );
}
