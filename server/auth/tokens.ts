import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: 43 characters. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** Secrets are stored only as hashes, so a leaked table grants nothing. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
