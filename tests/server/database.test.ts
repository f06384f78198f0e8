// server/db: the PGlite data-directory lock, starting from a dump, and migrations into a schema.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { openDatabase, type Database } from '../../server/db/database.js';
import { migrate } from '../../server/db/migrate.js';
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
