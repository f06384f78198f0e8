import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import { ApiError } from '../http/errors.js';
import { localeOf } from '../i18n.js';
import { todayOf } from '../clock.js';
import { ownerOf } from '../http/owner.js';
import { cardFeeCents } from '../../src/shared/pricing.js';
import { customerIdOf } from '../billing/customers.js';
import { checkoutStanding } from '../billing/checkout-standing.js';
import { confirmPayment, payForHires, retryPayment } from '../billing/checkout-pay.js';
import { checkCoupon } from '../billing/coupon-check.js';
import { failedPaymentsOf } from '../billing/checkout-failed.js';
import { receivePaymentEvent } from '../billing/checkout-webhook.js';
import type { Collected } from '../billing/collect.js';
import { paymentView } from '../billing/payment-view.js';
import { SandboxProvider } from '../payments/sandbox-provider.js';
import { enterSandboxCard } from '../payments/sandbox-card-entry.js';

type CheckoutOps =
  | 'initiateCheckout'
  | 'hireStaff'
  | 'confirmPayment'
  | 'getCardFee'
  | 'listFailedPayments'
  | 'retryPayment'
  | 'checkCoupon'
  | 'receivePaymentWebhook'
  | 'createSandboxPaymentMethod'
  | 'authenticateSandboxPayment';

/** Paying for accepted offers, coupons, failed payments, the provider's webhook, and the card sandbox. */
export function checkoutHandlers(deps: Deps): Pick<Handlers, CheckoutOps> {
  const { db, payments: provider, clock } = deps;
  const collectDeps = { db, payments: provider, clock, publicUrl: deps.publicUrl, log: deps.log };
  const shown = (request: FastifyRequest, { payment, attempt }: Collected) => paymentView(db, payment, localeOf(request), provider.kind, attempt);
  // The sandbox's own routes exist only while it is the provider, as Stripe's pages would.
  const sandbox = () => {
    if (!(provider instanceof SandboxProvider)) throw new ApiError(404, 'NOT_FOUND');
    return provider;
  };

  return {
    async initiateCheckout(request, reply) {
      return reply.code(200).send(await checkoutStanding(deps, ownerOf(request, 'employer')));
    },

    async hireStaff(request, reply) {
      const collected = await payForHires(collectDeps, ownerOf(request, 'employer'), request.body);
      return reply.code(200).send(await shown(request, collected));
    },

    async confirmPayment(request, reply) {
      const collected = await confirmPayment(collectDeps, ownerOf(request, 'employer'), request.body.payment_id);
      return reply.code(200).send(await shown(request, collected));
    },

    async getCardFee(request, reply) {
      const amount = request.query.amount;
      return reply.code(200).send({ amount_cents: amount, fee_cents: cardFeeCents(amount) });
    },

    async listFailedPayments(request, reply) {
      const { employerId } = ownerOf(request, 'employer');
      return reply.code(200).send(await failedPaymentsOf(db, employerId, localeOf(request), provider.kind));
    },

    async retryPayment(request, reply) {
      const collected = await retryPayment(collectDeps, ownerOf(request, 'employer'), request.body);
      return reply.code(200).send(await shown(request, collected));
    },

    async checkCoupon(request, reply) {
      return reply.code(200).send(await checkCoupon(deps, ownerOf(request, 'employer'), request.body));
    },

    async receivePaymentWebhook(request, reply) {
      const header = request.headers['stripe-signature'];
      const signature = Array.isArray(header) ? header[0] : header;
      const receipt = await receivePaymentEvent(collectDeps, (request as FastifyRequest).rawJsonBody, signature);
      return reply.code(200).send(receipt);
    },

    async createSandboxPaymentMethod(request, reply) {
      const cards = sandbox();
      return reply.code(200).send(await enterSandboxCard(cards, todayOf(clock), request.body));
    },

    async authenticateSandboxPayment(request, reply) {
      const cards = sandbox();
      const customerId = await customerIdOf(db, ownerOf(request, 'employer').employerId);
      // Another employer's charge is as unknown as a made-up one.
      if (!customerId || (await cards.customerOfCharge(request.params.id)) !== customerId) throw new ApiError(404, 'NOT_FOUND');
      const result = await cards.authenticate(request.params.id, request.body.outcome);
      if (result === 'unknown') throw new ApiError(404, 'NOT_FOUND');
      if (result === 'not_pending') throw new ApiError(409, 'PAYMENT_NOT_PENDING');
      return reply.code(204).send();
    },
  };
}
