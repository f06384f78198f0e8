import { BODY_LIMIT, bodyOfSize } from './hostile.js';

/**
 * Hostile requests generated from the contract, for tests/server/fuzz.test.ts. Each
 * operation gets a request that is valid by its schema (so that boundary values reach the
 * handler) and mutations of it: one field at a time of the wrong type, missing, too long,
 * out of range; bodies that are not JSON or not objects; odd path parameters.
 */

export interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema | false;
  prefixItems?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
}

interface Parameter {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: Schema;
}

interface ContractOperation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema: Schema }> };
}

export interface Contract {
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, ContractOperation>>;
}

export interface Operation {
  method: string;
  path: string;
  operationId: string;
  /** null: public; [] any signed-in user; else the roles allowed. */
  roles: string[] | null;
  pathParams: string[];
  query: { name: string; schema: Schema }[];
  body?: Schema;
}

export interface FuzzRequest {
  label: string;
  url: string;
  /** Raw body; undefined sends none. */
  payload?: string;
  /** undefined: application/json when there is a payload; null: no header. */
  contentType?: string | null;
  /** Cases that must reach the handler's date logic are never dropped by sampling. */
  keep?: boolean;
}

/** mulberry32: small, seeded, good enough to pick cases reproducibly. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => items[int(items.length)]!,
    uuid: () =>
      'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) => (c === 'x' ? int(16) : 8 + int(4)).toString(16)),
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [items[i], items[j]] = [items[j]!, items[i]!];
      }
      return items;
    },
  };
}
export type Rng = ReturnType<typeof prng>;

const METHODS = new Set(['get', 'put', 'post', 'patch', 'delete']);

/** Every operation of the contract, with its $refs resolved. */
export function operationsOf(contract: Contract): Operation[] {
  const resolve = resolver(contract);
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(contract.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (!METHODS.has(method)) continue;
      const security = op.security ?? contract.security ?? [];
      const params = (op.parameters ?? []).map((p) => resolve(p as Schema) as unknown as Parameter);
      operations.push({
        method: method.toUpperCase(),
        path,
        operationId: op.operationId,
        roles: security.length ? (security[0]!.session ?? []) : null,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: resolve(p.schema) })),
        body: op.requestBody?.content?.['application/json'] ? resolve(op.requestBody.content['application/json'].schema) : undefined,
      });
    }
  }
  return operations;
}

/** Resolves $ref and merges allOf, deeply (the contract's schemas are not recursive). */
function resolver(contract: Contract) {
  const resolve = (node: Schema): Schema => {
    if (node.$ref) {
      const target = node.$ref
        .slice(2)
        .split('/')
        .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], contract);
      const { $ref: _ref, ...rest } = node;
      return resolve({ ...(target as Schema), ...rest });
    }
    let out: Schema = { ...node };
    if (node.allOf) {
      const { allOf, ...own } = node;
      out = allOf.map(resolve).reduce<Schema>(
        (merged, part) => ({
          ...merged,
          ...part,
          properties: { ...merged.properties, ...part.properties },
          required: [...(merged.required ?? []), ...(part.required ?? [])],
        }),
        resolve(own),
      );
      if (!Object.keys(out.properties ?? {}).length) delete out.properties;
    }
    if (out.properties) out.properties = Object.fromEntries(Object.entries(out.properties).map(([k, v]) => [k, resolve(v)]));
    if (out.items) out.items = resolve(out.items);
    if (out.oneOf) out.oneOf = out.oneOf.map(resolve);
    if (out.anyOf) out.anyOf = out.anyOf.map(resolve);
    return out;
  };
  return resolve;
}

const typeOf = (s: Schema): string | undefined => {
  if (Array.isArray(s.type)) return s.type.find((t) => t !== 'null');
  if (s.type) return s.type;
  if (s.properties) return 'object';
  return undefined;
};

/** A value for each pattern of the contract (a generic one cannot be derived from a regex). */
const PATTERN_SAMPLES: Record<string, string> = {
  '^[A-Z]{2}$': 'US',
  // A country that may be left empty (a partner's verification saved as a draft).
  '^([A-Z]{2})?$': 'IN',
  '^[A-Za-z0-9_-]{43}$': 'A'.repeat(43),
  '^\\+?[0-9 ()-]{6,24}$': '+1 555 0100',
  '^[0-9]{3,4}$': '123',
  '^[0-9]{4}$': '5734',
  '^\\d{4}-(0[1-9]|1[0-2])$': '2026-11',
  '^https?://': 'https://example.com/fuzz',
  '^https://': 'https://example.com/fuzz',
  '^[a-z]{2}$': 'es',
  '^([01][0-9]|2[0-3]):[0-5][0-9]$': '09:30',
  '^[A-Za-z_]+(/[A-Za-z0-9_+-]+){0,2}$': 'Europe/Paris',
  '^[0-9a-f]{64}$': 'a'.repeat(64),
  '^\\s*\\d{3}\\s?\\d{3}\\s*$': '123 456',
  '^\\s*[A-Za-z0-9]{5}[\\s-]?[A-Za-z0-9]{5}\\s*$': 'ABCDE-FGH23',
};

/** A value the schema accepts (with a few optional properties, chosen by the generator). */
export function sample(schema: Schema, rng: Rng, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return rng.pick(schema.enum.filter((v) => v !== null));
  const variant = schema.oneOf ?? schema.anyOf;
  if (variant) return sample(variant.find((s) => s.type !== 'null') ?? variant[0]!, rng, depth);
  switch (typeOf(schema)) {
    case 'string':
      return sampleString(schema, rng);
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? 1000);
    case 'boolean':
      return true;
    case 'array': {
      if (schema.prefixItems) return schema.prefixItems.map((s) => sample(s, rng, depth + 1));
      const item = schema.items || {};
      const count = Math.max(schema.minItems ?? 1, 1);
      if (item.enum) return item.enum.slice(0, count);
      return Array.from({ length: count }, () => sample(item, rng, depth + 1));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [name, prop] of Object.entries(schema.properties ?? {})) {
        if (required.has(name) || (depth < 3 && rng.next() < 0.5)) out[name] = sample(prop, rng, depth + 1);
      }
      return out;
    }
    default:
      return 'fuzz';
  }
}

function sampleString(schema: Schema, rng: Rng): string {
  switch (schema.format) {
    case 'uuid':
      return rng.uuid();
    case 'date':
      return '2027-06-15';
    case 'date-time':
      return '2027-06-15T10:00:00Z';
    case 'email':
      return `fuzz-${rng.int(1e9)}@example.test`;
    case 'uri':
      return 'https://example.com/fuzz';
  }
  if (schema.pattern) {
    const known = PATTERN_SAMPLES[schema.pattern];
    if (known === undefined) throw new Error(`no sample for the pattern ${schema.pattern}: add one`);
    return known;
  }
  const text = 'Fuzz text '.repeat(Math.ceil((schema.minLength ?? 1) / 10) + 1);
  return text.slice(0, Math.min(text.length, schema.maxLength ?? text.length, Math.max(schema.minLength ?? 0, 12)));
}

/** The bounds of the contract's dates (1900 to 2200), around them, and far beyond them. */
export const BOUNDARY_DATES = [
  '1899-12-31',
  '1900-01-01',
  '2200-12-31',
  '2201-01-01',
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
  '2023-02-29',
  '2024-02-29',
  '2026-13-01',
  '+002026-01-01',
];
export const BOUNDARY_DATE_TIMES = [
  ...BOUNDARY_DATES.map((d) => `${d}T00:00:00Z`),
  '1900-01-01T00:00:00+14:00',
  '2200-12-31T23:59:59.999-12:00',
  '2026-12-31T23:59:60Z',
  '2027-01-01T24:00:00Z',
  '2027-01-01T10:00:00+01',
  '2027-01-01 10:00:00z',
];

interface Mutation {
  label: string;
  value: unknown;
  keep?: boolean;
}

/** Values that break (or test the edge of) one field. */
export function hostileValues(schema: Schema, rng: Rng): Mutation[] {
  const type = typeOf(schema);
  const valid = sample(schema, rng);
  const out: Mutation[] = [
    { label: 'null', value: null },
    { label: 'an object', value: { $gt: '' } },
    { label: 'a nested array', value: [[[valid]]] },
  ];
  if (type !== 'string') out.push({ label: 'a string', value: 'fuzz' });
  if (type !== 'integer' && type !== 'number') out.push({ label: 'a number', value: 12345678 });
  if (type !== 'boolean') out.push({ label: 'a boolean', value: true });
  if (schema.enum) out.push({ label: 'no choice of the enum', value: 'not-a-choice' });
  if (type === 'string') {
    if (schema.format === 'date') for (const d of BOUNDARY_DATES) out.push({ label: `the date ${d}`, value: d, keep: true });
    if (schema.format === 'date-time') for (const d of BOUNDARY_DATE_TIMES) out.push({ label: `the time ${d}`, value: d, keep: true });
    if (schema.maxLength !== undefined) out.push({ label: 'one character too many', value: 'x'.repeat(schema.maxLength + 1) });
    out.push(
      { label: 'a 60 kB string', value: 'x'.repeat(60_000) },
      { label: 'a NUL character', value: `${String(valid)}\u0000` },
      { label: 'an empty string', value: '' },
      { label: 'astral and combining characters', value: '💩\u0301\u202e\uFEFF' },
      { label: 'an array of the string', value: [valid] },
    );
  }
  if (type === 'integer' || type === 'number') {
    out.push(
      { label: 'a fraction', value: 1.5 },
      { label: 'a negative number', value: -1 },
      { label: 'a huge number', value: 1e308 },
      { label: 'beyond 2^53', value: 2 ** 53 + 2 },
      { label: 'a numeric string', value: '12' },
    );
    if (schema.minimum !== undefined) out.push({ label: 'under the minimum', value: schema.minimum - 1 });
    if (schema.maximum !== undefined) out.push({ label: 'over the maximum', value: schema.maximum + 1 });
  }
  if (type === 'array') {
    const item = schema.items ? sample(schema.items, rng) : 'x';
    const format = schema.items ? schema.items.format : undefined;
    if (format === 'date') for (const d of BOUNDARY_DATES) out.push({ label: `the dates [${d}]`, value: [d], keep: true });
    if (format === 'date-time') for (const d of BOUNDARY_DATE_TIMES) out.push({ label: `the times [${d}]`, value: [d], keep: true });
    if (schema.maxItems !== undefined) out.push({ label: 'one item too many', value: Array.from({ length: schema.maxItems + 1 }, () => item) });
    out.push(
      { label: 'an empty array', value: [] },
      { label: '10,000 bad items', value: Array.from({ length: 10_000 }, () => 0) },
      { label: 'items of the wrong type', value: [null, 1, {}] },
    );
  }
  return out;
}

/** Fields of an object schema down to `depth`, with their dotted paths. */
function fieldsOf(schema: Schema, prefix: string[] = [], depth = 0): { path: string[]; schema: Schema; required: boolean }[] {
  if (typeOf(schema) !== 'object' || depth > 2) return [];
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, prop]) => [
    { path: [...prefix, name], schema: prop, required: required.has(name) },
    ...fieldsOf(prop, [...prefix, name], depth + 1),
  ]);
}

function withField(base: unknown, path: string[], value: unknown, remove = false): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let at = copy;
  for (const key of path.slice(0, -1)) {
    if (!at[key] || typeof at[key] !== 'object') at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  if (remove) delete at[path.at(-1)!];
  else at[path.at(-1)!] = value;
  return copy;
}

/** Path parameters a router, a uuid format or a database might trip over. */
const ODD_IDS = [
  'not-a-uuid',
  '0',
  '-1',
  'x'.repeat(101),
  'x'.repeat(5000),
  '%00',
  '%2e%2e',
  '..',
  '%',
  '%E0%A4%A',
  '%F0%9F%92%A9',
  encodeURIComponent("' or 1=1 --"),
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '00000000-0000-4000-8000-000000000000%00',
  '00000000-0000-4000-8000-000000000000/..',
];

const GENERIC_BODIES: { label: string; payload?: string; contentType?: string | null }[] = [
  { label: 'JSON null', payload: 'null' },
  { label: 'a JSON array', payload: '[]' },
  { label: 'a JSON string', payload: '"fuzz"' },
  { label: 'a JSON number', payload: '42' },
  { label: 'an empty body', payload: '' },
  { label: 'malformed JSON', payload: '{"a":' },
  { label: 'a lone brace', payload: '{' },
  { label: 'a __proto__ key', payload: '{"__proto__":{"admin":true}}' },
  { label: 'a constructor.prototype key', payload: '{"constructor":{"prototype":{"admin":true}}}' },
  { label: 'deeply nested arrays', payload: `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}` },
  { label: 'a byte order mark', payload: '\uFEFF{}' },
  { label: 'a body over the limit', payload: bodyOfSize({}, 'a', BODY_LIMIT + 1) },
  { label: 'no body and no content type', contentType: null },
  { label: 'text/plain', payload: '{}', contentType: 'text/plain' },
  { label: 'a form post', payload: 'a=1', contentType: 'application/x-www-form-urlencoded' },
  { label: 'multipart', payload: '--x\r\n\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
  { label: 'JSON in UTF-16', payload: '{}', contentType: 'application/json; charset=utf-16' },
  { label: 'a bogus content type', payload: '{}', contentType: '/;;;' },
];

const queryString = (entries: [string, unknown][]) =>
  entries
    .flatMap(([k, v]) => (Array.isArray(v) ? v.map((x) => [k, x] as const) : [[k, v] as const]))
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');

/**
 * Every hostile request for one operation (the caller samples them). `id` fills the path
 * parameters of all but the odd-id cases: a real record's, so that input reaches the
 * handler's own checks instead of stopping at a 404.
 */
export function requestsFor(op: Operation, prefix: string, rng: Rng, id = rng.uuid()): FuzzRequest[] {
  const urlWith = (id: string, query: [string, unknown][] = []) => {
    const path = op.pathParams.reduce((p, name) => p.replace(`{${name}}`, id), op.path);
    const qs = queryString(query);
    return `${prefix}${path}${qs ? `?${qs}` : ''}`;
  };
  const validQuery = op.query
    .map((q) => [q.name, sample(q.schema, rng)] as [string, unknown])
    .filter(() => rng.next() < 0.5);
  const validBody = op.body ? sample(op.body, rng) : undefined;
  const json = (label: string, body: unknown, keep?: boolean): FuzzRequest => ({
    label,
    url: urlWith(id, validQuery),
    payload: JSON.stringify(body),
    keep,
  });
  const out: FuzzRequest[] = [{ label: 'a valid request', url: urlWith(id, validQuery), payload: op.body ? JSON.stringify(validBody) : undefined, keep: true }];

  for (const odd of ODD_IDS) if (op.pathParams.length) out.push({ label: `the id ${odd.slice(0, 40)}`, url: urlWith(odd), payload: op.body ? JSON.stringify(validBody) : undefined });

  for (const q of op.query) {
    const others = validQuery.filter(([name]) => name !== q.name);
    for (const m of hostileValues(q.schema, rng)) {
      out.push({ label: `query ${q.name}: ${m.label}`, url: urlWith(id, [...others, [q.name, m.value]]), keep: m.keep });
    }
  }
  if (op.method === 'GET' || op.method === 'DELETE') {
    out.push({ label: 'an unknown query parameter', url: urlWith(id, [...validQuery, ['is_admin', 'true']]) });
    out.push({ label: 'a repeated query parameter', url: `${urlWith(id, validQuery)}${validQuery.length ? '&' : '?'}${validQuery.map(([k]) => `${k}=1&${k}=2`).join('&')}` });
    return out;
  }

  for (const generic of GENERIC_BODIES) out.push({ label: generic.label, url: urlWith(id, validQuery), payload: generic.payload, contentType: generic.contentType });
  if (!op.body) return out;
  out.push(json('an unknown field', { ...(validBody as object), is_admin: true }));
  out.push(json('the valid body in an array', [validBody]));
  for (const field of fieldsOf(op.body)) {
    const name = field.path.join('.');
    if (field.required) out.push(json(`${name} missing`, withField(validBody, field.path, undefined, true)));
    for (const m of hostileValues(field.schema, rng)) out.push(json(`${name}: ${m.label}`, withField(validBody, field.path, m.value), m.keep));
  }
  return out;
}

/** Up to `max` of the requests, in a seeded order, always with the ones marked `keep`. */
export function sampleRequests(requests: FuzzRequest[], max: number, rng: Rng): FuzzRequest[] {
  const kept = requests.filter((r) => r.keep);
  const rest = rng.shuffle(requests.filter((r) => !r.keep));
  return [...kept, ...rest.slice(0, Math.max(0, max - kept.length))];
}
