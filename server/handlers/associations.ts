import type { Handlers } from '../http/handler-types.js';
import { ownerOf } from '../http/owner.js';
import { endorseBpo, listAssociationMembers, searchBposToEndorse, withdrawEndorsement } from '../associations/endorsements.js';
import { listHubBpos } from '../associations/hub-bpos.js';
import type { Deps } from './deps.js';

type Ops = 'listAssociationMembers' | 'endorseBpo' | 'withdrawEndorsement' | 'searchBposToEndorse' | 'listHubBpos';

/** A business association's member BPOs and, as a hub partner, its region's BPOs (tag associations). */
export function associationHandlers(deps: Deps): Pick<Handlers, Ops> {
  return {
    async listAssociationMembers(request, reply) {
      return reply.code(200).send(await listAssociationMembers(deps, ownerOf(request, 'ba'), request.query));
    },

    async endorseBpo(request, reply) {
      return reply.code(200).send(await endorseBpo(deps, ownerOf(request, 'ba'), request.body));
    },

    async withdrawEndorsement(request, reply) {
      await withdrawEndorsement(deps, ownerOf(request, 'ba'), request.params.id);
      return reply.code(204).send();
    },

    async searchBposToEndorse(request, reply) {
      return reply.code(200).send(await searchBposToEndorse(deps, ownerOf(request, 'ba'), request.query));
    },

    async listHubBpos(request, reply) {
      return reply.code(200).send(await listHubBpos(deps, ownerOf(request, 'ba'), request.query));
    },
  };
}
