// GET /auth/me as a page starts with it: signed in as someone, or not signed in.
import { api, problem } from './api';
import type { User } from './fixtures/accounts';

/** GET /auth/me for this user: the session the page starts with. */
export const signedInAs = (user: User) => api.get('/auth/me', ({ response }) => response(200).json({ user }));

/** GET /auth/me for a visitor who is not signed in. */
export const anonymousMe = api.get('/auth/me', () => problem(401, 'UNAUTHENTICATED', 'Please sign in to continue.'));
