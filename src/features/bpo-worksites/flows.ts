import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fromPromise } from 'xstate';
import { m } from '@/generated/paraglide/messages.js';
import { useSession } from '@/app-state/app-actors';
import { afterBpoChange } from '@/lib/cache';
import { readLocal, WORKSITE_DRAFT_KEY_PREFIX } from '@/lib/storage';
import { formSubmissionMachine, submitActor } from '@/machines/form-submission.machine';
import { worksiteEditorMachine, type SaveWorksiteInput, type Worksite } from '@/machines/worksite-editor.machine';
import { notify } from '@/ui/toaster';
import { applyForAccreditation, closeWorksite, removeWorksitePhoto, saveWorksite, uploadWorksitePhoto, type BpoApplicationInput } from './api';

/** The application sent (first time or corrected): said so, and the BPO's pages read again. */
export function useApplication(applied: boolean) {
  const queryClient = useQueryClient();
  return useMachine(
    formSubmissionMachine.provide({
      actors: { submit: submitActor((body: BpoApplicationInput) => applyForAccreditation(body)) },
      actions: {
        submitted: () => {
          notify({ kind: 'success', title: applied ? m.bpo_application_saved() : m.bpo_application_sent() });
          void afterBpoChange(queryClient);
        },
      },
    }),
    { input: {} },
  );
}

/** Where the browser keeps the draft of this user's worksite (or new worksite). */
const draftKey = (userId: string | undefined, worksiteId: string | null) => (userId ? `${WORKSITE_DRAFT_KEY_PREFIX}${userId}:${worksiteId ?? 'new'}` : null);

/** The worksite editor with its call: a new worksite goes on to its page (for photos), a change back to the list. */
export function useWorksiteEditor(worksite: Worksite | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user } = useSession();
  const [storageKey] = useState(() => draftKey(user?.id, worksite?.id ?? null));
  const [draft] = useState(() => (storageKey ? readLocal(storageKey) : null));
  return useMachine(
    worksiteEditorMachine.provide({
      actors: { saveWorksite: fromPromise<Worksite, SaveWorksiteInput>(({ input }) => saveWorksite(input)) },
      actions: {
        saved: (_, { worksite: saved, created }) => {
          notify({ kind: 'success', title: created ? m.bpo_worksite_added() : m.bpo_worksite_saved() });
          void afterBpoChange(queryClient);
          void navigate(created ? `/debpo/edit-worksite/${saved.id}` : '/debpo/worksites');
        },
      },
    }),
    { input: { worksite, draft, storageKey } },
  );
}

/** One call on a worksite (a photo added or removed, the worksite closed): said so when it went through. */
function useWorksiteCall<T>(call: (value: T) => Promise<unknown>, said: () => string, after?: () => void) {
  const queryClient = useQueryClient();
  return useMachine(
    formSubmissionMachine.provide({
      actors: { submit: submitActor(({ value }: { value: T }) => call(value)) },
      actions: {
        submitted: () => {
          notify({ kind: 'success', title: said() });
          void afterBpoChange(queryClient);
          after?.();
        },
      },
    }),
    { input: {} },
  );
}

export const useAddPhoto = (worksiteId: string) => useWorksiteCall((file: File) => uploadWorksitePhoto(worksiteId, file), m.bpo_photo_added);

export const useRemovePhoto = () => useWorksiteCall((photoId: string) => removeWorksitePhoto(photoId), m.bpo_photo_removed);

export function useCloseWorksite(worksiteId: string) {
  const navigate = useNavigate();
  return useWorksiteCall(() => closeWorksite(worksiteId), m.bpo_worksite_closed_toast, () => void navigate('/debpo/worksites'));
}
