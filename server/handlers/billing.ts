import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Handlers } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import { ApiError } from '../http/errors.js';
import { ownerOf } from '../http/owner.js';
import { localeOf } from '../i18n.js';
import { acceptPlatformAgreement, activateMsa, msaOf, msaView, platformAgreementOf } from '../billing/agreements.js';
import { addendumOf } from '../billing/addendum.js';
import { billingDetailsOf, saveBillingDetails } from '../billing/billing-details.js';
import { processHolder, runMonthlyBilling } from '../billing/billing-run.js';
import { customerIdOf, ensurePaymentCustomer } from '../billing/customers.js';
import { invoiceOf } from '../billing/invoices.js';
import { MERCHANT_CATEGORIES } from '../billing/merchant-categories.js';
import { attachCard, createSetupSession, listCards, removeCard, setDefaultCard } from '../billing/payment-methods.js';
import { exportFileName, spendingsCsv } from '../billing/spendings-export.js';
import { listSpendings } from '../billing/spendings.js';
import { cancelSubscription, subscriptionStatusOf } from '../billing/subscriptions.js';
import { todayOf } from '../clock.js';

type BillingOps =
  | 'getPaymentProviderInfo'
  | 'listMerchantCategories'
  | 'getBillingDetails'
  | 'updateBillingDetails'
  | 'createPaymentCustomer'
  | 'createCardSetupSession'
  | 'attachPaymentMethod'
  | 'listPaymentMethods'
  | 'deletePaymentMethod'
  | 'setDefaultPaymentMethod'
  | 'listSpendings'
  | 'exportSpendings'
  | 'getInvoice'
  | 'getPlatformAgreement'
  | 'acceptPlatformAgreement'
  | 'getMsa'
  | 'activateMsa'
  | 'getAddendum'
  | 'checkSubscriptionStatus'
  | 'cancelSubscription'
  | 'runBillingNow';

/** Agreements, the platform subscription, saved cards, spendings and invoices; and the dev billing run. */
export function billingHandlers(deps: Deps): Pick<Handlers, BillingOps> {
  const { db, payments, clock, devMailbox } = deps;
  const employerOf = (request: FastifyRequest) => ownerOf(request, 'employer').employerId;
  // Each app instance is its own holder of the billing lease, as separate servers would be.
  const billingRunHolder = `${processHolder}:${randomBytes(4).toString('hex')}`;

  return {
    async getPaymentProviderInfo(request, reply) {
      return reply.code(200).send({
        provider: payments.kind,
        publishable_key: payments.publishableKey,
        customer_id: await customerIdOf(db, employerOf(request)),
      });
    },

    async listMerchantCategories(_request, reply) {
      return reply.code(200).send({ codes: [...MERCHANT_CATEGORIES] });
    },

    async getBillingDetails(request, reply) {
      return reply.code(200).send(await billingDetailsOf(db, employerOf(request)));
    },

    async updateBillingDetails(request, reply) {
      return reply.code(200).send(await saveBillingDetails(db, employerOf(request), request.body));
    },

    async createPaymentCustomer(request, reply) {
      return reply.code(200).send({ customer_id: await ensurePaymentCustomer(db, payments, employerOf(request)) });
    },

    async createCardSetupSession(request, reply) {
      return reply.code(200).send(await createSetupSession(db, payments, employerOf(request), request.body.customer_id));
    },

    async attachPaymentMethod(request, reply) {
      const card = await attachCard(db, payments, employerOf(request), {
        paymentMethodId: request.body.payment_methods,
        customerId: request.body.stripe_account_id,
      });
      return reply.code(200).send(card);
    },

    async listPaymentMethods(request, reply) {
      return reply.code(200).send(await listCards(db, employerOf(request)));
    },

    async deletePaymentMethod(request, reply) {
      return reply.code(200).send(await removeCard(db, payments, request.log, employerOf(request), request.params.id));
    },

    async setDefaultPaymentMethod(request, reply) {
      return reply.code(200).send(await setDefaultCard(db, employerOf(request), request.body.payment_method_id));
    },

    async listSpendings(request, reply) {
      const { from, to, page, page_size } = request.query;
      const list = await listSpendings(db, employerOf(request), { from, to, page, pageSize: page_size }, localeOf(request), payments.kind);
      return reply.code(200).send(list);
    },

    async exportSpendings(request, reply) {
      const range = { from: request.query.from, to: request.query.to };
      const csv = await spendingsCsv(db, employerOf(request), range, localeOf(request));
      // The contract types a 200 as JSON; this one is a file, sent as the string it is.
      return (reply as FastifyReply)
        .code(200)
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(range)}"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },

    async getInvoice(request, reply) {
      return reply.code(200).send(await invoiceOf(db, employerOf(request), request.query.invoice_id));
    },

    async getPlatformAgreement(request, reply) {
      return reply.code(200).send(await platformAgreementOf(db, employerOf(request)));
    },

    async acceptPlatformAgreement(request, reply) {
      return reply.code(200).send(await acceptPlatformAgreement(db, employerOf(request), request.body.agreement_type));
    },

    async getMsa(request, reply) {
      return reply.code(200).send(msaView(await msaOf(db, employerOf(request))));
    },

    async activateMsa(request, reply) {
      const msa = await activateMsa(db, employerOf(request), request.params.id, request.body.contract_type);
      return reply.code(200).send(msaView(msa));
    },

    async getAddendum(request, reply) {
      return reply.code(200).send(await addendumOf(db, employerOf(request), todayOf(clock)));
    },

    async checkSubscriptionStatus(request, reply) {
      return reply.code(200).send(await subscriptionStatusOf(db, employerOf(request)));
    },

    async cancelSubscription(request, reply) {
      return reply.code(200).send(await cancelSubscription(db, employerOf(request), request.params.id));
    },

    async runBillingNow(request, reply) {
      if (!devMailbox) throw new ApiError(404, 'NOT_FOUND');
      const report = await runMonthlyBilling(deps, request.body.date, { holder: billingRunHolder, log: request.log, signal: deps.closing });
      return reply.code(200).send(report);
    },
  };
}
