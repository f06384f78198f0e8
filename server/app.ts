import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import openapiGlue from 'fastify-openapi-glue';
import type { Database } from './db/database.js';
import type { Config } from './config.js';
import { API_PREFIX, loadContract } from './contract.js';
import { ApiError, errorBody, installErrorHandling } from './http/errors.js';
import { installRequestContext } from './http/request-context.js';
import { installInputValidation } from './http/input-validation.js';
import { installJsonParser } from './http/raw-json-body.js';
import { serveSpa, sendIndex } from './http/spa.js';
import { createHandlers } from './handlers/index.js';
import { localeOf } from './i18n.js';
import { systemClock, type Clock } from './clock.js';
import type { PaymentProvider } from './payments/provider.js';
import { paymentProviderFromConfig } from './payments/provider-from-config.js';

const clientRoot = fileURLToPath(new URL('../dist/client', import.meta.url));

export interface AppOptions {
  config: Pick<Config, 'trustProxy' | 'smtpUrl' | 'serveClient' | 'logLevel' | 'publicUrl' | 'port' | 'payments'>;
  database: Database;
  logger?: boolean;
  /** The card provider; by default the one the config names (sandbox without Stripe keys). */
  payments?: PaymentProvider;
  clock?: Clock;
}

export async function buildApp({ config, database, logger = true, payments, clock = systemClock }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
    // Router-level failures (a malformed %-escape, a path parameter longer than maxParamLength)
    // never reach the error handler: Fastify answered them in its own shape (`error`,
    // `statusCode`, an English message echoing the path; 414 for a long parameter).
    frameworkErrors(_error, request, reply) {
      const body = errorBody(new ApiError(400, 'BODY_INVALID'), localeOf(request as FastifyRequest));
      return (reply as unknown as FastifyReply).status(400).type('application/json').send(body);
    },
  });

  // Pages, scripts and JSON shrink to a fifth on the wire; a phone on a slow network feels it most.
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        frameSrc: ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        imgSrc: ["'self'", 'data:', 'https://*.stripe.com'],
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
  });

  installErrorHandling(app);
  installRequestContext(app, database.db, `${API_PREFIX}/`);
  installInputValidation(app);
  installJsonParser(app);

  const contract = loadContract();
  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => contract);
  await app.register(fastifySwagger, { mode: 'static', specification: { document: structuredClone(contract) as never } });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(openapiGlue, {
    specification: structuredClone(contract),
    prefix: API_PREFIX,
    serviceHandlers: createHandlers({
      db: database.db,
      databaseKind: database.kind,
      publicUrl: (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/$/, ''),
      devMailbox: !config.smtpUrl,
      payments: payments ?? paymentProviderFromConfig(config, database.db),
      clock,
    }),
    securityHandlers: {
      // The scopes of `session` in the contract are the roles allowed to call the operation.
      session(request: FastifyRequest, _reply: unknown, roles: string[] = []) {
        if (!request.auth) throw new ApiError(401, 'UNAUTHENTICATED');
        if (roles.length > 0 && !roles.includes(request.auth.user.role)) throw new ApiError(403, 'FORBIDDEN');
      },
    },
  });

  const isPageAddress = config.serveClient ? await serveSpa(app, clientRoot, config.publicUrl) : undefined;
  const index = isPageAddress ? sendIndex(clientRoot) : undefined;
  app.setNotFoundHandler((request, reply) => {
    if (index && request.method === 'GET' && isPageAddress!(request.url)) {
      return reply.header('cache-control', 'no-cache').type('text/html').send(index);
    }
    return reply.status(404).type('application/json').send(errorBody(new ApiError(404, 'NOT_FOUND'), localeOf(request)));
  });
  return app;
}
