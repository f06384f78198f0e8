import { sql, type AnyColumn } from 'drizzle-orm';

/**
 * `desc nulls last`, exactly as the indexes are declared: a plain `desc` means nulls
 * first, which PostgreSQL will not read off a `desc nulls last` index (even for a not-null
 * column), so every page would sort all of the tenant's rows.
 */
export const newestFirst = (column: AnyColumn) => sql`${column} desc nulls last`;
