import { INDUSTRIES } from '@/lib/labels';
import { jobRoleIds, rolesIn, type Industry, type JobRole } from '@/shared/job-roles';

export interface IndustryRoles {
  industry: Industry;
  roles: JobRole[];
}

/** Every industry we staff, in the contract's order, with its roles: landing pages, role pickers and forms list them alike. */
export const ROLES_BY_INDUSTRY: readonly IndustryRoles[] = INDUSTRIES.map((industry) => ({ industry, roles: rolesIn(industry) })).filter(
  ({ roles }) => roles.length > 0,
);

const KNOWN_ROLES = new Set<string>(jobRoleIds);

export const isJobRole = (value: string | null | undefined): value is JobRole => value != null && KNOWN_ROLES.has(value);
