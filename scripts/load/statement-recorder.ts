import type { Database } from '../../server/db/database.js';

export interface Statement {
  text: string;
  params: unknown[];
}

type QueryFn = (query: string | { text: string }, params?: unknown[], ...rest: unknown[]) => Promise<{ rows: unknown[] }>;

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
    if (recording) recording.push({ text: typeof query === 'string' ? query : query.text, params: params ?? [] });
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
    /** Runs a statement straight on the driver, as the bare route does. */
    query: (statement: Statement) => original(statement.text, statement.params),
  };
}

/** What the request layer sends for every signed-in request (the session lookup and its touch), as opposed to the endpoint's own work. */
export const isSessionStatement = (s: Statement) => /"sessions"/.test(s.text);
