import type { FastifyReply } from 'fastify';
import type { Handlers } from '../http/handler-types.js';
import { readUpload } from '../http/multipart.js';
import { ownerOf } from '../http/owner.js';
import { applyForBpoAccreditation, getMyBpoAccreditation } from '../bpo/accreditation-application.js';
import { acceptBpoInvitation, declineBpoInvitation, getMyBpo } from '../bpo/candidate-bpo.js';
import { inviteBpoMember, listBpoMembers, placeBpoMember, removeBpoMember } from '../bpo/members.js';
import { deleteWorksitePhoto, openWorksitePhoto, uploadWorksitePhoto } from '../bpo/worksite-photos.js';
import { closeWorksite, createWorksite, getMyWorksite, listMyWorksites, updateWorksite } from '../bpo/worksites.js';
import { PHOTO } from '../../src/shared/uploads.js';
import type { Deps } from './deps.js';

type Ops =
  | 'getMyBpoAccreditation'
  | 'applyForBpoAccreditation'
  | 'listMyWorksites'
  | 'createWorksite'
  | 'getMyWorksite'
  | 'updateWorksite'
  | 'closeWorksite'
  | 'uploadWorksitePhoto'
  | 'deleteWorksitePhoto'
  | 'getWorksitePhoto'
  | 'listBpoMembers'
  | 'inviteBpoMember'
  | 'removeBpoMember'
  | 'placeBpoMember'
  | 'getMyBpo'
  | 'acceptBpoInvitation'
  | 'declineBpoInvitation';

/** A BPO's accreditation application, worksites and candidates, and a candidate's view of its BPO (tag bpo). */
export function bpoHandlers(deps: Deps): Pick<Handlers, Ops> {
  return {
    async getMyBpoAccreditation(request, reply) {
      return reply.code(200).send(await getMyBpoAccreditation(deps.db, ownerOf(request, 'bpo')));
    },

    async applyForBpoAccreditation(request, reply) {
      return reply.code(200).send(await applyForBpoAccreditation(deps, ownerOf(request, 'bpo'), request.body));
    },

    async listMyWorksites(request, reply) {
      return reply.code(200).send(await listMyWorksites(deps.db, ownerOf(request, 'bpo'), request.query));
    },

    async createWorksite(request, reply) {
      return reply.code(201).send(await createWorksite(deps.db, ownerOf(request, 'bpo'), request.body));
    },

    async getMyWorksite(request, reply) {
      return reply.code(200).send(await getMyWorksite(deps.db, ownerOf(request, 'bpo'), request.params.id));
    },

    async updateWorksite(request, reply) {
      return reply.code(200).send(await updateWorksite(deps, ownerOf(request, 'bpo'), request.params.id, request.body));
    },

    async closeWorksite(request, reply) {
      return reply.code(200).send(await closeWorksite(deps, ownerOf(request, 'bpo'), request.params.id));
    },

    async uploadWorksitePhoto(request, reply) {
      const owner = ownerOf(request, 'bpo');
      return reply.code(200).send(await uploadWorksitePhoto(deps, owner, request.params.id, () => readUpload(request, PHOTO.maxBytes)));
    },

    async deleteWorksitePhoto(request, reply) {
      return reply.code(200).send(await deleteWorksitePhoto(deps, ownerOf(request, 'bpo'), request.params.id));
    },

    async getWorksitePhoto(request, reply) {
      const opened = await openWorksitePhoto(deps, ownerOf(request), request.params.id);
      // A photo's address never changes its bytes (a new photo has a new id); only those who may see it read it.
      return (reply as FastifyReply)
        .code(200)
        .header('Content-Type', opened.contentType)
        .header('Content-Length', opened.file.size)
        .header('Cache-Control', 'private, max-age=86400')
        .header('Vary', 'Cookie')
        .send(opened.file.body);
    },

    async listBpoMembers(request, reply) {
      return reply.code(200).send(await listBpoMembers(deps.db, ownerOf(request, 'bpo'), request.query));
    },

    async inviteBpoMember(request, reply) {
      return reply.code(201).send(await inviteBpoMember(deps, ownerOf(request, 'bpo'), request.body));
    },

    async removeBpoMember(request, reply) {
      return reply.code(200).send(await removeBpoMember(deps, ownerOf(request, 'bpo'), request.params.id));
    },

    async placeBpoMember(request, reply) {
      return reply.code(200).send(await placeBpoMember(deps, ownerOf(request, 'bpo'), request.params.id, request.body));
    },

    async getMyBpo(request, reply) {
      return reply.code(200).send(await getMyBpo(deps.db, ownerOf(request, 'candidate')));
    },

    async acceptBpoInvitation(request, reply) {
      return reply.code(200).send(await acceptBpoInvitation(deps, ownerOf(request, 'candidate'), request.params.id));
    },

    async declineBpoInvitation(request, reply) {
      return reply.code(200).send(await declineBpoInvitation(deps, ownerOf(request, 'candidate'), request.params.id));
    },
  };
}
