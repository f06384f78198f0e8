import type { Handlers } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import { ownerOf } from '../http/owner.js';
import { applyForGrant } from '../grants/apply-for-grant.js';
import { applicationsToReview, ownGrantApplications } from '../grants/grant-applications.js';
import { ownGrantsInForce } from '../grants/grants-in-force.js';
import { approveGrantApplication, rejectGrantApplication } from '../grants/grant-decisions.js';

type GrantOps =
  | 'listGrantApplications'
  | 'applyForGrant'
  | 'listGrants'
  | 'reviewGrantApplications'
  | 'approveGrantApplication'
  | 'rejectGrantApplication';

export function grantHandlers(deps: Deps): Pick<Handlers, GrantOps> {
  const { db, clock } = deps;
  return {
    async listGrantApplications(request) {
      return ownGrantApplications(db, ownerOf(request, 'employer'));
    },

    async applyForGrant(request, reply) {
      return reply.status(201).send(await applyForGrant(deps, ownerOf(request, 'employer'), request.ip, request.body));
    },

    async listGrants(request) {
      return ownGrantsInForce(db, clock, ownerOf(request, 'employer'));
    },

    async reviewGrantApplications(request) {
      return applicationsToReview(db, request.query);
    },

    async approveGrantApplication(request) {
      return approveGrantApplication(deps, ownerOf(request, 'admin'), request.params.id, request.body);
    },

    async rejectGrantApplication(request) {
      return rejectGrantApplication(deps, ownerOf(request, 'admin'), request.params.id, request.body.reason);
    },
  };
}
