import type { Handlers } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import { ownerOf } from '../http/owner.js';
import { employerDashboard } from '../dashboards/employer-dashboard.js';
import { candidateDashboard } from '../dashboards/candidate-dashboard.js';

/** The two home pages: what waits for this user, and what the other side did lately. */
export function dashboardHandlers({ db }: Deps): Pick<Handlers, 'getEmployerDashboard' | 'getCandidateDashboard'> {
  return {
    async getEmployerDashboard(request, reply) {
      return reply.code(200).send(await employerDashboard(db, ownerOf(request, 'employer')));
    },

    async getCandidateDashboard(request, reply) {
      return reply.code(200).send(await candidateDashboard(db, ownerOf(request, 'candidate')));
    },
  };
}
