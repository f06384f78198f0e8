import type { Handlers } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import { ownerOf } from '../http/owner.js';
import { deleteEstimate, keptEstimates } from '../estimates/kept-estimates.js';
import { saveEstimate } from '../estimates/save-estimate.js';

type EstimateOps = 'listEstimates' | 'saveEstimate' | 'deleteEstimate';

export function estimateHandlers(deps: Deps): Pick<Handlers, EstimateOps> {
  const { db } = deps;
  return {
    async listEstimates(request) {
      return keptEstimates(db, ownerOf(request, 'employer'));
    },

    async saveEstimate(request, reply) {
      return reply.status(201).send(await saveEstimate(deps, ownerOf(request, 'employer'), request.body));
    },

    async deleteEstimate(request, reply) {
      await deleteEstimate(db, ownerOf(request, 'employer'), request.params.id);
      return reply.status(204).send();
    },
  };
}
