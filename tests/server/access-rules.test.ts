// Access rules of every operation, generated from the contract: no session is 401 and another
// role 403, both before the body is read (a broken request gets them too); another tenant's
// ids are 404 and change nothing. The rule of each operation is in access-rules.ts, the records
// it is aimed at in access-world.ts.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import Fastify, { type FastifySchema } from 'fastify';
import { loadContract } from '../../server/contract.js';
import { installOperationAccess } from '../../server/http/operation-access.js';
import { API, expectError, startTestServer, type Client, type RequestOptions, type Res, type TestServer } from './harness.js';
import { ROLES, buildWorld, type Role, type World } from './access-world.js';
import { rules, type Call } from './access-rules.js';

interface Schema {
  type?: string;
  format?: string;
}
interface Parameter {
  name: string;
  in: string;
  schema: Schema;
}
interface Contract {
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, { operationId: string; security?: Record<string, string[]>[]; parameters?: ({ $ref: string } | Parameter)[] }>>;
  components: { parameters: Record<string, Parameter> };
}
interface Operation {
  id: string;
  method: string;
  path: string;
  /** The roles allowed, none listed meaning any signed-in user; null when public. */
  roles: readonly string[] | null;
  parameters: Parameter[];
}

const contract = loadContract() as unknown as Contract;
const operations: Operation[] = Object.entries(contract.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => {
    const security = op.security ?? contract.security ?? [];
    const parameters = (op.parameters ?? []).map((p) => ('$ref' in p ? contract.components.parameters[p.$ref.split('/').pop()!]! : p));
    return { id: op.operationId, method: method.toUpperCase(), path, roles: security.length ? security[0]!.session! : null, parameters };
  }),
);
// An operation without a rule fails the first test and is left out of the others.
const publicOps = operations.filter((op) => rules[op.id] && 'public' in rules[op.id]!);
const guarded = operations.flatMap((op) => {
  const rule = rules[op.id];
  return rule && !('public' in rule) ? [{ ...op, rule }] : [];
});
type Guarded = (typeof guarded)[number];
const byId = <T extends { id: string }>(list: T[]) => list.map((op) => [op.id, op] as const);
const wrongRoles = (op: Operation): Role[] => (op.roles!.length ? ROLES.filter((role) => !op.roles!.includes(role)) : []);

let t: TestServer;
let w: World;
/** A query digesting every row of every table, but what any request moves: the rate-limit counters and a session's last-seen time. */
let digestQuery: string;

beforeAll(async () => {
  t = await startTestServer();
  w = await buildWorld(t);
  const columns = await t.query<{ table_name: string; columns: string }>(
    `select table_name, string_agg(quote_ident(column_name), ', ') as columns from information_schema.columns
     where table_schema = current_schema() and table_name <> 'rate_limits' and column_name <> 'last_seen_at' group by table_name`,
  );
  // A sum of row hashes: no sort, and the same whatever order the rows come in.
  const digests = columns.map((c) => `(select coalesce(sum(hashtextextended(row(${c.columns})::text, 0)), 0)::text from "${c.table_name}") as "${c.table_name}"`);
  digestQuery = `select ${digests.join(', ')}`;
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.resetLimits();
});

/** A digest of each table: equal digests, nothing changed. */
const rows = async () => (await t.query<Record<string, string>>(digestQuery))[0]!;

function send(browser: Client, op: Operation, call: Call, opts?: RequestOptions): Promise<Res> {
  if (op.path.includes('{id}') !== (call.id !== undefined)) throw new Error(`${op.id}: the path ${op.path} and the call's id disagree`);
  const path = op.path.replace('{id}', encodeURIComponent(call.id ?? ''));
  const query = Object.entries(call.query ?? {})
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join('&');
  return browser.request(op.method, `${API}${path}${query ? `?${query}` : ''}`, call.body, opts);
}

/**
 * The call made invalid, where the operation takes input: a body that is not JSON, a path
 * id that is not a uuid, or a query value of the wrong type. Sent by an allowed caller it is
 * a 400; by anyone else it must still be a 401 or 403.
 */
function broken(op: Operation, call: Call): { call: Call; opts?: RequestOptions } | undefined {
  if (op.method !== 'GET') return { call, opts: { payload: '{"' } };
  if (op.parameters.some((p) => p.in === 'path' && p.schema.format === 'uuid')) return { call: { ...call, id: 'not-a-uuid' } };
  const typed = op.parameters.find((p) => p.in === 'query' && (p.schema.type === 'integer' || ['uuid', 'date'].includes(p.schema.format ?? '')));
  return typed && { call: { ...call, query: { ...call.query, [typed.name]: 'x' } } };
}

const callerFor = (op: Guarded) => w.callers[(op.roles![0] as Role | undefined) ?? 'employer'];

async function anonymous(): Promise<Client> {
  const browser = t.client();
  await browser.primeXsrf();
  return browser;
}

function expectRefused(res: Res, status: number, code: string, who: string) {
  expect(res.statusCode, `${who}: ${res.body}`).toBe(status);
  expectError(res, status, code);
}

test('every operation of the contract has a rule here, and the rule agrees with the contract’s security', () => {
  expect(Object.keys(rules).sort()).toEqual(operations.map((op) => op.id).sort());
  for (const op of operations) expect(publicOps.includes(op), `${op.id}: public in the rules, not in the contract, or the reverse`).toBe(op.roles === null);
  for (const op of guarded) for (const role of op.roles!) expect(ROLES, `${op.id}: an unknown role`).toContain(role);
});

describe('public operations', () => {
  test.each(byId(publicOps))('%s: answered without a session (never 401 or 403)', async (_id, op) => {
    const { call, opts } = broken(op, op.path.includes('{id}') ? { id: randomUUID() } : {}) ?? { call: {} };
    expect([401, 403]).not.toContain((await send(await anonymous(), op, call, opts)).statusCode);
  });
});

/** Refused calls never reach a handler: one look at the rows before and after each block is enough. */
function nothingChanges() {
  let before: Record<string, string>;
  beforeAll(async () => {
    before = await rows();
  });
  test('none of these calls changed a row', async () => {
    expect(await rows()).toEqual(before);
  });
}

describe('no session', () => {
  test.each(byId(guarded))('%s: 401 UNAUTHENTICATED, for a valid and a broken request', async (_id, op) => {
    const call = op.rule.call(w);
    const browser = await anonymous();
    expectRefused(await send(browser, op, call), 401, 'UNAUTHENTICATED', 'valid');
    // Fastify answers HEAD with the GET route's handler: it needs the same check.
    if (op.method === 'GET') expect((await send(browser, { ...op, method: 'HEAD' }, call)).statusCode).toBe(401);
    const bad = broken(op, call);
    if (bad) {
      expectRefused(await send(browser, op, bad.call, bad.opts), 401, 'UNAUTHENTICATED', 'broken');
      // The same broken request from an allowed caller fails validation: the 401 came first.
      expect((await send(callerFor(op), op, bad.call, bad.opts)).statusCode).toBe(400);
    }
  });
  nothingChanges();
});

describe('another role', () => {
  test.each(byId(guarded.filter((op) => wrongRoles(op).length)))('%s: 403 FORBIDDEN for every role not allowed, also for a broken request', async (_id, op) => {
    const call = op.rule.call(w);
    const roles = wrongRoles(op);
    for (const role of roles) expectRefused(await send(w.callers[role], op, call), 403, 'FORBIDDEN', role);
    // The check is the same for every role: one broken request shows that it comes before validation.
    const bad = broken(op, call);
    if (bad) expectRefused(await send(w.callers[roles[0]!], op, bad.call, bad.opts), 403, 'FORBIDDEN', `${roles[0]}, broken`);
  });
  nothingChanges();
});

describe('another tenant', () => {
  const withForeign = guarded.flatMap((op) => ('foreign' in op.rule ? [[op.id, op, op.rule.foreign] as const] : []));
  test.each(withForeign)('%s with the owner’s ids: 404 NOT_FOUND; nothing changes', async (_id, op, foreign) => {
    const before = await rows();
    for (const call of foreign(w)) expectRefused(await send(callerFor(op), op, call), 404, 'NOT_FOUND', JSON.stringify(call));
    expect(await rows()).toEqual(before);
  });

  const withFilter = guarded.flatMap((op) => ('filter' in op.rule ? [[op.id, op, op.rule.filter] as const] : []));
  test.each(withFilter)('%s filtered by the owner’s id: none of the owner’s records; the owner’s answer has them', async (_id, op, filter) => {
    const { call, hidden, owner } = filter(w);
    const before = await rows();
    const res = await send(callerFor(op), op, call);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain(hidden);
    expect(await rows()).toEqual(before);
    expect((await send(owner, op, call)).body).toContain(hidden);
  });
});

describe('the check itself', () => {
  const contract = { paths: { '/a/{id}': { get: { operationId: 'getA', security: [{ session: ['employer'] }] } }, '/b': { get: { operationId: 'b' } } } };

  test('a server whose protected operation got no check refuses to start', async () => {
    const app = Fastify();
    installOperationAccess(app, contract);
    app.get('/b', { schema: { operationId: 'b' } as FastifySchema }, async () => 'open');
    await expect(app.ready()).rejects.toThrow('no access check on getA');
  });

  test('a security requirement it does not know refuses the start, rather than leaving the operation open', () => {
    expect(() => installOperationAccess(Fastify(), { paths: { '/x': { get: { operationId: 'x', security: [{ apiKey: [] }] } } } })).toThrow('unsupported security');
    expect(() => installOperationAccess(Fastify(), { paths: { '/x': { get: { operationId: 'x', security: [{ session: [] }, {}] } } } })).toThrow('unsupported security');
  });
});
