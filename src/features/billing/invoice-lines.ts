import { m } from '@/generated/paraglide/messages.js';
import { formatMoney } from '@/shared/format';
import type { Locale } from '@/shared/languages';
import type { InvoiceLine } from './invoice-api';

type Kind = InvoiceLine['kind'];
type Words = (inputs: Record<string, never>, options: { locale: Locale }) => string;

// Keyed by the contract's enum: a kind added to the contract fails to compile here until it has words.
const ITEM: Record<Exclude<Kind, 'salary' | 'coupon'>, Words> = {
  service_fee: m.invoice_line_service_fee,
  setup_fee: m.invoice_line_setup_fee,
  platform_subscription: m.invoice_line_platform_subscription,
  insurance: m.invoice_line_insurance,
  healthcare: m.invoice_line_healthcare,
  secure_cloud_computing: m.invoice_line_secure_cloud_computing,
  grant: m.invoice_line_grant,
  card_fee: m.invoice_line_card_fee,
};

function salaryWords(line: InvoiceLine, locale: Locale): string {
  const { candidate_name: name, job_title: job, days, days_in_month: total } = line;
  if (!name || !job) return m.invoice_line_salary_plain({}, { locale });
  // A first month that starts after the 1st is paid for its days only.
  if (days !== undefined && total !== undefined) return m.invoice_line_salary_prorated({ name, job, days, total }, { locale });
  return m.invoice_line_salary({ name, job }, { locale });
}

/** What a line is for, in the reader's language. */
export function invoiceLineText(line: InvoiceLine, locale: Locale): string {
  if (line.kind === 'salary') return salaryWords(line, locale);
  if (line.kind === 'coupon') {
    return line.coupon_code ? m.invoice_line_coupon({ code: line.coupon_code }, { locale }) : m.invoice_line_coupon_plain({}, { locale });
  }
  const item = ITEM[line.kind]({}, { locale });
  // A monthly bill lists the same fees for each hire: the name tells them apart.
  return line.candidate_name ? m.invoice_line_for({ item, name: line.candidate_name }, { locale }) : item;
}

export interface InvoiceLineWords {
  text: string;
  /** The amount as printed; a credit (grant, coupon) keeps its minus sign. */
  amount: string;
  credit: boolean;
}

export function invoiceLineWords(line: InvoiceLine, locale: Locale, currency = 'USD'): InvoiceLineWords {
  return {
    text: invoiceLineText(line, locale),
    amount: formatMoney(line.amount_cents, locale, currency),
    credit: line.amount_cents < 0,
  };
}
