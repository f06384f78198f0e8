import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { m } from '@/generated/paraglide/messages.js';
import { afterAgentChange, afterAgentPipelineChange } from '@/lib/cache';
import { formSubmissionMachine, submitActor } from '@/machines/form-submission.machine';
import { notify } from '@/ui/toaster';
import { answerInvitation, proposeCandidate, scheduleInterview, shortlist, type InterviewInvite, type Proposal } from './api';

/*
 * The agent's single calls (src/machines/form-submission.machine.ts): each said so once done and
 * followed by the reads it changed (src/lib/cache.ts). A refusal stays in the machine for the view.
 */

/** Accepting or declining an employer's invitation. */
export function useInvitationAnswer(invitationId: string, company: string) {
  const queryClient = useQueryClient();
  return useMachine(
    formSubmissionMachine.provide({
      actors: { submit: submitActor((values: { answer: 'accept' | 'decline' }) => answerInvitation({ id: invitationId, answer: values.answer })) },
      actions: {
        submitted: (_, { values }) => {
          notify({ kind: 'success', title: values.answer === 'accept' ? m.agc_accepted_notice({ company }) : m.agc_declined_notice({ company }) });
          void afterAgentChange(queryClient);
        },
      },
    }),
    { input: {} },
  );
}

/** Shortlisting a client's applicant, or inviting them to an interview. */
export function useApplicantAction(applicationId: string, name: string, onDone: () => void) {
  const queryClient = useQueryClient();
  const act = async (values: { action: 'shortlist' } | { action: 'interview'; invite: InterviewInvite }): Promise<unknown> =>
    values.action === 'shortlist' ? shortlist(applicationId) : scheduleInterview(applicationId, values.invite);
  return useMachine(
    formSubmissionMachine.provide({
      actors: { submit: submitActor(act) },
      actions: {
        submitted: (_, { values }) => {
          notify({ kind: 'success', title: values.action === 'shortlist' ? m.agc_shortlisted_notice({ name }) : m.agc_scheduled_notice({ name }) });
          void afterAgentPipelineChange(queryClient);
          onDone();
        },
      },
    }),
    { input: {} },
  );
}

/** Proposing a candidate for one of the client's open jobs; `onDone` empties the form. */
export function useProposal(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMachine(
    formSubmissionMachine.provide({
      actors: { submit: submitActor((values: Proposal) => proposeCandidate(values)) },
      actions: {
        submitted: (_, { output }) => {
          const candidate = (output as { candidate: { firstname: string; lastname: string } }).candidate;
          notify({ kind: 'success', title: m.agc_proposed_notice({ name: `${candidate.firstname} ${candidate.lastname}` }) });
          void afterAgentPipelineChange(queryClient);
          onDone();
        },
      },
    }),
    { input: {} },
  );
}
