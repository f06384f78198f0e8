import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../http/handler-types.js';
import { readUpload } from '../http/multipart.js';
import { ownerOf } from '../http/owner.js';
import { getCandidateIdentityCheck, getMyIdentityCheck, receiveIdentityEvent, startIdentityCheck } from '../identity/identity-checks.js';
import { captureSandboxImage, submitSandboxSession } from '../identity/sandbox-capture.js';
import { IDENTITY_PHOTO } from '../../src/shared/identity.js';
import type { Deps } from './deps.js';

type Ops =
  | 'getMyIdentityCheck'
  | 'startIdentityCheck'
  | 'getCandidateIdentityCheck'
  | 'receiveIdentityWebhook'
  | 'captureSandboxIdentityImage'
  | 'submitSandboxIdentitySession';

/** The identity check: the candidate's, an administrator's reading, the provider's webhook and the sandbox's capture screen (tag identity). */
export function identityHandlers(deps: Deps): Pick<Handlers, Ops> {
  return {
    async getMyIdentityCheck(request, reply) {
      return reply.code(200).send(await getMyIdentityCheck(deps, ownerOf(request, 'candidate')));
    },

    async startIdentityCheck(request, reply) {
      const { check, created } = await startIdentityCheck(deps, ownerOf(request, 'candidate'));
      return reply.code(created ? 201 : 200).send(check);
    },

    async getCandidateIdentityCheck(request, reply) {
      ownerOf(request, 'admin');
      return reply.code(200).send(await getCandidateIdentityCheck(deps, request.params.id));
    },

    async receiveIdentityWebhook(request, reply) {
      const header = request.headers['stripe-signature'];
      const signature = Array.isArray(header) ? header[0] : header;
      return reply.code(200).send(await receiveIdentityEvent(deps, (request as FastifyRequest).rawJsonBody, signature));
    },

    async captureSandboxIdentityImage(request, reply) {
      await captureSandboxImage(deps, ownerOf(request, 'candidate'), request.params.id, () => readUpload(request, IDENTITY_PHOTO.maxBytes));
      return reply.code(204).send();
    },

    async submitSandboxIdentitySession(request, reply) {
      return reply.code(200).send(await submitSandboxSession(deps, ownerOf(request, 'candidate'), request.params.id, request.body.outcome));
    },
  };
}
