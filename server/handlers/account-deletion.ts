import type { Handlers } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import { ownerOf } from '../http/owner.js';
import { cancelAccountDeletion, getAccountDeletion, requestAccountDeletion } from '../account-deletion/account-deletion.js';

export function accountDeletionHandlers({ db, clock, publicUrl }: Deps): Pick<Handlers, 'getAccountDeletion' | 'requestAccountDeletion' | 'cancelAccountDeletion'> {
  return {
    async getAccountDeletion(request, reply) {
      return reply.code(200).send(await getAccountDeletion(db, ownerOf(request)));
    },

    async requestAccountDeletion(request, reply) {
      return reply.code(200).send(await requestAccountDeletion({ db, clock, publicUrl }, ownerOf(request), request.body));
    },

    async cancelAccountDeletion(request, reply) {
      return reply.code(200).send(await cancelAccountDeletion(db, ownerOf(request)));
    },
  };
}
