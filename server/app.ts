import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import openapiGlue from 'fastify-openapi-glue';
import type { Database } from './db/database.js';
import { fastifyTrustProxy, type Config } from './config.js';
import { API_PREFIX, loadContract } from './contract.js';
import { ApiError, errorBody, installErrorHandling } from './http/errors.js';
import { clientErrorHandler } from './http/client-errors.js';
import { installRequestContext } from './auth/request-context.js';
import { installCompression } from './http/compression.js';
import { installDevAccess } from './http/dev-access.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { servedContract } from './http/served-contract.js';
import { installOperationAccess } from './http/operation-access.js';
import { installInputValidation } from './http/input-validation.js';
import { installJsonParser } from './http/raw-json-body.js';
import { serveSpa } from './http/spa.js';
import { createHandlers } from './handlers/index.js';
import { localeOf } from './i18n.js';
import { systemClock, type Clock } from './clock.js';
import type { PaymentProvider } from './payments/provider.js';
import { paymentProviderFromConfig } from './payments/provider-from-config.js';
import { installMultipart } from './http/multipart.js';
import type { FileStore } from './storage/file-store.js';
import { fileStoreFromConfig } from './storage/store-from-config.js';
import type { IdentityProvider } from './identity/identity-provider.js';
import { identityProviderFromConfig } from './identity/identity-provider-from-config.js';
import { SandboxIdentity } from './identity/sandbox-identity.js';
import { IDENTITY_WEBHOOK_ROUTE } from './http/raw-json-body.js';
import { LiveHub, type LiveOptions } from './live/live-hub.js';

const clientRoot = fileURLToPath(new URL('../dist/client', import.meta.url));

export interface AppOptions {
  config: Pick<Config, 'mode' | 'trustProxy' | 'smtpUrl' | 'serveClient' | 'logLevel' | 'publicUrl' | 'port' | 'payments' | 'storage' | 'dataDir'>;
  database: Database;
  logger?: boolean;
  /** The card provider; by default the one the config names (sandbox without Stripe keys). */
  payments?: PaymentProvider;
  clock?: Clock;
  /** Where uploaded files go; by default the one the config names (DATA_DIR/uploads without S3_BUCKET). */
  files?: FileStore;
  /** The identity provider; by default the one the config names (sandbox without Stripe keys). */
  identity?: IdentityProvider;
  /** The live streams' caps and timings (server/live/live-hub.ts); tests shorten the heartbeat. */
  live?: Partial<LiveOptions>;
}

export async function buildApp({ config, database, logger = true, payments, clock = systemClock, files, identity, live }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel } : false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 64 * 1024,
    clientErrorHandler,
    // The serializer checks values against `oneOf` branches with an AJV of its own: it needs to
    // know the contract's `time-zone` format (requests are checked by server/http/input-validation.ts).
    serializerOpts: { ajv: { formats: { 'time-zone': true } } },
    // Router-level failures (a malformed %-escape, a path parameter longer than maxParamLength)
    // never reach the error handler: Fastify answered them in its own shape (`error`,
    // `statusCode`, an English message echoing the path; 414 for a long parameter).
    frameworkErrors(_error, request, reply) {
      const body = errorBody(new ApiError(400, 'BODY_INVALID'), localeOf(request as FastifyRequest));
      return (reply as unknown as FastifyReply).status(400).type('application/json').send(body);
    },
  });

  await installCompression(app);
  await app.register(fastifyCookie);
  await installSecurityHeaders(app);

  installErrorHandling(app);
  const provider = payments ?? paymentProviderFromConfig(config, database.db);
  const fileStore = files ?? fileStoreFromConfig(config);
  const identityProvider = identity ?? identityProviderFromConfig(config, database.db, fileStore);
  const contract = servedContract(loadContract(), { mode: config.mode, payments: provider });
  installRequestContext(app, database.db, `${API_PREFIX}/`);
  installDevAccess(app);
  installOperationAccess(app, contract);
  installInputValidation(app);
  installJsonParser(app);
  await installMultipart(app);

  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => contract);
  await app.register(fastifySwagger, { mode: 'static', specification: { document: structuredClone(contract) as never } });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // preClose runs before close() waits for the requests in flight, so a long one hears of it.
  const closing = new AbortController();
  app.addHook('preClose', async () => closing.abort());
  // Open live streams would keep close() waiting for their responses: they end first, and the
  // instance's listener stops before the database closes (server/main.ts closes it after the app).
  const liveHub = new LiveHub(database, app.log, live);
  app.addHook('preClose', async () => liveHub.endStreams());
  app.addHook('onClose', async () => liveHub.close());
  await app.register(openapiGlue, {
    specification: structuredClone(contract),
    prefix: API_PREFIX,
    serviceHandlers: createHandlers({
      db: database.db,
      databaseKind: database.kind,
      publicUrl: (config.publicUrl ?? `http://localhost:${config.port}`).replace(/\/$/, ''),
      devMailbox: !config.smtpUrl,
      payments: provider,
      files: fileStore,
      identity: identityProvider,
      clock,
      live: liveHub,
      closing: closing.signal,
      log: app.log,
    }),
    // No securityHandlers: installOperationAccess enforces the contract's `security` before
    // the body is read; glue's would run after validation and could never refuse anything.
  });

  // The identity sandbox posts its results to our own webhook route, signed, as Stripe would.
  if (identityProvider instanceof SandboxIdentity) {
    const sandbox = identityProvider;
    app.addHook('onReady', async () => {
      await sandbox.deliverTo(
        async (payload, signature) => (await app.inject({ method: 'POST', url: IDENTITY_WEBHOOK_ROUTE, payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } })).statusCode,
        (error) => app.log.warn({ err: error }, 'the identity sandbox could not deliver a result; it will try again'),
      );
    });
    app.addHook('preClose', async () => sandbox.stop());
  }

  const shell = config.serveClient ? await serveSpa(app, clientRoot, { publicUrl: config.publicUrl, sourceMaps: config.mode === 'development' }) : undefined;
  app.setNotFoundHandler((request, reply) => {
    if (shell && request.method === 'GET' && shell.isPageAddress(request.url)) return shell.send(request, reply);
    return reply.status(404).type('application/json').send(errorBody(new ApiError(404, 'NOT_FOUND'), localeOf(request)));
  });
  return app;
}
