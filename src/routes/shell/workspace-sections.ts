import { m } from '@/generated/paraglide/messages.js';
import type { components } from '@/generated/api';

type Role = components['schemas']['Role'];

export interface Section {
  to: string;
  label: () => string;
  /** Only this exact path marks the link current (the overview would otherwise match every page under it). */
  end?: boolean;
}

const overview: Section = { to: '/dashboard', label: m.dash_nav_overview, end: true };

const employerSections: Section[] = [
  overview,
  { to: '/dashboard/activity/jobs', label: m.dash_nav_jobs },
  { to: '/dashboard/activity/job-applications', label: m.dash_nav_applicants },
  { to: '/dashboard/activity/interviews', label: m.dash_nav_interviews },
  { to: '/dashboard/activity/offers', label: m.dash_nav_offers },
  { to: '/dashboard/activity/staffs', label: m.dash_nav_staff },
  { to: '/dashboard/activity/fractional-hire', label: m.fhire_nav },
  { to: '/employer/search', label: m.dash_nav_find_talent },
];

const candidateSections: Section[] = [
  { to: '/dashboard', label: m.dash_nav_home, end: true },
  { to: '/jobs', label: m.dash_nav_find_jobs },
  { to: '/dashboard/candidate/applied-jobs', label: m.dash_nav_applications },
  { to: '/dashboard/candidate/job-interviews', label: m.dash_nav_interviews },
  { to: '/dashboard/candidate/job-offers', label: m.dash_nav_offers },
  { to: '/Candidate/ActiveJob', label: m.dash_nav_my_job },
  { to: '/onboarding', label: m.onbh_nav },
  { to: '/profile', label: m.dash_nav_profile },
];

/** The signed-in pages' sections for a role: the dashboard's sub-navigation, and on a phone the header's menu. */
export function sectionsFor(role: Role | undefined): Section[] {
  if (role === 'employer') return employerSections;
  if (role === 'candidate') return candidateSections;
  return [overview];
}
