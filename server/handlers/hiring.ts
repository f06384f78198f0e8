import type { Handlers } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import { ownerOf } from '../http/owner.js';
import { findApplicants } from '../hiring/application-reads.js';
import { findEmployerInterviews } from '../hiring/interview-reads.js';
import { findEmployerOffers, findStaff } from '../hiring/offer-reads.js';
import { rejectApplicant, shortlistApplicant } from '../hiring/applicant-decisions.js';
import { inviteCandidateToJob } from '../hiring/invite-candidate.js';
import { cancelInterview, sendInterviewInvite } from '../hiring/interview-invites.js';
import { sendOffer } from '../hiring/send-offer.js';
import { employerOffer, updateWorktime, withdrawOffer } from '../hiring/offer-changes.js';
import { endContract } from '../hiring/end-contract.js';

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

/** The employer's side of the pipeline: applicants, interviews, offers and hired staff. */
export function hiringHandlers(deps: Deps): Pick<Handlers, EmployerOps> {
  const { db } = deps;
  return {
    async listApplicants(request, reply) {
      const { employerId } = ownerOf(request, 'employer');
      const { job_id, status, q, page, page_size } = request.query;
      return reply.code(200).send(await findApplicants(db, { employerId, jobId: job_id, status, q }, page, page_size));
    },

    async shortlistApplicant(request, reply) {
      return reply.code(200).send(await shortlistApplicant(deps, ownerOf(request, 'employer'), request.params.id));
    },

    async rejectApplicant(request, reply) {
      return reply.code(200).send(await rejectApplicant(deps, ownerOf(request, 'employer'), request.params.id, request.body.reason));
    },

    async inviteCandidateToJob(request, reply) {
      return reply.code(201).send(await inviteCandidateToJob(deps, ownerOf(request, 'employer'), request.params.id, request.body));
    },

    async sendInterviewInvite(request, reply) {
      return reply.code(201).send(await sendInterviewInvite(deps, ownerOf(request, 'employer'), request.params.id, request.body));
    },

    async cancelInterview(request, reply) {
      return reply.code(200).send(await cancelInterview(deps, ownerOf(request, 'employer'), request.params.id));
    },

    async listInterviews(request, reply) {
      const { employerId } = ownerOf(request, 'employer');
      const { job_id, status, q, page, page_size } = request.query;
      return reply.code(200).send(await findEmployerInterviews(db, { employerId, jobId: job_id, status, q }, page, page_size));
    },

    async sendOffer(request, reply) {
      return reply.code(200).send(await sendOffer(deps, ownerOf(request, 'employer'), request.params.id, request.body));
    },

    async withdrawOffer(request, reply) {
      return reply.code(200).send(await withdrawOffer(deps, ownerOf(request, 'employer'), request.params.id));
    },

    async listOffers(request, reply) {
      const { employerId } = ownerOf(request, 'employer');
      const { job_id, status, q, page, page_size } = request.query;
      return reply.code(200).send(await findEmployerOffers(db, { employerId, jobId: job_id, status, q }, page, page_size));
    },

    async getEmployerOffer(request, reply) {
      return reply.code(200).send(await employerOffer(deps, ownerOf(request, 'employer'), request.params.id));
    },

    async updateWorktime(request, reply) {
      return reply.code(200).send(await updateWorktime(deps, ownerOf(request, 'employer'), request.body));
    },

    async fireStaff(request, reply) {
      const { offer_id, reason } = request.body;
      return reply.code(200).send(await endContract(deps, ownerOf(request, 'employer'), offer_id, reason));
    },

    async listHiredStaff(request, reply) {
      const { employerId } = ownerOf(request, 'employer');
      const { job_id, status, q, page, page_size } = request.query;
      return reply.code(200).send(await findStaff(db, { employerId, jobId: job_id, status, q }, deps.clock.now(), page, page_size));
    },
  };
}
