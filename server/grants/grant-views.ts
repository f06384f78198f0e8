import { randomUUID } from 'node:crypto';
import type { grantApplications, grants, users } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';

export type ApplicationRow = typeof grantApplications.$inferSelect;
export type GrantRow = typeof grants.$inferSelect;
export type Applicant = Pick<typeof users.$inferSelect, 'id' | 'firstname' | 'lastname' | 'email' | 'companyName'>;

export const toEmployerGrant = (g: GrantRow): Schema<'EmployerGrant'> => ({
  id: g.id,
  name: g.name,
  percent: g.percent,
  hires: g.hires,
  hires_used: g.hiresUsed,
  expires_on: g.expiresOn,
});

export function toApplication(a: ApplicationRow, grant: GrantRow | null, applicant?: Applicant): Schema<'GrantApplication'> {
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
export function decoyApplication(body: Schema<'GrantApplicationRequest'>, now: Date): Schema<'GrantApplication'> {
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

/** The page where an employer applies for a grant and follows the decision. */
export const grantApplicationLink = (publicUrl: string) => `${publicUrl}/grants/apply`;
