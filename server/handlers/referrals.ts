import type { Handlers } from '../http/handler-types.js';
import { ownerOf } from '../http/owner.js';
import { getMyReferralProgram, listMyReferralCredits, listMyReferrals } from '../referrals/referral-reads.js';
import type { Deps } from './deps.js';

type Ops = 'getMyReferralProgram' | 'listMyReferrals' | 'listMyReferralCredits';

/** A business agent's referral link, referred employers and credit ledger (tag referrals). */
export function referralHandlers(deps: Deps): Pick<Handlers, Ops> {
  return {
    async getMyReferralProgram(request, reply) {
      return reply.code(200).send(await getMyReferralProgram(deps, ownerOf(request, 'business_agent')));
    },

    async listMyReferrals(request, reply) {
      return reply.code(200).send(await listMyReferrals(deps, ownerOf(request, 'business_agent'), request.query));
    },

    async listMyReferralCredits(request, reply) {
      return reply.code(200).send(await listMyReferralCredits(deps, ownerOf(request, 'business_agent'), request.query));
    },
  };
}
