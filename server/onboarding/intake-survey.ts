import { eq, sql } from 'drizzle-orm';
import { intakeSurveys, type IntakeEmergencyContactRow, type IntakeWorkSetupRow, type IntakeWorkingHoursRow } from '../db/schema.js';
import { cleanText, throwIfAny } from '../http/clean-input.js';
import { iso, present } from '../http/contract-fields.js';
import { fieldError, type FieldProblem } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import type { CandidateOwner } from '../http/owner.js';
import type { OnboardingDeps } from './onboarding-deps.js';

/*
 * A candidate's intake survey (docs/product.md, "Onboarding"): three sections, each saved on its
 * own and read back as saved.
 *
 * Invariants: one row per candidate, only ever read or written by that candidate's id. A save is
 * one statement, an upsert that writes its own section's column and no other, so two tabs saving
 * different sections at once both keep theirs (PostgreSQL runs the second's update on the row the
 * first committed). `completed_at` is set by the save that finds the other two sections already
 * saved, in that same statement, and never changed afterwards.
 */

type Sections = { workSetup: IntakeWorkSetupRow; emergencyContact: IntakeEmergencyContactRow; workingHours: IntakeWorkingHoursRow };
type Row = typeof intakeSurveys.$inferSelect;

/** The contract's section names, in the order `sections_done` lists them. */
const SECTIONS = [
  ['work_setup', 'workSetup'],
  ['emergency_contact', 'emergencyContact'],
  ['working_hours', 'workingHours'],
] as const satisfies readonly (readonly [string, keyof Sections])[];

const WEEK = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** The contract's pattern for a phone number (IntakeEmergencyContact.phone), checked again once trimmed. */
const PHONE = /^\+?[0-9 ()-]{6,24}$/;

function toIntakeSurvey(row: Row | undefined): Schema<'IntakeSurvey'> {
  if (!row) return { sections_done: [] };
  return {
    ...present('work_setup', row.workSetup),
    ...present('emergency_contact', row.emergencyContact),
    ...present('working_hours', row.workingHours),
    sections_done: SECTIONS.filter(([, key]) => row[key] !== null).map(([name]) => name),
    ...(row.completedAt ? { completed_at: iso(row.completedAt) } : {}),
  };
}

export async function getMyIntakeSurvey({ db }: OnboardingDeps, owner: CandidateOwner): Promise<Schema<'IntakeSurvey'>> {
  const [row] = await db.select().from(intakeSurveys).where(eq(intakeSurveys.candidateId, owner.candidateId));
  return toIntakeSurvey(row);
}

/** Writes one section, and `completed_at` when the other two are already there (see the invariants above). */
async function saveSection<K extends keyof Sections>(
  { db, clock }: OnboardingDeps,
  owner: CandidateOwner,
  key: K,
  value: Sections[K],
): Promise<Schema<'IntakeSurvey'>> {
  const section = { [key]: value } as Partial<Sections>;
  const updatedAt = clock.now();
  // In ON CONFLICT DO UPDATE, the table's own columns are the row as it was before this save.
  const othersSaved = sql.join(
    SECTIONS.filter(([, other]) => other !== key).map(([, other]) => sql`${intakeSurveys[other]} is not null`),
    sql` and `,
  );
  const [row] = await db
    .insert(intakeSurveys)
    .values({ candidateId: owner.candidateId, ...section, updatedAt })
    .onConflictDoUpdate({
      target: intakeSurveys.candidateId,
      set: {
        ...section,
        updatedAt,
        completedAt: sql`coalesce(${intakeSurveys.completedAt}, case when ${othersSaved} then excluded.updated_at end)`,
      },
    })
    .returning();
  return toIntakeSurvey(row);
}

export function saveIntakeWorkSetup(deps: OnboardingDeps, owner: CandidateOwner, body: Schema<'IntakeWorkSetup'>) {
  const { download_mbps, upload_mbps, connection, backup_connection, backup_power, computer, operating_system, headset, webcam, workspace } = body;
  return saveSection(deps, owner, 'workSetup', {
    download_mbps,
    upload_mbps,
    connection,
    backup_connection,
    backup_power,
    computer,
    operating_system,
    headset,
    webcam,
    workspace,
  });
}

/** Stored trimmed; the contract's limits count raw characters, so they are checked again on what is left. */
export function saveIntakeEmergencyContact(deps: OnboardingDeps, owner: CandidateOwner, body: Schema<'IntakeEmergencyContact'>) {
  const problems: Record<string, FieldProblem> = {};
  const name = cleanText(problems, 'name', body.name, 2);
  const relationship = cleanText(problems, 'relationship', body.relationship, 2);
  const phone = body.phone.trim();
  if (!PHONE.test(phone)) problems.phone = { key: 'phone' };
  throwIfAny(problems);
  return saveSection(deps, owner, 'emergencyContact', { name, relationship, phone });
}

/**
 * The end may come before the start (a shift past midnight ends the next day, as in
 * server/staff-work/local-time.ts), but not equal it. Days are kept in the week's order.
 */
export function saveIntakeWorkingHours(deps: OnboardingDeps, owner: CandidateOwner, body: Schema<'IntakeWorkingHours'>) {
  const { timezone, work_days, start_time, end_time } = body;
  if (end_time === start_time) throw fieldError('end_time', 'invalid');
  const days = WEEK.filter((day) => work_days.includes(day));
  return saveSection(deps, owner, 'workingHours', { timezone, work_days: days, start_time, end_time });
}
