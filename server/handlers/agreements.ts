import type { Handlers } from '../http/handler-types.js';
import { ownerOf } from '../http/owner.js';
import { localeOf } from '../i18n.js';
import { getAgreementSignature, getMyAgreement, getMyAgreements, signAgreement } from '../onboarding/agreements.js';
import type { Deps } from './deps.js';

type Ops = 'getMyAgreements' | 'getMyAgreement' | 'signAgreement' | 'getAgreementSignature';

/** The agreements a candidate signs in the app during onboarding (tag agreements). */
export function agreementHandlers(deps: Deps): Pick<Handlers, Ops> {
  return {
    async getMyAgreements(request, reply) {
      return reply.code(200).send(await getMyAgreements(deps, ownerOf(request, 'candidate')));
    },

    async getMyAgreement(request, reply) {
      return reply.code(200).send(await getMyAgreement(deps, ownerOf(request, 'candidate'), request.params.kind, localeOf(request)));
    },

    async signAgreement(request, reply) {
      const from = { ipAddress: request.ip, userAgent: request.headers['user-agent'] ?? '' };
      const { signature, created } = await signAgreement(deps, ownerOf(request, 'candidate'), request.params.kind, request.body, from);
      return reply.code(created ? 201 : 200).send(signature);
    },

    async getAgreementSignature(request, reply) {
      return reply.code(200).send(await getAgreementSignature(deps, ownerOf(request), request.params.id));
    },
  };
}
