import { eq } from 'drizzle-orm';
import { m } from '../../src/generated/paraglide/messages.js';
import type { Db } from '../db/database.js';
import { invoices, payments } from '../db/schema.js';
import type { Locale } from '../i18n.js';
import { CSV_BOM, csvRow } from '../http/csv.js';
import { paymentDescription } from './payment-description.js';
import { newestPaidFirst, paidWithin, type DayRange } from './spendings.js';

/** The most rows one export holds (the contract's limit). */
export const EXPORT_ROW_LIMIT = 10_000;

/** Cents as a plain decimal a spreadsheet sums, e.g. 1234.5 dollars as "1234.50". */
const decimal = (cents: number) => (cents / 100).toFixed(2);

/** The employer's payments in the range as a CSV file, newest first, headed in the reader's language. */
export async function spendingsCsv(db: Db, employerId: string, range: DayRange, locale: Locale): Promise<string> {
  const rows = await db
    .select({ payment: payments, invoice: invoices })
    .from(payments)
    .innerJoin(invoices, eq(invoices.paymentId, payments.id))
    .where(paidWithin(employerId, range))
    .orderBy(...newestPaidFirst)
    .limit(EXPORT_ROW_LIMIT);
  const o = { locale };
  const header = [
    m.billing_srv_csv_date({}, o),
    m.billing_srv_csv_invoice({}, o),
    m.billing_srv_csv_description({}, o),
    m.billing_srv_csv_status({}, o),
    m.billing_srv_csv_amount({}, o),
    m.billing_srv_csv_card_fee({}, o),
    m.billing_srv_csv_total({}, o),
    m.billing_srv_csv_currency({}, o),
    m.billing_srv_csv_card({}, o),
  ];
  const paid = m.billing_srv_status_paid({}, o);
  const lines = rows.map(({ payment, invoice }) =>
    csvRow([
      payment.paidAt!.toISOString().slice(0, 10),
      invoice.number,
      paymentDescription(payment, locale),
      paid,
      decimal(payment.amountCents - payment.cardFeeCents),
      decimal(payment.cardFeeCents),
      decimal(payment.amountCents),
      payment.currency,
      `${invoice.cardBrand} •••• ${invoice.cardLast4}`,
    ]),
  );
  return CSV_BOM + csvRow(header) + lines.join('');
}

/** `spendings-<from|all>-<to|all>.csv` */
export const exportFileName = (range: DayRange) => `spendings-${range.from ?? 'all'}-${range.to ?? 'all'}.csv`;
