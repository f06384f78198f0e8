import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Schema } from '../http/handler-types.js';
import type { Tx } from '../db/database.js';
import {
  activity,
  applications,
  candidateProfiles,
  grants,
  interviews,
  invoices,
  offers,
  paymentAttempts,
  platformSubscriptions,
  users,
} from '../db/schema.js';
import { nextStatus } from '../../src/shared/lifecycle/lifecycle.js';
import { interviewMachine } from '../../src/shared/lifecycle/interview.machine.js';
import { offerMachine } from '../../src/shared/lifecycle/offer.machine.js';
import { applicationMachine } from '../../src/shared/lifecycle/application.machine.js';
import { FEES } from '../../src/shared/fees.js';
import { billingStartDate, nextBillDate } from '../../src/shared/pricing.js';
import { asLocale } from '../i18n.js';
import { enqueueMail } from '../mail/outbox.js';
import type { CheckoutMail } from '../mail/billing-mails.js';
import type { DeclineCode } from '../payments/provider.js';
import { lockOffer, nameOf, type OfferRecord } from '../hiring/pipeline-records.js';
import { toEmployerRef } from '../views/refs.js';
import { countCouponUse } from './coupons.js';
import { makePayingCardDefault } from './payment-methods.js';
import { grantedHires } from './checkout-pricing.js';
import type { EffectContext, PaymentRow } from './effect-context.js';


/** The dashboards' news of a hire, on both sides. */
const HIRED_ACTIVITY = 'staff_hired' satisfies Schema<'ActivityType'>;

/** The people a checkout pays for, as its invoice lines name them. */
const hiresIn = (payment: PaymentRow): string[] => [
  ...new Set(payment.lines.map((line) => line.candidate_name).filter((name): name is string => typeof name === 'string' && name !== '')),
];

async function mailEmployer(tx: Tx, payment: PaymentRow, mail: (name: string) => CheckoutMail) {
  const [employer] = await tx
    .select({ email: users.email, firstname: users.firstname, callMeBy: users.callMeBy, locale: users.locale })
    .from(users)
    .where(eq(users.id, payment.employerId));
  if (!employer) return;
  await enqueueMail(tx, employer.email, mail(employer.callMeBy || employer.firstname), asLocale(employer.locale));
}

/**
 * The hire settles the application, so its interviews not yet held (times still proposed,
 * or accepted for a time to come) will not take place: they are called off through the
 * shared lifecycle, and no longer show as upcoming on either side.
 */
async function closeInterviewsNotHeld(tx: Tx, applicationId: string) {
  const open = await tx
    .select({ id: interviews.id, status: interviews.status })
    .from(interviews)
    .where(
      and(
        eq(interviews.applicationId, applicationId),
        or(
          inArray(interviews.status, ['proposed', 'reschedule_requested']),
          and(eq(interviews.status, 'accepted'), or(isNull(interviews.scheduledAt), sql`${interviews.scheduledAt} > now()`)),
        ),
      ),
    )
    .for('update');
  for (const interview of open) {
    const status = nextStatus(interviewMachine, interview.status, { type: 'CANCEL' });
    if (!status) continue;
    await tx
      .update(interviews)
      .set({ status: status as typeof interviews.$inferSelect.status, updatedAt: sql`now()` })
      .where(eq(interviews.id, interview.id));
  }
}

/** One hire made: the offer and its application are hired, the candidate engaged, both sides told. */
async function hire(tx: Tx, record: OfferRecord, hired: { status: string; startDate: string }, context: EffectContext) {
  const { startDate } = hired;
  await tx
    .update(offers)
    .set({ status: hired.status as typeof offers.$inferSelect.status, hiredAt: sql`now()`, billingStartDate: startDate, updatedAt: sql`now()` })
    .where(eq(offers.id, record.offer.id));
  const applicationStatus = nextStatus(applicationMachine, record.application.status, { type: 'HIRE' });
  if (applicationStatus) {
    await tx
      .update(applications)
      .set({ status: applicationStatus as typeof applications.$inferSelect.status, updatedAt: sql`now()` })
      .where(eq(applications.id, record.application.id));
  }
  await tx.update(candidateProfiles).set({ engaged: true }).where(eq(candidateProfiles.userId, record.application.candidateId));
  await closeInterviewsNotHeld(tx, record.application.id);

  const company = toEmployerRef(record.employer).company_name;
  const about = { type: HIRED_ACTIVITY, jobId: record.job.id, applicationId: record.application.id };
  await tx.insert(activity).values([
    { ...about, userId: record.employer.id, counterpart: nameOf(record.candidate) },
    { ...about, userId: record.candidate.id, counterpart: company },
  ]);
  await enqueueMail(
    tx,
    record.candidate.email,
    {
      template: 'checkout',
      event: 'hired',
      name: record.candidate.callMeBy || record.candidate.firstname,
      company,
      jobTitle: record.job.title,
      startDate,
      link: `${context.publicUrl}/Candidate/ActiveJob`,
    },
    asLocale(record.candidate.locale),
  );
}

/**
 * A checkout was paid: its offers become hires (through the shared offer and application
 * lifecycles), the platform subscription runs, the coupon and the grant count the use,
 * and the employer gets a receipt with its invoice. Runs in the transaction that records
 * the payment, once. A fractional checkout (server/fractional/checkout-pay.ts) is paid the
 * same way: its billing starts on the day its first month's minimum was prorated from, and
 * its lines carry no grant (grants cover full-time hires), so no grant counts it.
 */
export async function onHirePaid(tx: Tx, payment: PaymentRow, context: EffectContext): Promise<void> {
  for (const offerId of payment.offerIds) {
    const record = await lockOffer(tx, offerId, { employerId: payment.employerId });
    // Checkout and retry refuse offers that no longer await payment, and a withdrawal
    // waits for the payment; an offer the lifecycle still will not let PAY stays as it is
    // rather than leaving the money it took unrecorded.
    const status = nextStatus(offerMachine, record.offer.status, { type: 'PAY' });
    if (!status) continue;
    // The first month was priced from the day the checkout was priced on.
    await hire(tx, record, { status, startDate: billingStartDate(record.offer.startDate, payment.periodStart) }, context);
  }

  // The subscription fee charged with this checkout pays for the month it was priced in.
  const subscription = { status: 'active' as const, feeCents: FEES.platformSubscription, nextBillDate: nextBillDate(payment.periodStart) };
  await tx
    .insert(platformSubscriptions)
    .values({ employerId: payment.employerId, ...subscription })
    .onConflictDoUpdate({
      target: platformSubscriptions.employerId,
      set: { ...subscription, startedAt: sql`now()`, cancelledAt: null, updatedAt: sql`now()` },
      setWhere: eq(platformSubscriptions.status, 'cancelled'),
    });

  const [paidWith] = await tx
    .select({ cardId: paymentAttempts.paymentMethodId })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.paymentId, payment.id), eq(paymentAttempts.status, 'succeeded')));
  if (paidWith) await makePayingCardDefault(tx, payment.employerId, paidWith.cardId);

  if (payment.couponCode) await countCouponUse(tx, payment.couponCode);
  const granted = grantedHires(payment.lines);
  if (payment.grantId && granted.length > 0) {
    await tx
      .update(grants)
      .set({ hiresUsed: sql`least(${grants.hires}, ${grants.hiresUsed} + ${granted.length})` })
      .where(eq(grants.id, payment.grantId));
    // The monthly bill reads it from here: the grant keeps covering exactly these hires.
    await tx.update(offers).set({ grantId: payment.grantId }).where(inArray(offers.id, granted));
  }

  // collectPayment issues the invoice before these effects run, in the same transaction.
  const [invoice] = await tx
    .select({ id: invoices.id, number: invoices.number, last4: invoices.cardLast4 })
    .from(invoices)
    .where(eq(invoices.paymentId, payment.id));
  if (!invoice) throw new Error(`hire payment ${payment.id} was paid without an invoice`);
  await mailEmployer(tx, payment, (name) => ({
    template: 'checkout',
    event: 'paid',
    name,
    amountCents: payment.amountCents,
    last4: invoice.last4,
    invoiceNumber: invoice.number,
    hires: hiresIn(payment),
    link: `${context.publicUrl}/settings/billing/invoices/${invoice.id}`,
  }));
}

/** A checkout's charge failed: the offers keep waiting, and the employer is told why and where to retry. */
export async function onHireFailed(tx: Tx, payment: PaymentRow, context: EffectContext): Promise<void> {
  await mailEmployer(tx, payment, (name) => ({
    template: 'checkout',
    event: 'failed',
    name,
    amountCents: payment.amountCents,
    hires: hiresIn(payment),
    failureCode: (payment.failureCode ?? 'card_declined') as DeclineCode,
    link: `${context.publicUrl}/settings/billing`,
  }));
}
