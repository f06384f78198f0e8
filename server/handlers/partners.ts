import type { FastifyReply } from 'fastify';
import { sendDownload } from '../http/attachment.js';
import type { Handlers } from '../http/handler-types.js';
import { readUpload } from '../http/multipart.js';
import { ownerOf } from '../http/owner.js';
import { getMyPartnerVerification, savePartnerVerification, submitPartnerVerification } from '../partners/my-verification.js';
import { deletePartnerDocument, openPartnerDocument, uploadPartnerDocument } from '../partners/partner-documents.js';
import { decidePartnerVerification, getPartnerVerificationReview, listPartnerVerifications } from '../partners/verification-review.js';
import { DOCUMENT } from '../../src/shared/uploads.js';
import type { Deps } from './deps.js';

type Ops =
  | 'getMyPartnerVerification'
  | 'savePartnerVerification'
  | 'uploadPartnerDocument'
  | 'deletePartnerDocument'
  | 'downloadPartnerDocument'
  | 'submitPartnerVerification'
  | 'listPartnerVerifications'
  | 'getPartnerVerificationReview'
  | 'decidePartnerVerification';

/** A partner's verification and its review by administrators (tag partners). */
export function partnerHandlers(deps: Deps): Pick<Handlers, Ops> {
  return {
    async getMyPartnerVerification(request, reply) {
      return reply.code(200).send(await getMyPartnerVerification(deps, ownerOf(request)));
    },

    async savePartnerVerification(request, reply) {
      return reply.code(200).send(await savePartnerVerification(deps, ownerOf(request), request.body));
    },

    async uploadPartnerDocument(request, reply) {
      const document = await uploadPartnerDocument(deps, ownerOf(request), () => readUpload(request, DOCUMENT.maxBytes));
      return reply.code(201).send(document);
    },

    async deletePartnerDocument(request, reply) {
      await deletePartnerDocument(deps, ownerOf(request), request.params.id);
      return reply.code(204).send();
    },

    async downloadPartnerDocument(request, reply) {
      return sendDownload(reply as FastifyReply, await openPartnerDocument(deps, ownerOf(request), request.params.id));
    },

    async submitPartnerVerification(request, reply) {
      return reply.code(200).send(await submitPartnerVerification(deps, ownerOf(request)));
    },

    async listPartnerVerifications(request, reply) {
      ownerOf(request, 'admin');
      return reply.code(200).send(await listPartnerVerifications(deps, request.query));
    },

    async getPartnerVerificationReview(request, reply) {
      ownerOf(request, 'admin');
      return reply.code(200).send(await getPartnerVerificationReview(deps, request.params.id));
    },

    async decidePartnerVerification(request, reply) {
      return reply.code(200).send(await decidePartnerVerification(deps, ownerOf(request, 'admin'), request.params.id, request.body));
    },
  };
}
