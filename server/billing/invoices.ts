import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { invoices, payments } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';

/** One invoice as printed: its lines were fixed when its payment was priced. Another employer's is 404. */
export async function invoiceOf(db: Db, employerId: string, invoiceId: string): Promise<Schema<'Invoice'>> {
  const [row] = await db
    .select({ invoice: invoices, payment: payments })
    .from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.paymentId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.employerId, employerId)));
  if (!row) throw new ApiError(404, 'NOT_FOUND');
  const { invoice, payment } = row;
  return {
    id: invoice.id,
    number: invoice.number,
    issued_at: invoice.issuedAt.toISOString(),
    kind: payment.kind,
    period_start: payment.periodStart,
    period_end: payment.periodEnd,
    billing_name: invoice.billingName,
    billing_address: invoice.billingAddress,
    ...(invoice.companyName ? { company_name: invoice.companyName } : {}),
    lines: payment.lines as Schema<'InvoiceLine'>[],
    subtotal_cents: payment.subtotalCents,
    discount_cents: payment.discountCents,
    card_fee_cents: payment.cardFeeCents,
    total_cents: payment.amountCents,
    currency: 'USD',
    card: { brand: invoice.cardBrand, last4: invoice.cardLast4 },
    payment_id: payment.id,
  };
}
