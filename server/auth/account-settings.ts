import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';
import type { Owner } from '../http/owner.js';
import type { RouteOf } from '../http/handler-types.js';
import { ApiError } from '../http/errors.js';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import { endSessionsOf } from './sessions.js';
import { enqueueMail } from '../mail/outbox.js';
import { toApiUser } from './user-view.js';

type Preferences = RouteOf<'updateMe'>['Body'];
type PasswordChange = RouteOf<'changePassword'>['Body'];

/** The signed-in user changes the language or time zone of the account. */
export async function updatePreferences(db: Db, owner: Owner, preferences: Preferences) {
  const [user] = await db
    .update(users)
    .set({
      ...(preferences.locale ? { locale: preferences.locale } : {}),
      ...(preferences.timezone ? { timezone: preferences.timezone } : {}),
    })
    .where(eq(users.id, owner.userId))
    .returning();
  return { user: toApiUser(user!) };
}

/** A new password, given the current one; every other session of the account ends. */
export async function changePassword(db: Db, owner: Owner, { current_password, new_password }: PasswordChange) {
  const user = owner.account;
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
    await endSessionsOf(tx, user.id, owner.sessionId);
    await enqueueMail(tx, user.email, { template: 'password_changed', name: user.firstname }, user.locale);
  });
}
