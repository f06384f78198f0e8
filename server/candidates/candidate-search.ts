import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { prepared, shapeName } from '../db/prepared.js';
import { candidateProfiles, employerProfiles, users } from '../db/schema.js';
import type { RouteOf } from '../http/handler-types.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import { toPrefixQuery } from '../http/search-query.js';
import { skillsFilter } from '../http/clean-input.js';
import type { EmployerOwner } from '../http/owner.js';
import { toCandidateSummary } from '../views/refs.js';
import { offsetMinutes } from '../../src/shared/time-zones.js';

type CandidateSearch = RouteOf<'searchCandidates'>['Querystring'];

// What a summary shows: never the search vector, the CV's text or the sections.
const t = candidateProfiles;
const summaryColumns = {
  userId: t.userId,
  headline: t.headline,
  role: t.role,
  experienceLevel: t.experienceLevel,
  yearsExperience: t.yearsExperience,
  monthlyRateCents: t.monthlyRateCents,
  availability: t.availability,
  country: t.country,
  skills: t.skills,
  engaged: t.engaged,
  vetted: t.vetted,
};

const DAY = 1440;
const clockMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * The employer's working day, in minutes after midnight UTC at `now`, and its length: the usual hours
 * and time zone of their company profile (server/employers/company-profile.ts) where it gives them,
 * else 09:00 to 17:00 on their account's clock (UTC when the browser never said).
 */
async function employerDay(db: Db, owner: EmployerOwner, now: Date) {
  const [company] = await db
    .select({ timezone: employerProfiles.timezone, start: employerProfiles.workStart, end: employerProfiles.workEnd })
    .from(employerProfiles)
    .where(eq(employerProfiles.userId, owner.employerId));
  const zone = company?.timezone ?? owner.account.timezone ?? 'UTC';
  const hours = company?.start && company.end && company.start !== company.end ? { start: company.start, end: company.end } : { start: '09:00', end: '17:00' };
  const start = clockMinutes(hours.start);
  return {
    employerStart: (((start - offsetMinutes(zone, now)) % DAY) + DAY) % DAY,
    employerMinutes: (((clockMinutes(hours.end) - start) % DAY) + DAY) % DAY,
  };
}

/**
 * Minutes of a day the candidate's working hours share with the employer's, both read at the instant
 * `at` (so each side's summer time is the one in force then). The candidate's start is moved to UTC
 * with their zone's offset at `at`; two windows on the 24-hour circle overlap in at most two pieces,
 * found by comparing the candidate's window with the employer's a day before, the same day and a day
 * after. Working days are not compared: the hours a day are what an employer plans meetings around.
 */
function overlapMinutes(value: typeof sql.placeholder): SQL {
  const at = sql`${value('at')}::timestamptz`;
  const offset = sql`round(extract(epoch from ((${at} at time zone ${t.workTimezone}) - (${at} at time zone 'UTC'))) / 60)::int`;
  const start = sql`mod(mod(${t.workStartMinute} - ${offset}, ${DAY}) + ${DAY}, ${DAY})`;
  const length = sql`mod(${t.workEndMinute} - ${t.workStartMinute} + ${DAY}, ${DAY})`;
  const employerStart = sql`${value('employerStart')}::int`;
  const employerLength = sql`${value('employerMinutes')}::int`;
  const piece = (shift: number) =>
    sql`greatest(0, least(w.s + w.l, ${employerStart} + ${shift} + ${employerLength}) - greatest(w.s, ${employerStart} + ${shift}))`;
  return sql`(select ${piece(-DAY)} + ${piece(0)} + ${piece(DAY)} from (select ${start} as s, ${length} as l) as w)`;
}

interface SearchShape {
  role: boolean;
  country: boolean;
  level: boolean;
  availability: boolean;
  maxRate: boolean;
  skills: boolean;
  language: boolean;
  overlap: boolean;
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
      // "code:level" is in language_levels for every level the candidate meets (server/candidates/profile-sections.ts).
      shape.language ? sql`${candidateProfiles.languageLevels} @> array[${value('language')}::text]` : undefined,
      shape.overlap ? sql`${candidateProfiles.workTimezone} is not null and ${overlapMinutes(value)} >= ${value('overlapMinutes')}::int` : undefined,
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
      .select({ ...summaryColumns, firstname: users.firstname, lastname: users.lastname })
      .from(listed)
      .innerJoin(candidateProfiles, eq(candidateProfiles.userId, listed.userId))
      .innerJoin(users, eq(users.id, listed.userId))
      .orderBy(sql`${candidateProfiles.updatedAt} desc nulls last`, asc(candidateProfiles.userId))
      .prepare(name);
  });
}

/**
 * The listed candidates an employer may search, freshest profiles first. Free words match the name,
 * headline, role, skills and the CV's text; `overlap_hours` compares the candidate's working hours with
 * the employer's day (employerDay) as both fall at `now`.
 */
export async function searchCandidates(db: Db, owner: EmployerOwner, query: CandidateSearch, now: Date) {
  const { q, role, skills, experience_level, max_monthly_rate_cents, availability, country, language, language_level, overlap_hours } = query;
  const { page = 1, page_size = 20 } = query;
  const wanted = skillsFilter(skills);
  const words = toPrefixQuery(q);
  const shape = {
    role: !!role,
    country: !!country,
    level: !!experience_level,
    availability: !!availability,
    maxRate: max_monthly_rate_cents !== undefined,
    skills: wanted.length > 0,
    language: !!language,
    overlap: overlap_hours !== undefined,
    words: !!words,
  };
  const day = shape.overlap ? await employerDay(db, owner, now) : undefined;
  const rows = await candidatesPage(db, shape).execute({
    role,
    country,
    level: experience_level,
    availability,
    maxRate: max_monthly_rate_cents,
    skills: wanted,
    language: language ? `${language}:${language_level ?? 'A1'}` : undefined,
    at: now.toISOString(),
    ...day,
    overlapMinutes: overlap_hours === undefined ? undefined : overlap_hours * 60,
    words,
    ...pageWindow(page, page_size),
  });
  const { items, ...rest } = pageOf(rows, page, page_size);
  return { candidates: items.map((row) => toCandidateSummary(row, row)), ...rest };
}
