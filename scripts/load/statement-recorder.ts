import type { Database } from '../../server/db/database.js';

export interface Statement {
  text: string;
  params: unknown[];
  /** The name of a prepared statement (node-postgres), which PostgreSQL parses and plans once per connection. */
  name?: string;
}

type QueryFn = (query: string | { text: string; name?: string }, params?: unknown[], ...rest: unknown[]) => Promise<{ rows: unknown[] }>;

/**
 * Records the SQL an endpoint sends, so the benchmark can replay exactly the same
 * statements without the app around them and ask PostgreSQL how it runs them. Both
 * drivers' query builders call `query` on the client they were given (the PGlite
 * instance, or the pg pool), which is where this listens.
 */
export function recordStatements(database: Database) {
  const client = (database.db as unknown as { $client: { query: QueryFn } }).$client;
  const original = client.query.bind(client) as QueryFn;
  let recording: Statement[] | null = null;
  client.query = ((query, params, ...rest) => {
    if (recording) {
      const named = typeof query === 'string' ? { text: query } : { text: query.text, ...(query.name ? { name: query.name } : {}) };
      recording.push({ ...named, params: params ?? [] });
    }
    return original(query, params, ...rest);
  }) as QueryFn;
  return {
    /** The statements `work` caused, in order. */
    async during(work: () => Promise<void>): Promise<Statement[]> {
      recording = [];
      try {
        await work();
        return recording;
      } finally {
        recording = null;
      }
    },
    /** Runs a statement straight on the driver, as the bare route does: prepared under its name when the app prepared it. */
    query: (statement: Statement) =>
      statement.name ? original({ name: statement.name, text: statement.text }, statement.params) : original(statement.text, statement.params),
  };
}

/** What the request layer sends for every signed-in request (the session lookup and its touch), as opposed to the endpoint's own work. */
export const isSessionStatement = (s: Statement) => /"sessions"/.test(s.text);
