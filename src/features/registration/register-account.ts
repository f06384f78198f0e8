import { fromPromise } from 'xstate';
import { api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import type { RegisterRequest, RegisterResponse } from '@/machines/registration.machine';

/** The machines' 'register' actor: POST /auth/register, or the ApiProblem it answered with. */
export const registerAccount = fromPromise<RegisterResponse, RegisterRequest>(({ input, signal }) =>
  unwrap(api.POST('/auth/register', { body: input, signal })),
);

/**
 * The employer's sign-up through a business agent's link (/signup/employer?ref=<code>): the same
 * call with the link's code, which the server records as a referral (server/referrals/record-referral.ts).
 */
export const registerReferred = (code: string) =>
  fromPromise<RegisterResponse, RegisterRequest>(({ input, signal }) =>
    unwrap(api.POST('/auth/register', { body: { ...input, referral_code: code.slice(0, 40) }, signal })),
  );
