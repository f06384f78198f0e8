import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { users } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import { violatedUniqueIndex } from '../http/unique-violation.js';
import { asLocale } from '../i18n.js';
import { enqueueMail } from '../mail/outbox.js';
import { consumeEmailChangeLink, issueLink, linkLifetimeMs, spendOpenLinks } from '../auth/email-links.js';
import { emailChangeLink, helpLink, signInLink } from '../auth/mailed-links.js';
import { verifyPassword } from '../auth/passwords.js';
import { toApiUser } from '../auth/user-view.js';
import { findUserByEmail } from '../auth/users.js';

/*
 * Moving an account to another e-mail address (docs/product.md, "Account settings").
 *
 * Invariants: the password is asked again; the address changes only when the link mailed to the
 * new one is opened, once, within 24 hours, by the same account signed in: a link that reached a
 * stranger (a mistyped address) cannot move the account to the stranger, who could then reset its
 * password. Signed out, the page asks to sign in and comes back to the link (src/routes/guards.tsx).
 * The answer to a request is the same whether the new address has an account or not (that one
 * gets a mail saying so instead of the link), so the form cannot be used to learn who has an
 * account; the link's opening may then say the address is taken, to the one who holds its mailbox.
 * A new request spends the waiting link. Once the change is made, the links mailed to the old
 * address (a password reset, a verification) stop working, and the old address is told, with where
 * to get help: a reset link would now go to the new address.
 */

export interface EmailChangeDeps {
  db: Db;
  publicUrl: string;
}

const nameOf = (user: Owner['account']) => user.callMeBy || user.firstname;

export async function requestEmailChange({ db, publicUrl }: EmailChangeDeps, owner: Owner, body: Schema<'EmailChangeRequest'>): Promise<Schema<'EmailChangeStarted'>> {
  const account = owner.account;
  // The same counter as two-factor's confirmations (server/auth/two-factor.ts): one budget for guessing the password.
  await enforceLimit(db, `password-confirm:${owner.userId}`, limits.passwordChangePerUser);
  if (!(await verifyPassword(account.passwordHash, body.password))) throw new ApiError(400, 'PASSWORD_WRONG', { password: { key: 'passwordWrong' } });
  const newEmail = body.new_email.trim();
  if (newEmail.toLowerCase() === account.email.toLowerCase()) throw new ApiError(400, 'EMAIL_UNCHANGED', { new_email: { key: 'emailUnchanged' } });
  // As many mailed links as a verification or a reset (server/auth/link-requests.ts), counted whatever the address.
  await enforceLimit(db, `email-change:${owner.userId}`, limits.mailLinkPerAccount);
  const holder = await findUserByEmail(db, newEmail);
  const expiresAt = new Date(Date.now() + linkLifetimeMs.change_email);
  await db.transaction(async (tx) => {
    await spendOpenLinks(tx, owner.userId, 'change_email');
    if (holder) {
      await enqueueMail(tx, holder.email, { template: 'account', event: 'email_change_taken', name: nameOf(holder), link: signInLink(publicUrl) }, asLocale(holder.locale));
      return;
    }
    const token = await issueLink(tx, owner.userId, 'change_email', newEmail);
    await enqueueMail(tx, newEmail, { template: 'account', event: 'email_change', name: nameOf(account), link: emailChangeLink(publicUrl, token) }, asLocale(account.locale));
  });
  return { new_email: newEmail, expires_at: expiresAt.toISOString() };
}

export async function confirmEmailChange({ db, publicUrl }: EmailChangeDeps, owner: Owner, token: string): Promise<Schema<'SessionUser'>> {
  const old = owner.account;
  try {
    return await db.transaction(async (tx) => {
      const newEmail = await consumeEmailChangeLink(tx, token, owner.userId);
      if (!newEmail) throw new ApiError(410, 'TOKEN_INVALID');
      const [user] = await tx
        .update(users)
        // The link proved the new mailbox: it is verified as it becomes the account's.
        .set({ email: newEmail, emailVerifiedAt: sql`now()` })
        .where(eq(users.id, owner.userId))
        .returning();
      // A reset or verification link mailed to the old address no longer speaks for the account.
      await spendOpenLinks(tx, owner.userId, 'reset_password');
      await spendOpenLinks(tx, owner.userId, 'verify_email');
      await enqueueMail(tx, old.email, { template: 'account', event: 'email_changed', name: nameOf(old), newEmail, link: helpLink(publicUrl) }, asLocale(old.locale));
      return { user: toApiUser(user!) };
    });
  } catch (error) {
    // Another account took the address after the link was mailed; the link stays unspent (rolled back).
    if (violatedUniqueIndex(error) !== null) throw new ApiError(409, 'EMAIL_TAKEN', { token: { key: 'emailTaken' } });
    throw error;
  }
}
