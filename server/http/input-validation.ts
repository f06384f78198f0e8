import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { API_PREFIX } from '../contract.js';
import { ApiError, type FieldProblem } from './errors.js';

const shared = { removeAdditional: false, allErrors: true, useDefaults: true } as const;

/**
 * Validation straight from the contract, with three corrections to Fastify's defaults:
 *
 * - Bodies are validated without type coercion. Query strings and path parameters
 *   arrive as text and need it, but a JSON value already has its type: coercion
 *   would take `"agree_to_terms": "true"` as consent and `"firstname": 42` as "42".
 * - fastify-openapi-glue keys each body schema by media type, and Fastify checks a
 *   body only against the schema of the request's own media type, so a POST with no
 *   body (or a text/plain one) skipped validation. Every body is checked against
 *   the operation's JSON schema, and only JSON is parsed.
 * - PostgreSQL text cannot hold U+0000: a string containing it is bad input, not a 500.
 */
export function installInputValidation(app: FastifyInstance) {
  const compilers = AjvCompiler();
  const forBodies = compilers({}, { customOptions: { ...shared, coerceTypes: false } });
  const forTheRest = compilers({}, { customOptions: { ...shared, coerceTypes: 'array' } });
  app.setValidatorCompiler((route) => (route.httpPart === 'body' ? forBodies(route) : forTheRest(route)));

  app.removeContentTypeParser('text/plain');
  app.addHook('onRoute', (route) => {
    const body = route.schema?.body as { content?: Record<string, { schema?: FastifySchema }> } | undefined;
    const json = body?.content?.['application/json']?.schema;
    if (json) route.schema!.body = json;
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
