import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './database.js';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies the SQL migrations that have not run yet; the same files serve both drivers. */
export async function migrate(database: Database, schemaName?: string): Promise<void> {
  const config = { migrationsFolder, migrationsSchema: schemaName ?? 'drizzle' };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, config);
  } else {
    await migratePg(database.db, config);
  }
}
