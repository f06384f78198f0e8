import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'sid';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

// `secure: 'auto'` marks cookies Secure when the request came over TLS (seen through TRUST_PROXY).
export function setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    expires: expiresAt,
  });
}

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' });
}

/** Readable by script on purpose: the app echoes it in X-XSRF-TOKEN. */
export function setXsrfCookie(reply: FastifyReply, token: string) {
  reply.setCookie(XSRF_COOKIE, token, { path: '/', httpOnly: false, sameSite: 'lax', secure: 'auto' });
}

/** The sign-in waiting for its second step (server/auth/two-factor.ts): HTTP-only, gone with the tab's sign-in. */
export const CHALLENGE_COOKIE = 'tfa_challenge';
/** A browser remembered for an account's second step. */
export const REMEMBERED_DEVICE_COOKIE = 'tfa_device';

export function setChallengeCookie(reply: FastifyReply, token: string, expiresAt: Date) {
  reply.setCookie(CHALLENGE_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto', expires: expiresAt });
}

export function clearChallengeCookie(reply: FastifyReply) {
  reply.clearCookie(CHALLENGE_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto' });
}

export function setRememberedDeviceCookie(reply: FastifyReply, token: string, expiresAt: Date) {
  reply.setCookie(REMEMBERED_DEVICE_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: 'auto', expires: expiresAt });
}
