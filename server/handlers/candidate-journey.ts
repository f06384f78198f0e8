import { and, eq, ne, sql } from 'drizzle-orm';
import type { Handlers } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import { applications, interviews, jobs, offers } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { findMyApplications, myApplicationById } from '../hiring/application-reads.js';
import { candidateInterviewById, findCandidateInterviews } from '../hiring/interview-reads.js';
import { candidateOfferById, findActiveJob, findCandidateOffers } from '../hiring/offer-reads.js';
import { lockApplication, lockInterview } from '../hiring/pipeline-records.js';
import { applicationAfter, interviewAfter, offerAfter } from '../hiring/transitions.js';
import { tellEmployer } from '../hiring/notify.js';
import { changeUnlessLapsed } from '../hiring/offer-expiry.js';
import { closeOpenInterviews } from '../hiring/side-effects.js';
import { ensureCandidateProfile } from '../hiring/candidate-profiles.js';
import { optionalText } from '../hiring/text.js';

type CandidateOps =
  | 'applyToJob'
  | 'listMyApplications'
  | 'withdrawApplication'
  | 'listMyInterviews'
  | 'acceptInterview'
  | 'declineInterview'
  | 'requestInterviewReschedule'
  | 'listMyOffers'
  | 'acceptOffer'
  | 'declineOffer'
  | 'getMyActiveJob';

/** The candidate's side of the pipeline: applying, answering interview invites and offers. */
export function candidateJourneyHandlers({ db, publicUrl }: Deps): Pick<Handlers, CandidateOps> {
  const candidateOf = (request: { auth: { user: { id: string } } | null }) => ({ candidateId: request.auth!.user.id });

  return {
    async applyToJob(request, reply) {
      const user = request.auth!.user;
      const note = optionalText(request.body.note);
      const view = await db.transaction(async (tx) => {
        const [job] = await tx.select({ id: jobs.id, employerId: jobs.employerId, status: jobs.status }).from(jobs).where(eq(jobs.id, request.params.id)).for('share');
        // A draft is not published: for a candidate it does not exist.
        if (!job || job.status === 'draft') throw new ApiError(404, 'NOT_FOUND');
        const [existing] = await tx
          .select({ id: applications.id })
          .from(applications)
          .where(and(eq(applications.jobId, job.id), eq(applications.candidateId, user.id)));
        if (existing) {
          // An invitation is answered by applying; any other application is already there.
          const record = await lockApplication(tx, existing.id, { candidateId: user.id });
          if (record.application.status !== 'invited') throw new ApiError(409, 'ALREADY_APPLIED');
          if (job.status !== 'open') throw new ApiError(409, 'JOB_NOT_OPEN');
          const status = applicationAfter(record.application.status, 'APPLY');
          await tx.update(applications).set({ status, note, updatedAt: sql`now()` }).where(eq(applications.id, existing.id));
          await tellEmployer(tx, publicUrl, record, 'invitation_accepted');
          return myApplicationById(tx, user.id, existing.id);
        }
        if (job.status !== 'open') throw new ApiError(409, 'JOB_NOT_OPEN');
        await ensureCandidateProfile(tx, user);
        // Two tabs applying at once: the unique index lets one row in, the other finds it taken.
        const [created] = await tx
          .insert(applications)
          .values({ jobId: job.id, employerId: job.employerId, candidateId: user.id, status: 'applied', source: 'applied', note })
          .onConflictDoNothing({ target: [applications.jobId, applications.candidateId] })
          .returning({ id: applications.id });
        if (!created) throw new ApiError(409, 'ALREADY_APPLIED');
        const record = await lockApplication(tx, created.id, { candidateId: user.id });
        await tellEmployer(tx, publicUrl, record, 'application_received');
        return myApplicationById(tx, user.id, created.id);
      });
      return reply.code(201).send(view);
    },

    async listMyApplications(request, reply) {
      const { status, page, page_size } = request.query;
      return reply.code(200).send(await findMyApplications(db, { ...candidateOf(request), status }, page, page_size));
    },

    async withdrawApplication(request, reply) {
      const owner = candidateOf(request);
      const view = await db.transaction(async (tx) => {
        const record = await lockApplication(tx, request.params.id, owner);
        const status = applicationAfter(record.application.status, 'WITHDRAW');
        await tx.update(applications).set({ status, updatedAt: sql`now()` }).where(eq(applications.id, record.application.id));
        await closeOpenInterviews(tx, record.application.id);
        await tellEmployer(tx, publicUrl, record, 'application_withdrawn');
        return myApplicationById(tx, owner.candidateId, record.application.id);
      });
      return reply.code(200).send(view);
    },

    async listMyInterviews(request, reply) {
      const { status, page, page_size } = request.query;
      return reply.code(200).send(await findCandidateInterviews(db, { ...candidateOf(request), status }, page, page_size));
    },

    async acceptInterview(request, reply) {
      const owner = candidateOf(request);
      const chosen = new Date(request.body.time).toISOString();
      const view = await db.transaction(async (tx) => {
        const record = await lockInterview(tx, request.params.id, owner);
        const status = interviewAfter(record.interview.status, 'ACCEPT');
        if (!record.interview.proposedTimes.includes(chosen)) throw new ApiError(409, 'INTERVIEW_TIME_NOT_OFFERED');
        await tx
          .update(interviews)
          .set({ status, scheduledAt: new Date(chosen), updatedAt: sql`now()` })
          .where(eq(interviews.id, record.interview.id));
        await tellEmployer(tx, publicUrl, record, 'interview_accepted');
        return candidateInterviewById(tx, owner.candidateId, record.interview.id);
      });
      return reply.code(200).send(view);
    },

    async declineInterview(request, reply) {
      const owner = candidateOf(request);
      const view = await db.transaction(async (tx) => {
        const record = await lockInterview(tx, request.params.id, owner);
        const status = interviewAfter(record.interview.status, 'DECLINE');
        await tx
          .update(interviews)
          .set({ status, candidateNote: optionalText(request.body.note), updatedAt: sql`now()` })
          .where(eq(interviews.id, record.interview.id));
        await tellEmployer(tx, publicUrl, record, 'interview_declined');
        return candidateInterviewById(tx, owner.candidateId, record.interview.id);
      });
      return reply.code(200).send(view);
    },

    async requestInterviewReschedule(request, reply) {
      const owner = candidateOf(request);
      const note = optionalText(request.body.note);
      if (!note) throw new ApiError(400, 'VALIDATION_FAILED', { note: { key: 'required' } });
      const view = await db.transaction(async (tx) => {
        const record = await lockInterview(tx, request.params.id, owner);
        const status = interviewAfter(record.interview.status, 'RESCHEDULE');
        await tx.update(interviews).set({ status, candidateNote: note, updatedAt: sql`now()` }).where(eq(interviews.id, record.interview.id));
        await tellEmployer(tx, publicUrl, record, 'interview_reschedule_requested');
        return candidateInterviewById(tx, owner.candidateId, record.interview.id);
      });
      return reply.code(200).send(view);
    },

    async listMyOffers(request, reply) {
      const { status, job_id, page, page_size } = request.query;
      return reply.code(200).send(await findCandidateOffers(db, { ...candidateOf(request), status, jobId: job_id }, page, page_size));
    },

    async acceptOffer(request, reply) {
      const { candidateId } = candidateOf(request);
      await changeUnlessLapsed(db, publicUrl, request.params.id, { candidateId }, async (tx, record) => {
        const status = offerAfter(record.offer.status, 'ACCEPT');
        if (record.offer.contractType === 'full_time') {
          const [running] = await tx
            .select({ id: offers.id })
            .from(offers)
            .where(and(eq(offers.candidateId, candidateId), eq(offers.status, 'hired'), eq(offers.contractType, 'full_time'), ne(offers.id, record.offer.id)))
            .limit(1);
          if (running) throw new ApiError(409, 'CANDIDATE_ENGAGED');
        }
        await tx.update(offers).set({ status, answeredAt: sql`now()`, updatedAt: sql`now()` }).where(eq(offers.id, record.offer.id));
        await tellEmployer(tx, publicUrl, record, 'offer_accepted');
      });
      return reply.code(200).send(await candidateOfferById(db, candidateId, request.params.id));
    },

    async declineOffer(request, reply) {
      const { candidateId } = candidateOf(request);
      await changeUnlessLapsed(db, publicUrl, request.params.id, { candidateId }, async (tx, record) => {
        const status = offerAfter(record.offer.status, 'DECLINE');
        await tx
          .update(offers)
          .set({
            status,
            answeredAt: sql`now()`,
            declineReason: request.body.reason,
            declineComment: optionalText(request.body.comment),
            updatedAt: sql`now()`,
          })
          .where(eq(offers.id, record.offer.id));
        if (record.application.status === 'offered') {
          await tx
            .update(applications)
            .set({ status: applicationAfter('offered', 'OFFER_CLOSED'), updatedAt: sql`now()` })
            .where(eq(applications.id, record.application.id));
        }
        await tellEmployer(tx, publicUrl, record, 'offer_declined');
      });
      return reply.code(200).send(await candidateOfferById(db, candidateId, request.params.id));
    },

    async getMyActiveJob(request, reply) {
      return reply.code(200).send(await findActiveJob(db, candidateOf(request).candidateId));
    },
  };
}
