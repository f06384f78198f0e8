import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './database.js';

const byDatabase = new WeakMap<Db, Map<string, unknown>>();

/**
 * A hot read built once per database and kept: Drizzle otherwise builds the SQL text of a query
 * on every call (about a fifth of the server's CPU under `npm run bench:api`), and sends it
 * unnamed, so PostgreSQL parses and plans it again each time. `build` makes the query with
 * `sql.placeholder` for every value and calls `.prepare(name)`: node-postgres then sends it by
 * that name and each connection parses it once.
 *
 * `name` must say everything that shapes the SQL (which filters are present, a page size),
 * since one name is one text. Inside a transaction nothing is kept: a statement kept for the
 * database would run on another connection than the transaction's.
 */
export function prepared<T>(db: Db | Tx, name: string, build: (db: Db | Tx, name: string) => T): T {
  if (db instanceof PgTransaction) return build(db, name);
  let statements = byDatabase.get(db);
  if (!statements) byDatabase.set(db, (statements = new Map()));
  let statement = statements.get(name) as T | undefined;
  if (!statement) statements.set(name, (statement = build(db, name)));
  return statement;
}

/**
 * The name of a query prepared per shape of filter: `prefix`, then each filter that is given
 * (`jobs_page_role_words`), so that each shape, one SQL text, has a name of its own.
 */
export function shapeName<S extends { [K in keyof S]: boolean }>(prefix: string, shape: S): string {
  return `${prefix}${Object.entries<boolean>(shape).map(([filter, given]) => (given ? `_${filter}` : '')).join('')}`;
}
