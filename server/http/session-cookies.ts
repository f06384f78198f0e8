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
