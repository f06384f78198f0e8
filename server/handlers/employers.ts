import type { FastifyReply } from 'fastify';
import type { Handlers } from '../http/handler-types.js';
import { readUpload } from '../http/multipart.js';
import { ownerIfSignedIn, ownerOf } from '../http/owner.js';
import { deleteMyCompanyLogo, openCompanyLogo, uploadMyCompanyLogo } from '../employers/company-logo.js';
import { myCompanyProfile, updateMyCompanyProfile } from '../employers/company-profile.js';
import { LOGO } from '../../src/shared/uploads.js';
import type { Deps } from './deps.js';

type Ops = 'getMyCompanyProfile' | 'updateMyCompanyProfile' | 'uploadMyCompanyLogo' | 'deleteMyCompanyLogo' | 'getCompanyLogo';

/** The versions an If-None-Match names: `"…"`, or `W/"…"` from a proxy that compressed the answer. */
const heldVersions = (header: string | undefined) =>
  (header ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, ''))
    .filter((tag) => tag !== '');

/** The employer's company profile and logo (tag employer); the logo is read by the job board's visitors. */
export function employerHandlers(deps: Deps): Pick<Handlers, Ops> {
  return {
    async getMyCompanyProfile(request, reply) {
      return reply.code(200).send(await myCompanyProfile(deps.db, ownerOf(request, 'employer')));
    },

    async updateMyCompanyProfile(request, reply) {
      return reply.code(200).send(await updateMyCompanyProfile(deps.db, ownerOf(request, 'employer'), request.body));
    },

    async uploadMyCompanyLogo(request, reply) {
      const owner = ownerOf(request, 'employer');
      return reply.code(200).send(await uploadMyCompanyLogo(deps, owner, () => readUpload(request, LOGO.maxBytes)));
    },

    async deleteMyCompanyLogo(request, reply) {
      return reply.code(200).send(await deleteMyCompanyLogo(deps, ownerOf(request, 'employer')));
    },

    async getCompanyLogo(request, reply) {
      const opened = await openCompanyLogo(deps, ownerIfSignedIn(request), request.params.id, heldVersions(request.headers['if-none-match']));
      // Asked by the current logo's address it may be kept, publicly while the board shows it: a new
      // logo has a new address. By any other address it is checked again each time.
      const scope = opened.open ? 'public' : 'private';
      const caching = request.query.v === opened.version ? `${scope}, max-age=31536000, immutable` : `${scope}, no-cache`;
      const answer = (reply as FastifyReply).header('ETag', `"${opened.version}"`).header('Cache-Control', caching);
      if (!opened.open) answer.header('Vary', 'Cookie');
      if (!opened.file) return answer.code(304).send();
      // The contract types a 200 by its media types; the body is the stored file's stream.
      return answer.code(200).header('Content-Type', 'image/webp').header('Content-Length', opened.file.size).send(opened.file.body);
    },
  };
}
