import { describe, expect, it } from 'vitest';
import { daysLeft } from './offer-days-left.js';

const now = Date.parse('2026-04-01T12:00:00.000Z');

describe('daysLeft', () => {
  it('counts a part of a day as a day', () => {
    expect(daysLeft('2026-04-08T12:00:00.000Z', now)).toBe(7);
    expect(daysLeft('2026-04-08T11:59:00.000Z', now)).toBe(7);
    expect(daysLeft('2026-04-01T12:00:01.000Z', now)).toBe(1);
  });

  it('is 0 once the moment has passed', () => {
    expect(daysLeft('2026-04-01T12:00:00.000Z', now)).toBe(0);
    expect(daysLeft('2026-03-30T00:00:00.000Z', now)).toBe(0);
  });
});
