import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { m } from '@/generated/paraglide/messages.js';
import { useLocale } from '@/app-state/app-actors';
import { afterCandidateAnswer } from '@/lib/cache';
import { interviewAnswerMachine } from '@/machines/interview-answer.machine';
import { jobApplicationMachine, type ApplicationRef } from '@/machines/job-application.machine';
import { offerResponseMachine } from '@/machines/offer-response.machine';
import { notify } from '@/ui/toaster';
import {
  acceptInterviewActor,
  acceptOfferActor,
  applyActor,
  declineInterviewActor,
  declineOfferActor,
  rescheduleInterviewActor,
  withdrawActor,
  type CandidateInterview,
  type CandidateOffer,
  type JobView,
} from './api';
import { formatSlot } from './time-zone';

/** Applying to a job from its page, or declining an invitation to it; every answer is said and read again. */
export function useJobApplication(job: JobView) {
  const queryClient = useQueryClient();
  return useMachine(
    jobApplicationMachine.provide({
      actors: { apply: applyActor, withdraw: withdrawActor },
      actions: {
        applied: () => {
          notify({ kind: 'success', title: m.cand_apply_sent({ company: job.company_name }) });
          void afterCandidateAnswer(queryClient);
        },
        withdrawn: () => {
          notify({ kind: 'success', title: m.cand_invitation_declined() });
          void afterCandidateAnswer(queryClient);
        },
        // The job may have closed, or an application already exist: the page shows what the server knows.
        applyFailed: () => void afterCandidateAnswer(queryClient),
      },
    }),
    { input: { jobId: job.id, application: job.my_application ?? null } },
  );
}

/** Withdrawing an application, or declining an invitation, from a list of them. */
export function useWithdrawal(job: { id: string; title: string }, application: ApplicationRef) {
  const queryClient = useQueryClient();
  const invited = application.status === 'invited';
  return useMachine(
    jobApplicationMachine.provide({
      actors: { apply: applyActor, withdraw: withdrawActor },
      actions: {
        withdrawn: () => {
          notify({ kind: 'success', title: invited ? m.cand_invitation_declined() : m.cand_withdrawn({ job: job.title }) });
          void afterCandidateAnswer(queryClient);
        },
      },
    }),
    { input: { jobId: job.id, application } },
  );
}

/** Answering an interview invitation: a time accepted, declined, or other times asked for. */
export function useInterviewAnswer(interview: CandidateInterview) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMachine(
    interviewAnswerMachine.provide({
      actors: { accept: acceptInterviewActor, decline: declineInterviewActor, reschedule: rescheduleInterviewActor },
      actions: {
        answered: (_, { interview: answered, answer }) => {
          const job = answered.job.title;
          const title =
            answer === 'accepted'
              ? m.cand_interview_accepted_toast({ job, time: formatSlot(answered.scheduled_at ?? '', locale) })
              : answer === 'declined'
                ? m.cand_interview_declined_toast({ job })
                : m.cand_interview_reschedule_toast({ company: answered.employer.company_name });
          notify({ kind: 'success', title });
          void afterCandidateAnswer(queryClient);
        },
      },
    }),
    { input: { interviewId: interview.id, proposedTimes: interview.proposed_times } },
  );
}

/** Answering an offer; one found expired meanwhile is read again too. */
export function useOfferResponse(offer: CandidateOffer) {
  const queryClient = useQueryClient();
  return useMachine(
    offerResponseMachine.provide({
      actors: { accept: acceptOfferActor, decline: declineOfferActor },
      actions: {
        answered: (_, { answer }) => {
          notify({
            kind: 'success',
            title: answer === 'accepted' ? m.cand_offer_accepted_toast({ job: offer.job.title }) : m.cand_offer_declined_toast({ job: offer.job.title }),
          });
          void afterCandidateAnswer(queryClient);
        },
        expired: () => void afterCandidateAnswer(queryClient),
      },
    }),
    { input: { offerId: offer.id, expiresAt: offer.expires_at } },
  );
}
