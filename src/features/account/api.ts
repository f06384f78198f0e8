import { fromPromise } from 'xstate';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import { submitActor } from '@/machines/form-submission.machine';

export const useSessions = () => $api.useQuery('get', '/auth/sessions');

export const changePasswordActor = submitActor(
  async (values: { current_password: string; new_password: string }) => {
    await unwrap(api.POST('/auth/password/change', { body: values }));
  },
);

/** The endSessionMachine's 'endSession' actor. */
export const endSessionActor = fromPromise<void, { id: string }>(async ({ input }) => {
  await unwrap(api.DELETE('/auth/sessions/{id}', { params: { path: { id: input.id } } }));
});
