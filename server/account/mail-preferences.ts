import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';
import { ApiError, type FieldProblem } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import type { UserRow } from '../auth/sessions.js';
import { categoriesOf, type MailCategory, type NoticeCategory } from '../mail/categories.js';

type Preferences = Schema<'MailPreferences'>;

/** The account's choices among its categories (server/mail/categories.ts); a category never chosen is on. */
export function mailPreferencesOf(user: UserRow): Preferences {
  const preferences: Preferences = { news: user.sendMails };
  for (const category of categoriesOf(user.role)) {
    if (category !== 'news') preferences[category] = user.mailPreferences[category] !== false;
  }
  return preferences;
}

export const getMailPreferences = (owner: Owner) => mailPreferencesOf(owner.account);

/** Turns the given categories on or off; one that is not this account's is refused, as an unknown field. */
export async function updateMailPreferences(db: Db, owner: Owner, change: Schema<'MailPreferencesUpdate'>): Promise<Preferences> {
  const mine = categoriesOf(owner.role);
  const problems: Record<string, FieldProblem> = {};
  for (const category of Object.keys(change) as MailCategory[]) if (!mine.includes(category)) problems[category] = { key: 'unknown' };
  if (Object.keys(problems).length) throw new ApiError(400, 'VALIDATION_FAILED', problems);
  const { news, ...notices } = change;
  const [user] = await db
    .update(users)
    .set({
      ...(news === undefined ? {} : { sendMails: news }),
      // Merged in the statement, so a change to another category from a second tab is kept.
      mailPreferences: sql`${users.mailPreferences} || ${JSON.stringify(notices satisfies Partial<Record<NoticeCategory, boolean>>)}::jsonb`,
    })
    .where(eq(users.id, owner.userId))
    .returning();
  return mailPreferencesOf(user!);
}
