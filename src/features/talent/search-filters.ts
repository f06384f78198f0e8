import type { operations } from '@/generated/api';
import { parameterLimits } from '@/generated/parameter-limits';
import { isCountryCode } from '@/lib/countries';
import { AVAILABILITIES, EXPERIENCE_LEVELS, type Availability } from '@/lib/labels';
import type { ExperienceLevel, JobRole } from '@/shared/job-roles';
import { isJobRole } from '@/lib/role-groups';
import { isSpokenLanguage, LANGUAGE_LEVELS, type LanguageCode, type LanguageLevel } from '@/shared/spoken-languages';

export type CandidateSearchQuery = NonNullable<operations['searchCandidates']['parameters']['query']>;

/** What the search form holds; the URL's query string is its one home, so a search can be shared and revisited. */
export interface CandidateFilters {
  q: string;
  role?: JobRole;
  /** As typed: comma-separated. */
  skills: string;
  level?: ExperienceLevel;
  /** Whole dollars a month, as people think of a rate. */
  maxRate?: number;
  availability?: Availability;
  country?: string;
  /** A language spoken, and the lowest level wanted. */
  language?: LanguageCode;
  languageLevel?: LanguageLevel;
  /** At least this many hours a day shared with the employer's working day. */
  overlapHours?: number;
  page: number;
}

// The contract's limits, so a hand-edited URL never turns into a 400.
export const QUERY_MAX = parameterLimits.q.maxLength;
export const SKILLS_MAX = parameterLimits.skillsFilter.maxLength;
export const MAX_RATE_DOLLARS = parameterLimits.maxRate.maximum / 100;
const PAGE_MAX = parameterLimits.page.maximum;
/** The contract's bounds of `overlap_hours` (searchCandidates): a working day is eight hours. */
export const OVERLAP_HOURS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

export const NO_FILTERS: CandidateFilters = { q: '', skills: '', page: 1 };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** A whole number of dollars within the contract's limit, else undefined. */
export function parseRate(text: string): number | undefined {
  const trimmed = text.trim().replace(/[\s,]/g, '');
  if (!/^\d+$/.test(trimmed)) return undefined;
  const dollars = Number(trimmed);
  return dollars <= MAX_RATE_DOLLARS ? dollars : undefined;
}

/** "React, typescript , react" → ["React", "typescript"]: trimmed, empty parts and repeats (any case) dropped. */
export function parseSkills(text: string): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const part of text.split(',')) {
    const skill = part.trim();
    const key = skill.toLowerCase();
    if (skill && !seen.has(key)) {
      seen.add(key);
      skills.push(skill);
    }
  }
  return skills;
}

/** The skills as the API takes them, comma-joined; whole skills past the contract's length are left off. */
export function skillsParam(text: string): string {
  let joined = '';
  for (const skill of parseSkills(text)) {
    const next = joined ? `${joined},${skill}` : skill;
    if (next.length > SKILLS_MAX) break;
    joined = next;
  }
  return joined;
}

export function filtersFromParams(params: URLSearchParams): CandidateFilters {
  const page = Number(params.get('page'));
  const role = params.get('role');
  const country = params.get('country')?.toUpperCase() ?? '';
  const rate = parseRate(params.get('max_rate') ?? '');
  const language = params.get('language') ?? '';
  const overlap = Number(params.get('overlap_hours'));
  return {
    q: (params.get('q') ?? '').slice(0, QUERY_MAX),
    role: isJobRole(role) ? role : undefined,
    skills: skillsParam(params.get('skills') ?? '').replaceAll(',', ', '),
    level: oneOf(EXPERIENCE_LEVELS, params.get('level')),
    maxRate: rate,
    availability: oneOf(AVAILABILITIES, params.get('availability')),
    country: isCountryCode(country) ? country : undefined,
    language: isSpokenLanguage(language) ? language : undefined,
    // A level means something only with its language.
    languageLevel: isSpokenLanguage(language) ? oneOf(LANGUAGE_LEVELS, params.get('language_level')) : undefined,
    overlapHours: (OVERLAP_HOURS as readonly number[]).includes(overlap) ? overlap : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
  };
}

/** Only what is set, so the shared URL stays short; page 1 is the default and left out. */
export function paramsFromFilters(filters: CandidateFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  const skills = skillsParam(filters.skills);
  if (q) params.set('q', q);
  if (filters.role) params.set('role', filters.role);
  if (skills) params.set('skills', skills);
  if (filters.level) params.set('level', filters.level);
  if (filters.maxRate !== undefined) params.set('max_rate', String(filters.maxRate));
  if (filters.availability) params.set('availability', filters.availability);
  if (filters.country) params.set('country', filters.country);
  if (filters.language) {
    params.set('language', filters.language);
    if (filters.languageLevel) params.set('language_level', filters.languageLevel);
  }
  if (filters.overlapHours !== undefined) params.set('overlap_hours', String(filters.overlapHours));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The API's query for these filters; the rate goes over in cents. */
export function searchQuery(filters: CandidateFilters, pageSize: number): CandidateSearchQuery {
  const q = filters.q.trim();
  const skills = skillsParam(filters.skills);
  return {
    ...(q ? { q } : {}),
    ...(filters.role ? { role: filters.role } : {}),
    ...(skills ? { skills } : {}),
    ...(filters.level ? { experience_level: filters.level } : {}),
    ...(filters.maxRate !== undefined ? { max_monthly_rate_cents: filters.maxRate * 100 } : {}),
    ...(filters.availability ? { availability: filters.availability } : {}),
    ...(filters.country ? { country: filters.country } : {}),
    ...(filters.language ? { language: filters.language, ...(filters.languageLevel ? { language_level: filters.languageLevel } : {}) } : {}),
    ...(filters.overlapHours !== undefined ? { overlap_hours: filters.overlapHours } : {}),
    page: filters.page,
    page_size: pageSize,
  };
}

export const hasFilters = (filters: CandidateFilters): boolean =>
  [...paramsFromFilters({ ...filters, page: 1 }).keys()].length > 0;
