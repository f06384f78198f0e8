import { m } from '@/generated/paraglide/messages.js';
import { formatDate } from '@/shared/format';
import { daysLeft } from '@/shared/offer-days-left';
import type { Locale } from '@/shared/languages';

const pad = (n: number) => String(n).padStart(2, '0');

/** A Date as `YYYY-MM-DD` in the browser's zone. */
export const localDate = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/**
 * The first start date the server takes: it checks "today or later" in UTC, which
 * for someone west of Greenwich in the evening is already tomorrow.
 */
export function earliestStartDate(now = new Date()): string {
  const local = localDate(now);
  const utc = now.toISOString().slice(0, 10);
  return utc > local ? utc : local;
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** An instant as a `datetime-local` input shows it, in the browser's zone. */
export const toLocalInput = (iso: string) => {
  const date = new Date(iso);
  return `${localDate(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

/** A `datetime-local` value (read in the browser's zone) as an ISO instant; null when it names no time. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * How long a pending offer stays open, in words: "Expires on May 8, 2026 (days left: 3)",
 * the days counted as the candidate sees them (daysLeft).
 */
export function expiryText(expiresAt: string, locale: Locale, now = Date.now()): string {
  const date = formatDate(expiresAt, locale);
  const days = daysLeft(expiresAt, now);
  return days > 0 ? m.hiring_offer_expires_in({ date, days }) : m.hiring_offer_expired_on({ date });
}
