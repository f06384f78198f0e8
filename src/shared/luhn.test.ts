import { describe, expect, it } from 'vitest';
import { passesLuhn } from './luhn.js';

describe('passesLuhn', () => {
  it.each(['4242424242424242', '4000002760003184', '378282246310005', '5555555555554444'])('accepts %s', (digits) =>
    expect(passesLuhn(digits)).toBe(true),
  );
  it.each(['4242424242424241', '4242424242424224', '42424242', '4242 4242 4242 4242', ''])('refuses %j', (digits) =>
    expect(passesLuhn(digits)).toBe(false),
  );
});
