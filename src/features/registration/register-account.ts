import { fromPromise } from 'xstate';
import { api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import type { RegisterRequest, RegisterResponse } from '@/machines/registration.machine';

/** The machines' 'register' actor: POST /auth/register, or the ApiProblem it answered with. */
export const registerAccount = fromPromise<RegisterResponse, RegisterRequest>(({ input, signal }) =>
  unwrap(api.POST('/auth/register', { body: input, signal })),
);
