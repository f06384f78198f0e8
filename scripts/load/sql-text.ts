import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/database.js';

// SQL written as text for the load data: statements made of generate_series and arithmetic, with
// the data's own words inlined as literals (they are ours, never a user's).

export const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
export const textArray = (list: readonly string[]) => `array[${list.map(lit).join(',')}]::text[]`;
/** `list[1 + (expr) % n]` as SQL. */
export const pick = (list: readonly string[], expr: string) => `(${textArray(list)})[1 + (${expr}) % ${list.length}]`;
/** An instant as the contract writes it (UTC, milliseconds, `Z`). */
export const iso = (t: string) => `to_char((${t}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export async function run(database: Database, text: string): Promise<void> {
  await database.db.execute(sql.raw(text));
}
export async function rows<T>(database: Database, text: string): Promise<T[]> {
  return ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}
