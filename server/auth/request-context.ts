import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { findSession, rebindXsrf, type LiveSession } from './sessions.js';
import { hashToken, randomToken, sameSecret } from './tokens.js';
import { enforceLimit, limits } from '../http/rate-limit.js';
import { ApiError } from '../http/errors.js';
import { WEBHOOK_ROUTES } from '../http/raw-json-body.js';
import { SESSION_COOKIE, XSRF_COOKIE, XSRF_HEADER, clearSessionCookie, setXsrfCookie } from '../http/session-cookies.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: LiveSession | null;
  }
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * For every API request: find the session behind the cookie, then check the
 * anti-forgery token on unsafe methods before anything else runs (so a forged
 * request gets 403 even when its body is also bad). The token must equal the
 * XSRF-TOKEN cookie, and once signed in it must be the one bound to the session.
 */
export function installRequestContext(app: FastifyInstance, db: Db, apiPrefix: string) {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(apiPrefix)) return;
    const cookieToken = request.cookies[XSRF_COOKIE];
    const sid = request.cookies[SESSION_COOKIE];
    if (sid) {
      request.auth = await findSession(db, sid);
      if (!request.auth) clearSessionCookie(reply);
    }
    if (!cookieToken) {
      // A signed-in browser that lost its token gets a new one bound to its session.
      const fresh = randomToken();
      if (request.auth) await rebindXsrf(db, request.auth.session.id, fresh);
      setXsrfCookie(reply, fresh);
    }

    if (SAFE.has(request.method)) return;
    await enforceLimit(db, `unsafe:${request.ip}`, limits.unsafePerAddress);
    // The card and identity providers call their webhooks without a browser's cookies; the event's signature proves who sent it.
    if (WEBHOOK_ROUTES.has(request.routeOptions.url ?? '')) return;
    checkXsrf(request, cookieToken);
  });
}

function checkXsrf(request: FastifyRequest, cookieToken: string | undefined) {
  const header = request.headers[XSRF_HEADER];
  const sent = Array.isArray(header) ? header[0] : header;
  if (!sent || !cookieToken || !sameSecret(sent, cookieToken)) throw new ApiError(403, 'XSRF_MISMATCH');
  if (request.auth && !sameSecret(hashToken(sent), request.auth.session.xsrfHash)) {
    throw new ApiError(403, 'XSRF_MISMATCH');
  }
}
