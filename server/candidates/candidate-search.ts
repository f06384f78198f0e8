import { and, arrayContains, asc, eq, getTableColumns, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { candidateProfiles, users } from '../db/schema.js';
import type { RouteOf } from '../http/handler-types.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import { toPrefixQuery } from '../http/search-query.js';
import { skillsFilter } from '../http/clean-input.js';
import { toCandidateSummary } from '../views/refs.js';

type CandidateSearch = RouteOf<'searchCandidates'>['Querystring'];

// Everything but the search vector, which only the database reads.
const { search: _search, ...profileColumns } = getTableColumns(candidateProfiles);

/** The listed candidates an employer may search, freshest profiles first. */
export async function searchCandidates(db: Db, query: CandidateSearch) {
  const { q, role, skills, experience_level, max_monthly_rate_cents, availability, country, page = 1, page_size = 20 } = query;
  const { limit, offset } = pageWindow(page, page_size);
  // A literal, not a parameter, so the planner can match the partial indexes on listed profiles.
  const conditions: SQL[] = [sql`${candidateProfiles.complete}`];
  if (role) conditions.push(eq(candidateProfiles.role, role));
  if (country) conditions.push(eq(candidateProfiles.country, country));
  if (experience_level) conditions.push(eq(candidateProfiles.experienceLevel, experience_level));
  if (availability) conditions.push(eq(candidateProfiles.availability, availability));
  if (max_monthly_rate_cents !== undefined) conditions.push(lte(candidateProfiles.monthlyRateCents, max_monthly_rate_cents));
  // Whole skills, exactly as the candidates typed them (trimmed): what the GIN index can answer.
  const wanted = skillsFilter(skills);
  if (wanted.length) conditions.push(arrayContains(candidateProfiles.skills, wanted));
  const tsquery = toPrefixQuery(q);
  if (tsquery) conditions.push(sql`${candidateProfiles.search} @@ to_tsquery('simple', ${tsquery})`);
  // Engaged candidates stay listed (flagged), since a fractional job can sit beside a contract.
  // The order is exactly that of candidates_listed_idx (and its role and country siblings). The page is
  // cut before the names are joined, so the rows an OFFSET skips cost no lookup in users.
  const listed = db
    .select({ userId: candidateProfiles.userId })
    .from(candidateProfiles)
    .where(and(...conditions))
    .orderBy(sql`${candidateProfiles.updatedAt} desc nulls last`, asc(candidateProfiles.userId))
    .limit(limit)
    .offset(offset)
    .as('listed');
  const rows = await db
    .select({ ...profileColumns, firstname: users.firstname, lastname: users.lastname })
    .from(listed)
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, listed.userId))
    .innerJoin(users, eq(users.id, listed.userId))
    .orderBy(sql`${candidateProfiles.updatedAt} desc nulls last`, asc(candidateProfiles.userId));
  const { items, ...rest } = pageOf(rows, page, page_size);
  return { candidates: items.map((row) => toCandidateSummary(row, row)), ...rest };
}
