import { and, asc, eq, ilike, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { partnerVerifications, users } from '../db/schema.js';
import type { RouteOf, Schema } from '../http/handler-types.js';
import { pageOf, pageWindow } from '../http/pagination.js';

/*
 * The verified agents an employer may pick instead of typing an address (docs/product.md, agents):
 * the same agents requestAgent accepts by `agent_id` (server/agents/employer-agent.ts). Any employer
 * reads this list, so it carries what the agent shows publicly (its name, the business name an
 * administrator verified, the country) and never its e-mail address. Only `agent` accounts: a
 * business agent refers clients (server/referrals) and is not invited to work a pipeline.
 */

type Query = RouteOf<'listVerifiedAgents'>['Querystring'];

/** `%`, `_` and `\` are LIKE's own characters: a name containing them is looked for as written. */
const likeEscaped = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

// Every word of `q` must be found in the person's name or the verified business name.
const searchable = sql`concat_ws(' ', ${users.firstname}, ${users.lastname}, ${partnerVerifications.verifiedBusinessName})`;
// Bounded like toPrefixQuery (server/http/search-query.ts): a long query cannot multiply the conditions.
const MAX_WORDS = 8;

export async function listVerifiedAgents(db: Db, query: Query): Promise<Schema<'VerifiedAgentPage'>> {
  const { q, page = 1, page_size = 20 } = query;
  const words = (q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
  const { limit, offset } = pageWindow(page, page_size);
  const rows = await db
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      businessName: partnerVerifications.verifiedBusinessName,
      country: partnerVerifications.country,
    })
    .from(users)
    .innerJoin(partnerVerifications, eq(partnerVerifications.userId, users.id))
    .where(
      and(
        eq(users.role, 'agent'),
        // Verified as isVerifiedPartner reads it (server/partners/verified-partner.ts): an edit waiting for review keeps it.
        isNotNull(partnerVerifications.verifiedAt),
        ...words.map((word) => ilike(searchable, `%${likeEscaped(word)}%`)),
      ),
    )
    .orderBy(asc(partnerVerifications.verifiedBusinessName), asc(users.id))
    .limit(limit)
    .offset(offset);
  const { items, ...rest } = pageOf(rows, page, page_size);
  return {
    items: items.map((r) => ({ id: r.id, name: `${r.firstname} ${r.lastname}`, business_name: r.businessName ?? '', country: r.country })),
    ...rest,
  };
}
