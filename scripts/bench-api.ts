// `npm run bench:api [-- --sizes=10000,1000000 --seconds=10 --connections=50]`: for each
// size, seeds a fresh database (a PGlite in a temporary folder, or a new schema of
// DATABASE_URL) with that many applications and about as many attendance sessions, starts the
// real app in this process and measures three lists, the employer dashboard (of the employer
// with the most applications) and a staff member's attendance month and reports list (one of
// that employer's staff, with a year at work) with autocannon, each beside a bare Fastify route
// that replays the endpoint's own SQL with no app around it. Then prints how PostgreSQL runs
// each endpoint's statements.
// A page should cost about the same at every size: indexed order, no full scans, no N+1.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../server/app.js';
import { readConfig } from '../server/config.js';
import { openDatabase, type Database } from '../server/db/database.js';
import { BENCH_EMPLOYER, LOAD_PASSWORD, fillLargeDataset, loadSizes, prepareDatabase } from './load/large-dataset.js';
import { isSessionStatement, recordStatements, type Statement } from './load/statement-recorder.js';
import { explain, type PlanSummary } from './load/plan-summary.js';
import { measure, type Measurement } from './load/load-generator.js';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,1000000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const sizes = values.sizes.split(',').map((s) => Number(s.replace(/_/g, '')));
const seconds = Number(values.seconds);
const connections = Number(values.connections);
if (sizes.some((n) => !Number.isInteger(n) || n < 1000) || !(seconds > 0) || !(connections > 0)) {
  console.error('Usage: npm run bench:api -- [--sizes=10000,1000000] [--seconds=10] [--connections=50] (sizes of at least 1000 applications)');
  process.exit(2);
}

/** A word in many job titles ("Virtual Assistant", "Legal Assistant", ...), so the search has thousands of matches to order. */
const SEARCH_WORD = 'assistant';
const SEARCH_ROLE = 'medical-billing-specialist';
const API = '/api/v1';
/** The last whole month: every run measures a month of working days, whatever today's date. */
const LAST_MONTH = (() => {
  const today = new Date();
  const day = (month: number, date: number) => new Date(Date.UTC(today.getUTCFullYear(), month, date)).toISOString().slice(0, 10);
  return { from: day(today.getUTCMonth() - 1, 1), to: day(today.getUTCMonth(), 0) };
})();
const BROWSER_ENCODINGS = 'gzip, deflate, br';

const benchConfig = {
  mode: 'development' as const,
  trustProxy: false as const,
  smtpUrl: undefined,
  serveClient: false,
  logLevel: 'silent',
  publicUrl: 'http://localhost',
  port: 0,
  payments: readConfig({}).payments,
  // The bench reads no uploads; a store is still built, in the bench's own folder.
  storage: { kind: 'disk' as const },
  dataDir: path.join(os.tmpdir(), 'bench-api-files'),
};

interface Row {
  size: number;
  endpoint: string;
  result: Measurement;
  statements: number;
  /** The endpoint whose statements a bare route replays. */
  bareOf: string | undefined;
}
interface Plans {
  size: number;
  endpoint: string;
  plans: { statement: Statement; summary: PlanSummary }[];
}

const log = (line: string) => console.log(line);
const n = (x: number) => x.toLocaleString('en');

/** The cookies a browser holds after the app's first answer and a sign-in. */
async function signIn(base: string, email?: string, password?: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  keep(await fetch(`${base}${API}/health`));
  if (email) {
    const res = await fetch(`${base}${API}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookie(), 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '' },
      body: JSON.stringify({ email, password }),
    });
    if (res.status !== 200) throw new Error(`signing in as ${email} answered ${res.status}: ${await res.text()}`);
    keep(res);
  }
  return cookie();
}

async function benchOneSize(size: number, rows: Row[], plans: Plans[], seedTimes: Map<number, number>) {
  const url = process.env.DATABASE_URL;
  const dir = url ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const schemaName = url ? `bench_${size}_${randomBytes(4).toString('hex')}` : undefined;
  log(`\n== ${n(size)} applications and about ${n(size)} attendance sessions: seeding ${url ? `PostgreSQL schema ${schemaName}` : `PGlite in ${dir}`}`);
  const opened = performance.now();
  const database: Database = await openDatabase(url ? { databaseUrl: url, schemaName } : { dataDir: dir });
  const app = { current: undefined as Awaited<ReturnType<typeof buildApp>> | undefined };
  const bare = Fastify({ logger: false });
  try {
    await prepareDatabase(database, { reset: false, log, schemaName });
    const { benchStaff } = await fillLargeDataset(database, loadSizes({ applications: size, attendance: size }), (line) => log(`  ${line}`));
    if (!benchStaff) throw new Error('the bench employer has no staff member with a year at work');
    seedTimes.set(size, (performance.now() - opened) / 1000);

    const recorder = recordStatements(database);
    app.current = await buildApp({ config: benchConfig, database, logger: false });
    await app.current.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.current.server.address() as { port: number }).port}`;
    const employer = await signIn(base, BENCH_EMPLOYER, LOAD_PASSWORD);
    const visitor = await signIn(base);

    const endpoints = [
      { name: 'applicants list', path: `${API}/employer/jobs/applicants?page=1`, cookie: employer },
      { name: `jobs search (q=${SEARCH_WORD})`, path: `${API}/jobs?q=${SEARCH_WORD}&page=1`, cookie: visitor },
      { name: `candidate search (role=${SEARCH_ROLE})`, path: `${API}/employer/candidates?role=${SEARCH_ROLE}&page=1`, cookie: employer },
      { name: 'employer dashboard', path: `${API}/employer/dashboard`, cookie: employer },
      { name: 'staff attendance month', path: `${API}/employer/attendance-history/${benchStaff.id}?from=${LAST_MONTH.from}&to=${LAST_MONTH.to}`, cookie: employer },
      { name: 'staff reports list', path: `${API}/employer/reports/${benchStaff.id}?page=1`, cookie: employer },
    ];
    const own = new Map<string, Statement[]>();
    for (const e of endpoints) {
      let status = 0;
      let body = '';
      const statements = await recorder.during(async () => {
        const res = await fetch(`${base}${e.path}`, { headers: { cookie: e.cookie } });
        status = res.status;
        body = await res.text();
      });
      if (status !== 200) throw new Error(`${e.name} answered ${status}: ${body.slice(0, 300)}`);
      own.set(e.name, statements.filter((s) => !isSessionStatement(s)));
    }

    // Each endpoint beside a bare route that sends the same statements, in the same order, with
    // the same parameters (and the same statement names, when the app prepares them) and no app around them.
    endpoints.forEach((e, i) => {
      const statements = own.get(e.name)!;
      bare.get(`/bare/${i}`, async () => {
        const results = [];
        for (const statement of statements) results.push((await recorder.query(statement)).rows);
        return results;
      });
    });
    await bare.listen({ port: 0, host: '127.0.0.1' });
    const bareBase = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}`;

    const targets = endpoints.flatMap((e, i) => [
      { name: e.name, url: `${base}${e.path}`, cookie: e.cookie, statements: own.get(e.name)!.length, bareOf: undefined },
      { name: `bare route: ${e.name} SQL`, url: `${bareBase}/bare/${i}`, cookie: '', statements: own.get(e.name)!.length, bareOf: e.name },
    ]);
    for (const t of targets) {
      // What a browser sends: it always offers compressed answers.
      const headers = { 'accept-encoding': BROWSER_ENCODINGS, ...(t.cookie ? { cookie: t.cookie } : {}) };
      for (let i = 0; i < 30; i++) await (await fetch(t.url, { headers })).arrayBuffer();
      const result = await measure(t.url, { seconds, connections, headers });
      rows.push({ size, endpoint: t.name, result, statements: t.statements, bareOf: t.bareOf });
      log(`  ${t.name}: p50 ${result.p50} ms, p99 ${result.p99} ms, ${n(Math.round(result.rps))} req/s${result.failures ? `, ${result.failures} FAILED` : ''}`);
    }

    for (const e of endpoints) {
      const list = [];
      for (const statement of own.get(e.name)!) list.push({ statement, summary: await explain(recorder.query, statement) });
      plans.push({ size, endpoint: e.name, plans: list });
    }
  } finally {
    await bare.close();
    await app.current?.close();
    if (schemaName) await database.db.execute(sql.raw(`drop schema if exists "${schemaName}" cascade`));
    await database.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
}

function printTable(rows: Row[]) {
  const head = ['size', 'endpoint', 'p50 ms', 'p99 ms', 'req/s', 'of bare', `cost vs ${n(sizes[0]!)}`, 'SQL statements'];
  const rpsOf = (size: number, endpoint: string) => rows.find((r) => r.size === size && r.endpoint === endpoint)?.result.rps;
  const body = rows.map((r) => {
    // The goals: an endpoint near its bare route's throughput, and a page costing about the same at every size.
    const bare = r.bareOf ? undefined : rpsOf(r.size, `bare route: ${r.endpoint} SQL`);
    const smallest = rpsOf(sizes[0]!, r.endpoint);
    return [
      n(r.size),
      r.endpoint,
      String(r.result.p50),
      String(r.result.p99),
      n(Math.round(r.result.rps)) + (r.result.failures ? ` (${r.result.failures} failed)` : ''),
      bare ? `${Math.round((100 * r.result.rps) / bare)} %` : '',
      smallest && r.size !== sizes[0] ? `${(smallest / r.result.rps).toFixed(2)}×` : '',
      String(r.statements),
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i >= 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  log(line(head));
  log(`|${widths.map((w, i) => (i >= 2 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
  for (const b of body) log(line(b));
}

const rows: Row[] = [];
const plans: Plans[] = [];
const seedTimes = new Map<number, number>();
log(`bench:api — sizes ${sizes.map(n).join(', ')}; ${seconds} s per endpoint, ${connections} connections; ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
for (const size of sizes) await benchOneSize(size, rows, plans, seedTimes);

log('\n== Seeding (open, migrate and fill)');
for (const [size, s] of seedTimes) log(`  ${n(size)} applications and attendance sessions: ${s.toFixed(1)} s`);
log('\n== Latency and throughput');
printTable(rows);
log('\n== How PostgreSQL runs each list (EXPLAIN ANALYZE, BUFFERS)');
const seqScans: string[] = [];
const shownSql = new Set<string>();
for (const p of plans) {
  log(`\n-- ${n(p.size)} applications, ${p.endpoint}: ${p.plans.length} statements`);
  p.plans.forEach(({ statement, summary }, i) => {
    const text = statement.text.replace(/\s+/g, ' ');
    // The full text once per endpoint; the other sizes run the same statements.
    const key = `${p.endpoint} ${i}`;
    log(`  [${i + 1}] ${summary.executionMs.toFixed(2)} ms to run (${summary.planningMs.toFixed(2)} ms to plan), ${n(summary.rowsScanned)} rows scanned, ${n(summary.buffers)} buffers — ${shownSql.has(key) ? `${text.slice(0, 100)}…` : text}`);
    shownSql.add(key);
    for (const node of summary.tree) log(`      ${node}`);
    for (const table of summary.seqScans) seqScans.push(`${n(p.size)} applications, ${p.endpoint} [${i + 1}]: Seq Scan on ${table}`);
  });
}
log(seqScans.length ? `\nSequential scans of growing tables:\n  ${seqScans.join('\n  ')}` : '\nNo sequential scan of a growing table.');
