import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { employerProfiles, jobs } from '../db/schema.js';
import { ApiError, type FieldProblem } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import type { EmployerOwner } from '../http/owner.js';
import { companyFields, companyNameOf, websiteOf } from './company-card.js';

/*
 * The employer's company profile (docs/product.md, "The company profile"): description, size,
 * industry, up to five locations, time zone and usual hours, and a logo (./company-logo.ts).
 * Candidates see it on the company's jobs (./company-card.ts).
 *
 * Invariants: one row per employer (the primary key), written the first time the profile or a
 * logo is saved; the company's name and website are the account's and are only read here. Every
 * read and write is by the owner's own id, so no employer reaches another's profile.
 */

type Row = typeof employerProfiles.$inferSelect;

export async function profileRow(db: Db | Tx, employerId: string): Promise<Row | undefined> {
  const [row] = await db.select().from(employerProfiles).where(eq(employerProfiles.userId, employerId));
  return row;
}

/** Whether the employer has an open job: its profile and logo are then on the public job board. */
export async function hasOpenJob(db: Db | Tx, employerId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.employerId, employerId), eq(jobs.status, 'open')))
    .limit(1);
  return row !== undefined;
}

/** The profile as the employer edits it, with the account's name and website. */
export async function myCompanyProfile(db: Db | Tx, owner: EmployerOwner): Promise<Schema<'CompanyProfile'>> {
  const row = await profileRow(db, owner.employerId);
  const shown = await hasOpenJob(db, owner.employerId);
  const website = websiteOf(owner.account.profile);
  return {
    name: companyNameOf(owner.account),
    ...(website ? { website_url: website } : {}),
    description: row?.description ?? '',
    ...companyFields(owner.employerId, row, owner.account.timezone),
    shown_on_jobs: shown,
    ...(row ? { updated_at: row.updatedAt.toISOString() } : {}),
  };
}

/** What the contract's schema cannot say: a city of spaces, the same place twice. */
function problemsOf(body: Schema<'CompanyProfileInput'>): Record<string, FieldProblem> {
  const problems: Record<string, FieldProblem> = {};
  const seen = new Set<string>();
  body.locations.forEach((place, i) => {
    const city = place.city.trim();
    if (city === '') problems[`locations.${i}.city`] = { key: 'required' };
    const key = `${city.toLocaleLowerCase()}|${place.country}`;
    if (seen.has(key)) problems[`locations.${i}`] = { key: 'duplicates' };
    seen.add(key);
  });
  return problems;
}

/** Replaces the profile's text fields (the logo stays); a field left out is cleared. */
export async function updateMyCompanyProfile(db: Db, owner: EmployerOwner, body: Schema<'CompanyProfileInput'>): Promise<Schema<'CompanyProfile'>> {
  const problems = problemsOf(body);
  if (Object.keys(problems).length > 0) throw new ApiError(400, 'VALIDATION_FAILED', problems);
  const values = {
    description: body.description.trim(),
    size: body.size ?? null,
    industry: body.industry ?? null,
    locations: body.locations.map((place) => ({ city: place.city.trim(), country: place.country })),
    timezone: body.timezone ?? null,
    workStart: body.work_hours?.start ?? null,
    workEnd: body.work_hours?.end ?? null,
    updatedAt: new Date(),
  };
  await db
    .insert(employerProfiles)
    .values({ userId: owner.employerId, ...values })
    .onConflictDoUpdate({ target: employerProfiles.userId, set: values });
  return myCompanyProfile(db, owner);
}
