import { INDUSTRIES } from '@/lib/industry-names';
import type { Locale } from '@/shared/languages';
import { JOB_ROLES, type ExperienceLevel, type JobRole } from '@/shared/job-roles';

/** The industries with a solution page, each served at `/solutions/<industry>`: every one the contract names. */
export const SOLUTION_INDUSTRIES = INDUSTRIES;

export type SolutionIndustry = (typeof SOLUTION_INDUSTRIES)[number];

export const isSolutionIndustry = (value: string | undefined): value is SolutionIndustry =>
  (SOLUTION_INDUSTRIES as readonly (string | undefined)[]).includes(value);

export interface SolutionRole {
  id: JobRole;
  level: ExperienceLevel;
  summary: string;
}

export interface SolutionContent {
  title: string;
  description: string;
  headline: string;
  intro: string;
  roles: SolutionRole[];
  how_it_works: string[];
  faq: { q: string; a: string }[];
}

/** As the JSON files hold it: checked by scripts/check-solutions-content.mjs, but a role the app no longer knows is left out, not priced. */
type SolutionFile = Omit<SolutionContent, 'roles'> & { roles: { id: string; level: string; summary: string }[] };

const LEVELS: readonly string[] = ['entry', 'intermediate', 'expert'] satisfies ExperienceLevel[];
const isKnownRole = (role: SolutionFile['roles'][number]): role is SolutionRole =>
  Object.hasOwn(JOB_ROLES, role.id) && LEVELS.includes(role.level);

// One chunk per industry and language: a visitor downloads only the page they read.
const files = import.meta.glob<SolutionFile>('/messages/content/solutions/*/*.json', { import: 'default' });

export async function loadSolutionPage(industry: SolutionIndustry, locale: Locale): Promise<SolutionContent> {
  const load = files[`/messages/content/solutions/${industry}/${locale}.json`];
  if (!load) throw new Error(`No ${locale} text for ${industry}`);
  const file = await load();
  return { ...file, roles: file.roles.filter(isKnownRole) };
}
