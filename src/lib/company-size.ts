import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';

export type CompanySize = components['schemas']['CompanySize'];

const SIZE_NAMES: Record<CompanySize, () => string> = {
  '1-10': m.company_size_1_10,
  '11-50': m.company_size_11_50,
  '51-200': m.company_size_51_200,
  '201-500': m.company_size_201_500,
  '501+': m.company_size_501_plus,
};

/** The size bands of the contract, smallest first: the company profile's choices and the job pages' words. */
export const COMPANY_SIZES = Object.keys(SIZE_NAMES) as CompanySize[];

/** "51–200 people", in the reader's language. */
export const companySizeLabel = (size: CompanySize) => SIZE_NAMES[size]();
