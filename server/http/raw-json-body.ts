import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../contract.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's text as received; kept only on the providers' webhook routes. */
    rawJsonBody: string | null;
  }
}

/** The card provider's webhook: its signature covers the exact bytes it sent. */
export const PAYMENT_WEBHOOK_ROUTE = `${API_PREFIX}/payments/webhook`;
/** The identity provider's webhook (server/identity/), signed the same way. */
export const IDENTITY_WEBHOOK_ROUTE = `${API_PREFIX}/identity/webhook`;
/** The routes providers call: their bodies' text is kept, and no browser's anti-forgery token is asked for. */
export const WEBHOOK_ROUTES = new Set([PAYMENT_WEBHOOK_ROUTE, IDENTITY_WEBHOOK_ROUTE]);

/**
 * Fastify's own JSON parser (secure-json-parse, `__proto__` and `constructor.prototype`
 * refused, an empty body refused), which also keeps the body's text for the webhook
 * route, whose signature is checked over that text: a re-serialised body would not match.
 */
export function installJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.decorateRequest('rawJsonBody', null);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (WEBHOOK_ROUTES.has(request.routeOptions.url ?? '')) request.rawJsonBody = body as string;
    parseJson(request, body as string, done);
  });
}
