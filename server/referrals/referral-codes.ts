import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { referralCodes } from '../db/schema.js';

/*
 * A business agent's personal code: eight capitals and digits, without the ones read alike
 * (0/O, 1/I), made the first time its link is asked for and kept for good, so links already
 * shared keep working. Two requests at once make one: the insert is keyed by the user.
 */

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const LENGTH = 8;

const newCode = () => Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Codes as links carry them: what the sign-up accepts as one (anything else is ignored). */
export const looksLikeCode = (value: string) => /^[A-Z0-9]{8}$/.test(value);

export async function referralCodeOf(db: Db, userId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db.select({ code: referralCodes.code }).from(referralCodes).where(eq(referralCodes.userId, userId));
    if (existing) return existing.code;
    try {
      await db.insert(referralCodes).values({ userId, code: newCode() }).onConflictDoNothing({ target: referralCodes.userId });
    } catch (error) {
      // Another agent's code drew the same letters (unique code): draw again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('referral code: no free code after five draws');
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';
