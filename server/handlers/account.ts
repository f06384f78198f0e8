import type { Handlers } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import { ApiError } from '../http/errors.js';
import { ownerOf } from '../http/owner.js';
import { endSession } from '../auth/sessions.js';
import { changePassword, updatePreferences } from '../auth/account-settings.js';
import { sessionList } from '../auth/session-list.js';
import { clearSessionCookie } from '../http/session-cookies.js';

export function accountHandlers({ db }: Deps): Pick<Handlers, 'updateMe' | 'changePassword' | 'listSessions' | 'endSession'> {
  return {
    async updateMe(request, reply) {
      return reply.code(200).send(await updatePreferences(db, ownerOf(request), request.body));
    },

    async changePassword(request, reply) {
      await changePassword(db, ownerOf(request), request.body);
      return reply.code(204).send();
    },

    async listSessions(request, reply) {
      return reply.code(200).send(await sessionList(db, ownerOf(request)));
    },

    async endSession(request, reply) {
      const owner = ownerOf(request);
      if (!(await endSession(db, owner.userId, request.params.id))) throw new ApiError(404, 'NOT_FOUND');
      if (request.params.id === owner.sessionId) clearSessionCookie(reply);
      return reply.code(204).send();
    },
  };
}
