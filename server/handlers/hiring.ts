import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Handlers } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import { applications, candidateProfiles, interviews, jobs, offers, users } from '../db/schema.js';
import { ApiError, fieldError } from '../http/errors.js';
import { applicantById, findApplicants } from '../hiring/application-reads.js';
import { employerInterviewById, findEmployerInterviews } from '../hiring/interview-reads.js';
import { employerOfferById, findEmployerOffers, findStaff, staffById } from '../hiring/offer-reads.js';
import { lockApplication, lockInterview, lockOffer, lapsedSql } from '../hiring/pipeline-records.js';
import { applicationAfter, interviewAfter, offerAfter, openInterviewStatuses, openOfferStatuses } from '../hiring/transitions.js';
import { tellCandidate } from '../hiring/notify.js';
import { changeUnlessLapsed, expireOffer, offerExpirySql } from '../hiring/offer-expiry.js';
import { closeOpenInterviews, withdrawOpenOffers } from '../hiring/side-effects.js';
import { ensureCandidateProfile } from '../hiring/candidate-profiles.js';
import { violatedUniqueIndex } from '../hiring/unique-violation.js';
import { optionalText } from '../hiring/text.js';
import { refuseWhileBeingPaid } from '../billing/checkout-hire.js';

type EmployerOps =
  | 'listApplicants'
  | 'shortlistApplicant'
  | 'rejectApplicant'
  | 'inviteCandidateToJob'
  | 'sendInterviewInvite'
  | 'cancelInterview'
  | 'listInterviews'
  | 'sendOffer'
  | 'withdrawOffer'
  | 'listOffers'
  | 'getEmployerOffer'
  | 'updateWorktime'
  | 'fireStaff'
  | 'listHiredStaff';

/** Times the candidate will pick from, normalised so that an accepted time compares exactly. */
function futureTimes(times: string[]): string[] {
  const now = Date.now();
  const parsed = times.map((t) => new Date(t));
  if (parsed.some((d) => Number.isNaN(d.getTime()) || d.getTime() <= now)) throw fieldError('proposed_times', 'futureTime');
  return [...new Set(parsed.map((d) => d.toISOString()))];
}

const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The employer's side of the pipeline: applicants, interviews, offers and hired staff. */
export function hiringHandlers({ db, publicUrl }: Deps): Pick<Handlers, EmployerOps> {
  const employerOf = (request: { auth: { user: { id: string } } | null }) => ({ employerId: request.auth!.user.id });

  return {
    async listApplicants(request, reply) {
      const { job_id, status, q, page, page_size } = request.query;
      const result = await findApplicants(db, { ...employerOf(request), jobId: job_id, status, q }, page, page_size);
      return reply.code(200).send(result);
    },

    async shortlistApplicant(request, reply) {
      const owner = employerOf(request);
      const view = await db.transaction(async (tx) => {
        const record = await lockApplication(tx, request.params.id, owner);
        const status = applicationAfter(record.application.status, 'SHORTLIST');
        await tx.update(applications).set({ status, updatedAt: sql`now()` }).where(eq(applications.id, record.application.id));
        await tellCandidate(tx, publicUrl, record, 'application_shortlisted');
        return applicantById(tx, owner.employerId, record.application.id);
      });
      return reply.code(200).send(view);
    },

    async rejectApplicant(request, reply) {
      const owner = employerOf(request);
      const view = await db.transaction(async (tx) => {
        const record = await lockApplication(tx, request.params.id, owner);
        const status = applicationAfter(record.application.status, 'REJECT');
        await refuseWhileBeingPaid(tx, record.application.id);
        await tx
          .update(applications)
          .set({ status, rejectionReason: optionalText(request.body.reason), updatedAt: sql`now()` })
          .where(eq(applications.id, record.application.id));
        // One mail says it all: the interviews and offers that end with it are not announced one by one.
        await closeOpenInterviews(tx, record.application.id);
        await withdrawOpenOffers(tx, record.application.id);
        await tellCandidate(tx, publicUrl, record, 'application_rejected');
        return applicantById(tx, owner.employerId, record.application.id);
      });
      return reply.code(200).send(view);
    },

    async inviteCandidateToJob(request, reply) {
      const { employerId } = employerOf(request);
      const view = await db.transaction(async (tx) => {
        const [job] = await tx
          .select({ id: jobs.id, status: jobs.status })
          .from(jobs)
          .where(and(eq(jobs.id, request.body.job_id), eq(jobs.employerId, employerId)))
          .for('share');
        if (!job) throw new ApiError(404, 'NOT_FOUND');
        const [candidate] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, request.params.id), eq(users.role, 'candidate')));
        if (!candidate) throw new ApiError(404, 'NOT_FOUND');
        if (job.status !== 'open') throw new ApiError(409, 'JOB_NOT_OPEN');
        await ensureCandidateProfile(tx, candidate);
        // A second invitation, or one racing the candidate's own application, finds the row there.
        const [created] = await tx
          .insert(applications)
          .values({
            jobId: job.id,
            employerId,
            candidateId: candidate.id,
            status: 'invited',
            source: 'invited',
            invitationMessage: optionalText(request.body.message),
          })
          .onConflictDoNothing({ target: [applications.jobId, applications.candidateId] })
          .returning({ id: applications.id });
        if (!created) throw new ApiError(409, 'ALREADY_APPLIED');
        const record = await lockApplication(tx, created.id, { employerId });
        await tellCandidate(tx, publicUrl, record, 'invitation_received');
        return applicantById(tx, employerId, created.id);
      });
      return reply.code(201).send(view);
    },

    async sendInterviewInvite(request, reply) {
      const owner = employerOf(request);
      const { duration_minutes, meeting_url, message } = request.body;
      const proposedTimes = futureTimes(request.body.proposed_times);
      const view = await db.transaction(async (tx) => {
        const record = await lockApplication(tx, request.params.id, owner);
        const applicationStatus = applicationAfter(record.application.status, 'INTERVIEW');
        const [waiting] = await tx
          .select()
          .from(interviews)
          .where(and(eq(interviews.applicationId, record.application.id), inArray(interviews.status, openInterviewStatuses)))
          .orderBy(desc(interviews.createdAt))
          .limit(1)
          .for('update');
        const invite = {
          proposedTimes,
          durationMinutes: duration_minutes,
          meetingUrl: meeting_url ?? null,
          message: optionalText(message),
          scheduledAt: null,
          updatedAt: sql`now()`,
        };
        let interviewId: string;
        if (waiting) {
          // New times for an interview still to happen replace the old ones: one interview, not two.
          await tx
            .update(interviews)
            .set({ ...invite, status: interviewAfter(waiting.status, 'PROPOSE') })
            .where(eq(interviews.id, waiting.id));
          interviewId = waiting.id;
        } else {
          const [created] = await tx
            .insert(interviews)
            .values({
              ...invite,
              applicationId: record.application.id,
              jobId: record.job.id,
              employerId: owner.employerId,
              candidateId: record.application.candidateId,
              status: 'proposed',
            })
            .returning({ id: interviews.id });
          interviewId = created!.id;
        }
        await tx
          .update(applications)
          .set({ status: applicationStatus, updatedAt: sql`now()` })
          .where(eq(applications.id, record.application.id));
        await tellCandidate(tx, publicUrl, record, 'interview_invited');
        return employerInterviewById(tx, owner.employerId, interviewId);
      });
      return reply.code(201).send(view);
    },

    async cancelInterview(request, reply) {
      const owner = employerOf(request);
      const view = await db.transaction(async (tx) => {
        const record = await lockInterview(tx, request.params.id, owner);
        const status = interviewAfter(record.interview.status, 'CANCEL');
        await tx.update(interviews).set({ status, updatedAt: sql`now()` }).where(eq(interviews.id, record.interview.id));
        await tellCandidate(tx, publicUrl, record, 'interview_cancelled');
        return employerInterviewById(tx, owner.employerId, record.interview.id);
      });
      return reply.code(200).send(view);
    },

    async listInterviews(request, reply) {
      const { job_id, status, q, page, page_size } = request.query;
      const result = await findEmployerInterviews(db, { ...employerOf(request), jobId: job_id, status, q }, page, page_size);
      return reply.code(200).send(result);
    },

    async sendOffer(request, reply) {
      const owner = employerOf(request);
      const body = request.body;
      if (body.start_date < todayUtc()) throw fieldError('start_date', 'todayOrLater');
      try {
        const view = await db.transaction(async (tx) => {
          const record = await lockApplication(tx, request.params.id, owner);
          const [open] = await tx
            .select({ offer: offers, lapsed: lapsedSql })
            .from(offers)
            .where(and(eq(offers.applicationId, record.application.id), inArray(offers.status, openOfferStatuses)))
            .for('update');
          if (open?.lapsed) await expireOffer(tx, publicUrl, { ...record, ...open });
          else if (open && record.application.status === 'offered') throw new ApiError(409, 'OFFER_ALREADY_OPEN');
          const applicationStatus = applicationAfter(record.application.status, 'OFFER');
          const [created] = await tx
            .insert(offers)
            .values({
              applicationId: record.application.id,
              jobId: record.job.id,
              employerId: owner.employerId,
              candidateId: record.application.candidateId,
              status: 'pending',
              contractType: body.contract_type,
              experienceLevel: record.job.experienceLevel,
              payCents: body.pay_cents,
              includeInsurance: body.include_insurance,
              includeHealthcare: body.include_healthcare,
              secureCloudComputing: body.secure_cloud_computing,
              startDate: body.start_date,
              schedule: body.schedule,
              message: optionalText(body.message),
              expiresAt: offerExpirySql,
            })
            .returning({ id: offers.id });
          await tx
            .update(applications)
            .set({ status: applicationStatus, updatedAt: sql`now()` })
            .where(eq(applications.id, record.application.id));
          await tellCandidate(tx, publicUrl, record, 'offer_received');
          return employerOfferById(tx, owner.employerId, created!.id);
        });
        return reply.code(200).send(view);
      } catch (error) {
        // The index is the last word when two requests race past the check above.
        if (violatedUniqueIndex(error) === 'offers_one_open_idx') throw new ApiError(409, 'OFFER_ALREADY_OPEN');
        throw error;
      }
    },

    async withdrawOffer(request, reply) {
      const { employerId } = employerOf(request);
      await changeUnlessLapsed(db, publicUrl, request.params.id, { employerId }, async (tx, record) => {
        await refuseWhileBeingPaid(tx, record.application.id);
        const status = offerAfter(record.offer.status, 'WITHDRAW');
        await tx.update(offers).set({ status, updatedAt: sql`now()` }).where(eq(offers.id, record.offer.id));
        if (record.application.status === 'offered') {
          await tx
            .update(applications)
            .set({ status: applicationAfter('offered', 'OFFER_CLOSED'), updatedAt: sql`now()` })
            .where(eq(applications.id, record.application.id));
        }
        await tellCandidate(tx, publicUrl, record, 'offer_withdrawn');
      });
      return reply.code(200).send(await employerOfferById(db, employerId, request.params.id));
    },

    async listOffers(request, reply) {
      const { job_id, status, q, page, page_size } = request.query;
      const result = await findEmployerOffers(db, { ...employerOf(request), jobId: job_id, status, q }, page, page_size);
      return reply.code(200).send(result);
    },

    async getEmployerOffer(request, reply) {
      const { offers: [offer] } = await findEmployerOffers(db, { ...employerOf(request), offerId: request.params.id }, 1, 1);
      // Another employer's offer is as unknown as a missing one.
      if (!offer) throw new ApiError(404, 'NOT_FOUND');
      return reply.code(200).send(offer);
    },

    async updateWorktime(request, reply) {
      const { employerId } = employerOf(request);
      const { offer_id, work_days, start_time, end_time, timezone, hours_per_week } = request.body;
      await changeUnlessLapsed(db, publicUrl, offer_id, { employerId }, async (tx, record) => {
        const status = offerAfter(record.offer.status, 'UPDATE_WORKTIME');
        await tx
          .update(offers)
          .set({ status, schedule: { work_days, start_time, end_time, timezone, hours_per_week }, updatedAt: sql`now()` })
          .where(eq(offers.id, record.offer.id));
        await tellCandidate(tx, publicUrl, record, 'worktime_updated');
      });
      return reply.code(200).send(await employerOfferById(db, employerId, offer_id));
    },

    async fireStaff(request, reply) {
      const { employerId } = employerOf(request);
      const { offer_id, reason } = request.body;
      const endReason = optionalText(reason);
      if (!endReason) throw fieldError('reason', 'required');
      const view = await db.transaction(async (tx) => {
        const record = await lockOffer(tx, offer_id, { employerId });
        const status = offerAfter(record.offer.status, 'END');
        await tx.update(offers).set({ status, endedAt: sql`now()`, endReason, updatedAt: sql`now()` }).where(eq(offers.id, offer_id));
        // Free to take other work unless another contract still runs.
        await tx
          .update(candidateProfiles)
          .set({
            engaged: sql`exists (select 1 from ${offers} where ${offers.candidateId} = ${record.application.candidateId} and ${offers.status} = 'hired' and ${offers.id} <> ${offer_id})`,
          })
          .where(eq(candidateProfiles.userId, record.application.candidateId));
        await tellCandidate(tx, publicUrl, record, 'contract_ended');
        return staffById(tx, employerId, offer_id);
      });
      return reply.code(200).send(view);
    },

    async listHiredStaff(request, reply) {
      const { job_id, status, q, page, page_size } = request.query;
      const result = await findStaff(db, { ...employerOf(request), jobId: job_id, status, q }, page, page_size);
      return reply.code(200).send(result);
    },
  };
}
