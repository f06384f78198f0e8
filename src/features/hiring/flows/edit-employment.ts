import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { afterPipelineChange } from '@/lib/cache';
import { toWorkSchedule, type ScheduleFormValues } from '@/lib/schedule-form';
import { formSubmissionMachine, submitActor } from '@/machines/form-submission.machine';
import { notify } from '@/ui/toaster';
import { updateWorktime, type EmployerOffer } from '../api';
import { candidateName } from '../CandidateHeading';

/** New working hours for an offer or a hire; once saved, said so and back to `backTo`. */
export function useEditEmployment(offer: EmployerOffer, backTo: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMachine(
    formSubmissionMachine.provide({
      actors: { submit: submitActor((values: { schedule: ScheduleFormValues }) => updateWorktime(offer.id, toWorkSchedule(values.schedule))) },
      actions: {
        submitted: () => {
          notify({ kind: 'success', title: m.hiring_schedule_saved({ name: candidateName(offer.candidate) }) });
          void afterPipelineChange(queryClient, { offerId: offer.id });
          void navigate(backTo);
        },
      },
    }),
    { input: {} },
  );
}
