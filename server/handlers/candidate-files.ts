import type { FastifyReply } from 'fastify';
import { attachment } from '../http/attachment.js';
import type { Handlers } from '../http/handler-types.js';
import { readUpload } from '../http/multipart.js';
import { ownerOf } from '../http/owner.js';
import { ownProfile } from '../candidates/own-profile.js';
import { deleteMyCv, uploadMyCv } from '../candidates/profile-cv.js';
import { openCandidateCv, openCandidatePhoto } from '../candidates/profile-files.js';
import { deleteMyPhoto, uploadMyPhoto } from '../candidates/profile-photo.js';
import { CV, PHOTO } from '../../src/shared/uploads.js';
import type { Deps } from './deps.js';

type Ops = 'uploadMyCandidatePhoto' | 'deleteMyCandidatePhoto' | 'uploadMyCandidateCv' | 'deleteMyCandidateCv' | 'getCandidatePhoto' | 'downloadCandidateCv';

/** The versions an If-None-Match names: `"…"`, or `W/"…"` from a proxy that compressed the answer. */
const heldVersions = (header: string | undefined) =>
  (header ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, ''))
    .filter((tag) => tag !== '');

/** A candidate's photo and CV: set, replaced and removed by the candidate, read by those who may see the profile (tags candidate, candidates). */
export function candidateFileHandlers(deps: Deps): Pick<Handlers, Ops> {
  return {
    async uploadMyCandidatePhoto(request, reply) {
      const owner = ownerOf(request, 'candidate');
      await uploadMyPhoto(deps, owner, () => readUpload(request, PHOTO.maxBytes));
      return reply.code(200).send(await ownProfile(deps.db, owner));
    },

    async deleteMyCandidatePhoto(request, reply) {
      const owner = ownerOf(request, 'candidate');
      await deleteMyPhoto(deps, owner);
      return reply.code(200).send(await ownProfile(deps.db, owner));
    },

    async uploadMyCandidateCv(request, reply) {
      const owner = ownerOf(request, 'candidate');
      await uploadMyCv(deps, owner, () => readUpload(request, CV.maxBytes));
      return reply.code(200).send(await ownProfile(deps.db, owner));
    },

    async deleteMyCandidateCv(request, reply) {
      const owner = ownerOf(request, 'candidate');
      await deleteMyCv(deps, owner);
      return reply.code(200).send(await ownProfile(deps.db, owner));
    },

    async getCandidatePhoto(request, reply) {
      const opened = await openCandidatePhoto(deps, ownerOf(request), request.params.id, heldVersions(request.headers['if-none-match']));
      // Asked by the address of the current photo, it may be kept: a new photo has a new address.
      // By any other address it is checked again each time, so a new photo shows at once.
      const caching = request.query.v === opened.version ? 'private, max-age=31536000, immutable' : 'private, no-cache';
      const answer = (reply as FastifyReply).header('ETag', `"${opened.version}"`).header('Cache-Control', caching).header('Vary', 'Cookie');
      if (!opened.file) return answer.code(304).send();
      // The contract types a 200 by its media types; the body is the stored file's stream.
      return answer.code(200).header('Content-Type', opened.contentType).header('Content-Length', opened.file.size).send(opened.file.body);
    },

    async downloadCandidateCv(request, reply) {
      const opened = await openCandidateCv(deps, ownerOf(request), request.params.id);
      return (reply as FastifyReply)
        .code(200)
        .header('Content-Type', opened.contentType)
        .header('Content-Length', opened.file.size)
        .header('Content-Disposition', attachment(opened.name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(opened.file.body);
    },
  };
}
