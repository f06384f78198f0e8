import type { Handlers } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import { ownerOf } from '../http/owner.js';
import { findMyApplications } from '../hiring/application-reads.js';
import { findCandidateInterviews } from '../hiring/interview-reads.js';
import { findActiveJob, findCandidateOffers } from '../hiring/offer-reads.js';
import { applyToJob } from '../hiring/apply-to-job.js';
import { withdrawApplication } from '../hiring/withdraw-application.js';
import { acceptInterview, declineInterview, requestInterviewReschedule } from '../hiring/interview-answers.js';
import { acceptOffer, declineOffer } from '../hiring/offer-answers.js';

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
export function candidateJourneyHandlers(deps: Deps): Pick<Handlers, CandidateOps> {
  const { db } = deps;
  return {
    async applyToJob(request, reply) {
      return reply.code(201).send(await applyToJob(deps, ownerOf(request, 'candidate'), request.params.id, request.body.note));
    },

    async listMyApplications(request, reply) {
      const { candidateId } = ownerOf(request, 'candidate');
      const { status, page, page_size } = request.query;
      return reply.code(200).send(await findMyApplications(db, { candidateId, status }, page, page_size));
    },

    async withdrawApplication(request, reply) {
      return reply.code(200).send(await withdrawApplication(deps, ownerOf(request, 'candidate'), request.params.id));
    },

    async listMyInterviews(request, reply) {
      const { candidateId } = ownerOf(request, 'candidate');
      const { status, page, page_size } = request.query;
      return reply.code(200).send(await findCandidateInterviews(db, { candidateId, status }, page, page_size));
    },

    async acceptInterview(request, reply) {
      return reply.code(200).send(await acceptInterview(deps, ownerOf(request, 'candidate'), request.params.id, request.body.time));
    },

    async declineInterview(request, reply) {
      return reply.code(200).send(await declineInterview(deps, ownerOf(request, 'candidate'), request.params.id, request.body.note));
    },

    async requestInterviewReschedule(request, reply) {
      const view = await requestInterviewReschedule(deps, ownerOf(request, 'candidate'), request.params.id, request.body.note);
      return reply.code(200).send(view);
    },

    async listMyOffers(request, reply) {
      const { candidateId } = ownerOf(request, 'candidate');
      const { status, job_id, page, page_size } = request.query;
      return reply.code(200).send(await findCandidateOffers(db, { candidateId, status, jobId: job_id }, page, page_size));
    },

    async acceptOffer(request, reply) {
      return reply.code(200).send(await acceptOffer(deps, ownerOf(request, 'candidate'), request.params.id));
    },

    async declineOffer(request, reply) {
      return reply.code(200).send(await declineOffer(deps, ownerOf(request, 'candidate'), request.params.id, request.body));
    },

    async getMyActiveJob(request, reply) {
      return reply.code(200).send(await findActiveJob(db, ownerOf(request, 'candidate').candidateId, deps.clock.now()));
    },
  };
}
