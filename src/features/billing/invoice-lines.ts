import { m } from '@/generated/paraglide/messages.js';
import { coveredDays } from '@/shared/fractional-pricing';
import { formatMonth, formatMoney } from '@/shared/format';
import type { Locale } from '@/shared/languages';
import type { InvoiceLine } from './invoice-api';

type Kind = InvoiceLine['kind'];
type Words = (inputs: Record<string, never>, options: { locale: Locale }) => string;

// Keyed by the contract's enum: a kind added to the contract fails to compile here until it has words.
const ITEM: Record<Exclude<Kind, 'salary' | 'coupon' | 'fractional_minimum' | 'fractional_hours'>, Words> = {
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

/** Minutes of work as hours and minutes: "31 h 30 min". */
export function durationText(minutes: number, locale: Locale): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return m.invoice_duration_minutes({ minutes: rest }, { locale });
  if (rest === 0) return m.invoice_duration_hours({ hours }, { locale });
  return m.invoice_duration_hours_minutes({ hours, minutes: rest }, { locale });
}

/** A fractional hire's first month, paid ahead at checkout: its minimum hours, prorated when the month is begun. */
function fractionalMinimumWords(line: InvoiceLine, locale: Locale, currency: string): string {
  const { candidate_name: name, job_title: job, min_hours: hours, hourly_rate_cents: rateCents, days, days_in_month: total } = line;
  if (!name || !job || hours === undefined || rateCents === undefined) return m.invoice_line_fractional_minimum_plain({}, { locale });
  const rate = formatMoney(rateCents, locale, currency);
  if (days !== undefined && total !== undefined && days < total) {
    return m.invoice_line_fractional_minimum_prorated({ name, job, hours, rate, days, total }, { locale });
  }
  return m.invoice_line_fractional_minimum({ name, job, hours, rate }, { locale });
}

/**
 * A month of a fractional hire, billed in arrears (src/shared/fractional-pricing.ts): the hours
 * worked at the rate, clamped to the month's range, less what checkout paid ahead.
 */
function fractionalHoursWords(line: InvoiceLine, locale: Locale, currency: string): string {
  const { candidate_name: name, job_title: job, minutes, hourly_rate_cents: rateCents, min_hours: min, max_hours: max, billed_cents: billedCents } = line;
  if (!name || !job || !line.period_start || minutes === undefined || rateCents === undefined || min === undefined || max === undefined || billedCents === undefined) {
    return m.invoice_line_fractional_hours_plain({}, { locale });
  }
  // A month the hire covers in part (its first, or the one its contract ends in) has its range prorated.
  const covered = line.period_end ? coveredDays(line.period_start, line.period_start, line.period_end) : null;
  const range =
    covered && covered.days < covered.daysInMonth
      ? m.invoice_fractional_range_prorated({ min, max, days: covered.days, total: covered.daysInMonth }, { locale })
      : m.invoice_fractional_range({ min, max }, { locale });
  const words = {
    name,
    job,
    month: formatMonth(line.period_start, locale),
    worked: durationText(minutes, locale),
    rate: formatMoney(rateCents, locale, currency),
    range,
    billed: formatMoney(billedCents, locale, currency),
  };
  if (line.prepaid_cents) return m.invoice_line_fractional_hours_prepaid({ ...words, prepaid: formatMoney(line.prepaid_cents, locale, currency) }, { locale });
  return m.invoice_line_fractional_hours(words, { locale });
}

/** What a line is for, in the reader's language. */
export function invoiceLineText(line: InvoiceLine, locale: Locale, currency = 'USD'): string {
  if (line.kind === 'salary') return salaryWords(line, locale);
  if (line.kind === 'fractional_minimum') return fractionalMinimumWords(line, locale, currency);
  if (line.kind === 'fractional_hours') return fractionalHoursWords(line, locale, currency);
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
    text: invoiceLineText(line, locale, currency),
    amount: formatMoney(line.amount_cents, locale, currency),
    credit: line.amount_cents < 0,
  };
}
