import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { afterGrantApplication } from '@/lib/cache';
import { formSubmissionMachine, submitActor } from '@/machines/form-submission.machine';
import { applyForGrant, type GrantApplicationRequest } from './grant-api';

/** The application, then the list that now shows it: the form succeeds once both are done. */
export function useGrantApplication() {
  const queryClient = useQueryClient();
  return useMachine(
    formSubmissionMachine.provide({
      actors: {
        submit: submitActor(async (values: GrantApplicationRequest) => {
          const created = await applyForGrant(values);
          await afterGrantApplication(queryClient);
          return created;
        }),
      },
    }),
    { input: {} },
  );
}
