import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { consumeLink, userOfSpentLink } from './email-links.js';
import { findUserById } from './users.js';

/** Follows a verification link; the address it proved. */
export async function verifyEmail(db: Db, token: string): Promise<{ email: string }> {
  const userId = await consumeLink(db, token, 'verify_email');
  if (userId) {
    const [user] = await db
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    return { email: user!.email };
  }
  // A second click on a link that already did its work is not an error.
  const spentBy = await userOfSpentLink(db, token, 'verify_email');
  const user = spentBy ? await findUserById(db, spentBy) : undefined;
  if (user?.emailVerifiedAt) return { email: user.email };
  throw new ApiError(410, 'TOKEN_INVALID');
}
