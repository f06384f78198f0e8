import { and, desc, eq, gte, lt, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { invoices, payments } from '../db/schema.js';
import { fieldError } from '../http/errors.js';
import type { Schema } from '../http/handler-types.js';
import { pageOf, pageWindow } from '../http/pagination.js';
import type { Locale } from '../i18n.js';
import type { ProviderKind } from '../payments/provider.js';
import { paymentDescription } from './payment-description.js';
import { paymentView } from './payment-view.js';

/** Days are UTC days, both ends included; either end may be left open. */
export interface DayRange {
  from?: string;
  to?: string;
}

const startOfDay = (day: string) => new Date(`${day}T00:00:00.000Z`);
const dayAfter = (day: string) => new Date(startOfDay(day).getTime() + 86_400_000);

/** Succeeded payments of the employer paid within the range (the `payments_paid_idx` order). */
export function paidWithin(employerId: string, range: DayRange): SQL {
  if (range.from && range.to && range.from > range.to) throw fieldError('from', 'dateRange');
  return and(
    eq(payments.employerId, employerId),
    eq(payments.status, 'succeeded'),
    range.from ? gte(payments.paidAt, startOfDay(range.from)) : undefined,
    range.to ? lt(payments.paidAt, dayAfter(range.to)) : undefined,
  )!;
}

export const newestPaidFirst = [desc(payments.paidAt), desc(payments.id)];

/** A page of what the employer paid, newest first, with the sum paid over the whole range. */
export async function listSpendings(
  db: Db,
  employerId: string,
  query: DayRange & { page?: number; pageSize?: number },
  locale: Locale,
  provider: ProviderKind,
): Promise<Schema<'SpendingList'>> {
  const where = paidWithin(employerId, query);
  const { limit, offset } = pageWindow(query.page, query.pageSize);
  const rows = await db
    .select({ payment: payments, invoiceId: invoices.id, invoiceNumber: invoices.number })
    .from(payments)
    .innerJoin(invoices, eq(invoices.paymentId, payments.id))
    .where(where)
    .orderBy(...newestPaidFirst)
    .limit(limit)
    .offset(offset);
  const [{ total } = { total: null }] = await db.select({ total: sum(payments.amountCents).mapWith(Number) }).from(payments).where(where);
  const { items, ...page } = pageOf(rows, query.page, query.pageSize);
  const spendings = await Promise.all(
    items.map(async ({ payment, invoiceId, invoiceNumber }) => ({
      payment: await paymentView(db, payment, locale, provider),
      invoice_id: invoiceId,
      invoice_number: invoiceNumber,
      description: paymentDescription(payment, locale),
      paid_at: payment.paidAt!.toISOString(),
    })),
  );
  return { spendings, ...page, total_cents: total ?? 0 };
}
