// `npm run bench:api [-- --sizes=10000,1000000 --seconds=10 --connections=50 --only=conversation,thread --deliveries=300]`:
// for each size, seeds a fresh database (a PGlite in a temporary folder, or a new schema of
// DATABASE_URL) with that many applications, about as many attendance sessions and as many
// messages (ten to a conversation), starts the real app in this process and measures three
// lists, the employer dashboard (of the employer with the most applications), a staff member's
// attendance month and reports list (one of that employer's staff, with a year at work), and the
// employer's conversation list and its longest thread (the newest page and one a twentieth of the
// way from its oldest message) with autocannon, each beside a bare Fastify route that replays the
// endpoint's own SQL with no app around it (`--only` keeps the endpoints whose names hold one of
// its words). On PostgreSQL it then starts a second instance on the same database and measures
// send-to-delivery latency across the two (scripts/load/delivery-latency.ts). Then prints how
// PostgreSQL runs each endpoint's statements.
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
import { measureDelivery, type DeliveryLatency } from './load/delivery-latency.js';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10000,1000000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    deliveries: { type: 'string', default: '300' },
  },
});
const only = values.only?.split(',').map((w) => w.trim().toLowerCase()).filter(Boolean);
const deliveries = Number(values.deliveries);
const sizes = values.sizes.split(',').map((s) => Number(s.replace(/_/g, '')));
const seconds = Number(values.seconds);
const connections = Number(values.connections);
if (sizes.some((n) => !Number.isInteger(n) || n < 1000) || !(seconds > 0) || !(connections > 0) || !Number.isInteger(deliveries) || deliveries < 0) {
  console.error(
    'Usage: npm run bench:api -- [--sizes=10000,1000000] [--seconds=10] [--connections=50] [--only=word,word] [--deliveries=300] (sizes of at least 1000 applications)',
  );
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

async function benchOneSize(size: number, rows: Row[], plans: Plans[], seedTimes: Map<number, number>, latencies: Map<number, DeliveryLatency>) {
  const url = process.env.DATABASE_URL;
  const dir = url ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const schemaName = url ? `bench_${size}_${randomBytes(4).toString('hex')}` : undefined;
  log(`\n== ${n(size)} applications, about ${n(size)} attendance sessions and ${n(size)} messages: seeding ${url ? `PostgreSQL schema ${schemaName}` : `PGlite in ${dir}`}`);
  const opened = performance.now();
  const database: Database = await openDatabase(url ? { databaseUrl: url, schemaName } : { dataDir: dir });
  const app = { current: undefined as Awaited<ReturnType<typeof buildApp>> | undefined };
  const bare = Fastify({ logger: false });
  const second = { app: undefined as Awaited<ReturnType<typeof buildApp>> | undefined, database: undefined as Database | undefined };
  try {
    await prepareDatabase(database, { reset: false, log, schemaName });
    const { benchStaff, benchThread } = await fillLargeDataset(database, loadSizes({ applications: size, attendance: size }), (line) => log(`  ${line}`));
    if (!benchStaff) throw new Error('the bench employer has no staff member with a year at work');
    seedTimes.set(size, (performance.now() - opened) / 1000);

    const recorder = recordStatements(database);
    app.current = await buildApp({ config: benchConfig, database, logger: false });
    await app.current.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.current.server.address() as { port: number }).port}`;
    const employer = await signIn(base, BENCH_EMPLOYER, LOAD_PASSWORD);
    const visitor = await signIn(base);
    // The bench employer's longest thread (a twentieth of the messages, the oldest ids of all: a long conversation begun before most others).
    const thread = `${API}/conversations/${benchThread.id}/messages`;
    log(`  the thread measured: ${n(benchThread.messages)} messages; the deep page is before id ${n(benchThread.firstMessageId + Math.round(benchThread.messages / 20))}`);

    const endpoints = [
      { name: 'applicants list', path: `${API}/employer/jobs/applicants?page=1`, cookie: employer },
      { name: `jobs search (q=${SEARCH_WORD})`, path: `${API}/jobs?q=${SEARCH_WORD}&page=1`, cookie: visitor },
      { name: `candidate search (role=${SEARCH_ROLE})`, path: `${API}/employer/candidates?role=${SEARCH_ROLE}&page=1`, cookie: employer },
      { name: 'employer dashboard', path: `${API}/employer/dashboard`, cookie: employer },
      { name: 'staff attendance month', path: `${API}/employer/attendance-history/${benchStaff.id}?from=${LAST_MONTH.from}&to=${LAST_MONTH.to}`, cookie: employer },
      { name: 'staff reports list', path: `${API}/employer/reports/${benchStaff.id}?page=1`, cookie: employer },
      { name: 'conversation list', path: `${API}/conversations`, cookie: employer },
      { name: 'thread page, newest', path: thread, cookie: employer },
      { name: 'thread page, deep (before=)', path: `${thread}?before=${benchThread.firstMessageId + Math.round(benchThread.messages / 20)}`, cookie: employer },
    ].filter((e) => !only || only.some((word) => e.name.toLowerCase().includes(word)));
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

    if (url && deliveries > 0) {
      // Instance B: its own connections to the same database, as a second server would have.
      second.database = await openDatabase({ databaseUrl: url, schemaName });
      second.app = await buildApp({ config: benchConfig, database: second.database, logger: false });
      await second.app.listen({ port: 0, host: '127.0.0.1' });
      const baseB = `http://127.0.0.1:${(second.app.server.address() as { port: number }).port}`;
      const sender = await signIn(base, benchThread.memberEmail, LOAD_PASSWORD);
      const result = await measureDelivery({
        senderBase: base,
        senderCookie: sender,
        recipientBase: baseB,
        recipientCookie: employer,
        conversationId: benchThread.id,
        count: deliveries,
        gapMs: 20,
        beforeSend: () => database.db.execute(sql`delete from rate_limits where key like 'message:%' or key like 'unsafe:%'`).then(() => undefined),
      });
      latencies.set(size, result);
      log(`  send on A → frame on B: p50 ${result.p50} ms, p99 ${result.p99} ms, max ${result.max} ms (${result.sent} messages)`);
    }

    for (const e of endpoints) {
      const list = [];
      for (const statement of own.get(e.name)!) list.push({ statement, summary: await explain(recorder.query, statement) });
      plans.push({ size, endpoint: e.name, plans: list });
    }
  } finally {
    await bare.close();
    await second.app?.close();
    await second.database?.close();
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
const latencies = new Map<number, DeliveryLatency>();
for (const size of sizes) await benchOneSize(size, rows, plans, seedTimes, latencies);

log('\n== Seeding (open, migrate and fill)');
for (const [size, s] of seedTimes) log(`  ${n(size)} applications and attendance sessions: ${s.toFixed(1)} s`);
log('\n== Latency and throughput');
printTable(rows);
if (latencies.size) {
  log(`\n== Send-to-delivery latency across two instances (POST on A → message.created frame on B's GET /live; ${deliveries} messages, one at a time)`);
  log('| size | messages | p50 ms | p99 ms | max ms |');
  log('|---|---:|---:|---:|---:|');
  for (const [size, l] of latencies) log(`| ${n(size)} | ${l.sent} | ${l.p50} | ${l.p99} | ${l.max} |`);
}
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
