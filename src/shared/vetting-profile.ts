import type { components } from '../generated/api.js';

export type VettingProfileField = components['schemas']['VettingProfileField'];

/** What of a candidate's profile vetting reads (the contract's CandidateProfile, or its rows). */
export interface ProfileForVetting {
  headline: string;
  bio: string;
  role?: string | null;
  experience_level?: string | null;
  monthly_rate_cents?: number | null;
  skills: readonly string[];
  highest_degree?: string | null;
}

/** A bio long enough to tell an employer something beyond the headline. */
export const BIO_MIN = 100;
/** Skills enough to be found by more than one search. */
export const SKILLS_MIN = 3;

/**
 * The profile's parts vetting asks for, in the order the profile page shows them, each with the
 * rule that makes it done. A listed profile (server/candidates/candidate-profiles.ts, isComplete)
 * needs less: vetting asks for the bio and education an employer reads before an interview.
 */
const RULES: Record<VettingProfileField, (p: ProfileForVetting) => boolean> = {
  headline: (p) => p.headline.trim() !== '',
  role: (p) => !!p.role,
  experience_level: (p) => !!p.experience_level,
  monthly_rate: (p) => p.monthly_rate_cents != null,
  skills: (p) => p.skills.length >= SKILLS_MIN,
  bio: (p) => p.bio.trim().length >= BIO_MIN,
  education: (p) => !!p.highest_degree,
};

export const PROFILE_FIELDS = Object.keys(RULES) as VettingProfileField[];

/** Each field with whether it is done; the profile is complete enough when all are. */
export function profileCompleteness(profile: ProfileForVetting): { field: VettingProfileField; done: boolean }[] {
  return PROFILE_FIELDS.map((field) => ({ field, done: RULES[field](profile) }));
}
