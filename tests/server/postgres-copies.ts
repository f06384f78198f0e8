// On PostgreSQL the suite migrates once, into a template database, and each test file gets a
// copy of it (CREATE DATABASE ... TEMPLATE): about 0.2 s instead of running every migration.
// The copies are named after the vitest process, so that runs side by side never touch each
// other's, and a run that was killed is swept up by the next one.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The schema the template is migrated into; each copy renames it to a name of its own. */
export const TEMPLATE_SCHEMA = 'test_template';

/** The name of the database at `url` (the cluster's `test` database in CI). */
const databaseOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

/** `url` pointed at another database of the same cluster. */
export function urlOf(url: string, database: string): string {
  const other = new URL(url);
  other.pathname = `/${encodeURIComponent(database)}`;
  return other.toString();
}

/** The prefix of every database a run makes: `<test>_copy_<pid>_`, with the pid of vitest's main process (not a worker's). */
export const runPrefix = (url: string, pid: number) => `${databaseOf(url)}_copy_${pid}_`;

/** Runs statements on the database of `url` over one short-lived connection. */
export async function onDatabase(url: string, ...statements: string[]): Promise<pg.QueryResult[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const results: pg.QueryResult[] = [];
    for (const statement of statements) results.push(await client.query(statement));
    return results;
  } finally {
    await client.end();
  }
}

/** CREATE DATABASE cannot run inside a transaction block, nor take a bound name: names are quoted here. */
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function dropDatabase(url: string, database: string): Promise<void> {
  // FORCE ends sessions a failed test left open, so the database always goes.
  await onDatabase(url, `drop database if exists ${quoted(database)} with (force)`);
}

/**
 * A test database need not survive a crash: its commits do not wait for the disk. Each request
 * commits a few times (sessions, rate limits), and a commit that waits for the WAL flush takes
 * about 9 ms instead of under 1 ms on CI's disk. Set on the database, so every session gets it.
 */
export const noWaitForDisk = (database: string) => `alter database ${quoted(database)} set synchronous_commit = off`;

export interface DatabaseCopy {
  url: string;
  database: string;
  schemaName: string;
}

/** A new database `<prefix><16 hex>` copied from `template`, its schema renamed to `test_<16 hex>`. */
export async function copyTemplate(url: string, run: { prefix: string; template: string }): Promise<DatabaseCopy> {
  const { template } = run;
  const id = randomBytes(8).toString('hex');
  const database = `${run.prefix}${id}`;
  const schemaName = `test_${id}`;
  await onDatabase(url, `create database ${quoted(database)} template ${quoted(template)}`, noWaitForDisk(database));
  const copyUrl = urlOf(url, database);
  try {
    // Renamed before the pool opens: its search_path names the new schema.
    await onDatabase(copyUrl, `alter schema ${quoted(TEMPLATE_SCHEMA)} rename to ${quoted(schemaName)}`);
  } catch (error) {
    await dropDatabase(url, database);
    throw error;
  }
  return { url: copyUrl, database, schemaName };
}

/** Drops every database of this run (`pid`), and those of earlier runs whose process is gone. */
export async function dropCopies(url: string, pid: number | 'stale'): Promise<string[]> {
  const prefix = `${databaseOf(url)}_copy_`;
  const [{ rows }] = (await onDatabase(url, 'select datname from pg_database')) as [pg.QueryResult<{ datname: string }>];
  const doomed = rows
    .map((row) => row.datname)
    .filter((name) => {
      if (!name.startsWith(prefix)) return false;
      const owner = Number(/^(\d+)_/.exec(name.slice(prefix.length))?.[1]);
      return pid === 'stale' ? owner > 0 && !isAlive(owner) : owner === pid;
    });
  for (const name of doomed) await dropDatabase(url, name);
  return doomed;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
