import { eq, sql } from 'drizzle-orm';
import type { Handlers } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import { users } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { hashPassword, passwordProblem, verifyPassword } from '../auth/passwords.js';
import { enforceLimit, limits } from '../auth/rate-limit.js';
import { endSession, endSessionsOf, liveSessionsOf } from '../auth/sessions.js';
import { enqueueMail } from '../mail/outbox.js';
import { clearSessionCookie } from '../http/session-cookies.js';
import { toApiUser } from '../auth/user-view.js';

export function accountHandlers({ db }: Deps): Pick<Handlers, 'updateMe' | 'changePassword' | 'listSessions' | 'endSession'> {
  return {
    async updateMe(request, reply) {
      const [user] = await db
        .update(users)
        .set({
          ...(request.body.locale ? { locale: request.body.locale } : {}),
          ...(request.body.timezone ? { timezone: request.body.timezone } : {}),
        })
        .where(eq(users.id, request.auth!.user.id))
        .returning();
      return reply.code(200).send({ user: toApiUser(user!) });
    },

    async changePassword(request, reply) {
      const { user, session } = request.auth!;
      const { current_password, new_password } = request.body;
      await enforceLimit(db, `password-change:${user.id}`, limits.passwordChangePerUser);
      if (!(await verifyPassword(user.passwordHash, current_password))) {
        throw new ApiError(400, 'PASSWORD_WRONG', { current_password: { key: 'passwordWrong' } });
      }
      if (current_password === new_password) {
        throw new ApiError(400, 'PASSWORD_UNCHANGED', { new_password: { key: 'passwordUnchanged' } });
      }
      if (passwordProblem(new_password, user.email)) {
        throw new ApiError(400, 'PASSWORD_COMMON', { new_password: { key: 'passwordCommon' } });
      }
      const passwordHash = await hashPassword(new_password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, passwordChangedAt: sql`now()` }).where(eq(users.id, user.id));
        await endSessionsOf(tx, user.id, session.id);
        await enqueueMail(tx, user.email, { template: 'password_changed', name: user.firstname }, user.locale);
      });
      return reply.code(204).send();
    },

    async listSessions(request, reply) {
      const { user, session: current } = request.auth!;
      const rows = await liveSessionsOf(db, user.id);
      return reply.code(200).send({
        sessions: rows.map((s) => ({
          id: s.id,
          created_at: s.createdAt.toISOString(),
          last_seen_at: s.lastSeenAt.toISOString(),
          expires_at: s.expiresAt.toISOString(),
          ...(s.userAgent ? { user_agent: s.userAgent } : {}),
          ...(s.ipAddress ? { ip_address: s.ipAddress } : {}),
          current: s.id === current.id,
        })),
      });
    },

    async endSession(request, reply) {
      const { user, session } = request.auth!;
      if (!(await endSession(db, user.id, request.params.id))) throw new ApiError(404, 'NOT_FOUND');
      if (request.params.id === session.id) clearSessionCookie(reply);
      return reply.code(204).send();
    },
  };
}
