import type { Handlers } from '../http/handler-types.js';
import { ownerOf } from '../http/owner.js';
import { disableTwoFactor, enableTwoFactor, forgetRememberedDevices, getTwoFactor, renewRecoveryCodes, setUpTwoFactor } from '../auth/two-factor.js';
import type { Deps } from './deps.js';

type Ops = 'getTwoFactor' | 'setUpTwoFactor' | 'enableTwoFactor' | 'renewRecoveryCodes' | 'disableTwoFactor' | 'forgetRememberedDevices';

/** The account's two-factor sign-in, on the security settings page (tag account); the sign-in's second step is authHandlers'. */
export function twoFactorHandlers(deps: Deps): Pick<Handlers, Ops> {
  return {
    async getTwoFactor(request, reply) {
      return reply.code(200).send(await getTwoFactor(deps, ownerOf(request)));
    },

    async setUpTwoFactor(request, reply) {
      return reply.code(200).send(await setUpTwoFactor(deps, ownerOf(request), request.body));
    },

    async enableTwoFactor(request, reply) {
      return reply.code(200).send(await enableTwoFactor(deps, ownerOf(request), request.body));
    },

    async renewRecoveryCodes(request, reply) {
      return reply.code(200).send(await renewRecoveryCodes(deps, ownerOf(request), request.body));
    },

    async disableTwoFactor(request, reply) {
      await disableTwoFactor(deps, ownerOf(request), request.body);
      return reply.code(204).send();
    },

    async forgetRememberedDevices(request, reply) {
      await forgetRememberedDevices(deps, ownerOf(request));
      return reply.code(204).send();
    },
  };
}
