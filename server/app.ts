import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import openapiGlue from 'fastify-openapi-glue';
import type { Database } from './db/database.js';
import type { Config } from './config.js';
import { API_PREFIX, loadContract } from './contract.js';
import { ApiError, errorBody, installErrorHandling, type FieldProblem } from './http/errors.js';
import { installRequestContext } from './http/request-context.js';
import { serveSpa, sendIndex } from './http/spa.js';
import { createHandlers } from './handlers/index.js';
import { localeOf } from './i18n.js';

const clientRoot = fileURLToPath(new URL('../dist/client', import.meta.url));

export interface AppOptions {
  config: Pick<Config, 'trustProxy' | 'smtpUrl' | 'serveClient' | 'logLevel' | 'publicUrl' | 'port'>;
  database: Database;
  logger?: boolean;
}

export async function buildApp({ config, database, logger = true }: AppOptions): Promise<FastifyInstance> {
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
    ajv: {
      // Unknown fields are refused, not silently dropped; every bad field is reported at once.
      customOptions: { removeAdditional: false, allErrors: true, coerceTypes: 'array', useDefaults: true },
    },
  });

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
  installInputGuards(app);

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
    }),
    securityHandlers: {
      session(request: { auth: unknown }) {
        if (!request.auth) throw new ApiError(401, 'UNAUTHENTICATED');
      },
    },
  });

  const isPageAddress = config.serveClient ? await serveSpa(app, clientRoot) : undefined;
  const index = isPageAddress ? sendIndex(clientRoot) : undefined;
  app.setNotFoundHandler((request, reply) => {
    if (index && request.method === 'GET' && isPageAddress!(request.url)) {
      return reply.header('cache-control', 'no-cache').type('text/html').send(index);
    }
    return reply.status(404).type('application/json').send(errorBody(new ApiError(404, 'NOT_FOUND'), localeOf(request)));
  });
  return app;
}

/**
 * Two gaps between the contract's schemas and what reaches a handler:
 *
 * - fastify-openapi-glue keys each body schema by media type, and Fastify validates a
 *   body only against the schema of the request's own media type. A POST with no body
 *   (or a text/plain one, which Fastify parses by default) was not validated at all and
 *   reached the handler with `request.body` undefined or a string: a 500. Every body is
 *   now checked against the operation's JSON schema, and only JSON is parsed.
 * - AJV coerces types (`coerceTypes: 'array'`, which query strings need), so a JSON body
 *   with `"firstname": 42`, `"agree_to_terms": 1` or `"agree_to_terms": "true"` was
 *   accepted as "42" and as consent. A JSON value already has its type: a body value of
 *   another type than the contract's is refused before AJV can coerce it.
 * - PostgreSQL text and jsonb cannot hold U+0000, so a string with a NUL character passed
 *   the schema and failed at the database: a 500. It is refused as bad input instead.
 */
function installInputGuards(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain');
  app.addHook('onRoute', (route) => {
    const body = route.schema?.body as { content?: Record<string, { schema?: unknown }> } | undefined;
    const json = body?.content?.['application/json']?.schema;
    if (!json) return;
    route.schema!.body = json;
    const strictTypes = async (request: FastifyRequest) => {
      const fields: Record<string, FieldProblem> = {};
      collectTypeMismatches(json, request.body, '', fields);
      if (Object.keys(fields).length) throw new ApiError(400, 'VALIDATION_FAILED', fields);
    };
    const existing = route.preValidation;
    route.preValidation = [...(existing ? (Array.isArray(existing) ? existing : [existing]) : []), strictTypes];
  });
  app.addHook('preHandler', async (request) => {
    if (!request.url.startsWith(`${API_PREFIX}/`)) return;
    const fields: Record<string, FieldProblem> = {};
    collectNulFields(request.params, '', fields);
    collectNulFields(request.query, '', fields);
    collectNulFields(request.body, '', fields);
    if (Object.keys(fields).length) throw new ApiError(400, 'VALIDATION_FAILED', fields);
  });
}

function collectNulFields(value: unknown, path: string, fields: Record<string, FieldProblem>, depth = 0) {
  if (depth > 32) return;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) fields[path || 'body'] = { key: 'invalid' };
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => collectNulFields(item, path ? `${path}.${i}` : String(i), fields, depth + 1));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) fields[path || 'body'] = { key: 'invalid' };
      collectNulFields(item, path ? `${path}.${key}` : key, fields, depth + 1);
    }
  }
}

type JsonSchema = { type?: string | string[]; properties?: Record<string, JsonSchema>; items?: JsonSchema };

const isOfType = (type: string, value: unknown) => {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'null':
      return value === null;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      return true;
  }
};

function collectTypeMismatches(schema: unknown, value: unknown, path: string, fields: Record<string, FieldProblem>) {
  if (!schema || typeof schema !== 'object' || value === undefined) return;
  const { type, properties, items } = schema as JsonSchema;
  if (type && !(Array.isArray(type) ? type : [type]).some((t) => isOfType(t, value))) {
    fields[path || 'body'] = { key: 'type' };
    return;
  }
  if (properties && typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (Object.hasOwn(properties, key)) collectTypeMismatches(properties[key], item, path ? `${path}.${key}` : key, fields);
    }
  }
  if (items && Array.isArray(value)) {
    value.forEach((item, i) => collectTypeMismatches(items, item, path ? `${path}.${i}` : String(i), fields));
  }
}
