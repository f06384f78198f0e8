import { grantApplications } from '../db/schema.js';
import type { EmployerOwner } from '../http/owner.js';
import type { Schema } from '../http/handler-types.js';
import { ApiError } from '../http/errors.js';
import { violatedUniqueIndex } from '../http/unique-violation.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import { enqueueMail } from '../mail/outbox.js';
import { isBot } from '../public-site/references.js';
import type { GrantDeps } from './grant-deps.js';
import { decoyApplication, grantApplicationLink, toApplication } from './grant-views.js';

/** The employer applies for a grant: one application waits at a time, acknowledged by mail. */
export async function applyForGrant({ db, clock, publicUrl }: GrantDeps, owner: EmployerOwner, ip: string, body: Schema<'GrantApplicationRequest'>) {
  const user = owner.account;
  await enforceLimit(db, `form:grant:${ip}`, limits.publicFormPerAddress);
  await enforceLimit(db, `form:grant:${user.id}`, limits.accountFormPerUser);
  if (isBot(body)) return decoyApplication(body, clock.now());
  try {
    const application = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(grantApplications)
        .values({
          employerId: owner.employerId,
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
        {
          template: 'public_site',
          event: 'grant_received',
          name: user.callMeBy ?? user.firstname,
          organisation: row!.organisationName,
          link: grantApplicationLink(publicUrl),
        },
        body.locale,
      );
      return row!;
    });
    return toApplication(application, null);
  } catch (error) {
    if (violatedUniqueIndex(error) === 'grant_applications_one_pending_idx') throw new ApiError(409, 'GRANT_APPLICATION_PENDING');
    throw error;
  }
}
