import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { consumeLink, openLinkUser } from './email-links.js';
import { hashPassword, passwordProblem } from './passwords.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import { endSessionsOf } from './sessions.js';
import { findUserById } from './users.js';

/** Sets a new password from a mailed link; every session of the account ends. Returns the account's id. */
export async function resetPassword(db: Db, ip: string, token: string, password: string): Promise<string> {
  await enforceLimit(db, `mail-link:${ip}`, limits.mailLinkPerAddress);
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
  return userId;
}
