import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';

export type Industry = components['schemas']['Industry'];
export type Degree = components['schemas']['Degree'];
export type JobType = components['schemas']['JobType'];

// Records keyed by the contract's enums: a value added to the contract is a compile error here until labelled.
const industryLabels: Record<Industry, () => string> = {
  accounting: m.industry_accounting,
  'human-resource': m.industry_human_resource,
  sales: m.industry_sales,
  'information-technology': m.industry_information_technology,
  operations: m.industry_operations,
  legal: m.industry_legal,
  marketing: m.industry_marketing,
  'project-management': m.industry_project_management,
  'product-development': m.industry_product_development,
  'customer-service': m.industry_customer_service,
  finance: m.industry_finance,
  entertainment: m.industry_entertainment,
  insurance: m.industry_insurance,
  manufacturing: m.industry_manufacturing,
  'real-estate': m.industry_real_estate,
  healthcare: m.industry_healthcare,
  education: m.industry_education,
  'non-profit': m.industry_non_profit,
  'large-enterprise': m.industry_large_enterprise,
  community: m.industry_community,
  'small-businesses': m.industry_small_businesses,
};

const degreeLabels: Record<Degree, () => string> = {
  high_school: m.degree_high_school,
  associate: m.degree_associate,
  bachelor: m.degree_bachelor,
  master: m.degree_master,
  doctorate: m.degree_doctorate,
  vocational: m.degree_vocational,
  other: m.degree_other,
};

const jobTypeLabels: Record<JobType, () => string> = {
  full_time: m.job_type_full_time,
  part_time: m.job_type_part_time,
  fractional: m.job_type_fractional,
};

/** The contract's order: the industries' order on the public site. */
export const INDUSTRIES = Object.keys(industryLabels) as Industry[];
export const DEGREES = Object.keys(degreeLabels) as Degree[];
export const JOB_TYPES = Object.keys(jobTypeLabels) as JobType[];

export const industryLabel = (industry: Industry) => industryLabels[industry]();
export const degreeLabel = (degree: Degree) => degreeLabels[degree]();
export const jobTypeLabel = (jobType: JobType) => jobTypeLabels[jobType]();

export interface Option {
  value: string;
  label: string;
}

export const industryOptions = (): Option[] => INDUSTRIES.map((value) => ({ value, label: industryLabel(value) }));
export const degreeOptions = (): Option[] => DEGREES.map((value) => ({ value, label: degreeLabel(value) }));
export const jobTypeOptions = (): Option[] => JOB_TYPES.map((value) => ({ value, label: jobTypeLabel(value) }));
