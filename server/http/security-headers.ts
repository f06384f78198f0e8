import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../contract.js';

/** A year, subdomains included: what browsers' preload lists ask for. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Features no page of ours uses are switched off for every frame, so an injected script or
 * a hostile embed cannot ask for them; Stripe's card form may use the Payment Request API.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'usb=()',
  'payment=(self "https://js.stripe.com")',
].join(', ');

/**
 * Helmet's headers with a content policy that admits Stripe.js, and three corrections:
 * HSTS only on answers that came over HTTPS (over plain HTTP it is ignored at best, and a
 * developer's localhost would be pinned to HTTPS at worst), a Permissions-Policy, and
 * `Cache-Control: no-store` on every API answer (they are a signed-in caller's applicants,
 * invoices and cards, or set the session's cookies), so neither a shared computer's cache
 * nor a proxy keeps them. A handler that chose its own caching keeps it.
 */
export async function installSecurityHeaders(app: FastifyInstance) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        // blob: for the preview of a photo or logo chosen but not sent yet (URL.createObjectURL).
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com'],
        // Chakra (emotion) writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (request.url.startsWith(`${API_PREFIX}/`) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
