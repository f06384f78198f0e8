import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Handlers } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import { localeOf } from '../i18n.js';
import { endSession, startSession } from '../auth/sessions.js';
import { ownerIfSignedIn, ownerOf } from '../http/owner.js';
import { toApiUser } from '../auth/user-view.js';
import { register } from '../auth/registration.js';
import { checkCredentials } from '../auth/login.js';
import { verifyEmail } from '../auth/verify-email.js';
import { forgotPassword, resendVerification } from '../auth/link-requests.js';
import { resetPassword } from '../auth/reset-password.js';
import { randomToken } from '../auth/tokens.js';
import {
  CHALLENGE_COOKIE,
  clearChallengeCookie,
  clearSessionCookie,
  REMEMBERED_DEVICE_COOKIE,
  setChallengeCookie,
  setRememberedDeviceCookie,
  setSessionCookie,
  setXsrfCookie,
} from '../http/session-cookies.js';
import { completeChallenge, needsSecondStep, openChallenge } from '../auth/two-factor.js';

type AuthOps = 'register' | 'login' | 'completeTwoFactorSignIn' | 'logout' | 'getMe' | 'verifyEmail' | 'resendVerification' | 'forgotPassword' | 'resetPassword';

export function authHandlers(deps: Deps): Pick<Handlers, AuthOps> {
  const { db, publicUrl } = deps;
  /** Ends whatever session this browser had (rotation) and starts a fresh one. */
  async function endCurrentSession(request: FastifyRequest) {
    const current = ownerIfSignedIn(request);
    if (current) await endSession(db, current.userId, current.sessionId);
  }

  async function signIn(request: FastifyRequest, reply: FastifyReply, userId: string) {
    await endCurrentSession(request);
    const session = await startSession(db, userId, { userAgent: request.headers['user-agent'], ipAddress: request.ip });
    setSessionCookie(reply, session.token, session.expiresAt);
    setXsrfCookie(reply, session.xsrfToken);
  }

  return {
    async register(request, reply) {
      return reply.code(201).send(await register(db, publicUrl, request.ip, request.body, localeOf(request)));
    },

    async login(request, reply) {
      const user = await checkCredentials(db, request.ip, request.body.email, request.body.password);
      if (await needsSecondStep(db, user.id, request.cookies[REMEMBERED_DEVICE_COOKIE])) {
        // No session yet: the browser holds a challenge that only the second step answers.
        const challenge = await openChallenge(db, user.id);
        setChallengeCookie(reply, challenge.token, challenge.expiresAt);
        return reply.code(202).send({ second_step: 'totp', expires_at: challenge.expiresAt.toISOString() });
      }
      await signIn(request, reply, user.id);
      return reply.code(200).send({ user: toApiUser(user) });
    },

    async completeTwoFactorSignIn(request, reply) {
      const done = await completeChallenge(deps, request.cookies[CHALLENGE_COOKIE], request.body, request.headers['user-agent']);
      clearChallengeCookie(reply);
      if (done.remember) setRememberedDeviceCookie(reply, done.remember.token, done.remember.expiresAt);
      await signIn(request, reply, done.user.id);
      return reply.code(200).send({ user: toApiUser(done.user) });
    },

    async logout(request, reply) {
      await endCurrentSession(request);
      clearSessionCookie(reply);
      setXsrfCookie(reply, randomToken());
      return reply.code(204).send();
    },

    async getMe(request, reply) {
      return reply.code(200).send({ user: toApiUser(ownerOf(request).account) });
    },

    async verifyEmail(request, reply) {
      return reply.code(200).send(await verifyEmail(db, request.body.token));
    },

    async resendVerification(request, reply) {
      await resendVerification(db, publicUrl, request.ip, request.body.email);
      return reply.code(202).send();
    },

    async forgotPassword(request, reply) {
      await forgotPassword(db, publicUrl, request.ip, request.body.email, request.body.locale);
      return reply.code(202).send();
    },

    async resetPassword(request, reply) {
      const userId = await resetPassword(db, request.ip, request.body.token, request.body.password);
      if (ownerIfSignedIn(request)?.userId === userId) clearSessionCookie(reply);
      return reply.code(204).send();
    },
  };
}
