import { inArray } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { partnerNamesOf } from '../partners/partner-profile.js';
import type { Queryable } from '../hiring/pipeline-records.js';

/**
 * How agents are named to employers: the business name an administrator verified, or the
 * person's name while the agent is not verified yet (an invitation sent before verification).
 */
export async function agentNamesOf(db: Queryable, agentIds: string[]): Promise<Map<string, string>> {
  const ids = [...new Set(agentIds)];
  if (ids.length === 0) return new Map();
  const verified = await partnerNamesOf(db, ids);
  const people = await db.select({ id: users.id, firstname: users.firstname, lastname: users.lastname }).from(users).where(inArray(users.id, ids));
  return new Map(people.map((p) => [p.id, verified.get(p.id) ?? `${p.firstname} ${p.lastname}`]));
}
