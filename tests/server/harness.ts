import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, inject } from 'vitest';
import { m } from '../../src/generated/paraglide/messages.js';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Response as InjectResponse } from 'light-my-request';
import { buildApp, type AppOptions } from '../../server/app.js';
import { hotp, newTotpSecret, stepAt } from '../../server/auth/totp.js';
import { settableClock } from '../../server/clock.js';
import { openDatabase, type Database, type Db } from '../../server/db/database.js';
import { copyTemplate, dropDatabase } from './postgres-copies.js';
import { DiskStore } from '../../server/storage/disk-store.js';
import type { FileStore } from '../../server/storage/file-store.js';

export const API = '/api/v1';
export type Res = InjectResponse;

export const testConfig: AppOptions['config'] = {
  mode: 'development',
  trustProxy: false,
  smtpUrl: undefined,
  serveClient: false,
  logLevel: 'silent',
  publicUrl: 'http://localhost:3000',
  port: 3000,
  payments: { stripeSecretKey: undefined, stripePublishableKey: undefined, webhookSecret: 'whsec_test', stripeApiBase: undefined },
  // Each test server keeps its files in a folder of its own (startTestServer's `files`).
  storage: { kind: 'disk' },
  dataDir: os.tmpdir(),
};

/** A password that passes every rule; distinct per call only when asked. */
export const GOOD_PASSWORD = 'correct horse battery staple';

export const USER_TYPES = ['business_owner', 'candidate', 'agent', 'business_agent', 'bpo', 'saa', 'ba'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The answers each kind of account must give (and nothing of another role). */
export const profileFields: Record<UserType, Record<string, unknown>> = {
  business_owner: { company_name: 'Acme Staffing', website_url: 'https://acme.example.com' },
  candidate: {
    highest_degree: 'bachelor',
    institution: 'University of Lagos',
    graduation_year: 2015,
    job_title: 'Accountant',
    industry: 'accounting',
    job_type: 'full_time',
  },
  agent: { years_experience: 5, industries: ['sales', 'finance'], regions: ['US', 'PH'] },
  business_agent: { company_name: 'Referral Partners', years_experience: 3, industries: ['finance'], expected_referrals: 12 },
  bpo: { company_name: 'Outsource Co', website_url: 'https://bpo.example.com', headcount: 250 },
  saa: { company_name: 'Staffing Agency', license_number: 'LIC-12345' },
  ba: { company_name: 'Business Association', website_url: 'https://ba.example.com', member_count: 1200 },
};

export const roleOfType = (type: UserType) => (type === 'business_owner' ? 'employer' : type);

let emailCounter = 0;
export function uniqueEmail(tag = 'user'): string {
  emailCounter += 1;
  return `${tag}-${emailCounter}-${randomBytes(4).toString('hex')}@example.test`;
}

export function registrationBody(type: UserType = 'candidate', overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    user_type: type,
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: uniqueEmail(type.replace('_', '-')),
    password: GOOD_PASSWORD,
    country: 'GB',
    agree_to_terms: true,
    ...profileFields[type],
    ...overrides,
  };
}

let addressCounter = 0;
/** A distinct client address, so that per-address rate limits of one test do not leak into another. */
export function uniqueAddress(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** 'auto' (default) echoes the XSRF-TOKEN cookie on unsafe methods; 'omit' sends none; a string is sent as is. */
  xsrf?: 'auto' | 'omit' | string;
  /** Raw body, sent as is (JSON.stringify is skipped). */
  payload?: string | Buffer;
  contentType?: string | null;
  remoteAddress?: string;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A browser: keeps its cookies and sends X-XSRF-TOKEN like the app does. */
export class Client {
  readonly jar = new Map<string, string>();

  constructor(
    readonly app: FastifyInstance,
    readonly remoteAddress: string,
    readonly defaultHeaders: Record<string, string> = {},
  ) {}

  cookie(name: string): string | undefined {
    return this.jar.get(name);
  }

  setCookie(name: string, value: string) {
    this.jar.set(name, value);
  }

  deleteCookie(name: string) {
    this.jar.delete(name);
  }

  /** Fetches an anonymous XSRF token if the jar has none yet (what the app's first GET does). */
  async primeXsrf(): Promise<string> {
    if (!this.jar.has('XSRF-TOKEN')) await this.get(`${API}/health`);
    const token = this.jar.get('XSRF-TOKEN');
    if (!token) throw new Error('the server set no XSRF-TOKEN cookie');
    return token;
  }

  async request(method: string, url: string, body?: unknown, opts: RequestOptions = {}): Promise<Res> {
    const headers: Record<string, string> = { ...this.defaultHeaders, ...opts.headers };
    const xsrf = opts.xsrf ?? 'auto';
    if (UNSAFE.has(method)) {
      if (xsrf === 'auto') headers['x-xsrf-token'] = await this.primeXsrf();
      else if (xsrf !== 'omit') headers['x-xsrf-token'] = xsrf;
    }
    let payload: string | Buffer | undefined = opts.payload;
    if (payload === undefined && body !== undefined) payload = JSON.stringify(body);
    if (payload !== undefined && opts.contentType !== null) headers['content-type'] = opts.contentType ?? 'application/json';
    if (this.jar.size) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({
      method: method as 'GET',
      url,
      headers,
      payload,
      remoteAddress: opts.remoteAddress ?? this.remoteAddress,
    });
    for (const c of res.cookies) {
      const expired = (c.expires && c.expires.getTime() <= Date.now()) || c.maxAge === 0 || c.value === '';
      if (expired) this.jar.delete(c.name);
      else this.jar.set(c.name, c.value);
    }
    return res;
  }

  get(url: string, opts?: RequestOptions) {
    return this.request('GET', url, undefined, opts);
  }

  post(url: string, body?: unknown, opts?: RequestOptions) {
    return this.request('POST', url, body, opts);
  }

  delete(url: string, opts?: RequestOptions) {
    return this.request('DELETE', url, undefined, opts);
  }
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  type: UserType;
}

export interface MailView {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
  sent_at: string | null;
}

export interface TestDatabase {
  database: Database;
  /** The PostgreSQL schema of this file, when on PostgreSQL. */
  schemaName?: string;
  /** The PostgreSQL database of this file (a copy of the suite's migrated template), when on PostgreSQL. */
  databaseName?: string;
  /** Closes the database, and drops it on PostgreSQL. */
  drop(): Promise<void>;
}

/** A fresh, migrated database for one test file. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const run = inject('postgresTemplate');
    if (!run) throw new Error('global setup provided no PostgreSQL template');
    const copy = await copyTemplate(url, run);
    const database = await openDatabase({ databaseUrl: copy.url, schemaName: copy.schemaName }).catch(async (error: unknown) => {
      await dropDatabase(url, copy.database);
      throw error;
    });
    return {
      database,
      schemaName: copy.schemaName,
      databaseName: copy.database,
      async drop() {
        try {
          await database.close();
        } finally {
          await dropDatabase(url, copy.database);
        }
      },
    };
  }
  const template = inject('pgliteTemplate');
  if (!template) throw new Error('global setup provided no PGlite template');
  const database = await openDatabase({ loadDataDir: new Blob([fs.readFileSync(template)]) });
  return { database, drop: () => database.close() };
}

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Billing's clock; starts at the real time, `clock.set(...)` moves it. */
  clock: ReturnType<typeof settableClock>;
  /** A new browser with its own cookie jar and (by default) its own address. */
  client(opts?: { remoteAddress?: string; headers?: Record<string, string> }): Client;
  /** The dev mailbox, newest first, optionally for one recipient. */
  mailbox(to?: string): Promise<MailView[]>;
  /** The token of the newest verification (or reset) link mailed to `to`. */
  linkToken(to: string, kind?: 'verify' | 'reset'): Promise<string>;
  /** Registers (and by default verifies) an account; each from a fresh address. */
  createUser(opts?: { type?: UserType; email?: string; password?: string; verified?: boolean; overrides?: Record<string, unknown> }): Promise<TestUser>;
  /** A new browser signed in as `user`. */
  signIn(user: Pick<TestUser, 'email' | 'password'>, opts?: { remoteAddress?: string; headers?: Record<string, string> }): Promise<Client>;
  /**
   * Makes an account an administrator, as an operator does in the database (there is no sign-up
   * for them), with two-factor sign-in on, since administrators work only with it
   * (server/http/operation-access.ts); signIn then answers the second step with the account's code.
   */
  makeAdmin(userId: string): Promise<void>;
  /** Runs raw SQL and returns the rows. */
  query<T = Record<string, unknown>>(text: string): Promise<T[]>;
  /** Forgets every rate-limit counter. */
  resetLimits(): Promise<void>;
  /** The server's file store: a folder of its own, removed by close(). */
  files: FileStore;
  filesDir: string;
  /** Another app over the same database, e.g. with an smtpUrl; closed by close(). */
  buildAnotherApp(config: Partial<AppOptions['config']>): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export const TOKEN_RE = {
  verify: /http:\/\/localhost:3000\/verify-email\/([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/,
  reset: /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]{43})(?![A-Za-z0-9_-])/,
};

export async function startTestServer(
  config: Partial<AppOptions['config']> = {},
  extras: {
    payments?: AppOptions['payments'];
    /** An identity provider built on the test's database and file store (the sandbox with a test's own delivery schedule). */
    identity?: (parts: { db: TestServer['db']; files: DiskStore }) => AppOptions['identity'];
    /** The live streams' caps and timings (a short heartbeat: tests/server/live-updates.test.ts). */
    live?: AppOptions['live'];
  } = {},
): Promise<TestServer> {
  const testDb = await openTestDatabase();
  const { database } = testDb;
  const clock = settableClock();
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-files-'));
  const files = new DiskStore(filesDir);
  // TEST_SERVER_LOG=error (or info, ...) shows the server's log while debugging a test.
  const logLevel = process.env.TEST_SERVER_LOG;
  const app = await buildApp({
    config: { ...testConfig, ...config, ...(logLevel ? { logLevel } : {}) },
    database,
    logger: !!logLevel,
    clock,
    payments: extras.payments,
    identity: extras.identity?.({ db: database.db, files }),
    files,
    live: extras.live,
  });
  await app.ready();
  const others: FastifyInstance[] = [];

  const client: TestServer['client'] = (opts = {}) => new Client(app, opts.remoteAddress ?? uniqueAddress(), opts.headers);
  // The dev mailbox answers only this machine (server/http/dev-access.ts).
  const helper = client({ remoteAddress: '127.0.0.1' });

  const mailbox: TestServer['mailbox'] = async (to) => {
    const res = await helper.get(`${API}/dev/mailbox${to ? `?to=${encodeURIComponent(to)}` : ''}`);
    if (res.statusCode !== 200) throw new Error(`mailbox answered ${res.statusCode}: ${res.body}`);
    return res.json<{ mails: MailView[] }>().mails;
  };

  const linkToken: TestServer['linkToken'] = async (to, kind = 'verify') => {
    for (const mail of await mailbox(to)) {
      const match = TOKEN_RE[kind].exec(mail.text);
      if (match) return match[1]!;
    }
    throw new Error(`no ${kind} link mailed to ${to}`);
  };

  const query: TestServer['query'] = async <T>(text: string) => {
    const result = await database.db.execute(sql.raw(text));
    return (result as unknown as { rows: T[] }).rows;
  };

  const server: TestServer = {
    app,
    database,
    db: database.db,
    kind: database.kind,
    clock,
    client,
    mailbox,
    linkToken,
    query,
    files,
    filesDir,
    async createUser({ type = 'candidate', email, password = GOOD_PASSWORD, verified = true, overrides = {} } = {}) {
      const body = registrationBody(type, { password, ...(email ? { email } : {}), ...overrides });
      const browser = client();
      const res = await browser.post(`${API}/auth/register`, body);
      if (res.statusCode !== 201) throw new Error(`register answered ${res.statusCode}: ${res.body}`);
      if (verified) {
        const token = await linkToken(String(body.email));
        const v = await browser.post(`${API}/auth/verify-email`, { token });
        if (v.statusCode !== 200) throw new Error(`verify-email answered ${v.statusCode}: ${v.body}`);
      }
      const [row] = await query<{ id: string }>(`select id from users where lower(email) = lower('${String(body.email)}')`);
      return { id: row!.id, email: String(body.email), password, type };
    },
    async signIn(user, opts) {
      const browser = client(opts);
      const res = await browser.post(`${API}/auth/login`, { email: user.email, password: user.password });
      if (res.statusCode === 202) {
        // The harness plays the authenticator app of an account makeAdmin gave one. A code is taken
        // once per 30 s step (server/auth/two-factor.ts), so the step last used is forgotten first:
        // tests sign the same administrator in several times within a step.
        const [row] = await query<{ secret: string }>(
          `update two_factor_settings set last_used_step = null where user_id = (select id from users where lower(email) = lower('${user.email}')) returning secret`,
        );
        const second = await browser.post(`${API}/auth/login/two-factor`, { code: hotp(row!.secret, stepAt(clock.now())) });
        if (second.statusCode !== 200) throw new Error(`second step answered ${second.statusCode}: ${second.body}`);
        return browser;
      }
      if (res.statusCode !== 200) throw new Error(`login answered ${res.statusCode}: ${res.body}`);
      return browser;
    },
    async makeAdmin(userId) {
      await query(`update users set role = 'admin' where id = '${userId}'`);
      await query(`insert into two_factor_settings (user_id, secret, enabled_at) values ('${userId}', '${newTotpSecret()}', now())`);
    },
    async resetLimits() {
      await query('delete from rate_limits');
    },
    async buildAnotherApp(overrides) {
      const other = await buildApp({ config: { ...testConfig, ...overrides }, database, logger: false, clock, payments: extras.payments, files });
      await other.ready();
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await other.close();
      await app.close();
      await testDb.drop();
      fs.rmSync(filesDir, { recursive: true, force: true });
    },
  };
  return server;
}

type Locale = 'en' | 'fr' | 'es' | 'zh';
const compiled = m as unknown as Record<string, (inputs: Record<string, unknown>, options: { locale: Locale }) => string>;

/** A message exactly as the server renders it (the same compiled catalogue). */
export function msg(key: string, params: Record<string, unknown> = {}, locale: Locale = 'en'): string {
  const render = compiled[key];
  if (!render) throw new Error(`no message ${key}`);
  return render(params, { locale });
}

/** The one error shape: exact message for the code, exact field messages. */
export function expectError(
  res: Res,
  status: number,
  code: string,
  fields?: Record<string, string>,
  opts: { locale?: Locale; messageKey?: string; params?: Record<string, unknown> } = {},
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const expected: Record<string, unknown> = {
    message: msg(opts.messageKey ?? `api_error_${code.toLowerCase()}`, opts.params, opts.locale),
    code,
  };
  if (fields) expected.fields = fields;
  expect(res.json()).toEqual(expected);
}

/** Field messages by key, e.g. field('required'), field('too_long', { max: 80 }). */
export const field = (key: string, params: Record<string, unknown> = {}, locale: Locale = 'en') => msg(`api_field_${key}`, params, locale);
