import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/database.js';
import { migrate } from '../../server/db/migrate.js';
import { TEMPLATE_SCHEMA, dropCopies, dropDatabase, noWaitForDisk, onDatabase, runPrefix, urlOf } from './postgres-copies.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a dump of a migrated PGlite data dir ('' when the suite runs on PostgreSQL). */
    pgliteTemplate: string;
    /** The migrated template database each file copies, and the prefix of this run's copies (null on PGlite). */
    postgresTemplate: { template: string; prefix: string } | null;
  }
}

/**
 * Without DATABASE_URL: migrate one in-memory PGlite once and dump it, so that
 * every test file starts from `new PGlite({ loadDataDir })` in a few hundred ms
 * instead of initialising and migrating a new data dir.
 * With DATABASE_URL: the same once, into a template database that each file copies
 * (tests/server/postgres-copies.ts); the copies and the template are dropped at the end.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  project.provide('pgliteTemplate', '');
  project.provide('postgresTemplate', null);
  if (url) return setupPostgres(project, url);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-tests-'));
  const file = path.join(dir, 'template.tar');
  const database = await openDatabase({});
  try {
    await migrate(database);
    const client = (database.db as unknown as { $client: { dumpDataDir(c?: 'gzip' | 'auto' | 'none'): Promise<Blob> } }).$client;
    // Uncompressed: each test file loads it about 0.2 s faster than the gzip dump.
    const dump = await client.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject, url: string) {
  // Databases of runs that were killed before their teardown (their pid is gone). A pid says
  // something only about this machine, so a shared server elsewhere is left alone.
  if (['127.0.0.1', 'localhost', '[::1]', ''].includes(new URL(url).hostname)) await dropCopies(url, 'stale');
  const prefix = runPrefix(url, process.pid);
  const template = `${prefix}template`;
  try {
    await onDatabase(url, `create database "${template}"`, noWaitForDisk(template));
    const database = await openDatabase({ databaseUrl: urlOf(url, template), schemaName: TEMPLATE_SCHEMA });
    try {
      await migrate(database, TEMPLATE_SCHEMA);
    } finally {
      // CREATE DATABASE ... TEMPLATE refuses a template anyone is connected to.
      await database.close();
    }
  } catch (error) {
    await dropDatabase(url, template).catch(() => {});
    throw error;
  }
  project.provide('postgresTemplate', { template, prefix });
  // Also after failed files: the copies a file could not drop go here, then the template.
  return async () => {
    await dropCopies(url, process.pid);
  };
}
