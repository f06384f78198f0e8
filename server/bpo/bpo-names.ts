import { eq, inArray } from 'drizzle-orm';
import { users } from '../db/schema.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { partnerNamesOf } from '../partners/partner-profile.js';

type Account = Pick<typeof users.$inferSelect, 'id' | 'companyName' | 'firstname' | 'lastname'>;

/** The name a BPO goes by for candidates: the business name an administrator verified, else the name it signed up with. */
export async function bpoNamesOf(db: Queryable, bpoUserIds: string[]): Promise<Map<string, string>> {
  if (bpoUserIds.length === 0) return new Map();
  const verified = await partnerNamesOf(db, bpoUserIds);
  const accounts: Account[] = await db
    .select({ id: users.id, companyName: users.companyName, firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(inArray(users.id, bpoUserIds));
  return new Map(accounts.map((a) => [a.id, verified.get(a.id) ?? a.companyName ?? `${a.firstname} ${a.lastname}`]));
}

export async function bpoNameOf(db: Queryable, bpoUserId: string): Promise<string> {
  return (await bpoNamesOf(db, [bpoUserId])).get(bpoUserId) ?? '';
}

/** The account a mail goes to: its address, the name it is greeted by and its language. */
export async function mailAccountOf(db: Queryable, userId: string) {
  const [row] = await db
    .select({ email: users.email, firstname: users.firstname, lastname: users.lastname, callMeBy: users.callMeBy, locale: users.locale })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
