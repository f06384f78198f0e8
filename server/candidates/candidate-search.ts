import { and, asc, eq, getTableColumns, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { prepared, shapeName } from '../db/prepared.js';
import { candidateProfiles, users } from '../db/schema.js';
import type { RouteOf } from '../http/handler-types.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import { toPrefixQuery } from '../http/search-query.js';
import { skillsFilter } from '../http/clean-input.js';
import { toCandidateSummary } from '../views/refs.js';

type CandidateSearch = RouteOf<'searchCandidates'>['Querystring'];

// Everything but the search vector, which only the database reads.
const { search: _search, ...profileColumns } = getTableColumns(candidateProfiles);

interface SearchShape {
  role: boolean;
  country: boolean;
  level: boolean;
  availability: boolean;
  maxRate: boolean;
  skills: boolean;
  words: boolean;
}

/** The search for one shape of filter (which of them are given), prepared once per shape: every value is a parameter. */
function candidatesPage(db: Db, shape: SearchShape) {
  return prepared(db, shapeName('candidates_page', shape), (db, name) => {
    const value = sql.placeholder;
    // A literal, not a parameter, so the planner can match the partial indexes on listed profiles.
    const conditions: (SQL | undefined)[] = [
      sql`${candidateProfiles.complete}`,
      shape.role ? eq(candidateProfiles.role, value('role')) : undefined,
      shape.country ? eq(candidateProfiles.country, value('country')) : undefined,
      shape.level ? eq(candidateProfiles.experienceLevel, value('level')) : undefined,
      shape.availability ? eq(candidateProfiles.availability, value('availability')) : undefined,
      shape.maxRate ? lte(candidateProfiles.monthlyRateCents, value('maxRate')) : undefined,
      // Whole skills, exactly as the candidates typed them (trimmed): what the GIN index can answer.
      shape.skills ? sql`${candidateProfiles.skills} @> ${value('skills')}::text[]` : undefined,
      shape.words ? sql`${candidateProfiles.search} @@ to_tsquery('simple', ${value('words')})` : undefined,
    ];
    // Engaged candidates stay listed (flagged), since a fractional job can sit beside a contract.
    // The order is exactly that of candidates_listed_idx (and its role and country siblings). The page is
    // cut before the names are joined, so the rows an OFFSET skips cost no lookup in users.
    const listed = db
      .select({ userId: candidateProfiles.userId })
      .from(candidateProfiles)
      .where(and(...conditions))
      .orderBy(sql`${candidateProfiles.updatedAt} desc nulls last`, asc(candidateProfiles.userId))
      .limit(value('limit'))
      .offset(value('offset'))
      .as('listed');
    return db
      .select({ ...profileColumns, firstname: users.firstname, lastname: users.lastname })
      .from(listed)
      .innerJoin(candidateProfiles, eq(candidateProfiles.userId, listed.userId))
      .innerJoin(users, eq(users.id, listed.userId))
      .orderBy(sql`${candidateProfiles.updatedAt} desc nulls last`, asc(candidateProfiles.userId))
      .prepare(name);
  });
}

/** The listed candidates an employer may search, freshest profiles first. */
export async function searchCandidates(db: Db, query: CandidateSearch) {
  const { q, role, skills, experience_level, max_monthly_rate_cents, availability, country, page = 1, page_size = 20 } = query;
  const wanted = skillsFilter(skills);
  const words = toPrefixQuery(q);
  const shape = {
    role: !!role,
    country: !!country,
    level: !!experience_level,
    availability: !!availability,
    maxRate: max_monthly_rate_cents !== undefined,
    skills: wanted.length > 0,
    words: !!words,
  };
  const rows = await candidatesPage(db, shape).execute({
    role,
    country,
    level: experience_level,
    availability,
    maxRate: max_monthly_rate_cents,
    skills: wanted,
    words,
    ...pageWindow(page, page_size),
  });
  const { items, ...rest } = pageOf(rows, page, page_size);
  return { candidates: items.map((row) => toCandidateSummary(row, row)), ...rest };
}
