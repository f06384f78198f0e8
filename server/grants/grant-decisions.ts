import { and, eq, sql } from 'drizzle-orm';
import { todayOf } from '../clock.js';
import type { GrantDeps } from './grant-deps.js';
import type { Tx } from '../db/database.js';
import { grantApplications, grants, users } from '../db/schema.js';
import type { Owner } from '../http/owner.js';
import type { RouteOf } from '../http/handler-types.js';
import { ApiError, fieldError } from '../http/errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { asLocale } from '../i18n.js';
import { grantApplicationLink, toApplication, type ApplicationRow } from './grant-views.js';

type Approval = RouteOf<'approveGrantApplication'>['Body'];

/** Decides a submitted application once: a second reviewer finds it decided. */
async function decide(
  tx: Tx,
  id: string,
  reviewerId: string,
  decision: { status: 'approved'; grantId: string } | { status: 'rejected'; reason: string },
): Promise<ApplicationRow> {
  const [row] = await tx
    .update(grantApplications)
    .set({
      status: decision.status,
      decidedAt: sql`now()`,
      decidedBy: reviewerId,
      decisionReason: decision.status === 'rejected' ? decision.reason : null,
      grantId: decision.status === 'approved' ? decision.grantId : null,
    })
    .where(and(eq(grantApplications.id, id), eq(grantApplications.status, 'submitted')))
    .returning();
  if (row) return row;
  const [exists] = await tx.select({ id: grantApplications.id }).from(grantApplications).where(eq(grantApplications.id, id));
  throw exists ? new ApiError(409, 'GRANT_APPLICATION_DECIDED') : new ApiError(404, 'NOT_FOUND');
}

async function applicantOf(tx: Tx, employerId: string) {
  const [applicant] = await tx.select().from(users).where(eq(users.id, employerId));
  return applicant!;
}

/** A reviewer grants the employer a share of its hires' fees, and the employer is told. */
export async function approveGrantApplication({ db, clock, publicUrl }: GrantDeps, reviewer: Owner, id: string, approval: Approval) {
  const { name, percent, hires, expires_on } = approval;
  // A grant is in force through its last day, so one ending today still covers today's checkout.
  if (expires_on < todayOf(clock)) throw fieldError('expires_on', 'todayOrLater');
  return db.transaction(async (tx) => {
    const [application] = await tx.select().from(grantApplications).where(eq(grantApplications.id, id));
    if (!application) throw new ApiError(404, 'NOT_FOUND');
    const [grant] = await tx
      .insert(grants)
      .values({ employerId: application.employerId, name: name.trim(), percent, hires, expiresOn: expires_on })
      .returning();
    // Conditional on the application still waiting: if another reviewer got there first, this throws and the grant is rolled back.
    const decided = await decide(tx, application.id, reviewer.userId, { status: 'approved', grantId: grant!.id });
    const applicant = await applicantOf(tx, application.employerId);
    await enqueueMail(
      tx,
      applicant.email,
      {
        template: 'public_site',
        event: 'grant_approved',
        name: applicant.callMeBy ?? applicant.firstname,
        grant: grant!.name,
        percent,
        hires,
        until: expires_on,
        link: grantApplicationLink(publicUrl),
      },
      asLocale(application.locale),
    );
    return toApplication(decided, grant!, applicant);
  });
}

/** A reviewer turns the application down, saying why, and the employer is told. */
export async function rejectGrantApplication({ db, publicUrl }: Omit<GrantDeps, 'clock'>, reviewer: Owner, id: string, reasonText: string) {
  const reason = reasonText.trim();
  return db.transaction(async (tx) => {
    const decided = await decide(tx, id, reviewer.userId, { status: 'rejected', reason });
    const applicant = await applicantOf(tx, decided.employerId);
    await enqueueMail(
      tx,
      applicant.email,
      {
        template: 'public_site',
        event: 'grant_rejected',
        name: applicant.callMeBy ?? applicant.firstname,
        organisation: decided.organisationName,
        reason,
        link: grantApplicationLink(publicUrl),
      },
      asLocale(decided.locale),
    );
    return toApplication(decided, null, applicant);
  });
}
