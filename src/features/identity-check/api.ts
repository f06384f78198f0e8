import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import type { PhotoUpload, SandboxOutcome } from '@/machines/identity-check.machine';

type S = components['schemas'];

/* The reads and writes of the candidate's identity check and of the sandbox's capture screen. */

export const useIdentityCheck = () => $api.useQuery('get', '/candidate/identity-check');

export const readIdentityCheck = () => unwrap(api.GET('/candidate/identity-check'));

export const startIdentityCheck = () => unwrap(api.POST('/candidate/identity-checks'));

/** The form the contract's SandboxIdentityImage describes: which photo, and the image. */
function photoForm({ side, file }: PhotoUpload): FormData {
  const form = new FormData();
  form.append('side', side);
  form.append('file', file, file.name);
  return form;
}

export const uploadSandboxPhoto = (upload: PhotoUpload) =>
  unwrap(
    api.POST('/sandbox/identity-sessions/{id}/images', {
      params: { path: { id: upload.sessionId } },
      // The contract types the body by its fields; it travels as the multipart form they make.
      body: upload as unknown as S['SandboxIdentityImage'],
      bodySerializer: () => photoForm(upload),
    }),
  );

export const submitSandboxSession = (sessionId: string, outcome: SandboxOutcome) =>
  unwrap(api.POST('/sandbox/identity-sessions/{id}/submission', { params: { path: { id: sessionId } }, body: { outcome } }));
