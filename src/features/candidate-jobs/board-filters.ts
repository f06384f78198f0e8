import { parameterLimits } from '@/generated/parameter-limits';
import { isCountryCode } from '@/lib/countries';
import { EXPERIENCE_LEVELS, HIRE_TYPES, INDUSTRIES, type ExperienceLevel, type HireType, type Industry } from '@/lib/labels';
import { industryOf, jobRoleIds, type JobRole } from '@/shared/job-roles';
import type { JobSearchQuery } from './api';

/**
 * What the jobs board is filtered by. The URL's query string is its one home, so a
 * search can be bookmarked, shared and revisited with the back button; the names
 * are the API's own.
 */
export interface BoardFilters {
  q: string;
  industry?: Industry;
  role?: JobRole;
  hireType?: HireType;
  level?: ExperienceLevel;
  country?: string;
  page: number;
}

// The contract's limits, so a hand-edited URL never turns into a 400.
export const QUERY_MAX = parameterLimits.q.maxLength;
const PAGE_MAX = parameterLimits.page.maximum;

export const NO_FILTERS: BoardFilters = { q: '', page: 1 };

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

export function filtersFromParams(params: URLSearchParams): BoardFilters {
  const page = Number(params.get('page'));
  const industry = oneOf(INDUSTRIES, params.get('industry'));
  const role = oneOf(jobRoleIds, params.get('role'));
  const country = params.get('country')?.toUpperCase() ?? '';
  return {
    q: (params.get('q') ?? '').trim().slice(0, QUERY_MAX),
    industry,
    // A role from another industry than the one chosen would match nothing: the industry wins.
    role: role && (!industry || industryOf(role) === industry) ? role : undefined,
    hireType: oneOf(HIRE_TYPES, params.get('hire_type')),
    level: oneOf(EXPERIENCE_LEVELS, params.get('experience_level')),
    country: isCountryCode(country) ? country : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
  };
}

/** Only what is set, so the URL stays short; page 1 is the default and left out. */
export function paramsFromFilters(filters: BoardFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.industry) params.set('industry', filters.industry);
  if (filters.role) params.set('role', filters.role);
  if (filters.hireType) params.set('hire_type', filters.hireType);
  if (filters.level) params.set('experience_level', filters.level);
  if (filters.country) params.set('country', filters.country);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function searchQuery(filters: BoardFilters, pageSize: number): JobSearchQuery {
  const q = filters.q.trim();
  return {
    ...(q ? { q } : {}),
    ...(filters.industry ? { industry: filters.industry } : {}),
    ...(filters.role ? { role: filters.role } : {}),
    ...(filters.hireType ? { hire_type: filters.hireType } : {}),
    ...(filters.level ? { experience_level: filters.level } : {}),
    ...(filters.country ? { country: filters.country } : {}),
    page: filters.page,
    page_size: pageSize,
  };
}

export const hasFilters = (filters: BoardFilters): boolean => [...paramsFromFilters({ ...filters, page: 1 }).keys()].length > 0;
