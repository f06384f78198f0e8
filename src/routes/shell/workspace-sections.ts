import { m } from '@/generated/paraglide/messages.js';
import type { components } from '@/generated/api';
import { isPartnerKind, VERIFY_PATHS, type PartnerKind } from '@/shared/partner-verification';

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
  { to: '/dashboard/activity/partners', label: m.agi_title },
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
  { to: '/dashboard/candidate/view-bpo', label: m.bpov_nav },
  { to: '/profile', label: m.dash_nav_profile },
];

// The partners' work (docs/product.md, "Partners"), then their verification, on every partner's bar.
const partnerSections: Record<PartnerKind, Section[]> = {
  agent: [overview, { to: '/agent/clients', label: m.agc_clients }],
  business_agent: [overview, { to: '/referrals', label: m.ref_title }],
  bpo: [
    overview,
    { to: '/debpo/worksites', label: m.bpo_nav_worksites },
    { to: '/debpo/candidates', label: m.bpoc_nav },
    { to: '/debpo/apply', label: m.bpo_nav_apply },
  ],
  saa: [overview, { to: '/audits', label: m.aud_nav_mine }],
  ba: [overview, { to: '/association/members', label: m.asm_nav_members }, { to: '/hubpartner/bpos', label: m.hub_nav }],
};

const adminSections: Section[] = [
  overview,
  { to: '/admin/partners', label: m.prev_nav_label },
  { to: '/admin/audits', label: m.aud_nav_queue },
  { to: '/admin/message-reports', label: m.mrep_nav_label },
];

/** The signed-in pages' sections for a role: the dashboard's sub-navigation, and on a phone the header's menu. */
export function sectionsFor(role: Role | undefined): Section[] {
  if (role === 'employer') return employerSections;
  if (role === 'candidate') return candidateSections;
  if (role === 'admin') return adminSections;
  if (isPartnerKind(role)) return [...partnerSections[role], { to: VERIFY_PATHS[role], label: m.pv_nav_label }];
  return [overview];
}
