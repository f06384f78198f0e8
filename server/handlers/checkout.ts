import { and, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Handlers } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import { offers, paymentAttempts, payments } from '../db/schema.js';
import { ApiError, fieldError } from '../http/errors.js';
import { localeOf } from '../i18n.js';
import { todayOf } from '../clock.js';
import { enforceLimit, limits } from '../auth/rate-limit.js';
import { cardFeeCents } from '../../src/shared/pricing.js';
import { msaOf, msaView, platformAgreementOf } from '../billing/agreements.js';
import { customerIdOf } from '../billing/customers.js';
import { listCards } from '../billing/payment-methods.js';
import { checkoutOfferView, priceCheckout } from '../billing/checkout-pricing.js';
import { recordCheckout } from '../billing/checkout-hire.js';
import { collectCheckout } from '../billing/checkout-collect.js';
import { failedPaymentsOf } from '../billing/checkout-failed.js';
import { receivePaymentEvent } from '../billing/checkout-webhook.js';
import { couponDiscountOrRefuse, findCoupon } from '../billing/coupons.js';
import { refreshAttempt, type Collected } from '../billing/collect.js';
import { paymentView } from '../billing/payment-view.js';
import { SandboxProvider } from '../payments/sandbox-provider.js';
import { cardDigits } from '../payments/sandbox-cards.js';
import { passesLuhn } from '../../src/shared/luhn.js';

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
  const collectDeps = { db, payments: provider, clock, publicUrl: deps.publicUrl };
  const employerOf = (request: { auth: { user: { id: string } } | null }) => request.auth!.user.id;
  const shown = (request: FastifyRequest, { payment, attempt }: Collected) => paymentView(db, payment, localeOf(request), provider.kind, attempt);
  // The sandbox's own routes exist only while it is the provider, as Stripe's pages would.
  const sandbox = () => {
    if (!(provider instanceof SandboxProvider)) throw new ApiError(404, 'NOT_FOUND');
    return provider;
  };

  return {
    async initiateCheckout(request, reply) {
      const employerId = employerOf(request);
      const today = todayOf(clock);
      const prices = await priceCheckout(db, employerId, today);
      const cards = await listCards(db, employerId);
      const standing = {
        msa: msaView(await msaOf(db, employerId)),
        platform_agreement_accepted: (await platformAgreementOf(db, employerId)).accepted,
        subscription_active: prices.subscriptionDueCents === 0,
        default_payment_method: cards.payment_methods.find((card) => card.is_default) ?? null,
        today,
        monthly_bill: {
          subscription_fee_cents: prices.monthlyBill.subscriptionFeeCents,
          staff: prices.monthlyBill.staff.map((hire) => ({ billing_start: hire.billingStart, monthly_charge_cents: hire.monthlyCents })),
        },
      };
      return reply.code(200).send({ data: [standing, prices.hires.map(checkoutOfferView), prices.subscriptionDueCents, prices.nextBillDate] });
    },

    async hireStaff(request, reply) {
      const employerId = employerOf(request);
      const body = request.body;
      await enforceLimit(db, `checkout:${employerId}`, limits.checkoutAttemptsPerEmployer);
      const today = todayOf(clock);
      const payment = await db.transaction((tx) =>
        recordCheckout(tx, employerId, today, {
          offerIds: body.offer_ids,
          paymentMethodId: body.payment_method_id,
          couponCode: body.coupon_code,
          idempotencyKey: body.idempotency_key,
          expectedTotalCents: body.expected_total_cents,
        }),
      );
      // Charged once this checkout is committed: the card is never asked inside a transaction.
      const collected = await collectCheckout(collectDeps, employerId, {
        paymentId: payment.id,
        paymentMethodId: body.payment_method_id,
        requestKey: body.idempotency_key,
      });
      return reply.code(200).send(await shown(request, collected));
    },

    async confirmPayment(request, reply) {
      const employerId = employerOf(request);
      const [payment] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.id, request.body.payment_id), eq(payments.employerId, employerId)));
      if (!payment) throw new ApiError(404, 'NOT_FOUND');
      const [latest] = await db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.paymentId, payment.id))
        .orderBy(desc(paymentAttempts.createdAt))
        .limit(1);
      if (latest?.status !== 'requires_action') throw new ApiError(409, 'PAYMENT_NOT_PENDING');
      return reply.code(200).send(await shown(request, await refreshAttempt(collectDeps, latest)));
    },

    async getCardFee(request, reply) {
      const amount = request.query.amount;
      return reply.code(200).send({ amount_cents: amount, fee_cents: cardFeeCents(amount) });
    },

    async listFailedPayments(request, reply) {
      return reply.code(200).send(await failedPaymentsOf(db, employerOf(request), localeOf(request), provider.kind));
    },

    async retryPayment(request, reply) {
      const employerId = employerOf(request);
      await enforceLimit(db, `checkout:${employerId}`, limits.checkoutAttemptsPerEmployer);
      const collected = await collectCheckout(collectDeps, employerId, {
        paymentId: request.body.payment_id,
        paymentMethodId: request.body.payment_method_id,
        requestKey: request.body.idempotency_key,
      });
      return reply.code(200).send(await shown(request, collected));
    },

    async checkCoupon(request, reply) {
      const employerId = employerOf(request);
      await enforceLimit(db, `coupon:${employerId}`, limits.couponChecksPerEmployer);
      const today = todayOf(clock);
      const hire = (await priceCheckout(db, employerId, today)).hires.find((h) => h.offer.id === request.body.offer_id);
      if (!hire) {
        const [offer] = await db
          .select({ status: offers.status })
          .from(offers)
          .where(and(eq(offers.id, request.body.offer_id), eq(offers.employerId, employerId)));
        if (!offer) throw new ApiError(404, 'NOT_FOUND');
        throw new ApiError(409, offer.status === 'hired' ? 'ALREADY_HIRED' : 'OFFER_NOT_PAYABLE');
      }
      const coupon = await findCoupon(db, request.body.code);
      const discount = couponDiscountOrRefuse(coupon, hire.first.fees, today);
      return reply.code(200).send({ code: coupon.code, type: coupon.type, amount: coupon.amount, discount });
    },

    async receivePaymentWebhook(request, reply) {
      const header = request.headers['stripe-signature'];
      const signature = Array.isArray(header) ? header[0] : header;
      const receipt = await receivePaymentEvent(collectDeps, (request as FastifyRequest).rawJsonBody, signature);
      return reply.code(200).send(receipt);
    },

    async createSandboxPaymentMethod(request, reply) {
      const cards = sandbox();
      const { number, exp_month, exp_year } = request.body;
      const digits = cardDigits(number);
      if (!passesLuhn(digits)) throw fieldError('number', 'cardNumber');
      // A card is good through the last day of its expiry month.
      const [year, month] = todayOf(clock).split('-').map(Number) as [number, number];
      if (exp_year < year) throw fieldError('exp_year', 'cardExpired');
      if (exp_year === year && exp_month < month) throw fieldError('exp_month', 'cardExpired');
      const card = await cards.tokenizeCard({ digits, expMonth: exp_month, expYear: exp_year });
      return reply.code(200).send({ id: card.id, brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear });
    },

    async authenticateSandboxPayment(request, reply) {
      const cards = sandbox();
      const customerId = await customerIdOf(db, employerOf(request));
      // Another employer's charge is as unknown as a made-up one.
      if (!customerId || (await cards.customerOfCharge(request.params.id)) !== customerId) throw new ApiError(404, 'NOT_FOUND');
      const result = await cards.authenticate(request.params.id, request.body.outcome);
      if (result === 'unknown') throw new ApiError(404, 'NOT_FOUND');
      if (result === 'not_pending') throw new ApiError(409, 'PAYMENT_NOT_PENDING');
      return reply.code(204).send();
    },
  };
}
