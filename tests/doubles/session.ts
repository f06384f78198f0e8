// GET /auth/me as a page starts with it: signed in as someone, or not signed in.
import { api, problem } from './api';
import type { User } from './fixtures/accounts';
import { twoFactorOff, twoFactorOn } from './fixtures/two-factor';

/** GET /auth/me for this user: the session the page starts with. */
export const signedInAs = (user: User) => api.get('/auth/me', ({ response }) => response(200).json({ user }));

/** GET /auth/me for a visitor who is not signed in. */
export const anonymousMe = api.get('/auth/me', () => problem(401, 'UNAUTHENTICATED', 'Please sign in to continue.'));

/** GET /account/two-factor of an administrator with it on: what their pages check before showing (src/app-state/AdminSecondStep.tsx). */
export const adminSecondStepOn = api.get('/account/two-factor', ({ response }) => response(200).json(twoFactorOn));

/** The same, for an administrator who has not turned it on. */
export const adminSecondStepOff = api.get('/account/two-factor', ({ response }) => response(200).json(twoFactorOff));
