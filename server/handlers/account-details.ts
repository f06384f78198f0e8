import type { Handlers } from '../http/handler-types.js';
import { ownerOf } from '../http/owner.js';
import { getAccountDetails, updateAccountDetails } from '../account/account-details.js';
import { confirmEmailChange, requestEmailChange } from '../account/email-change.js';
import { getMailPreferences, updateMailPreferences } from '../account/mail-preferences.js';
import type { Deps } from './deps.js';

type Ops = 'getAccountDetails' | 'updateAccountDetails' | 'requestEmailChange' | 'confirmEmailChange' | 'getMailPreferences' | 'updateMailPreferences';

/** The settings page's details, e-mail address and mail preferences (tag account). */
export function accountDetailsHandlers(deps: Deps): Pick<Handlers, Ops> {
  return {
    async getAccountDetails(request, reply) {
      return reply.code(200).send(getAccountDetails(ownerOf(request)));
    },

    async updateAccountDetails(request, reply) {
      return reply.code(200).send(await updateAccountDetails(deps.db, ownerOf(request), request.body));
    },

    async requestEmailChange(request, reply) {
      return reply.code(202).send(await requestEmailChange(deps, ownerOf(request), request.body));
    },

    async confirmEmailChange(request, reply) {
      return reply.code(200).send(await confirmEmailChange(deps, ownerOf(request), request.body.token));
    },

    async getMailPreferences(request, reply) {
      return reply.code(200).send(getMailPreferences(ownerOf(request)));
    },

    async updateMailPreferences(request, reply) {
      return reply.code(200).send(await updateMailPreferences(deps.db, ownerOf(request), request.body));
    },
  };
}
