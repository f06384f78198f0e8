import { fromPromise } from 'xstate';
import { m } from '@/generated/paraglide/messages.js';
import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap, type ApiProblem } from '@/lib/api-problem';
import type { EmailChangeRequest, EmailChangeStarted } from '@/machines/email-change.machine';
import type { SessionUser } from '@/machines/email-change-confirm.machine';
import { submitActor } from '@/machines/form-submission.machine';
import type { AccountDeletion } from '@/machines/account-deletion.machine';
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

export type AccountDetails = components['schemas']['AccountDetails'];
export type AccountDetailsUpdate = components['schemas']['AccountDetailsUpdate'];
export type MailPreferences = components['schemas']['MailPreferences'];

export const useAccountDetails = () => $api.useQuery('get', '/account/details');
export const accountDetailsKey = () => $api.queryOptions('get', '/account/details').queryKey;

/** formSubmissionMachine's 'submit' for the details form: the details and the session's user as they are now. */
export const updateAccountDetailsActor = submitActor((values: AccountDetailsUpdate) => unwrap(api.PUT('/account/details', { body: values })));

export const useMailPreferences = () => $api.useQuery('get', '/account/mail-preferences');
export const mailPreferencesKey = () => $api.queryOptions('get', '/account/mail-preferences').queryKey;

/** formSubmissionMachine's 'submit' for one switch of the mail preferences. */
export const updateMailPreferencesActor = submitActor((values: components['schemas']['MailPreferencesUpdate']) =>
  unwrap(api.PATCH('/account/mail-preferences', { body: values })),
);

/** The emailChangeMachine's 'requestChange' actor. */
export const requestEmailChangeActor = fromPromise<EmailChangeStarted, EmailChangeRequest>(({ input }) =>
  unwrap(api.POST('/account/email-change', { body: { new_email: input.new_email.trim(), password: input.password } })),
);

/** Mailed tokens: 32 random bytes, base64url. Anything else cannot be a link we sent. */
const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

// One request per token at a time, as the verification link's (src/features/auth/api.ts): React
// StrictMode restarts the page's actor on its first mount, and a second POST would find the link spent.
const confirmations = new Map<string, Promise<SessionUser>>();

/** The emailChangeConfirmMachine's 'confirmChange' actor. */
export const confirmEmailChangeActor = fromPromise<SessionUser, { token: string }>(({ input: { token } }) => {
  if (!LINK_TOKEN.test(token)) return Promise.reject<SessionUser>({ code: 'TOKEN_INVALID', message: m.api_error_token_invalid() } satisfies ApiProblem);
  let pending = confirmations.get(token);
  if (!pending) {
    pending = unwrap(api.POST('/account/email-change/confirm', { body: { token } })).finally(() => confirmations.delete(token));
    confirmations.set(token, pending);
  }
  return pending;
});

// The accountDeletionMachine's actors (src/machines/account-deletion.machine.ts).
export const loadAccountDeletionActor = fromPromise<AccountDeletion>(() => unwrap(api.GET('/account/deletion')));

export const requestAccountDeletionActor = fromPromise<AccountDeletion, { password: string }>(({ input }) =>
  unwrap(api.POST('/account/deletion', { body: input })),
);

export const cancelAccountDeletionActor = fromPromise<AccountDeletion>(() => unwrap(api.DELETE('/account/deletion')));
