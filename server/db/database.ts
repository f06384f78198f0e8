import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';
import { StartupError } from '../startup-error.js';
import { PgliteThread } from './pglite-thread.js';
import type { Listening, NotificationHandlers } from './notifications.js';
import { listenOnPostgres } from './postgres-listener.js';

// Both drivers expose the same query builder; the node-postgres type stands for both.
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Listens to a NOTIFY channel; resolves once listening, so that what is notified after it is
   * heard. PostgreSQL: a connection of its own, connected again when it drops
   * (server/db/postgres-listener.ts). PGlite: its one connection, in the worker, which forwards
   * what it hears (server/db/pglite-thread.ts). Close it before the database.
   */
  listen(channel: string, handlers: NotificationHandlers, options?: { warn?: (message: string) => void }): Promise<Listening>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** PGlite data directory; undefined keeps the database in memory. */
  dataDir?: string;
  /** PostgreSQL schema to use (tests give each file its own). */
  schemaName?: string;
  /** A PGlite data-dir dump to start from (tests clone one migrated template). */
  loadDataDir?: Blob;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.schemaName);
  return openPglite(opts.dataDir, opts.loadDataDir);
}

async function openPostgres(url: string, schemaName?: string): Promise<Database> {
  const connection = { connectionString: url, options: schemaName ? `-c search_path=${schemaName}` : undefined };
  const pool = new pg.Pool({ ...connection, max: 10 });
  // PostgreSQL may end an idle connection (a restart, a failover, a dropped test database): pg
  // takes it out of the pool and reports it here. Without a listener Node would treat the report
  // as an uncaught error and stop the process; the next query simply opens a new connection.
  pool.on('error', (error) => console.warn(`database: an idle connection ended (${error.message})`));
  if (schemaName) await pool.query(`create schema if not exists "${schemaName}"`);
  return {
    db: drizzlePg(pool, { schema }),
    kind: 'postgres',
    listen: (channel, handlers, options) => listenOnPostgres(connection, channel, handlers, options),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  const release = dataDir ? lockDataDir(dataDir) : () => {};
  try {
    // In a worker thread, so that a statement never holds the server's (server/db/pglite-thread.ts).
    const client = await PgliteThread.start({ dataDir, loadDataDir });
    return {
      // Shaped like the PGlite instance for what drizzle calls (query, exec, transaction).
      db: drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db,
      kind: 'pglite',
      listen: (channel, handlers) => client.listen(channel, handlers),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/**
 * PGlite does not lock its directory and two processes writing it corrupt it,
 * so we hold an exclusive lock file and refuse to start beside a live owner.
 */
function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(path.dirname(path.resolve(dataDir)), `.${path.basename(dataDir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockFile, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new StartupError(
          `The data directory ${path.resolve(dataDir)} is in use by another server (pid ${owner}). ` +
            'Stop that server, or set DATA_DIR to another folder.',
        );
      }
      fs.rmSync(lockFile, { force: true }); // left behind by a process that died
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
