import { createHmac, randomBytes } from 'node:crypto';

/*
 * Time-based one-time passwords as authenticator apps make them (RFC 6238 over RFC 4226's HOTP):
 * HMAC-SHA-1, six digits, 30-second steps, the secret in base32 (RFC 4648, no padding).
 */

export const STEP_SECONDS = 30;
const DIGITS = 6;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 160 random bits, as RFC 4226 recommends. */
export const newTotpSecret = () => base32Encode(randomBytes(20));

/** The code of one step. */
export function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = digest[digest.length - 1]! & 15;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

export const stepAt = (at: Date) => Math.floor(at.getTime() / 1000 / STEP_SECONDS);

/**
 * The step whose code `code` is, within one step either side of `at` (a phone's clock a little
 * off, a code typed as it changed), or null. The caller refuses a step already used.
 */
export function matchingStep(secret: string, code: string, at: Date): number | null {
  const digits = code.replace(/\s/g, '');
  const now = stepAt(at);
  for (const step of [now, now - 1, now + 1]) if (hotp(secret, step) === digits) return step;
  return null;
}

/** What an authenticator app scans: `otpauth://totp/Issuer:account?secret=…&issuer=…`. */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(DIGITS), period: String(STEP_SECONDS) });
  return `otpauth://totp/${label}?${query}`;
}
