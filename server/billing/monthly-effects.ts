import { and, eq, ne, notExists, sql } from 'drizzle-orm';
import type { Tx } from '../db/database.js';
import { invoices, payments, platformSubscriptions, users } from '../db/schema.js';
import { asLocale } from '../i18n.js';
import { enqueueMail } from '../mail/outbox.js';
import type { MonthlyBillMail } from '../mail/monthly-billing-mails.js';
import type { DeclineCode } from '../payments/provider.js';
import type { EffectContext, PaymentRow } from './effect-context.js';

type Outcome = { outcome: 'paid'; last4: string } | { outcome: 'failed'; failureCode: DeclineCode };

/** Mails the employer about its monthly bill, in the employer's language. */
async function tellEmployer(tx: Tx, payment: PaymentRow, link: string, outcome: Outcome) {
  const [employer] = await tx
    .select({ email: users.email, firstname: users.firstname, callMeBy: users.callMeBy, locale: users.locale })
    .from(users)
    .where(eq(users.id, payment.employerId));
  if (!employer) return;
  const mail: MonthlyBillMail = {
    template: 'monthly_bill',
    name: employer.callMeBy || employer.firstname,
    periodStart: payment.periodStart,
    amountCents: payment.amountCents,
    link,
    ...outcome,
  };
  await enqueueMail(tx, employer.email, mail, asLocale(employer.locale));
}

/**
 * A monthly bill was paid: a subscription held past due by it is in good standing again
 * once no other month is left unpaid, and the employer gets a receipt with its invoice.
 */
export async function onMonthlyPaid(tx: Tx, payment: PaymentRow, context: EffectContext): Promise<void> {
  if (payment.subscriptionId) {
    const otherUnpaidMonth = tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.subscriptionId, payment.subscriptionId),
          eq(payments.kind, 'monthly'),
          eq(payments.status, 'failed'),
          ne(payments.id, payment.id),
        ),
      );
    await tx
      .update(platformSubscriptions)
      .set({ status: 'active', updatedAt: sql`now()` })
      .where(and(eq(platformSubscriptions.id, payment.subscriptionId), eq(platformSubscriptions.status, 'past_due'), notExists(otherUnpaidMonth)));
  }
  // collectPayment issues the invoice before these effects run, in the same transaction.
  const [invoice] = await tx
    .select({ id: invoices.id, last4: invoices.cardLast4 })
    .from(invoices)
    .where(eq(invoices.paymentId, payment.id));
  if (!invoice) throw new Error(`monthly payment ${payment.id} was paid without an invoice`);
  await tellEmployer(tx, payment, `${context.publicUrl}/settings/billing/invoices/${invoice.id}`, { outcome: 'paid', last4: invoice.last4 });
}

/** A monthly bill failed: the subscription is past due until it is paid, and the employer is told why. */
export async function onMonthlyFailed(tx: Tx, payment: PaymentRow, context: EffectContext): Promise<void> {
  if (payment.subscriptionId) {
    await tx
      .update(platformSubscriptions)
      .set({ status: 'past_due', updatedAt: sql`now()` })
      .where(and(eq(platformSubscriptions.id, payment.subscriptionId), eq(platformSubscriptions.status, 'active')));
  }
  await tellEmployer(tx, payment, `${context.publicUrl}/settings/billing`, {
    outcome: 'failed',
    failureCode: (payment.failureCode ?? 'card_declined') as DeclineCode,
  });
}
