import { fromPromise } from 'xstate';
import { m } from '@/generated/paraglide/messages.js';
import { getLocale } from '@/generated/paraglide/runtime.js';
import type { components } from '@/generated/api';
import { $api, api } from '@/lib/api-client';
import { unwrap, type ApiProblem } from '@/lib/api-problem';
import { submitActor } from '@/machines/form-submission.machine';
import type { Credentials, LoginAnswer, SecondStepAnswer, User } from '@/machines/login.machine';

type Locale = components['schemas']['Locale'];

/** Mailed tokens: 32 random bytes, base64url. Anything else cannot be a link we sent. */
export const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const invalidLink = (): ApiProblem => ({ code: 'TOKEN_INVALID', message: m.api_error_token_invalid() });

/** The loginMachine's 'login' actor: a session (200), or the second step to take (202, two-factor sign-in on). */
export const loginActor = fromPromise<LoginAnswer, Credentials>(async ({ input }) => {
  const answer = await unwrap(api.POST('/auth/login', { body: input }));
  return 'second_step' in answer ? { challenge: answer } : { user: answer.user };
});

/** The loginMachine's 'completeSecondStep' actor: the code, against the challenge cookie the password step set. */
export const completeSecondStepActor = fromPromise<User, SecondStepAnswer>(async ({ input }) => {
  const { user } = await unwrap(api.POST('/auth/login/two-factor', { body: input }));
  return user;
});

/** formSubmissionMachine's 'submit' for "Send a new link" (always 202 unless rate limited). */
export const resendLinkActor = submitActor(async ({ email }: { email: string }) => {
  await unwrap(api.POST('/auth/verify-email/resend', { body: { email: email.trim(), locale: getLocale() as Locale } }));
});

export const forgotPasswordActor = submitActor(async ({ email }: { email: string }) => {
  await unwrap(api.POST('/auth/password/forgot', { body: { email: email.trim(), locale: getLocale() as Locale } }));
});

export const resetPasswordActor = submitActor(async ({ token, password }: { token: string; password: string }) => {
  if (!LINK_TOKEN.test(token)) throw invalidLink();
  await unwrap(api.POST('/auth/password/reset', { body: { token, password } }));
});

// One request per token at a time. React StrictMode stops and restarts the page's
// actor on its first mount, which starts the invoked call again: the restarted
// call joins the first instead of sending a second POST.
const verifications = new Map<string, Promise<{ email: string }>>();

export function verifyEmailOnce(token: string): Promise<{ email: string }> {
  if (!LINK_TOKEN.test(token)) return Promise.reject(invalidLink());
  let pending = verifications.get(token);
  if (!pending) {
    pending = unwrap(api.POST('/auth/verify-email', { body: { token } })).finally(() => verifications.delete(token));
    verifications.set(token, pending);
  }
  return pending;
}

/** The verifyEmailMachine's 'verifyEmail' actor. */
export const verifyEmailActor = fromPromise<{ email: string }, { token: string }>(({ input }) => verifyEmailOnce(input.token));

/**
 * The dev mailbox answers 200 when the server keeps mail in its outbox, 404 when
 * it sends by SMTP. The same request as the mailbox page's first page, so the
 * page opens from cache.
 */
export function useDevMailbox(to: string | undefined) {
  return $api.useQuery('get', '/dev/mailbox', { params: { query: { to: to || undefined, page: 1 } } }, { retry: false });
}
