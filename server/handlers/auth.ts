import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Handlers } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import { users } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { localeOf } from '../i18n.js';
import { decoyHash, hashPassword, passwordProblem, verifyPassword } from '../auth/passwords.js';
import { clearLimit, countHit, enforceLimit, limits, peekLimit } from '../auth/rate-limit.js';
import { endSession, endSessionsOf, startSession } from '../auth/sessions.js';
import { consumeLink, issueLink, openLinkUser, spendOpenLinks, userOfSpentLink } from '../auth/email-links.js';
import { findUserByEmail, findUserById } from '../auth/users.js';
import { profileOf, registrationProblems, roleOf } from '../auth/registration-rules.js';
import { toApiUser } from '../auth/user-view.js';
import { startCandidateProfile } from '../hiring/candidate-profiles.js';
import { randomToken } from '../auth/tokens.js';
import { enqueueMail } from '../mail/outbox.js';
import { clearSessionCookie, setSessionCookie, setXsrfCookie } from '../http/session-cookies.js';

type AuthOps = 'register' | 'login' | 'logout' | 'getMe' | 'verifyEmail' | 'resendVerification' | 'forgotPassword' | 'resetPassword';

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

export function authHandlers({ db, publicUrl }: Deps): Pick<Handlers, AuthOps> {
  const verifyLink = (token: string) => `${publicUrl}/verify-email/${token}`;
  const resetLink = (token: string) => `${publicUrl}/reset-password?token=${token}`;

  async function signIn(request: FastifyRequest, reply: FastifyReply, userId: string) {
    // Rotation: whatever session this browser had ends; a fresh id is issued.
    if (request.auth) await endSession(db, request.auth.user.id, request.auth.session.id);
    const session = await startSession(db, userId, { userAgent: request.headers['user-agent'], ipAddress: request.ip });
    setSessionCookie(reply, session.token, session.expiresAt);
    setXsrfCookie(reply, session.xsrfToken);
  }

  return {
    async register(request, reply) {
      const body = request.body;
      // One person retrying one address: generous enough for every typo, not for a script.
      await enforceLimit(db, `register:${request.ip}:${body.email.trim().toLowerCase()}`, limits.registerAttemptsPerAddressAndEmail);
      if (!body.agree_to_terms) {
        throw new ApiError(400, 'TERMS_REQUIRED', { agree_to_terms: { key: 'termsRequired' } });
      }
      const problems = registrationProblems(body);
      if (Object.keys(problems).length) throw new ApiError(400, 'VALIDATION_FAILED', problems);
      if (passwordProblem(body.password, body.email)) {
        throw new ApiError(400, 'PASSWORD_COMMON', { password: { key: 'passwordCommon' } });
      }
      // Only sign-ups that would create an account count (and those refused for a taken
      // e-mail, or this would answer "is X registered?" at will): an office behind one
      // address is not locked out because someone mistyped a field.
      await enforceLimit(db, `sign-ups:${request.ip}`, limits.signUpsPerAddress);
      const locale = body.locale ?? localeOf(request);
      const passwordHash = await hashPassword(body.password);
      try {
        await db.transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({
              email: body.email.trim(),
              passwordHash,
              role: roleOf(body.user_type),
              firstname: body.firstname.trim(),
              lastname: body.lastname.trim(),
              callMeBy: body.call_me_by?.trim() || null,
              country: body.country,
              phoneNumber: body.phone_number ?? null,
              locale,
              companyName: body.company_name?.trim() || null,
              sendMails: body.send_mails ?? true,
              termsAcceptedAt: new Date(),
              profile: profileOf(body),
            })
            .returning();
          if (user!.role === 'candidate') await startCandidateProfile(tx, user!, body);
          const token = await issueLink(tx, user!.id, 'verify_email');
          await enqueueMail(tx, user!.email, { template: 'verify_email', name: user!.firstname, link: verifyLink(token) }, locale);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(409, 'EMAIL_TAKEN', { email: { key: 'emailTaken' } });
        throw error;
      }
      return reply.code(201).send({ email: body.email.trim(), verification_required: true });
    },

    async login(request, reply) {
      const { email, password } = request.body;
      const pairKey = `login-fail:${email.trim().toLowerCase()}:${request.ip}`;
      await enforceLimit(db, `login:${request.ip}`, limits.loginPerAddress);
      await peekLimit(db, pairKey, limits.loginFailuresPerAccountAndAddress);
      const user = await findUserByEmail(db, email.trim());
      const ok = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
      if (!user || !ok) {
        await countHit(db, pairKey, limits.loginFailuresPerAccountAndAddress);
        throw new ApiError(401, 'INVALID_CREDENTIALS');
      }
      await clearLimit(db, pairKey);
      // Said only after the right password, so it reveals nothing to a guesser.
      if (!user.emailVerifiedAt) throw new ApiError(403, 'EMAIL_NOT_VERIFIED');
      await signIn(request, reply, user.id);
      return reply.code(200).send({ user: toApiUser(user) });
    },

    async logout(request, reply) {
      if (request.auth) await endSession(db, request.auth.user.id, request.auth.session.id);
      clearSessionCookie(reply);
      setXsrfCookie(reply, randomToken());
      return reply.code(204).send();
    },

    async getMe(request, reply) {
      return reply.code(200).send({ user: toApiUser(request.auth!.user) });
    },

    async verifyEmail(request, reply) {
      const { token } = request.body;
      const userId = await consumeLink(db, token, 'verify_email');
      if (userId) {
        const [user] = await db
          .update(users)
          .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
          .where(eq(users.id, userId))
          .returning({ email: users.email });
        return reply.code(200).send({ email: user!.email });
      }
      // A second click on a link that already did its work is not an error.
      const spentBy = await userOfSpentLink(db, token, 'verify_email');
      const user = spentBy ? await findUserById(db, spentBy) : undefined;
      if (user?.emailVerifiedAt) return reply.code(200).send({ email: user.email });
      throw new ApiError(410, 'TOKEN_INVALID');
    },

    async resendVerification(request, reply) {
      const { email } = request.body;
      await enforceLimit(db, `mail-link:${request.ip}`, limits.mailLinkPerAddress);
      const user = await findUserByEmail(db, email.trim());
      if (user && !user.emailVerifiedAt) {
        const { hits } = await countHit(db, `verify-mail:${user.id}`, limits.mailLinkPerAccount);
        if (hits <= limits.mailLinkPerAccount.max) {
          await db.transaction(async (tx) => {
            await spendOpenLinks(tx, user.id, 'verify_email');
            const token = await issueLink(tx, user.id, 'verify_email');
            await enqueueMail(tx, user.email, { template: 'verify_email', name: user.firstname, link: verifyLink(token) }, user.locale);
          });
        }
      }
      return reply.code(202).send();
    },

    async forgotPassword(request, reply) {
      const { email } = request.body;
      await enforceLimit(db, `mail-link:${request.ip}`, limits.mailLinkPerAddress);
      const user = await findUserByEmail(db, email.trim());
      if (user) {
        const { hits } = await countHit(db, `reset-mail:${user.id}`, limits.mailLinkPerAccount);
        if (hits <= limits.mailLinkPerAccount.max) {
          const locale = request.body.locale ?? user.locale;
          await db.transaction(async (tx) => {
            await spendOpenLinks(tx, user.id, 'reset_password');
            const token = await issueLink(tx, user.id, 'reset_password');
            await enqueueMail(tx, user.email, { template: 'reset_password', name: user.firstname, link: resetLink(token) }, locale);
          });
        }
      }
      return reply.code(202).send();
    },

    async resetPassword(request, reply) {
      const { token, password } = request.body;
      await enforceLimit(db, `mail-link:${request.ip}`, limits.mailLinkPerAddress);
      const pending = await openLinkUser(db, token, 'reset_password');
      if (!pending) throw new ApiError(410, 'TOKEN_INVALID');
      const user = (await findUserById(db, pending))!;
      if (passwordProblem(password, user.email)) {
        throw new ApiError(400, 'PASSWORD_COMMON', { password: { key: 'passwordCommon' } });
      }
      const passwordHash = await hashPassword(password);
      const userId = await consumeLink(db, token, 'reset_password');
      if (userId !== pending) throw new ApiError(410, 'TOKEN_INVALID'); // spent by a concurrent request
      await db.transaction(async (tx) => {
        // Following the mailed link also proves the address.
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: sql`now()`, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
          .where(eq(users.id, userId));
        await endSessionsOf(tx, userId);
        await enqueueMail(tx, user.email, { template: 'password_changed', name: user.firstname }, user.locale);
      });
      if (request.auth?.user.id === userId) clearSessionCookie(reply);
      return reply.code(204).send();
    },
  };
}
