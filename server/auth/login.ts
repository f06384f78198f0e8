import type { Db } from '../db/database.js';
import { ApiError } from '../http/errors.js';
import { decoyHash, verifyPassword } from './passwords.js';
import { clearLimit, countHit, enforceLimit, limits, peekLimit } from '../http/rate-limit.js';
import { findUserByEmail } from './users.js';
import type { UserRow } from './sessions.js';

/**
 * The account behind an e-mail and password, checked at the same cost whether or not the
 * address is known; failures count per address and account, a success clears them.
 */
export async function checkCredentials(db: Db, ip: string, email: string, password: string): Promise<UserRow> {
  const pairKey = `login-fail:${email.trim().toLowerCase()}:${ip}`;
  await enforceLimit(db, `login:${ip}`, limits.loginPerAddress);
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
  return user;
}
