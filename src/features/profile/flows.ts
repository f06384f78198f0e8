import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { m } from '@/generated/paraglide/messages.js';
import { afterProfileChange } from '@/lib/cache';
import { profileFileMachine, type ProfileFileInput } from '@/machines/profile-file.machine';
import { profileSectionMachine, type ProfileSectionInput } from '@/machines/profile-section.machine';
import { notify } from '@/ui/toaster';
import { removeProfileFile, saveSection, uploadProfileFile, type CandidateProfile, type ProfileFileKind, type SectionBodies } from './api';
import type { FormSection } from './drafts';

/** Said once a save makes the profile searchable. */
const visibleComment = (profile: CandidateProfile) => (profile.complete ? m.profile_saved_visible() : undefined);

/**
 * One section of the editor: its machine with the section's call. Once saved, it is said so, the
 * page shows the server's answer (afterProfileChange) and `onSaved` puts the form and focus in place.
 */
export function useProfileSection<K extends FormSection>(section: K, input: ProfileSectionInput, onSaved: (profile: CandidateProfile) => void) {
  const queryClient = useQueryClient();
  return useMachine(
    profileSectionMachine.provide({
      actors: { save: fromPromise<CandidateProfile, unknown>(({ input: body }) => saveSection(section, body as SectionBodies[K])) },
      actions: {
        saved: (_, { profile }) => {
          void afterProfileChange(queryClient, profile);
          notify({ kind: 'success', title: m.profile_section_saved(), comment: visibleComment(profile) });
          onSaved(profile);
        },
      },
    }),
    { input },
  );
}

/** The photo or the CV: its machine with the upload and removal behind it; `onChanged` puts the card and focus in place. */
export function useProfileFile(kind: ProfileFileKind, input: ProfileFileInput, onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMachine(
    profileFileMachine.provide({
      actors: {
        upload: fromPromise<CandidateProfile, File>(({ input: file }) => uploadProfileFile(kind, file)),
        remove: fromPromise<CandidateProfile, void>(() => removeProfileFile(kind)),
      },
      actions: {
        changed: (_, { profile, change }) => {
          void afterProfileChange(queryClient, profile);
          const title = {
            photo: { uploaded: m.profile_photo_uploaded, removed: m.profile_photo_removed },
            cv: { uploaded: m.profile_cv_uploaded, removed: m.profile_cv_removed },
          }[kind][change]();
          notify({ kind: 'success', title, comment: change === 'uploaded' ? visibleComment(profile) : undefined });
          onChanged();
        },
      },
    }),
    { input },
  );
}
