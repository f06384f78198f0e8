import { desc, eq } from 'drizzle-orm';
import { complianceRequirements } from '../../src/shared/compliance.js';
import type { OnboardingStep, StepState } from '../../src/shared/onboarding.js';
import { complianceDocuments, identityChecks, intakeSurveys, vettingCases } from '../db/schema.js';
import type { Queryable } from '../hiring/pipeline-records.js';
import { agreementsOf } from './agreement-standing.js';

/*
 * Where each step of a candidate's onboarding stands (src/shared/onboarding.ts), read from the
 * step's own records. Each function answers the step's state and, for the checklist, what it
 * counts (documents approved of those required…). They only read: recording that a candidate
 * became ready is server/onboarding/readiness.ts's.
 */

export interface StepReading {
  state: StepState;
  done: number;
  of: number;
}

/** The documents the candidate's country asks for: done when every one is approved and not expired. */
export async function documentsStep(db: Queryable, candidateId: string, country: string | null, today: string): Promise<StepReading> {
  const rows = await db
    .select({ kind: complianceDocuments.kind, status: complianceDocuments.status, expiresOn: complianceDocuments.expiresOn })
    .from(complianceDocuments)
    .where(eq(complianceDocuments.candidateId, candidateId));
  const required = complianceRequirements(country);
  const states = required.map(({ kind }) => {
    const row = rows.find((r) => r.kind === kind);
    if (!row) return 'missing';
    if (row.status === 'approved' && row.expiresOn !== null && row.expiresOn < today) return 'expired';
    return row.status;
  });
  const done = states.filter((s) => s === 'approved').length;
  const state: StepState =
    done === required.length
      ? 'done'
      : states.some((s) => s === 'rejected' || s === 'expired')
        ? 'needs_attention'
        : states.includes('missing')
          ? states.every((s) => s === 'missing')
            ? 'to_do'
            : 'in_progress'
          : 'in_review';
  return { state, done, of: required.length };
}

const SURVEY_SECTIONS = 3;

/** The intake survey: its three sections, each saved on its own. */
export async function intakeSurveyStep(db: Queryable, candidateId: string): Promise<StepReading> {
  const [row] = await db
    .select({ workSetup: intakeSurveys.workSetup, emergencyContact: intakeSurveys.emergencyContact, workingHours: intakeSurveys.workingHours, completedAt: intakeSurveys.completedAt })
    .from(intakeSurveys)
    .where(eq(intakeSurveys.candidateId, candidateId));
  const done = row ? [row.workSetup, row.emergencyContact, row.workingHours].filter((s) => s !== null).length : 0;
  const state: StepState = row?.completedAt || done === SURVEY_SECTIONS ? 'done' : done > 0 ? 'in_progress' : 'to_do';
  return { state, done, of: SURVEY_SECTIONS };
}

/** The agreements the candidate's country asks for, each signed at its current version (server/onboarding/agreements.ts). */
export async function agreementsStep(db: Queryable, candidateId: string): Promise<StepReading> {
  const { signed, missing } = await agreementsOf(db, candidateId);
  const of = signed.length + missing.length;
  const state: StepState = missing.length === 0 ? 'done' : signed.length > 0 ? 'in_progress' : 'to_do';
  return { state, done: signed.length, of: Math.max(of, 1) };
}

/** A step done in one go: its state from its record's status, none meaning not started. */
function singleStep<S extends string>(states: Record<S, StepState>, status: S | undefined): StepReading {
  const state = status === undefined ? 'to_do' : states[status];
  return { state, done: state === 'done' ? 1 : 0, of: 1 };
}

/** Vetting (server/vetting/candidate-vetting.ts): its case exists once a first answer is saved. */
const VETTING_STATES = { answering: 'in_progress', in_review: 'in_review', needs_changes: 'needs_attention', vetted: 'done' } as const;

export async function vettingStep(db: Queryable, candidateId: string): Promise<StepReading> {
  const [row] = await db.select({ status: vettingCases.status }).from(vettingCases).where(eq(vettingCases.candidateId, candidateId));
  return singleStep(VETTING_STATES, row?.status);
}

/** The identity check (server/identity/), by its latest attempt: a failed one waits for the candidate to try again. */
const IDENTITY_STATES = { started: 'in_progress', processing: 'in_review', failed: 'needs_attention', verified: 'done' } as const;

export async function identityStep(db: Queryable, candidateId: string): Promise<StepReading> {
  const [latest] = await db
    .select({ status: identityChecks.status })
    .from(identityChecks)
    .where(eq(identityChecks.candidateId, candidateId))
    .orderBy(desc(identityChecks.startedAt))
    .limit(1);
  return singleStep(IDENTITY_STATES, latest?.status);
}

/** The steps a hire must finish before work (STEPS_BEFORE_WORK), each read from its own records. */
export async function stepsBeforeWork(db: Queryable, candidateId: string, country: string | null, today: string) {
  const [documents, agreements, identity] = await Promise.all([
    documentsStep(db, candidateId, country, today),
    agreementsStep(db, candidateId),
    identityStep(db, candidateId),
  ]);
  return { documents, agreements, identity };
}

/** Every step of the checklist (src/shared/onboarding.ts), each read from its own records. */
export async function allSteps(db: Queryable, candidateId: string, country: string | null, today: string): Promise<Record<OnboardingStep, StepReading>> {
  const [beforeWork, vetting, intake_survey] = await Promise.all([
    stepsBeforeWork(db, candidateId, country, today),
    vettingStep(db, candidateId),
    intakeSurveyStep(db, candidateId),
  ]);
  return { ...beforeWork, vetting, intake_survey };
}
