// Named prepared statements for PGlite, in its worker (server/db/pglite-worker.ts). PGlite's own
// `query` parses, analyses and plans every statement again; the app sends the same few hundred
// statements with new parameters, so each is parsed once and then only bound and executed,
// which about doubles what one PGlite answers in a second (docs/performance.md, PGlite).
// Parameters are written and rows read by PGlite's own serializers and parsers, as `query` does.
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Statements worth keeping: reads and writes with parameters (a statement with its values inlined is seldom sent twice). */
const REUSABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** A change of a table's or a type's shape can change what a kept statement returns: forget them all. */
const RESHAPING = /\b(alter|drop)\s+(table|type|view|domain|function|schema)\b|\bcreate\s+or\s+replace\b/i;
/** Past this many different statements, new ones run unprepared: the app has far fewer. */
const MOST_KEPT = 1000;

interface Prepared {
  name: string;
  /** The types PostgreSQL inferred for the parameters, which pick PGlite's serializer for each. */
  paramTypes: number[];
}

function joined(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

export class PreparedStatements {
  private readonly kept = new Map<string, Promise<Prepared>>();
  private lastName = 0;
  /**
   * PGlite's parsers with a caller's own over them, made once per set of options: PGlite's
   * `parseResults` would otherwise copy every parser it has into a new object for each statement.
   */
  private readonly readers = new WeakMap<QueryOptions, { parsers: PGlite['parsers']; options: QueryOptions }>();

  constructor(private readonly pglite: PGlite) {}

  /** Whether `sql` is run here; the others go to PGlite's own `query`. */
  takes(sql: string, params: unknown[]): boolean {
    return params.length > 0 && REUSABLE.test(sql) && (this.kept.has(sql) || this.kept.size < MOST_KEPT);
  }

  /** After any statement: one that reshapes tables makes the kept ones unsafe, and they are forgotten. */
  ran(sql: string): void {
    if (RESHAPING.test(sql)) this.kept.clear();
  }

  /**
   * Runs `sql` as PGlite's `query` would, on the caller's turn: inside a transaction, or holding
   * the connection alone (the worker sees to that). Errors carry the statement, as PGlite's do.
   */
  async query<T>(sql: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean): Promise<Results<T>> {
    try {
      const { name, paramTypes } = await this.prepared(sql);
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const type = paramTypes[i]!;
        const serializer = options?.serializers?.[type] ?? this.pglite.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      const message = joined([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]);
      // As PGlite's `query`: the file system is synced after a statement outside a transaction.
      const { messages } = await this.pglite.runExclusive(() => this.pglite.execProtocol(message, { syncToFs: !inTransaction }));
      const reader = this.readerOf(options);
      return parse.parseResults(messages, reader.parsers, reader.options)[0] as Results<T>;
    } catch (error) {
      throw Object.assign(error as Error, { query: sql, params });
    }
  }

  private readerOf(options: QueryOptions | undefined) {
    if (!options) return { parsers: this.pglite.parsers, options: undefined };
    let reader = this.readers.get(options);
    if (!reader) {
      const { parsers, ...rest } = options;
      reader = { parsers: { ...this.pglite.parsers, ...parsers }, options: rest };
      this.readers.set(options, reader);
    }
    return reader;
  }

  private prepared(sql: string): Promise<Prepared> {
    let prepared = this.kept.get(sql);
    if (!prepared) {
      const name = `s${++this.lastName}`;
      const message = joined([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]);
      prepared = this.pglite.runExclusive(() => this.pglite.execProtocol(message, { syncToFs: false })).then(({ messages }) => {
        const description = messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
        return { name, paramTypes: description?.dataTypeIDs ?? [] };
      });
      prepared.catch(() => {
        if (this.kept.get(sql) === prepared) this.kept.delete(sql);
      });
      this.kept.set(sql, prepared);
    }
    return prepared;
  }
}
