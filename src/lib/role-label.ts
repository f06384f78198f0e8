import { m } from '@/generated/paraglide/messages.js';
import type { components } from '@/generated/api';

type Role = components['schemas']['Role'];

const labels: Record<Role, () => string> = {
  employer: m.role_employer,
  candidate: m.role_candidate,
  agent: m.role_agent,
  business_agent: m.role_business_agent,
  bpo: m.role_bpo,
  saa: m.role_saa,
  ba: m.role_ba,
  admin: m.role_admin,
};

/** A role in words, in the current language. */
export const roleLabel = (role: Role) => labels[role]();
