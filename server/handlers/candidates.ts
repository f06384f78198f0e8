import type { Handlers } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import { ownerOf } from '../http/owner.js';
import { searchCandidates } from '../candidates/candidate-search.js';
import { candidateForEmployer } from '../candidates/candidate-for-employer.js';
import { ownProfile, updateOwnProfile } from '../candidates/own-profile.js';
import { rateCard } from '../candidates/rate-card.js';
import { requestCandidate } from '../candidates/request-candidate.js';

type CandidateOps =
  | 'searchCandidates'
  | 'getCandidateProfile'
  | 'getMyCandidateProfile'
  | 'updateMyCandidateProfile'
  | 'getRateCard'
  | 'requestCandidate';

export function candidateHandlers({ db }: Deps): Pick<Handlers, CandidateOps> {
  return {
    async searchCandidates(request, reply) {
      return reply.code(200).send(await searchCandidates(db, request.query));
    },

    async getCandidateProfile(request, reply) {
      return reply.code(200).send(await candidateForEmployer(db, ownerOf(request, 'employer'), request.params.id));
    },

    async getMyCandidateProfile(request, reply) {
      return reply.code(200).send(await ownProfile(db, ownerOf(request, 'candidate')));
    },

    async updateMyCandidateProfile(request, reply) {
      return reply.code(200).send(await updateOwnProfile(db, ownerOf(request, 'candidate'), request.body));
    },

    async getRateCard(request, reply) {
      return reply.code(200).send(rateCard(request.body));
    },

    async requestCandidate(request, reply) {
      return reply.code(201).send(await requestCandidate(db, ownerOf(request, 'employer'), request.body));
    },
  };
}
