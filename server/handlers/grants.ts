import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, isNull, lt, or, sql } from 'drizzle-orm';
import type { Handlers, Schema } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import { todayOf } from '../clock.js';
import { enforceLimit, limits } from '../auth/rate-limit.js';
import { grantApplications, grants, users } from '../db/schema.js';
import { ApiError, fieldError } from '../http/errors.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import { violatedUniqueIndex } from '../hiring/unique-violation.js';
import { enqueueMail } from '../mail/outbox.js';
import { isBot } from '../public-site/references.js';
import { asLocale } from '../i18n.js';
import type { Db, Tx } from '../db/database.js';

type GrantOps =
  | 'listGrantApplications'
  | 'applyForGrant'
  | 'listGrants'
  | 'reviewGrantApplications'
  | 'approveGrantApplication'
  | 'rejectGrantApplication';

type ApplicationRow = typeof grantApplications.$inferSelect;
type GrantRow = typeof grants.$inferSelect;
type Applicant = Pick<typeof users.$inferSelect, 'id' | 'firstname' | 'lastname' | 'email' | 'companyName'>;

export const toEmployerGrant = (g: GrantRow): Schema<'EmployerGrant'> => ({
  id: g.id,
  name: g.name,
  percent: g.percent,
  hires: g.hires,
  hires_used: g.hiresUsed,
  expires_on: g.expiresOn,
});

function toApplication(a: ApplicationRow, grant: GrantRow | null, applicant?: Applicant): Schema<'GrantApplication'> {
  return {
    id: a.id,
    ...(applicant && {
      employer: {
        id: applicant.id,
        name: `${applicant.firstname} ${applicant.lastname}`,
        email: applicant.email,
        company_name: applicant.companyName,
      },
    }),
    organisation_name: a.organisationName,
    organisation_type: a.organisationType as Schema<'OrganisationType'>,
    country: a.country,
    employees: a.employees as Schema<'TeamSize'>,
    hires_planned: a.hiresPlanned,
    reason: a.reason,
    status: a.status as Schema<'GrantApplicationStatus'>,
    submitted_at: a.submittedAt.toISOString(),
    decided_at: a.decidedAt?.toISOString() ?? null,
    decision_reason: a.decisionReason,
    grant: grant ? toEmployerGrant(grant) : null,
  };
}

/** What a bot that filled the honeypot is told: an application like any other, kept nowhere. */
function decoyApplication(body: Schema<'GrantApplicationRequest'>, now: Date): Schema<'GrantApplication'> {
  return {
    id: randomUUID(),
    organisation_name: body.organisation_name.trim(),
    organisation_type: body.organisation_type,
    country: body.country,
    employees: body.employees,
    hires_planned: body.hires_planned,
    reason: body.reason.trim(),
    status: 'submitted',
    submitted_at: now.toISOString(),
    decided_at: null,
    decision_reason: null,
    grant: null,
  };
}

/** Grants with hires left and not expired, oldest first: the order checkout uses them in. */
export function grantsInForce(db: Db | Tx, employerId: string, today: string) {
  return db
    .select()
    .from(grants)
    .where(and(eq(grants.employerId, employerId), lt(grants.hiresUsed, grants.hires), or(isNull(grants.expiresOn), gte(grants.expiresOn, today))))
    .orderBy(asc(grants.createdAt), asc(grants.id));
}

export function grantHandlers({ db, clock, publicUrl }: Deps): Pick<Handlers, GrantOps> {
  const applicationLink = `${publicUrl}/grants/apply`;

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

  return {
    async listGrantApplications(request) {
      const rows = await db
        .select({ application: grantApplications, grant: grants })
        .from(grantApplications)
        .leftJoin(grants, eq(grants.id, grantApplications.grantId))
        .where(eq(grantApplications.employerId, request.auth!.user.id))
        .orderBy(desc(grantApplications.submittedAt));
      return { items: rows.map((r) => toApplication(r.application, r.grant)) };
    },

    async applyForGrant(request, reply) {
      const user = request.auth!.user;
      const body = request.body;
      await enforceLimit(db, `form:grant:${request.ip}`, limits.publicFormPerAddress);
      await enforceLimit(db, `form:grant:${user.id}`, limits.accountFormPerUser);
      if (isBot(body)) return reply.status(201).send(decoyApplication(body, clock.now()));
      try {
        const application = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(grantApplications)
            .values({
              employerId: user.id,
              organisationName: body.organisation_name.trim(),
              organisationType: body.organisation_type,
              country: body.country,
              employees: body.employees,
              hiresPlanned: body.hires_planned,
              reason: body.reason.trim(),
              locale: body.locale,
            })
            .returning();
          await enqueueMail(
            tx,
            user.email,
            { template: 'public_site', event: 'grant_received', name: user.callMeBy ?? user.firstname, organisation: row!.organisationName, link: applicationLink },
            body.locale,
          );
          return row!;
        });
        return reply.status(201).send(toApplication(application, null));
      } catch (error) {
        if (violatedUniqueIndex(error) === 'grant_applications_one_pending_idx') throw new ApiError(409, 'GRANT_APPLICATION_PENDING');
        throw error;
      }
    },

    async listGrants(request) {
      const rows = await grantsInForce(db, request.auth!.user.id, todayOf(clock));
      return { items: rows.map(toEmployerGrant) };
    },

    async reviewGrantApplications(request) {
      const { status, page = 1, page_size = 20 } = request.query;
      const { limit, offset } = pageWindow(page, page_size);
      const rows = await db
        .select({ application: grantApplications, grant: grants, applicant: users })
        .from(grantApplications)
        .innerJoin(users, eq(users.id, grantApplications.employerId))
        .leftJoin(grants, eq(grants.id, grantApplications.grantId))
        .where(status ? eq(grantApplications.status, status) : undefined)
        .orderBy(asc(grantApplications.submittedAt), asc(grantApplications.id))
        .limit(limit)
        .offset(offset);
      return pageOf(
        rows.map((r) => toApplication(r.application, r.grant, r.applicant)),
        page,
        page_size,
      );
    },

    async approveGrantApplication(request) {
      const { name, percent, hires, expires_on } = request.body;
      // A grant is in force through its last day, so one ending today still covers today's checkout.
      if (expires_on < todayOf(clock)) throw fieldError('expires_on', 'todayOrLater');
      const reviewer = request.auth!.user;
      return db.transaction(async (tx) => {
        const [application] = await tx.select().from(grantApplications).where(eq(grantApplications.id, request.params.id));
        if (!application) throw new ApiError(404, 'NOT_FOUND');
        const [grant] = await tx
          .insert(grants)
          .values({ employerId: application.employerId, name: name.trim(), percent, hires, expiresOn: expires_on })
          .returning();
        // Conditional on the application still waiting: if another reviewer got there first, this throws and the grant is rolled back.
        const decided = await decide(tx, application.id, reviewer.id, { status: 'approved', grantId: grant!.id });
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
            link: applicationLink,
          },
          asLocale(application.locale),
        );
        return toApplication(decided, grant!, applicant);
      });
    },

    async rejectGrantApplication(request) {
      const reviewer = request.auth!.user;
      const reason = request.body.reason.trim();
      return db.transaction(async (tx) => {
        const decided = await decide(tx, request.params.id, reviewer.id, { status: 'rejected', reason });
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
            link: applicationLink,
          },
          asLocale(decided.locale),
        );
        return toApplication(decided, null, applicant);
      });
    },
  };
}
