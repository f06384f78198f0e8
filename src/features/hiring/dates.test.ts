import { describe, expect, it } from 'vitest';
import { daysLeft } from '@/shared/offer-days-left';
import { addDays, earliestStartDate, expiryText, fromLocalInput, toLocalInput } from './dates';

describe('earliestStartDate', () => {
  it('is the later of the local and the UTC date', () => {
    const now = new Date('2026-05-04T23:30:00.000Z');
    const local = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    expect(earliestStartDate(now)).toBe(local > '2026-05-04' ? local : '2026-05-04');
  });
});

describe('addDays', () => {
  it('crosses months and years', () => {
    expect(addDays('2026-01-30', 3)).toBe('2026-02-02');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('local date-time inputs', () => {
  it('round-trips an instant through the input’s value', () => {
    const iso = '2026-05-04T14:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
  });

  it('refuses what names no time', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2026-05-04')).toBeNull();
  });
});

describe('expiryText', () => {
  const now = Date.parse('2026-05-01T12:00:00.000Z');
  it('counts the days left as the candidate sees them, a part of a day as a day', () => {
    expect(expiryText('2026-05-04T18:00:00.000Z', 'en', now)).toBe('Expires on May 4, 2026 (days left: 4)');
    expect(expiryText('2026-05-04T18:00:00.000Z', 'en', now)).toContain(`days left: ${daysLeft('2026-05-04T18:00:00.000Z', now)}`);
  });
  it('reads 1 on the last day', () => {
    expect(expiryText('2026-05-01T20:00:00.000Z', 'en', now)).toBe('Expires on May 1, 2026 (days left: 1)');
  });
  it('says when it has expired', () => {
    expect(expiryText('2026-04-30T12:00:00.000Z', 'en', now)).toBe('Expired on Apr 30, 2026');
  });
});
