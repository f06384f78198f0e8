// How the things several areas show appear in the contract: a candidate in an employer's lists, a
// job and an employer as references. Hiring, jobs, candidates, dashboards and billing's hire
// effects all answer with them, so they live under none of those areas.
import type { Schema } from '../http/handler-types.js';
import type { candidateProfiles, jobs, users } from '../db/schema.js';

// What a summary shows, so that lists read only these columns (never the search vector, the CV's text or the sections).
type ProfileRow = Pick<
  typeof candidateProfiles.$inferSelect,
  'userId' | 'headline' | 'role' | 'experienceLevel' | 'yearsExperience' | 'monthlyRateCents' | 'availability' | 'country' | 'skills' | 'engaged' | 'vetted'
>;
type JobRow = Pick<typeof jobs.$inferSelect, 'id' | 'title' | 'hireType' | 'status'>;
type EmployerRow = Pick<typeof users.$inferSelect, 'companyName' | 'firstname' | 'lastname'> & { timezone?: string | null };

// The zone is there when the query joined it (the pipeline lists do; the candidate search need not).
type NameRow = Pick<typeof users.$inferSelect, 'firstname' | 'lastname'> & { timezone?: string | null };

/**
 * How a candidate appears in an employer's lists: never the e-mail address or phone
 * number. The names come from the account (join `users` on the profile's id).
 */
export function toCandidateSummary(p: ProfileRow, name: NameRow): Schema<'CandidateSummary'> {
  return {
    id: p.userId,
    firstname: name.firstname,
    lastname: name.lastname,
    headline: p.headline,
    ...(p.role ? { role: p.role as Schema<'JobRole'> } : {}),
    ...(p.experienceLevel ? { experience_level: p.experienceLevel } : {}),
    years_experience: p.yearsExperience,
    ...(p.monthlyRateCents != null ? { monthly_rate_cents: p.monthlyRateCents } : {}),
    availability: p.availability,
    country: p.country,
    skills: p.skills,
    engaged: p.engaged,
    vetted: p.vetted,
    ...(name.timezone ? { timezone: name.timezone } : {}),
  };
}

export const toJobRef = (j: JobRow): Schema<'JobRef'> => ({ id: j.id, title: j.title, hire_type: j.hireType, status: j.status });

export const toEmployerRef = (e: EmployerRow): Schema<'EmployerRef'> => ({
  company_name: e.companyName ?? `${e.firstname} ${e.lastname}`,
  contact_name: `${e.firstname} ${e.lastname}`,
  ...(e.timezone ? { timezone: e.timezone } : {}),
});
