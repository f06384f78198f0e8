import type { Handlers } from '../http/handler-types.js';
import { ownerOf } from '../http/owner.js';
import { getMyVetting, saveVettingAnswer, submitVetting } from '../vetting/candidate-vetting.js';
import { decideVetting, getVettingReview, listVettingReviews } from '../vetting/vetting-review.js';
import type { Deps } from './deps.js';

type Ops = 'getMyVetting' | 'saveVettingAnswer' | 'submitVetting' | 'listVettingReviews' | 'getVettingReview' | 'decideVetting';

/** A candidate's vetting and its review by administrators (tag vetting). */
export function vettingHandlers(deps: Deps): Pick<Handlers, Ops> {
  return {
    async getMyVetting(request, reply) {
      return reply.code(200).send(await getMyVetting(deps, ownerOf(request, 'candidate')));
    },

    async saveVettingAnswer(request, reply) {
      return reply.code(200).send(await saveVettingAnswer(deps, ownerOf(request, 'candidate'), request.params.question, request.body));
    },

    async submitVetting(request, reply) {
      return reply.code(200).send(await submitVetting(deps, ownerOf(request, 'candidate')));
    },

    async listVettingReviews(request, reply) {
      ownerOf(request, 'admin');
      return reply.code(200).send(await listVettingReviews(deps, request.query));
    },

    async getVettingReview(request, reply) {
      ownerOf(request, 'admin');
      return reply.code(200).send(await getVettingReview(deps, request.params.id));
    },

    async decideVetting(request, reply) {
      return reply.code(200).send(await decideVetting(deps, ownerOf(request, 'admin'), request.params.id, request.body));
    },
  };
}
