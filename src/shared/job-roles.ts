import type { components } from '../generated/api.js';

export type JobRole = components['schemas']['JobRole'];
export type Industry = components['schemas']['Industry'];
export type ExperienceLevel = components['schemas']['ExperienceLevel'];

export interface PayRange {
  low: number;
  typical: number;
  high: number;
}

/**
 * The roles we staff, each in the industry whose solution page leads with it, and the
 * monthly salary an intermediate hire in that role typically earns with us (USD).
 * Entry and expert pay follow from it by LEVEL_FACTOR. One table, so that pay guidance,
 * the job form, candidate search, the price calculator and the solution pages agree.
 */
export const JOB_ROLES = {
  'bookkeeper': { industry: 'accounting', typicalMonthlyUsd: 1400 },
  'accounts-payable-specialist': { industry: 'accounting', typicalMonthlyUsd: 1300 },
  'staff-accountant': { industry: 'accounting', typicalMonthlyUsd: 1900 },
  'payroll-specialist': { industry: 'accounting', typicalMonthlyUsd: 1500 },
  'hr-assistant': { industry: 'human-resource', typicalMonthlyUsd: 1200 },
  'recruiter': { industry: 'human-resource', typicalMonthlyUsd: 1700 },
  'hr-generalist': { industry: 'human-resource', typicalMonthlyUsd: 1900 },
  'people-operations-coordinator': { industry: 'human-resource', typicalMonthlyUsd: 1500 },
  'sales-development-representative': { industry: 'sales', typicalMonthlyUsd: 1400 },
  'account-executive': { industry: 'sales', typicalMonthlyUsd: 2400 },
  'sales-operations-analyst': { industry: 'sales', typicalMonthlyUsd: 2000 },
  'inside-sales-representative': { industry: 'sales', typicalMonthlyUsd: 1500 },
  'it-support-specialist': { industry: 'information-technology', typicalMonthlyUsd: 1500 },
  'software-developer': { industry: 'information-technology', typicalMonthlyUsd: 3200 },
  'qa-tester': { industry: 'information-technology', typicalMonthlyUsd: 1900 },
  'systems-administrator': { industry: 'information-technology', typicalMonthlyUsd: 2600 },
  'operations-assistant': { industry: 'operations', typicalMonthlyUsd: 1200 },
  'virtual-assistant': { industry: 'operations', typicalMonthlyUsd: 1000 },
  'data-entry-specialist': { industry: 'operations', typicalMonthlyUsd: 900 },
  'logistics-coordinator': { industry: 'operations', typicalMonthlyUsd: 1400 },
  'legal-assistant': { industry: 'legal', typicalMonthlyUsd: 1400 },
  'paralegal': { industry: 'legal', typicalMonthlyUsd: 1900 },
  'contract-administrator': { industry: 'legal', typicalMonthlyUsd: 2000 },
  'compliance-analyst': { industry: 'legal', typicalMonthlyUsd: 2300 },
  'social-media-manager': { industry: 'marketing', typicalMonthlyUsd: 1500 },
  'content-writer': { industry: 'marketing', typicalMonthlyUsd: 1400 },
  'seo-specialist': { industry: 'marketing', typicalMonthlyUsd: 1800 },
  'graphic-designer': { industry: 'marketing', typicalMonthlyUsd: 1600 },
  'project-coordinator': { industry: 'project-management', typicalMonthlyUsd: 1500 },
  'project-manager': { industry: 'project-management', typicalMonthlyUsd: 2700 },
  'scrum-master': { industry: 'project-management', typicalMonthlyUsd: 2800 },
  'program-analyst': { industry: 'project-management', typicalMonthlyUsd: 2100 },
  'product-manager': { industry: 'product-development', typicalMonthlyUsd: 3200 },
  'ui-ux-designer': { industry: 'product-development', typicalMonthlyUsd: 2400 },
  'product-analyst': { industry: 'product-development', typicalMonthlyUsd: 2300 },
  'technical-writer': { industry: 'product-development', typicalMonthlyUsd: 1900 },
  'customer-support-agent': { industry: 'customer-service', typicalMonthlyUsd: 1000 },
  'technical-support-agent': { industry: 'customer-service', typicalMonthlyUsd: 1300 },
  'chat-support-agent': { industry: 'customer-service', typicalMonthlyUsd: 950 },
  'customer-service-team-lead': { industry: 'customer-service', typicalMonthlyUsd: 1600 },
  'financial-analyst': { industry: 'finance', typicalMonthlyUsd: 2300 },
  'accounts-receivable-specialist': { industry: 'finance', typicalMonthlyUsd: 1300 },
  'credit-analyst': { industry: 'finance', typicalMonthlyUsd: 2000 },
  'fp-and-a-analyst': { industry: 'finance', typicalMonthlyUsd: 2700 },
  'video-editor': { industry: 'entertainment', typicalMonthlyUsd: 1700 },
  'motion-designer': { industry: 'entertainment', typicalMonthlyUsd: 2100 },
  'content-moderator': { industry: 'entertainment', typicalMonthlyUsd: 950 },
  'production-coordinator': { industry: 'entertainment', typicalMonthlyUsd: 1500 },
  'claims-processor': { industry: 'insurance', typicalMonthlyUsd: 1200 },
  'underwriting-assistant': { industry: 'insurance', typicalMonthlyUsd: 1500 },
  'policy-administrator': { industry: 'insurance', typicalMonthlyUsd: 1300 },
  'insurance-verification-specialist': { industry: 'insurance', typicalMonthlyUsd: 1150 },
  'procurement-specialist': { industry: 'manufacturing', typicalMonthlyUsd: 1700 },
  'supply-chain-analyst': { industry: 'manufacturing', typicalMonthlyUsd: 2100 },
  'quality-documentation-specialist': { industry: 'manufacturing', typicalMonthlyUsd: 1600 },
  'cad-drafter': { industry: 'manufacturing', typicalMonthlyUsd: 1800 },
  'real-estate-assistant': { industry: 'real-estate', typicalMonthlyUsd: 1100 },
  'transaction-coordinator': { industry: 'real-estate', typicalMonthlyUsd: 1400 },
  'property-management-assistant': { industry: 'real-estate', typicalMonthlyUsd: 1200 },
  'leasing-coordinator': { industry: 'real-estate', typicalMonthlyUsd: 1250 },
  'medical-billing-specialist': { industry: 'healthcare', typicalMonthlyUsd: 1400 },
  'medical-scribe': { industry: 'healthcare', typicalMonthlyUsd: 1300 },
  'dental-receptionist': { industry: 'healthcare', typicalMonthlyUsd: 1100 },
  'patient-coordinator': { industry: 'healthcare', typicalMonthlyUsd: 1150 },
  'online-tutor': { industry: 'education', typicalMonthlyUsd: 1100 },
  'instructional-designer': { industry: 'education', typicalMonthlyUsd: 2000 },
  'admissions-coordinator': { industry: 'education', typicalMonthlyUsd: 1300 },
  'teaching-assistant': { industry: 'education', typicalMonthlyUsd: 950 },
  'grant-writer': { industry: 'non-profit', typicalMonthlyUsd: 1800 },
  'donor-relations-coordinator': { industry: 'non-profit', typicalMonthlyUsd: 1400 },
  'volunteer-coordinator': { industry: 'non-profit', typicalMonthlyUsd: 1150 },
  'program-assistant': { industry: 'non-profit', typicalMonthlyUsd: 1050 },
  'executive-assistant': { industry: 'large-enterprise', typicalMonthlyUsd: 1600 },
  'business-analyst': { industry: 'large-enterprise', typicalMonthlyUsd: 2500 },
  'data-analyst': { industry: 'large-enterprise', typicalMonthlyUsd: 2400 },
  'erp-specialist': { industry: 'large-enterprise', typicalMonthlyUsd: 2900 },
  'community-manager': { industry: 'community', typicalMonthlyUsd: 1500 },
  'event-coordinator': { industry: 'community', typicalMonthlyUsd: 1300 },
  'outreach-coordinator': { industry: 'community', typicalMonthlyUsd: 1200 },
  'membership-coordinator': { industry: 'community', typicalMonthlyUsd: 1150 },
  'office-administrator': { industry: 'small-businesses', typicalMonthlyUsd: 1100 },
  'web-developer': { industry: 'small-businesses', typicalMonthlyUsd: 2300 },
  'appointment-setter': { industry: 'small-businesses', typicalMonthlyUsd: 950 },
  'ecommerce-assistant': { industry: 'small-businesses', typicalMonthlyUsd: 1100 },
} as const satisfies Record<JobRole, { industry: Industry; typicalMonthlyUsd: number }>;

export const jobRoleIds = Object.keys(JOB_ROLES) as JobRole[];

export const industryOf = (role: JobRole): Industry => JOB_ROLES[role].industry;

export const rolesIn = (industry: Industry): JobRole[] => jobRoleIds.filter((role) => JOB_ROLES[role].industry === industry);

/** Pay relative to the intermediate level. */
export const LEVEL_FACTOR: Record<ExperienceLevel, number> = { entry: 0.65, intermediate: 1, expert: 1.55 };

/** How far the usual spread of pay reaches below and above the typical figure. */
const SPREAD = 0.2;

/** 40 hours a week over a year's 52 weeks, by month. */
export const HOURS_PER_MONTH = (40 * 52) / 12;

/** Rounded to whole dollars, as pay guidance is quoted. */
const dollars = (cents: number) => Math.round(cents / 100) * 100;

export function monthlySalaryRange(role: JobRole, level: ExperienceLevel): PayRange {
  const typical = JOB_ROLES[role].typicalMonthlyUsd * 100 * LEVEL_FACTOR[level];
  return { low: dollars(typical * (1 - SPREAD)), typical: dollars(typical), high: dollars(typical * (1 + SPREAD)) };
}

/** The hourly equivalent of the monthly range, in cents (not rounded to dollars). */
export function hourlyRateRange(role: JobRole, level: ExperienceLevel): PayRange {
  const monthly = monthlySalaryRange(role, level);
  const hourly = (cents: number) => Math.round(cents / HOURS_PER_MONTH);
  return { low: hourly(monthly.low), typical: hourly(monthly.typical), high: hourly(monthly.high) };
}
