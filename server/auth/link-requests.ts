import type { Db } from '../db/database.js';
import type { RouteOf } from '../http/handler-types.js';
import { enqueueMail } from '../mail/outbox.js';
import { issueLink, spendOpenLinks } from './email-links.js';
import { countHit, enforceLimit, limits } from '../http/rate-limit.js';
import { findUserByEmail } from './users.js';
import { resetLink, verifyLink } from './mailed-links.js';

// Both answer the same whether or not the address is known, so neither tells who has an account.

/** Mails a fresh verification link to an account still unverified; earlier links stop working. */
export async function resendVerification(db: Db, publicUrl: string, ip: string, email: string): Promise<void> {
  await enforceLimit(db, `mail-link:${ip}`, limits.mailLinkPerAddress);
  const user = await findUserByEmail(db, email.trim());
  if (!user || user.emailVerifiedAt) return;
  const { hits } = await countHit(db, `verify-mail:${user.id}`, limits.mailLinkPerAccount);
  if (hits > limits.mailLinkPerAccount.max) return;
  await db.transaction(async (tx) => {
    await spendOpenLinks(tx, user.id, 'verify_email');
    const token = await issueLink(tx, user.id, 'verify_email');
    await enqueueMail(tx, user.email, { template: 'verify_email', name: user.firstname, link: verifyLink(publicUrl, token) }, user.locale);
  });
}

/** Mails a password-reset link, in the language asked for or else the account's; earlier links stop working. */
export async function forgotPassword(db: Db, publicUrl: string, ip: string, email: string, asked: RouteOf<'forgotPassword'>['Body']['locale']): Promise<void> {
  await enforceLimit(db, `mail-link:${ip}`, limits.mailLinkPerAddress);
  const user = await findUserByEmail(db, email.trim());
  if (!user) return;
  const { hits } = await countHit(db, `reset-mail:${user.id}`, limits.mailLinkPerAccount);
  if (hits > limits.mailLinkPerAccount.max) return;
  const locale = asked ?? user.locale;
  await db.transaction(async (tx) => {
    await spendOpenLinks(tx, user.id, 'reset_password');
    const token = await issueLink(tx, user.id, 'reset_password');
    await enqueueMail(tx, user.email, { template: 'reset_password', name: user.firstname, link: resetLink(publicUrl, token) }, locale);
  });
}
