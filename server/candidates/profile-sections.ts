import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';
import { candidateProfiles, type EducationItem, type LanguageItem, type ProfileLinkKind, type SkillYearsItem, type WorkHistoryItem } from '../db/schema.js';
import type { CandidateOwner } from '../http/owner.js';
import type { RouteOf, Schema } from '../http/handler-types.js';
import type { FieldProblem } from '../http/errors.js';
import { cleanText, throwIfAny } from '../http/clean-input.js';
import { isSpokenLanguage, levelsMet } from '../../src/shared/spoken-languages.js';
import { ensureCandidateProfile, profileCompleteAfter } from './candidate-profiles.js';
import { ownProfileOf } from './own-profile.js';

/*
 * The candidate profile's sections (docs/product.md, "Candidate profiles"): each is sent whole by its
 * own PUT and replaces what was there, and the answer is the whole profile, so the editor refreshes
 * from one answer. The "about" section (headline, summary, role, level, rate) is own-profile.ts.
 *
 * Invariants, kept by every write here in one UPDATE of the candidate's row:
 * - `skills` is the names of `skill_years`, in order: candidate search filters on it (a GIN index);
 * - `language_levels` is every "code:level" the `languages` meet, for the language filter;
 * - the work hours' four columns are all set or all null (a check constraint says so too);
 * - `complete` (listed in searches) is recomputed in the same statement as a change to its inputs
 *   (profileCompleteAfter), so two sections saved at once cannot leave it stale.
 */

type Fields = Record<string, FieldProblem>;

async function writeSection(db: Db, owner: CandidateOwner, values: PgUpdateSetSource<typeof candidateProfiles>) {
  await ensureCandidateProfile(db, owner.account);
  const [profile] = await db
    .update(candidateProfiles)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(candidateProfiles.userId, owner.candidateId))
    .returning();
  return ownProfileOf(db, profile!, owner.account);
}

function endsBeforeStart(fields: Fields, field: string, start: string | number | undefined, end: string | number | undefined) {
  if (start !== undefined && end !== undefined && end < start) fields[field] = { key: 'endsBeforeStart' };
}

export async function saveWorkHistory(db: Db, owner: CandidateOwner, body: RouteOf<'updateMyWorkHistory'>['Body']) {
  const fields: Fields = {};
  const entries: WorkHistoryItem[] = body.entries.map((entry, i) => {
    const at = `entries.${i}`;
    endsBeforeStart(fields, `${at}.end_month`, entry.start_month, entry.end_month);
    return {
      employer: cleanText(fields, `${at}.employer`, entry.employer, 1),
      role: cleanText(fields, `${at}.role`, entry.role, 1),
      start_month: entry.start_month,
      ...(entry.end_month ? { end_month: entry.end_month } : {}),
      description: cleanText(fields, `${at}.description`, entry.description),
    };
  });
  throwIfAny(fields);
  return writeSection(db, owner, { workHistory: entries });
}

export async function saveEducation(db: Db, owner: CandidateOwner, body: RouteOf<'updateMyEducation'>['Body']) {
  const fields: Fields = {};
  const entries: EducationItem[] = body.entries.map((entry, i) => {
    const at = `entries.${i}`;
    endsBeforeStart(fields, `${at}.end_year`, entry.start_year, entry.end_year);
    const field = entry.field_of_study === undefined ? '' : cleanText(fields, `${at}.field_of_study`, entry.field_of_study);
    return {
      institution: cleanText(fields, `${at}.institution`, entry.institution, 1),
      degree: entry.degree,
      ...(field ? { field_of_study: field } : {}),
      ...(entry.start_year !== undefined ? { start_year: entry.start_year } : {}),
      ...(entry.end_year !== undefined ? { end_year: entry.end_year } : {}),
    };
  });
  throwIfAny(fields);
  return writeSection(db, owner, { education: entries });
}

export async function saveLanguages(db: Db, owner: CandidateOwner, body: RouteOf<'updateMyLanguages'>['Body']) {
  const fields: Fields = {};
  const seen = new Set<string>();
  const entries: LanguageItem[] = body.entries.map(({ language, level }, i) => {
    if (!isSpokenLanguage(language)) fields[`entries.${i}.language`] = { key: 'choice' };
    else if (seen.has(language)) fields[`entries.${i}.language`] = { key: 'duplicates' };
    seen.add(language);
    return { language, level };
  });
  throwIfAny(fields);
  const languageLevels = entries.flatMap(({ language, level }) => levelsMet(level as Schema<'LanguageLevel'>).map((met) => `${language}:${met}`));
  return writeSection(db, owner, { languages: entries, languageLevels });
}

export async function saveSkills(db: Db, owner: CandidateOwner, body: RouteOf<'updateMySkills'>['Body']) {
  const fields: Fields = {};
  const seen = new Set<string>();
  const entries: SkillYearsItem[] = body.entries.map(({ name, years }, i) => {
    // Stored as typed (trimmed), since the skills filter matches whole skills exactly (server/http/clean-input.ts).
    const skill = cleanText(fields, `entries.${i}.name`, name, 1);
    if (skill && seen.has(skill.toLowerCase())) fields[`entries.${i}.name`] = { key: 'duplicates' };
    seen.add(skill.toLowerCase());
    return { name: skill, years };
  });
  throwIfAny(fields);
  const skills = entries.map((entry) => entry.name);
  return writeSection(db, owner, { skillYears: entries, skills, complete: profileCompleteAfter({ skills }) });
}

/** "HH:MM" (the contract's ClockTime) as minutes after midnight. */
export const clockMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** Whether PostgreSQL knows the zone as well as the runtime does: the search reads the hours' offset there. */
async function databaseKnowsZone(db: Db, zone: string): Promise<boolean> {
  try {
    await db.execute(sql`select now() at time zone ${zone}`);
    return true;
  } catch {
    return false;
  }
}

export async function saveWorkHours(db: Db, owner: CandidateOwner, body: RouteOf<'updateMyWorkHours'>['Body']) {
  const fields: Fields = {};
  if (body.start === body.end) fields.end = { key: 'sameStartEnd' };
  if (!(await databaseKnowsZone(db, body.timezone))) fields.timezone = { key: 'invalid' };
  throwIfAny(fields);
  return writeSection(db, owner, {
    workTimezone: body.timezone,
    workStartMinute: clockMinutes(body.start),
    workEndMinute: clockMinutes(body.end),
    workDays: body.days,
  });
}

const LINK_KINDS: readonly ProfileLinkKind[] = ['portfolio', 'linkedin', 'github', 'website'];

export async function saveLinks(db: Db, owner: CandidateOwner, body: RouteOf<'updateMyProfileLinks'>['Body']) {
  const fields: Fields = {};
  const links: Partial<Record<ProfileLinkKind, string>> = {};
  for (const kind of LINK_KINDS) {
    const value = body[kind]?.trim();
    if (!value) continue;
    // The contract asks for "https://" at the start; what follows must be an address with a host.
    if (!URL.canParse(value) || !new URL(value).hostname.includes('.')) fields[kind] = { key: 'url' };
    else links[kind] = value;
  }
  throwIfAny(fields);
  return writeSection(db, owner, { links });
}
