// server/db: the PGlite data-directory lock, starting from a dump, PGlite in its worker thread,
// and migrations into a schema.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { bigint, date, integer, interval, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { openDatabase, type Database, type Db } from '../../server/db/database.js';
import { migrate } from '../../server/db/migrate.js';
import { violatedUniqueIndex } from '../../server/http/unique-violation.js';
import { openTestDatabase } from './harness.js';

let tmp: string;
let dump: Blob;
beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'db-lock-'));
  // A data dir to start from, so no test pays for initialising a new one: the suite's
  // migrated template on PGlite; on PostgreSQL runs (no template) a tiny one made here.
  const template = inject('pgliteTemplate');
  if (template) {
    dump = new Blob([fs.readFileSync(template)]);
  } else {
    const seed = new PGlite();
    await seed.exec(`create table users (id int)`);
    dump = await seed.dumpDataDir('none');
    await seed.close();
  }
});

/** The dump's users table is there (an empty new database would have none). */
const expectFromDump = async (database: Database) =>
  expect((await database.db.execute(sql`select count(*)::int as n from users`)).rows).toEqual([{ n: 0 }]);
afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

const lockFileOf = (dataDir: string) => path.join(path.dirname(path.resolve(dataDir)), `.${path.basename(dataDir)}.lock`);

describe('PGlite data directory lock', () => {
  test('a directory held by another live process is refused, naming the directory', async () => {
    const dataDir = path.join(tmp, 'held');
    fs.mkdirSync(dataDir);
    const owner = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      expect(owner.pid).toBeGreaterThan(0);
      fs.writeFileSync(lockFileOf(dataDir), String(owner.pid));
      const error = await openDatabase({ dataDir }).then(
        () => undefined,
        (e: Error) => e,
      );
      expect(error).toBeInstanceOf(Error);
      expect(error!.message).toContain(path.resolve(dataDir));
      expect(error!.message).toContain(`pid ${owner.pid}`);
      // The other owner's lock is left alone.
      expect(fs.readFileSync(lockFileOf(dataDir), 'utf8')).toBe(String(owner.pid));
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      owner.kill();
    }
  });

  test('a stale lock (its process is gone) is taken over, and released on close', async () => {
    const dataDir = path.join(tmp, 'stale');
    const dead = spawnSync('true');
    expect(dead.pid).toBeGreaterThan(0);
    expect(() => process.kill(dead.pid!, 0)).toThrow();
    fs.writeFileSync(lockFileOf(dataDir), String(dead.pid));

    const database = await openDatabase({ dataDir, loadDataDir: dump });
    try {
      expect(fs.readFileSync(lockFileOf(dataDir), 'utf8')).toBe(String(process.pid));
      await expectFromDump(database);
    } finally {
      await database.close();
    }
    expect(fs.existsSync(lockFileOf(dataDir))).toBe(false);
  });
});

/** Every kind of value the app reads, as a table drizzle's query builder reads (array rows) and raw SQL reads (object rows). */
const kinds = pgTable('value_kinds', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  at: timestamp('at', { withTimezone: true }),
  localAt: timestamp('local_at'),
  day: date('day'),
  amount: numeric('amount', { precision: 12, scale: 2 }),
  big: bigint('big', { mode: 'number' }),
  data: jsonb('data'),
  span: interval('span'),
});
const KINDS_TABLE = `create table value_kinds (id int primary key, name text not null unique, at timestamptz, local_at timestamp,
  day date, amount numeric(12, 2), big bigint, data jsonb, span interval)`;

/** What a database answers to each way the app reads and writes; the same on PGlite in this thread and in the worker. */
async function readings(db: Db) {
  await db.execute(sql.raw(KINDS_TABLE));
  await db.insert(kinds).values([
    { id: 1, name: 'full', at: new Date('2026-03-29T01:30:00.123Z'), localAt: new Date('2026-03-29T01:30:00Z'), day: '2026-02-28', amount: '1234.50', big: 9_007_199_254_740_991, data: { a: [1, 'two'], b: null }, span: '1 mon 2 days' },
    { id: 2, name: 'empty' },
  ]);
  const duplicate = await db.insert(kinds).values({ id: 3, name: 'full' }).then(
    () => null,
    (error: unknown) => error,
  );
  return {
    built: await db.select().from(kinds).orderBy(kinds.id),
    raw: (await db.execute(sql`select *, now() - now() as zero, array[1.5, 2]::numeric[] as amounts, count(*) over () as n from value_kinds order by id`)).rows,
    returned: await db.update(kinds).set({ amount: '7' }).where(eq(kinds.id, 2)).returning(),
    inTransaction: await db.transaction(async (tx) => tx.select({ at: kinds.at, day: kinds.day }).from(kinds).where(eq(kinds.id, 1))),
    duplicate: { index: violatedUniqueIndex(duplicate), code: (duplicate as { cause?: { code?: string } }).cause?.code },
  };
}

describe('PGlite in its worker thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ loadDataDir: dump });
  });
  afterAll(async () => {
    await database?.close();
  });

  test('reads and refuses exactly as PGlite in the server’s thread did: dates, numbers, json, errors with their codes', async () => {
    const inThread = new PGlite({ loadDataDir: dump });
    try {
      const expected = await readings(drizzle(inThread) as unknown as Db);
      expect(expected.duplicate).toEqual({ index: 'value_kinds_name_key', code: '23505' });
      expect(await readings(database.db)).toEqual(expected);
    } finally {
      await inThread.close();
      await database.db.execute(sql`drop table if exists value_kinds`);
    }
  });

  test('a timer set while a long statement runs fires before the statement ends', async () => {
    let ended = false;
    const sleeping = database.db.execute(sql`select pg_sleep(1)`).then(() => (ended = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ended).toBe(false);
    await sleeping;
  });

  test('a transaction holds the database for its own statements; one sent meanwhile from outside runs after its commit', async () => {
    const db = database.db;
    const mark = (tx: Pick<Db, 'execute'>, key: string) => tx.execute(sql`insert into marks (key) values (${key})`);
    await db.execute(sql`create table marks (key text primary key)`);
    try {
      const seen: string[] = [];
      let outside: Promise<unknown> | undefined;
      await db.transaction(async (tx) => {
        await mark(tx, 'tx-1');
        outside = db.execute(sql`select count(*)::int as n from marks`).then((result) => seen.push(`outside saw ${(result.rows[0] as { n: number }).n}`));
        await tx.transaction(async (savepoint) => {
          await mark(savepoint, 'tx-2');
        });
        await tx
          .transaction(async (savepoint) => {
            await mark(savepoint, 'tx-dropped');
            savepoint.rollback();
          })
          .catch(() => seen.push('savepoint rolled back'));
        seen.push('transaction done');
      });
      await outside;
      expect(seen).toEqual(['savepoint rolled back', 'transaction done', 'outside saw 2']);
      await expect(
        db.transaction(async (tx) => {
          await mark(tx, 'tx-failed');
          throw new Error('changed my mind');
        }),
      ).rejects.toThrow('changed my mind');
      expect((await db.execute(sql`select key from marks order by key`)).rows).toEqual([{ key: 'tx-1' }, { key: 'tx-2' }]);
    } finally {
      await db.execute(sql`drop table marks`);
    }
  });

  test('a script that closes its database, or forgets to, ends by itself: no worker keeps it alive', { timeout: 120_000 }, () => {
    const template = path.join(tmp, 'exit-template.tar');
    return dump.arrayBuffer().then((bytes) => {
      fs.writeFileSync(template, Buffer.from(bytes));
      const script = `
        const fs = await import('node:fs');
        const { openDatabase } = await import('./server/db/database.ts');
        const dump = () => new Blob([fs.readFileSync(${JSON.stringify(template)})]);
        const closed = await openDatabase({ loadDataDir: dump() });
        await closed.db.execute('select 1');
        await closed.close();
        const forgotten = await openDatabase({ loadDataDir: dump() });
        console.log((await forgotten.db.execute('select 41 + 1 as n')).rows[0].n);`;
      const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: fileURLToPath(new URL('../..', import.meta.url)),
        encoding: 'utf8',
        // Loading the server's modules takes seconds, many more on a busy machine.
        timeout: 100_000,
      });
      expect(run.stderr).toBe('');
      expect(run.stdout.trim()).toBe('42');
      expect(run.status).toBe(0);
    });
  });
});

describe('opening', () => {
  test('an in-memory PGlite starts from loadDataDir when given one', async () => {
    const database = await openDatabase({ loadDataDir: dump });
    try {
      expect(database.kind).toBe('pglite');
      await expectFromDump(database);
    } finally {
      await database.close();
    }
  });

  test('each test file has its own migrated database; migrating again is harmless', async () => {
    const a = await openTestDatabase();
    const b = await openTestDatabase();
    try {
      await migrate(a.database, a.schemaName);
      expect((await a.database.db.execute(sql`select count(*)::int as n from users`)).rows).toEqual([{ n: 0 }]);
      await a.database.db.execute(sql`insert into rate_limits (key, window_start, hits) values ('only-in-a', now(), 1)`);
      expect((await a.database.db.execute(sql`select key from rate_limits`)).rows).toEqual([{ key: 'only-in-a' }]);
      expect((await b.database.db.execute(sql`select key from rate_limits`)).rows).toEqual([]);
      if (process.env.DATABASE_URL) {
        expect(a.schemaName).toMatch(/^test_[0-9a-f]{16}$/);
        expect(a.schemaName).not.toBe(b.schemaName);
        // Drizzle's journal lives in the file's own schema, next to its tables.
        const journal = await a.database.db.execute(sql.raw(`select count(*)::int as n from "${a.schemaName}".__drizzle_migrations`));
        expect(Number((journal.rows[0] as { n: number }).n)).toBeGreaterThan(0);
        // Foreign keys point at the file's own users table, not at public.users.
        const fks = await a.database.db.execute(sql`
          select distinct ccu.table_schema from information_schema.constraint_column_usage ccu
          join information_schema.table_constraints tc on tc.constraint_name = ccu.constraint_name and tc.constraint_schema = ccu.constraint_schema
          where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = ${a.schemaName}`);
        expect(fks.rows).toEqual([{ table_schema: a.schemaName }]);
      }
    } finally {
      const schema = a.schemaName;
      const copies = [a.databaseName, b.databaseName];
      await a.drop();
      await b.drop();
      if (schema) {
        // Dropped at the end: nothing is left behind, neither the schema nor the file's database.
        const check = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
        const left = await check.db.execute(sql`select 1 from pg_namespace where nspname = ${schema}`);
        const databases = await check.db.execute(sql`select datname from pg_database where datname in (${copies[0]}, ${copies[1]})`);
        await check.close();
        expect(left.rows).toEqual([]);
        expect(copies.every(Boolean)).toBe(true);
        expect(databases.rows).toEqual([]);
      }
    }
  });
});
