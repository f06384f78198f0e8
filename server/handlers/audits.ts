import type { FastifyReply } from 'fastify';
import type { Handlers } from '../http/handler-types.js';
import { readUpload } from '../http/multipart.js';
import { ownerOf } from '../http/owner.js';
import { assignAudit, listAuditQueue, listVerifiedAuditors } from '../audits/audit-assignment.js';
import { deleteAuditPhoto, openAuditPhoto, uploadAuditPhoto } from '../audits/audit-photos.js';
import { listMyAuditResults } from '../audits/audit-results.js';
import { decideAudit, getAudit, listMyAudits, saveAuditWork, startAudit } from '../audits/audit-work.js';
import { PHOTO } from '../../src/shared/uploads.js';
import type { Deps } from './deps.js';

type Ops =
  | 'listAuditQueue'
  | 'assignAudit'
  | 'listVerifiedAuditors'
  | 'listMyAudits'
  | 'getAudit'
  | 'startAudit'
  | 'saveAuditWork'
  | 'uploadAuditPhoto'
  | 'getAuditPhoto'
  | 'deleteAuditPhoto'
  | 'decideAudit'
  | 'listMyAuditResults';

/** Worksite audits: the administrators' assignment, the auditor's work, the BPO's results (tag audits). */
export function auditHandlers(deps: Deps): Pick<Handlers, Ops> {
  return {
    async listAuditQueue(request, reply) {
      ownerOf(request, 'admin');
      return reply.code(200).send(await listAuditQueue(deps, request.query));
    },

    async assignAudit(request, reply) {
      return reply.code(201).send(await assignAudit(deps, ownerOf(request, 'admin'), request.body));
    },

    async listVerifiedAuditors(request, reply) {
      ownerOf(request, 'admin');
      return reply.code(200).send(await listVerifiedAuditors(deps, request.query));
    },

    async listMyAudits(request, reply) {
      return reply.code(200).send(await listMyAudits(deps, ownerOf(request, 'saa'), request.query));
    },

    async getAudit(request, reply) {
      return reply.code(200).send(await getAudit(deps, ownerOf(request), request.params.id));
    },

    async startAudit(request, reply) {
      return reply.code(200).send(await startAudit(deps, ownerOf(request, 'saa'), request.params.id));
    },

    async saveAuditWork(request, reply) {
      return reply.code(200).send(await saveAuditWork(deps, ownerOf(request, 'saa'), request.params.id, request.body));
    },

    async uploadAuditPhoto(request, reply) {
      const owner = ownerOf(request, 'saa');
      return reply.code(201).send(await uploadAuditPhoto(deps, owner, request.params.id, () => readUpload(request, PHOTO.maxBytes)));
    },

    async getAuditPhoto(request, reply) {
      const { file, contentType } = await openAuditPhoto(deps, ownerOf(request), request.params.id);
      // The contract types a 200 by its media types; the body is the stored file's stream.
      return (reply as FastifyReply)
        .code(200)
        .header('Content-Type', contentType)
        .header('Content-Length', file.size)
        .header('Cache-Control', 'private, no-cache')
        .send(file.body);
    },

    async deleteAuditPhoto(request, reply) {
      return reply.code(200).send(await deleteAuditPhoto(deps, ownerOf(request, 'saa'), request.params.id));
    },

    async decideAudit(request, reply) {
      return reply.code(200).send(await decideAudit(deps, ownerOf(request, 'saa'), request.params.id, request.body));
    },

    async listMyAuditResults(request, reply) {
      return reply.code(200).send(await listMyAuditResults(deps, ownerOf(request, 'bpo'), request.query));
    },
  };
}
