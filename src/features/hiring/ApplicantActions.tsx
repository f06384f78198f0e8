import { HStack } from '@chakra-ui/react';
import { Link } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { applicationMachine } from '@/shared/lifecycle/application.machine';
import { interviewMachine } from '@/shared/lifecycle/interview.machine';
import { allows, usualNext } from '@/shared/lifecycle/lifecycle';
import { Button } from '@/ui/Button';
import type { Applicant, InterviewStatus } from './api';
import { candidateName } from './CandidateHeading';
import { useShortlist } from './flows/shortlist';

export interface ApplicantActionHandlers {
  onInvite: (applicant: Applicant) => void;
  onOffer: (applicant: Applicant) => void;
  onReject: (applicant: Applicant) => void;
}

/** Still waiting to happen: an interview the employer could still call off. */
export const interviewIsOpen = (status: InterviewStatus) => allows(interviewMachine, status, { type: 'CANCEL' });

/** Where the employer finds an applicant's offer: the offers of that job, narrowed to the candidate. */
export function offerListPath(applicant: Applicant): string {
  const params = new URLSearchParams({ job: applicant.job.id, q: candidateName(applicant.candidate) });
  return `/dashboard/activity/offers?${params.toString()}`;
}

/**
 * What the employer can do next with an application: only what its lifecycle allows
 * from where it stands, so a button never leads to a refusal the client could foresee.
 * The step the lifecycle names as the usual next one leads (new → shortlist, shortlisted →
 * interview, interviewing → offer; an offer made → see it); the others stay secondary.
 */
export function ApplicantActions({ applicant, onInvite, onOffer, onReject }: { applicant: Applicant } & ApplicantActionHandlers) {
  const name = candidateName(applicant.candidate);
  const shortlist = useShortlist(applicant);

  const can = (type: 'SHORTLIST' | 'INTERVIEW' | 'OFFER' | 'REJECT') => allows(applicationMachine, applicant.status, { type });
  const interviewOpen = applicant.interview !== undefined && interviewIsOpen(applicant.interview.status);
  const next = usualNext(applicationMachine, applicant.status);
  // Once offered, what moves it on (the answer, then checkout) is not a button here: the offer itself is.
  const viewOffer = applicant.offer !== undefined;
  const look = (step: typeof next) => (next === step ? 'primary' : 'secondary');
  if (!can('SHORTLIST') && !can('INTERVIEW') && !can('OFFER') && !can('REJECT') && !viewOffer) return null;

  return (
    <HStack gap="2" wrap="wrap">
      {can('SHORTLIST') ? (
        <Button
          look={look('SHORTLIST')}
          size="sm"
          loading={shortlist.isPending}
          onClick={() => shortlist.mutate()}
          aria-label={m.hiring_action_shortlist_named({ name })}
        >
          {m.hiring_action_shortlist()}
        </Button>
      ) : null}
      {can('INTERVIEW') ? (
        <Button
          look={look('INTERVIEW')}
          size="sm"
          onClick={() => onInvite(applicant)}
          aria-label={interviewOpen ? m.hiring_action_new_times_named({ name }) : m.hiring_action_invite_named({ name })}
        >
          {interviewOpen ? m.hiring_action_new_times() : m.hiring_action_invite()}
        </Button>
      ) : null}
      {can('OFFER') ? (
        <Button look={look('OFFER')} size="sm" onClick={() => onOffer(applicant)} aria-label={m.hiring_action_offer_named({ name })}>
          {m.hiring_action_offer()}
        </Button>
      ) : null}
      {viewOffer ? (
        <Button look={look('HIRE')} size="sm" asChild>
          <Link to={offerListPath(applicant)} aria-label={m.hiring_action_view_offer_named({ name })}>
            {m.hiring_action_view_offer()}
          </Link>
        </Button>
      ) : null}
      {can('REJECT') ? (
        <Button look="ghost" size="sm" onClick={() => onReject(applicant)} aria-label={m.hiring_action_reject_named({ name })}>
          {m.hiring_action_reject()}
        </Button>
      ) : null}
    </HStack>
  );
}
