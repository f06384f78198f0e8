import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { m } from '@/generated/paraglide/messages.js';
import { intakeSurveyMachine, type IntakeSurvey, type SectionAnswers } from '@/machines/intake-survey.machine';
import { notify } from '@/ui/toaster';
import { saveSection } from './api';

/** The survey's machine with its call: each section saved is said so, and the survey is read again on the next visit. */
export function useIntakeSurveyFlow(survey: IntakeSurvey) {
  const queryClient = useQueryClient();
  return useMachine(
    intakeSurveyMachine.provide({
      actors: {
        save: fromPromise<IntakeSurvey, SectionAnswers>(async ({ input }) => {
          const saved = await saveSection(input);
          void queryClient.invalidateQueries({ queryKey: ['get', '/candidate/intake-survey'] });
          return saved;
        }),
      },
      actions: { saved: () => notify({ kind: 'success', title: m.intake_saved() }) },
    }),
    { input: { survey } },
  );
}
