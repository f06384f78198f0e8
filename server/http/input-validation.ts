import { AjvCompiler, type Ajv } from '@fastify/ajv-compiler';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { API_PREFIX } from '../contract.js';
import { isContractDate, isContractDateTime } from './date-formats.js';
import { isKnownTimeZone } from '../../src/shared/time-zones.js';
import { ApiError, type FieldProblem } from './errors.js';

const shared = { removeAdditional: false, useDefaults: true } as const;

/** Up to this size (characters of text plus one per value), refused input is checked once more to name every bad field. */
const SMALL_INPUT = 2048;

type Compile = ReturnType<ReturnType<typeof AjvCompiler>>;
type Validate = ReturnType<Compile>;

/**
 * Validation straight from the contract, with these corrections to Fastify's defaults:
 *
 * - Bodies are validated without type coercion. Query strings and path parameters
 *   arrive as text and need it, but a JSON value already has its type: coercion
 *   would take `"agree_to_terms": "true"` as consent and `"firstname": 42` as "42".
 * - fastify-openapi-glue keys each body schema by media type, and Fastify checks a
 *   body only against the schema of the request's own media type, so a POST with no
 *   body (or a text/plain one) skipped validation. Every body is checked against
 *   the operation's JSON schema, and only JSON is parsed.
 * - PostgreSQL text cannot hold U+0000: a string containing it is bad input, not a 500.
 * - `date` and `date-time` are the contract's own (server/http/date-formats.ts): real
 *   days between 1900 and 2200, no leap seconds; a `time-zone` is one the runtime knows.
 * - Validation stops at the first error: with `allErrors`, a 64 kB body of bad array items
 *   made AJV build, and the error handler walk, some 30,000 errors. Small input is then
 *   checked again with `allErrors`, so that a form with three bad fields hears of all three.
 */
export function installInputValidation(app: FastifyInstance) {
  const compilers = AjvCompiler();
  const compiler = (coerceTypes: false | 'array', allErrors: boolean) =>
    compilers({}, { customOptions: { ...shared, coerceTypes, allErrors }, onCreate: addContractFormats });
  const firstError = { body: compiler(false, false), rest: compiler('array', false) };
  const everyError = { body: compiler(false, true), rest: compiler('array', true) };
  app.setValidatorCompiler((route) => {
    const part = route.httpPart === 'body' ? 'body' : 'rest';
    return namingEveryError(firstError[part](route), () => everyError[part](route));
  });

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

function addContractFormats(ajv: Ajv) {
  // onCreate runs after ajv-formats, so these replace its `date` and `date-time`.
  ajv.addFormat('date', { type: 'string', validate: isContractDate });
  ajv.addFormat('date-time', { type: 'string', validate: isContractDateTime });
  // A zone the runtime does not know would make every page that shows a time in it throw.
  ajv.addFormat('time-zone', { type: 'string', validate: isKnownTimeZone });
}

/**
 * A validator that stops at the first error, and for small input that failed, reports what
 * a validator with `allErrors` finds (compiled on the route's first such failure).
 */
function namingEveryError(first: Validate, compileEvery: () => Validate): Validate {
  let every: Validate | undefined;
  const validate = ((data: unknown, context?: unknown) => {
    if (first(data, context as never)) return true;
    validate.errors = first.errors;
    if (isSmall(data)) {
      every ??= compileEvery();
      if (!every(data, context as never)) validate.errors = every.errors;
    }
    return false;
  }) as Validate;
  // Fastify passes the parent object (which lets AJV coerce the root value) only to a validator with a schemaEnv.
  Object.assign(validate, { schemaEnv: first.schemaEnv, schema: first.schema });
  return validate;
}

/** Walks the input without recursion (a body can nest arrays thousands deep) and gives up once past SMALL_INPUT. */
function isSmall(data: unknown): boolean {
  const pending = [data];
  let size = 0;
  while (pending.length) {
    const value = pending.pop();
    size += typeof value === 'string' ? value.length + 1 : 1;
    if (size > SMALL_INPUT) return false;
    if (value && typeof value === 'object') {
      for (const key in value) {
        size += key.length;
        if (size > SMALL_INPUT) return false;
        pending.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return true;
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
