import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../contract.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's text as received; kept only on the card provider's webhook route. */
    rawJsonBody: string | null;
  }
}

/** The card provider's webhook: its signature covers the exact bytes it sent. */
export const PAYMENT_WEBHOOK_ROUTE = `${API_PREFIX}/payments/webhook`;

/**
 * Fastify's own JSON parser (secure-json-parse, `__proto__` and `constructor.prototype`
 * refused, an empty body refused), which also keeps the body's text for the webhook
 * route, whose signature is checked over that text: a re-serialised body would not match.
 */
export function installJsonParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.decorateRequest('rawJsonBody', null);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (request.routeOptions.url === PAYMENT_WEBHOOK_ROUTE) request.rawJsonBody = body as string;
    parseJson(request, body as string, done);
  });
}
