import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { invoices, payments } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';

/**
 * The service period an invoice bills: from the first to the last day its lines cover
 * (each line carries its own), else its payment's. A checkout made on Nov 26 for a start
 * on Dec 14 bills Dec 14 – Dec 31, not the days around the day it was paid.
 */
function servicePeriod(payment: { periodStart: string; periodEnd: string; lines: Record<string, unknown>[] }) {
  const starts = payment.lines.map((line) => line.period_start).filter((day): day is string => typeof day === 'string');
  const ends = payment.lines.map((line) => line.period_end).filter((day): day is string => typeof day === 'string');
  if (starts.length === 0 || ends.length === 0) return { period_start: payment.periodStart, period_end: payment.periodEnd };
  return { period_start: starts.sort()[0]!, period_end: ends.sort().at(-1)! };
}

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
    ...servicePeriod(payment),
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
