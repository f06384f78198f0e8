import { describe, expect, it } from 'vitest';
import { checkCardNumber, checkCvc, checkExpiry, formatCardNumber, formatExpiry, isExpired, parseExpiry } from './card-checks';

const MARCH_2026 = new Date(2026, 2, 15);

describe('card number', () => {
  it('is spaced in groups of four as it is typed, American Express as 4-6-5', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242 4242 4242 4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242x4242')).toBe('4242 4242 4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('3782822463100059999')).toBe('3782 822463 10005');
    expect(formatCardNumber('4'.repeat(25))).toBe('4444 4444 4444 4444 444');
  });

  it('names what is wrong with a typed number', () => {
    expect(checkCardNumber('4242 4242 4242 4242')).toBeNull();
    expect(checkCardNumber('')).toBe('required');
    expect(checkCardNumber('   ')).toBe('required');
    expect(checkCardNumber('4242 4242 4242 4241')).toBe('number_invalid');
    expect(checkCardNumber('4242 4242 42')).toBe('number_invalid');
    expect(checkCardNumber('4242-4242-4242-4242')).toBe('number_invalid');
    expect(checkCardNumber('4'.repeat(20))).toBe('number_invalid');
  });
});

describe('expiry', () => {
  it('gets its slash after the month, and loses it on a backspace', () => {
    expect(formatExpiry('0')).toBe('0');
    expect(formatExpiry('04')).toBe('04/');
    expect(formatExpiry('0429')).toBe('04/29');
    expect(formatExpiry('04/299')).toBe('04/29');
    expect(formatExpiry('04', '04/')).toBe('04');
    expect(formatExpiry('04/2', '04/')).toBe('04/2');
  });

  it('reads MM/YY and MM/YYYY, and refuses a month that does not exist', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('4/2029')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('13/29')).toBeNull();
    expect(parseExpiry('00/29')).toBeNull();
    expect(parseExpiry('0429')).toBeNull();
    expect(parseExpiry('04/2')).toBeNull();
  });

  it('accepts a card through the last day of its month', () => {
    expect(checkExpiry('03/26', MARCH_2026)).toBeNull();
    expect(checkExpiry('03/26', new Date(2026, 2, 31, 23, 59))).toBeNull();
    expect(checkExpiry('02/26', MARCH_2026)).toBe('expiry_past');
    expect(checkExpiry('12/25', MARCH_2026)).toBe('expiry_past');
    expect(checkExpiry('01/27', MARCH_2026)).toBeNull();
    expect(checkExpiry('', MARCH_2026)).toBe('required');
    expect(checkExpiry('3-26', MARCH_2026)).toBe('expiry_format');
    expect(isExpired({ month: 2, year: 2026 }, MARCH_2026)).toBe(true);
    expect(isExpired({ month: 3, year: 2026 }, MARCH_2026)).toBe(false);
  });
});

describe('security code', () => {
  it('has 3 or 4 digits', () => {
    expect(checkCvc('123')).toBeNull();
    expect(checkCvc('1234')).toBeNull();
    expect(checkCvc('12')).toBe('cvc_invalid');
    expect(checkCvc('12345')).toBe('cvc_invalid');
    expect(checkCvc('12a')).toBe('cvc_invalid');
    expect(checkCvc('')).toBe('required');
  });
});
