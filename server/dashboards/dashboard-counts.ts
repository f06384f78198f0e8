import { sql } from 'drizzle-orm';

/** One count of the dashboard, as an integer column of its single row. */
export const count = (query: ReturnType<typeof sql>) => sql<number>`(${query})::int`;

/** Both drivers may hand integers back as strings; the contract says integers. */
export function numbers<T extends Record<string, unknown>>(row: T): { [K in keyof T]: number } {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as { [K in keyof T]: number };
}
