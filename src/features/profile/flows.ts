import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { afterProfileChange } from '@/lib/cache';
import { formSubmissionMachine } from '@/machines/form-submission.machine';
import { notify } from '@/ui/toaster';
import { saveProfileActor } from './api';

type CandidateProfile = components['schemas']['CandidateProfile'];

/** Saving the candidate's profile; once saved, said so (and whether employers can now find it). */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMachine(
    formSubmissionMachine.provide({
      actors: { submit: saveProfileActor },
      actions: {
        submitted: (_, { output }) => {
          const saved = output as CandidateProfile;
          void afterProfileChange(queryClient, saved);
          notify({ kind: 'success', title: m.profile_saved(), comment: saved.complete ? m.profile_saved_visible() : undefined });
        },
      },
    }),
    { input: {} },
  );
}
