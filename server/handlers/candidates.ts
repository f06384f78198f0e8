import type { Handlers } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import { ownerOf } from '../http/owner.js';
import { searchCandidates } from '../candidates/candidate-search.js';
import { candidateForEmployer } from '../candidates/candidate-for-employer.js';
import { ownProfile, updateOwnProfile } from '../candidates/own-profile.js';
import { saveEducation, saveLanguages, saveLinks, saveSkills, saveWorkHistory, saveWorkHours } from '../candidates/profile-sections.js';
import { rateCard } from '../candidates/rate-card.js';
import { requestCandidate } from '../candidates/request-candidate.js';

type CandidateOps =
  | 'searchCandidates'
  | 'getCandidateProfile'
  | 'getMyCandidateProfile'
  | 'updateMyCandidateProfile'
  | 'updateMyWorkHistory'
  | 'updateMyEducation'
  | 'updateMyLanguages'
  | 'updateMySkills'
  | 'updateMyWorkHours'
  | 'updateMyProfileLinks'
  | 'getRateCard'
  | 'requestCandidate';

export function candidateHandlers({ db, clock }: Deps): Pick<Handlers, CandidateOps> {
  return {
    async searchCandidates(request, reply) {
      return reply.code(200).send(await searchCandidates(db, ownerOf(request, 'employer'), request.query, clock.now()));
    },

    async getCandidateProfile(request, reply) {
      return reply.code(200).send(await candidateForEmployer(db, ownerOf(request, 'employer'), request.params.id, clock.now()));
    },

    async getMyCandidateProfile(request, reply) {
      return reply.code(200).send(await ownProfile(db, ownerOf(request, 'candidate')));
    },

    async updateMyCandidateProfile(request, reply) {
      return reply.code(200).send(await updateOwnProfile(db, ownerOf(request, 'candidate'), request.body));
    },

    async updateMyWorkHistory(request, reply) {
      return reply.code(200).send(await saveWorkHistory(db, ownerOf(request, 'candidate'), request.body));
    },

    async updateMyEducation(request, reply) {
      return reply.code(200).send(await saveEducation(db, ownerOf(request, 'candidate'), request.body));
    },

    async updateMyLanguages(request, reply) {
      return reply.code(200).send(await saveLanguages(db, ownerOf(request, 'candidate'), request.body));
    },

    async updateMySkills(request, reply) {
      return reply.code(200).send(await saveSkills(db, ownerOf(request, 'candidate'), request.body));
    },

    async updateMyWorkHours(request, reply) {
      return reply.code(200).send(await saveWorkHours(db, ownerOf(request, 'candidate'), request.body));
    },

    async updateMyProfileLinks(request, reply) {
      return reply.code(200).send(await saveLinks(db, ownerOf(request, 'candidate'), request.body));
    },

    async getRateCard(request, reply) {
      return reply.code(200).send(rateCard(request.body));
    },

    async requestCandidate(request, reply) {
      return reply.code(201).send(await requestCandidate(db, ownerOf(request, 'employer'), request.body));
    },
  };
}
