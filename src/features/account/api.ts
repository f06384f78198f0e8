import { fromPromise } from 'xstate';
import { $api, api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import { submitActor } from '@/machines/form-submission.machine';
import type { TwoFactorDisable, TwoFactorSetup, TwoFactorStatus } from '@/machines/two-factor.machine';

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

// The twoFactorMachine's actors (src/machines/two-factor.machine.ts).
export const loadTwoFactorActor = fromPromise<TwoFactorStatus>(() => unwrap(api.GET('/account/two-factor')));

export const setUpTwoFactorActor = fromPromise<TwoFactorSetup, { password: string }>(({ input }) =>
  unwrap(api.POST('/account/two-factor/setup', { body: input })),
);

export const enableTwoFactorActor = fromPromise<string[], { code: string }>(async ({ input }) => {
  const { recovery_codes } = await unwrap(api.POST('/account/two-factor/enable', { body: input }));
  return recovery_codes;
});

export const renewRecoveryCodesActor = fromPromise<string[], { password: string }>(async ({ input }) => {
  const { recovery_codes } = await unwrap(api.POST('/account/two-factor/recovery-codes', { body: input }));
  return recovery_codes;
});

export const disableTwoFactorActor = fromPromise<void, TwoFactorDisable>(async ({ input }) => {
  await unwrap(api.POST('/account/two-factor/disable', { body: input }));
});

export const forgetRememberedDevicesActor = fromPromise<void>(async () => {
  await unwrap(api.DELETE('/account/two-factor/remembered-devices'));
});
