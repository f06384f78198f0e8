import { sql } from 'drizzle-orm';
import { candidateProfiles, jobs, offers, users } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';

/** The columns every pipeline list joins in the same query (never one query per row). */
export const jobRefColumns = { id: jobs.id, title: jobs.title, hireType: jobs.hireType, status: jobs.status };

export const profileColumns = {
  userId: candidateProfiles.userId,
  fullName: candidateProfiles.fullName,
  country: candidateProfiles.country,
  headline: candidateProfiles.headline,
  bio: candidateProfiles.bio,
  role: candidateProfiles.role,
  industry: candidateProfiles.industry,
  experienceLevel: candidateProfiles.experienceLevel,
  yearsExperience: candidateProfiles.yearsExperience,
  monthlyRateCents: candidateProfiles.monthlyRateCents,
  availability: candidateProfiles.availability,
  skills: candidateProfiles.skills,
  complete: candidateProfiles.complete,
  engaged: candidateProfiles.engaged,
  vetted: candidateProfiles.vetted,
  updatedAt: candidateProfiles.updatedAt,
};

/** The candidate's names, and the zone their browser reported: the employer sees times in it too. */
export const nameColumns = { firstname: users.firstname, lastname: users.lastname, timezone: users.timezone };

export const employerRefColumns = { companyName: users.companyName, firstname: users.firstname, lastname: users.lastname, timezone: users.timezone };

/** What the caller sees: a pending offer past its expiry reads as expired before the sweep marks it. */
export const effectiveOfferStatus = sql<Schema<'OfferStatus'>>`case when ${offers.status} = 'pending' and ${offers.expiresAt} <= now() then 'expired' else ${offers.status} end`;

/** The status filter of offer lists, by the status the caller sees. */
export function offerStatusIs(status: Schema<'OfferStatus'>) {
  if (status === 'pending') return sql`(${offers.status} = 'pending' and ${offers.expiresAt} > now())`;
  if (status === 'expired') return sql`(${offers.status} = 'expired' or (${offers.status} = 'pending' and ${offers.expiresAt} <= now()))`;
  return sql`${offers.status} = ${status}`;
}
