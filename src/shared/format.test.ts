import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatFullDateTime,
  formatLongDate,
  formatMoney,
  formatMonth,
  formatNames,
  formatPercent,
  formatRelativeTime,
  formatTime,
} from './format.js';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

// Intl separates groups and currency signs with (narrow) no-break spaces in some languages.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('prints whole dollars without cents and other amounts with two decimals', () => {
    expect(formatMoney(150000, 'en')).toBe('$1,500');
    expect(formatMoney(1250, 'en')).toBe('$12.50');
    expect(formatMoney(5, 'en')).toBe('$0.05');
  });

  it('follows the language’s own way of writing amounts', () => {
    expect(plain(formatMoney(150000, 'fr'))).toBe('1 500 $US');
    expect(plain(formatMoney(1250, 'es'))).toBe('12,50 US$');
    expect(formatMoney(150000, 'zh')).toBe('US$1,500');
  });
});

describe('formatPercent', () => {
  it('takes a percentage and writes it with at most one decimal, in the language’s own style', () => {
    expect(formatPercent(2.9, 'en')).toBe('2.9%');
    expect(plain(formatPercent(2.9, 'fr'))).toBe('2,9 %');
    expect(formatPercent(25, 'zh')).toBe('25%');
  });
});

describe('formatDate', () => {
  it('keeps a calendar date on its day in every time zone', () => {
    for (const tz of ['Pacific/Honolulu', 'UTC', 'Pacific/Kiritimati']) {
      process.env.TZ = tz;
      expect(formatDate('2025-03-01', 'en')).toBe('Mar 1, 2025');
    }
  });

  it('writes the day in the language chosen', () => {
    expect(formatDate('2025-03-01', 'fr')).toBe('1 mars 2025');
    expect(formatDate('2025-03-01', 'zh')).toBe('2025年3月1日');
  });

  it('reads a date-time in the reader’s time zone', () => {
    process.env.TZ = 'Pacific/Honolulu';
    expect(formatDate('2025-03-01T05:00:00Z', 'en')).toBe('Feb 28, 2025');
  });
});

describe('formatLongDate and formatMonth', () => {
  it('write a calendar day and its month out in full, on that day in every time zone', () => {
    for (const tz of ['Pacific/Honolulu', 'Pacific/Kiritimati']) {
      process.env.TZ = tz;
      expect(formatLongDate('2027-01-04', 'en')).toBe('January 4, 2027');
      expect(formatMonth('2026-12-01', 'en')).toBe('December 2026');
    }
    expect(formatLongDate('2027-01-04', 'fr')).toBe('4 janvier 2027');
    expect(formatLongDate('2027-01-04', 'zh')).toBe('2027年1月4日');
    expect(formatMonth('2026-12-01T00:00:00Z', 'fr')).toBe('décembre 2026');
    expect(formatMonth('2026-12-01', 'zh')).toBe('2026年12月');
  });
});

describe('formatFullDateTime', () => {
  it('writes a moment with its weekday, in the zone asked for or else the reader’s', () => {
    process.env.TZ = 'Pacific/Honolulu';
    expect(plain(formatFullDateTime('2026-12-01T15:00:00Z', 'en', 'UTC'))).toBe('Tuesday, December 1, 2026 at 3:00 PM');
    expect(plain(formatFullDateTime('2026-12-01T15:00:00Z', 'en'))).toBe('Tuesday, December 1, 2026 at 5:00 AM');
    expect(formatFullDateTime('2026-12-01T15:00:00Z', 'fr', 'UTC')).toBe('mardi 1 décembre 2026 à 15:00');
  });
});

describe('formatNames', () => {
  it('separates names as the language does', () => {
    expect(formatNames(['Ada Lovelace', 'Grace Hopper'], 'en')).toBe('Ada Lovelace, Grace Hopper');
    expect(formatNames(['Ada Lovelace', 'Grace Hopper'], 'zh')).toBe('Ada Lovelace、Grace Hopper');
  });
});

describe('formatDateTime and formatTime', () => {
  it('show the local time of an instant', () => {
    process.env.TZ = 'UTC';
    expect(plain(formatDateTime('2025-03-01T14:05:00Z', 'en'))).toBe('Mar 1, 2025, 2:05 PM');
    expect(plain(formatTime('2025-03-01T14:05:00Z', 'en'))).toBe('2:05 PM');
    expect(formatTime('2025-03-01T14:05:00Z', 'fr')).toBe('14:05');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2025-03-10T12:00:00Z');

  it('says how long ago a recent moment was', () => {
    expect(formatRelativeTime('2025-03-10T11:59:30Z', 'en', now)).toBe('now');
    expect(formatRelativeTime('2025-03-10T11:35:00Z', 'en', now)).toBe('25 minutes ago');
    expect(formatRelativeTime('2025-03-10T09:00:00Z', 'en', now)).toBe('3 hours ago');
    expect(formatRelativeTime('2025-03-09T12:00:00Z', 'en', now)).toBe('yesterday');
    expect(formatRelativeTime('2025-03-07T10:00:00Z', 'fr', now)).toBe('il y a 3 jours');
  });

  it('writes the date of anything a week old or more', () => {
    process.env.TZ = 'UTC';
    expect(plain(formatRelativeTime('2025-03-01T14:05:00Z', 'en', now))).toBe('Mar 1, 2025, 2:05 PM');
  });
});
