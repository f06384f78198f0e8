// LISTEN/NOTIFY behind the database port (server/db/database.ts): on PostgreSQL a connection of
// its own (server/db/postgres-listener.ts), on PGlite its one connection in the worker, which
// forwards what it hears (server/db/pglite-worker.ts). The live updates listen through it
// (server/live/live-hub.ts, docs/architecture.md "Live updates").

/** What a listener is told. */
export interface NotificationHandlers {
  /** A payload NOTIFYed on the channel, heard once the transaction that sent it committed. */
  notify(payload: string): void;
  /**
   * The connection that listens was lost and listens again: whatever was notified in between
   * was not heard, so the listener must look again at what it watches.
   */
  resumed(): void;
}

/** A channel listened to; `close` stops listening. */
export interface Listening {
  close(): Promise<void>;
}
