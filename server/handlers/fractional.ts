import type { Handlers } from '../http/handler-types.js';
import { ownerOf } from '../http/owner.js';
import { changeFractionalHours } from '../fractional/hours-range.js';
import { getFractionalHire } from '../fractional/fractional-overview.js';
import { getFractionalMonth } from '../fractional/fractional-month.js';
import { requestFractionalStaff } from '../fractional/request-staff.js';
import type { Deps } from './deps.js';

type Ops = 'requestFractionalStaff' | 'getFractionalHire' | 'changeFractionalHours' | 'getFractionalMonth';

/** The employer's fractional staff: requests for help, the overview, the hours range and a month's statement (tag fractional). */
export function fractionalHandlers(deps: Deps): Pick<Handlers, Ops> {
  return {
    async requestFractionalStaff(request, reply) {
      return reply.code(201).send(await requestFractionalStaff(deps, ownerOf(request, 'employer'), request.body));
    },

    async getFractionalHire(request, reply) {
      return reply.code(200).send(await getFractionalHire(deps, ownerOf(request, 'employer')));
    },

    async changeFractionalHours(request, reply) {
      return reply.code(200).send(await changeFractionalHours(deps, ownerOf(request, 'employer'), request.params.id, request.body));
    },

    async getFractionalMonth(request, reply) {
      return reply.code(200).send(await getFractionalMonth(deps, ownerOf(request, 'employer'), request.params.id, request.query.month));
    },
  };
}
