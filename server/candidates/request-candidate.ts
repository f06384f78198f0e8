import type { Db } from '../db/database.js';
import { candidateRequests } from '../db/schema.js';
import type { EmployerOwner } from '../http/owner.js';
import type { RouteOf } from '../http/handler-types.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import { enqueueMail } from '../mail/outbox.js';
import { asLocale } from '../i18n.js';

type CandidateRequest = RouteOf<'requestCandidate'>['Body'];

/** The employer asks the team to find candidates; the request is acknowledged by mail. */
export async function requestCandidate(db: Db, owner: EmployerOwner, body: CandidateRequest) {
  const user = owner.account;
  await enforceLimit(db, `candidate-request:${user.id}`, limits.candidateRequestsPerEmployer);
  const receipt = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(candidateRequests)
      .values({
        employerId: owner.employerId,
        role: body.role,
        experienceLevel: body.experience_level,
        hireType: body.hire_type,
        headcount: body.headcount,
        startDate: body.start_date ?? null,
        details: body.details?.trim() || null,
      })
      .returning({ id: candidateRequests.id, createdAt: candidateRequests.createdAt });
    await enqueueMail(tx, user.email, { template: 'candidate_request_received', name: user.firstname, headcount: body.headcount }, asLocale(user.locale));
    return row!;
  });
  return { id: receipt.id, created_at: receipt.createdAt.toISOString() };
}
