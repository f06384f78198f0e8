import { and, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { users } from '../db/schema.js';
import type { UserRow } from '../auth/sessions.js';
import type { MailTemplate } from './templates.js';

/*
 * Which mails a user may turn off (docs/product.md, "Account settings"). `news` is the consent to
 * product news and tips asked at sign-up (users.send_mails); the news of the hiring pipeline and
 * of a hire's work are told on the dashboard too, so their mails may be turned off
 * (users.mail_preferences); so may the digest of messages left unread (`messages`, for everyone who
 * messages: employers, candidates and agents; server/messages/message-digest.ts). Everything else is
 * always sent: the account's security (verification,
 * password, e-mail change, two-factor), billing (receipts, invoices, failed payments: the law and
 * the contract ask for them) and the answers to what the user asked for (forms, requests, grants).
 */

export type MailCategory = 'news' | 'hiring_updates' | 'work_updates' | 'messages';
/** The categories kept in users.mail_preferences. */
export type NoticeCategory = Exclude<MailCategory, 'news'>;

/** The categories an account may choose, by role: only employers and candidates hear of hiring and work; agents message too. */
export function categoriesOf(role: UserRow['role']): MailCategory[] {
  if (role === 'employer' || role === 'candidate') return ['news', 'hiring_updates', 'work_updates', 'messages'];
  return role === 'agent' ? ['news', 'messages'] : ['news'];
}

/** The category of a mail, or null for one that is always sent. No news mail is sent from here yet. */
export function categoryOf(mail: MailTemplate): NoticeCategory | null {
  if (mail.template === 'hiring_update') return 'hiring_updates';
  if (mail.template === 'staff_work') return 'work_updates';
  if (mail.template === 'messages' && mail.event === 'digest') return 'messages';
  return null;
}

/**
 * Whether the account at `to` turned this category off. A mail to an address without an account
 * (a public form's) has no preference to follow. One probe of users_email_lower_idx.
 */
export async function turnedOff(db: Db | Tx, to: string, category: NoticeCategory): Promise<boolean> {
  const [row] = await db
    .select({ off: sql<number>`1` })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${to})`, sql`${users.mailPreferences} ->> ${category} = 'false'`))
    .limit(1);
  return row !== undefined;
}
