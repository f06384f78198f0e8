import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { identityCheckMachine, type IdentityOverview, type PhotoUpload, type SandboxOutcome } from '@/machines/identity-check.machine';
import { readIdentityCheck, startIdentityCheck, submitSandboxSession, uploadSandboxPhoto } from './api';

/**
 * The identity check's machine with the calls behind it. Going to the provider's page leaves the
 * app (it comes back to /candidate/kyc); once the result is in, the readings that count it
 * (this check, the onboarding checklist) are read again.
 */
export function useIdentityCheckFlow(overview: IdentityOverview) {
  const queryClient = useQueryClient();
  return useMachine(
    identityCheckMachine.provide({
      actors: {
        start: fromPromise(() => startIdentityCheck()),
        uploadPhoto: fromPromise<void, PhotoUpload>(async ({ input }) => {
          await uploadSandboxPhoto(input);
        }),
        submit: fromPromise<Awaited<ReturnType<typeof submitSandboxSession>>, { sessionId: string; outcome: SandboxOutcome }>(({ input }) =>
          submitSandboxSession(input.sessionId, input.outcome),
        ),
        readStatus: fromPromise(() => readIdentityCheck()),
      },
      actions: {
        redirect: (_, params) => window.location.assign(params.url),
        settled: () => {
          void queryClient.invalidateQueries({ queryKey: ['get', '/candidate/identity-check'] });
          void queryClient.invalidateQueries({ queryKey: ['get', '/candidate/onboarding'] });
        },
      },
    }),
    { input: { overview } },
  );
}
