import type { Handlers } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import { localeOf } from '../i18n.js';
import { ownerOf } from '../http/owner.js';
import { paymentView } from '../billing/payment-view.js';
import { checkFractionalCoupon, fractionalCheckoutOf, payForFractionalHire } from '../fractional/checkout-pay.js';

type FractionalCheckoutOps = 'getFractionalCheckout' | 'checkFractionalCoupon' | 'hireFractionalStaff';

/** The fractional checkout: its summary, its coupons, and paying for the hire (collected as any checkout). */
export function fractionalCheckoutHandlers(deps: Deps): Pick<Handlers, FractionalCheckoutOps> {
  const { db, payments: provider, clock } = deps;
  const collectDeps = { db, payments: provider, clock, publicUrl: deps.publicUrl, log: deps.log };

  return {
    async getFractionalCheckout(request, reply) {
      return reply.code(200).send(await fractionalCheckoutOf(deps, ownerOf(request, 'employer'), request.params.id));
    },

    async checkFractionalCoupon(request, reply) {
      return reply.code(200).send(await checkFractionalCoupon(deps, ownerOf(request, 'employer'), request.body));
    },

    async hireFractionalStaff(request, reply) {
      const { payment, attempt } = await payForFractionalHire(collectDeps, ownerOf(request, 'employer'), request.body);
      return reply.code(200).send(await paymentView(db, payment, localeOf(request), provider.kind, attempt));
    },
  };
}
