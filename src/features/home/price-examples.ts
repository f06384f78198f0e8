import { m } from '@/generated/paraglide/messages.js';
import type { ExperienceLevel, JobRole } from '@/shared/job-roles';

export interface PriceExample {
  role: JobRole;
  level: ExperienceLevel;
  roleName: () => string;
  levelName: () => string;
}

/** One role at each experience level, so the teaser shows the range of what a hire costs. */
export const PRICE_EXAMPLES: readonly PriceExample[] = [
  { role: 'customer-support-agent', level: 'entry', roleName: m.label_role_customer_support_agent, levelName: m.label_experience_entry },
  { role: 'bookkeeper', level: 'intermediate', roleName: m.label_role_bookkeeper, levelName: m.label_experience_intermediate },
  { role: 'software-developer', level: 'expert', roleName: m.label_role_software_developer, levelName: m.label_experience_expert },
];
