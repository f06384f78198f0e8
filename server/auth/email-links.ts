import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { emailTokens } from '../db/schema.js';
import { hashToken, randomToken } from './tokens.js';

export type LinkPurpose = 'verify_email' | 'reset_password' | 'change_email';

export const linkLifetimeMs: Record<LinkPurpose, number> = {
  verify_email: 48 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
  change_email: 24 * 60 * 60 * 1000,
};

/** A single-use mailed token; only its hash is kept. A `change_email` link carries the address it moves the account to. */
export async function issueLink(db: Db | Tx, userId: string, purpose: LinkPurpose, newEmail?: string): Promise<string> {
  const token = randomToken();
  await db.insert(emailTokens).values({
    tokenHash: hashToken(token),
    userId,
    purpose,
    newEmail: newEmail ?? null,
    expiresAt: new Date(Date.now() + linkLifetimeMs[purpose]),
  });
  return token;
}

/**
 * Marks the token used and returns its user, or null when it is unknown,
 * expired or spent. One UPDATE, so two clicks at once cannot both succeed.
 */
export async function consumeLink(db: Db | Tx, token: string, purpose: LinkPurpose): Promise<string | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId ?? null;
}

/**
 * Spends an e-mail change link of this account (another account's is as unknown as a bogus one)
 * and answers the address it carries, or null. One UPDATE, as consumeLink.
 */
export async function consumeEmailChangeLink(db: Db | Tx, token: string, userId: string): Promise<string | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, 'change_email'),
        eq(emailTokens.userId, userId),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ newEmail: emailTokens.newEmail });
  return row?.newEmail ?? null;
}

/** The user of a token that was already used (to answer a second click kindly). */
export async function userOfSpentLink(db: Db, token: string, purpose: LinkPurpose): Promise<string | null> {
  const [row] = await db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, hashToken(token)), eq(emailTokens.purpose, purpose)))
    .limit(1);
  return row?.userId ?? null;
}

/** A new link makes the older ones of the same purpose worthless. */
export async function spendOpenLinks(db: Db | Tx, userId: string, purpose: LinkPurpose): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

/** The user of a token that is still usable, without using it. */
export async function openLinkUser(db: Db, token: string, purpose: LinkPurpose): Promise<string | null> {
  const [row] = await db
    .select({ userId: emailTokens.userId })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return row?.userId ?? null;
}
