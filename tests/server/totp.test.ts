// The one-time codes of server/auth/totp.ts against RFC 6238's test vectors (appendix B, SHA-1,
// the secret "12345678901234567890"): the last six of its eight digits, as authenticator apps show.
import { describe, expect, test } from 'vitest';
import { base32Decode, base32Encode, hotp, matchingStep, otpauthUri, stepAt } from '../../server/auth/totp.js';

const SECRET = base32Encode(Buffer.from('12345678901234567890'));
const at = (seconds: number) => new Date(seconds * 1000);

describe('totp', () => {
  test.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('at %i s the code is %s', (seconds, code) => {
    expect(hotp(SECRET, stepAt(at(seconds)))).toBe(code);
  });

  test('a code matches its own step and one either side, no further', () => {
    const now = at(1234567890);
    const step = stepAt(now);
    expect(matchingStep(SECRET, hotp(SECRET, step), now)).toBe(step);
    expect(matchingStep(SECRET, hotp(SECRET, step - 1), now)).toBe(step - 1);
    expect(matchingStep(SECRET, hotp(SECRET, step + 1), now)).toBe(step + 1);
    expect(matchingStep(SECRET, hotp(SECRET, step + 2), now)).toBeNull();
    expect(matchingStep(SECRET, ` ${hotp(SECRET, step).slice(0, 3)} ${hotp(SECRET, step).slice(3)} `, now)).toBe(step);
  });

  test('base32 goes both ways, and the address names the account and the issuer', () => {
    expect(base32Decode(SECRET).toString()).toBe('12345678901234567890');
    expect(SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    const uri = new URL(otpauthUri(SECRET, 'ana@example.com', 'RemoteHire'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/RemoteHire:ana@example.com');
    expect(uri.searchParams.get('secret')).toBe(SECRET);
    expect(uri.searchParams.get('period')).toBe('30');
  });
});
