import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { prepared } from '../db/prepared.js';
import { liveEvents } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';

/*
 * Live updates as rows (docs/architecture.md, "Live updates"; docs/decisions/027-live-updates.md).
 *
 * An event is a row of `live_events` per recipient, inserted by `publishLive` inside the
 * transaction of the change it announces, which also NOTIFYs the recipients' ids: the rows exist,
 * and the notification is heard, exactly when that change commits; a rolled-back change leaves
 * neither. A notification carries only whom to wake, never the data: a stream reads the rows with
 * ids above the last one it sent (server/live/live-stream.ts), so a notification that was lost or
 * merged costs nothing but a later read.
 *
 * Invariant: a recipient's rows are numbered in the order their transactions commit. Ids come from
 * one sequence, and two transactions could otherwise take 10 and 11 and commit 11 first: a reader
 * that saw 11 would never look below it again and 10 would be lost. `publishLive` therefore takes
 * a lock per recipient (an advisory lock held to the end of the transaction, taken in the order of
 * the ids so that two publishers never wait for each other in a circle) before taking ids, and
 * `startingPoint` takes the same lock to learn where a new reader starts.
 */

/** The NOTIFY channel; database-wide, so each notification names its recipients. */
export const LIVE_CHANNEL = 'live_events';

/** A kind names what changed, in the frames' `event:` field: `message.created`, `conversation.read`. */
const KIND = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*$/;
const KIND_MAX = 64;
/** The stream's own frames (server/live/live-stream.ts), which no published kind may take. */
export const STREAM_KINDS = ['ready', 'reset'] as const;
/** An event tells what changed and where, for the page to read again; it is not the document itself. */
export const LIVE_DATA_MAX_BYTES = 8 * 1024;
/** NOTIFY refuses a payload of 8000 bytes or more; a recipient takes 37 (a uuid and a comma). */
const RECIPIENTS_PER_NOTIFICATION = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How long events are kept (server/housekeeping.ts); a stream resumed from an older id is told to reset. */
export const LIVE_EVENTS_KEPT_MS = 48 * 60 * 60 * 1000;

export type LiveData = Record<string, unknown>;

export interface LiveEvent {
  id: number;
  kind: string;
  data: LiveData;
  createdAt: Date;
}

/** Each recipient's lock, in one statement, in the order of the ids (see the invariant above). */
async function lockRecipients(tx: Tx, recipients: readonly string[]): Promise<void> {
  await tx.execute(sql`
    select pg_advisory_xact_lock(hashtextextended('live:' || recipient::text, 0))
    from unnest(${`{${recipients.join(',')}}`}::uuid[]) as recipient
    order by recipient`);
}

/**
 * Publishes an event to `recipients` (user ids) in the caller's transaction: a row for each, and a
 * notification that wakes their streams on every instance once the transaction commits. Nothing is
 * announced if it rolls back.
 *
 * Call it once per transaction, at its end, with every recipient: it holds each recipient's lock
 * until the commit, so that their events are numbered in commit order, and two transactions that
 * each published twice to the same people in another order could wait for each other.
 * `data` is a JSON object of at most 8 kB that says what changed (ids, a short preview): clients read
 * the rest through the API.
 */
export async function publishLive(tx: Tx, recipients: readonly string[], kind: string, data: LiveData): Promise<void> {
  if (!KIND.test(kind) || kind.length > KIND_MAX || (STREAM_KINDS as readonly string[]).includes(kind)) {
    throw new Error(`publishLive: ${JSON.stringify(kind)} is not a live event kind (lower case words joined by dots, not ${STREAM_KINDS.join(' or ')})`);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new Error('publishLive: data must be a JSON object');
  const text = JSON.stringify(data);
  if (Buffer.byteLength(text) > LIVE_DATA_MAX_BYTES) throw new Error(`publishLive: data of ${kind} is over ${LIVE_DATA_MAX_BYTES} bytes`);
  const bad = recipients.find((id) => !UUID.test(id));
  if (bad !== undefined) throw new Error(`publishLive: ${JSON.stringify(bad)} is not a user id`);
  const ids = [...new Set(recipients.map((id) => id.toLowerCase()))].sort();
  if (ids.length === 0) return;

  await lockRecipients(tx, ids);
  await tx.insert(liveEvents).values(ids.map((userId) => ({ userId, kind, data: JSON.parse(text) as LiveData })));
  for (let at = 0; at < ids.length; at += RECIPIENTS_PER_NOTIFICATION) {
    await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${ids.slice(at, at + RECIPIENTS_PER_NOTIFICATION).join(',')})`);
  }
}

/** The user ids a notification's payload names; empty for a payload that wakes everyone. */
export function recipientsOf(payload: string): string[] {
  return payload ? payload.split(',') : [];
}

// Every stream reads this on every wake-up: prepared once per database (server/db/prepared.ts).
const eventsAfterQuery = (db: Db) =>
  prepared(db, 'live_events_after', (db, name) =>
    db
      .select({ id: liveEvents.id, kind: liveEvents.kind, data: liveEvents.data, createdAt: liveEvents.createdAt })
      .from(liveEvents)
      .where(and(eq(liveEvents.userId, sql.placeholder('userId')), gt(liveEvents.id, sql.placeholder('after'))))
      .orderBy(asc(liveEvents.id))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );

/** The user's events with ids above `after`, oldest first, at most `limit`. */
export async function eventsAfter(db: Db, userId: string, after: number, limit: number): Promise<LiveEvent[]> {
  const rows = await eventsAfterQuery(db).execute({ userId, after, limit });
  return rows.map((row) => ({ ...row, id: Number(row.id), data: row.data as LiveData }));
}

/**
 * Where a reader starts: after `lastEventId` when the events after it are all still kept, else
 * (`reset`) after the newest id the reader can have, so that it reads only what is new and
 * refetches the rest. A reader without a `lastEventId` starts after that newest id too.
 *
 * "All still kept": the id is not below the oldest kept row (rows above it may have been deleted
 * by housekeeping) nor above the newest (an id from another database, or one whose rows went with
 * an account). With no rows kept, only 0 is safe.
 * The newest id is taken under the user's lock (see the invariant above): every event published to
 * the user before it is committed and below it, every later one will be above it.
 */
export async function startingPoint(db: Db, userId: string, lastEventId: number | undefined): Promise<{ after: number; reset: boolean }> {
  return db.transaction(async (tx) => {
    await lockRecipients(tx, [userId]);
    const result = await tx.execute<{ mine: string | null; oldest: string | null; newest: string | null }>(sql`
      select (select max(id) from live_events where user_id = ${userId}) as mine,
             (select min(id) from live_events) as oldest,
             (select max(id) from live_events) as newest`);
    const row = result.rows[0]!;
    const number = (value: string | null) => (value === null ? null : Number(value));
    const [mine, oldest, newest] = [number(row.mine), number(row.oldest), number(row.newest)];
    const latest = mine ?? newest ?? 0;
    if (lastEventId === undefined) return { after: latest, reset: false };
    const kept = oldest === null || newest === null ? lastEventId === 0 : lastEventId >= oldest - 1 && lastEventId <= newest;
    return kept ? { after: lastEventId, reset: false } : { after: latest, reset: true };
  });
}

/** Events a call of GET /live/events answers at most. */
const POLL_PAGE = 100;

/**
 * The caller's events after `after`, for a client whose stream cannot connect (GET /live/events):
 * the same rows and the same positions as the stream's, oldest first.
 */
export async function liveEventsPage(db: Db, owner: Owner, after: number | undefined): Promise<Schema<'LiveEventPage'>> {
  const start = await startingPoint(db, owner.userId, after);
  if (after === undefined || start.reset) return { events: [], next_after: start.after, has_more: false, reset: start.reset };
  const rows = await eventsAfter(db, owner.userId, after, POLL_PAGE + 1);
  const events = rows.slice(0, POLL_PAGE);
  return {
    events: events.map((event) => ({ id: event.id, kind: event.kind, data: event.data, created_at: event.createdAt.toISOString() })),
    next_after: events.at(-1)?.id ?? after,
    has_more: rows.length > POLL_PAGE,
    reset: false,
  };
}

/** Events older than what is kept; run by housekeeping. */
export async function deleteExpiredLiveEvents(db: Db): Promise<void> {
  await db.execute(sql`delete from live_events where created_at < now() - ${`${LIVE_EVENTS_KEPT_MS} milliseconds`}::interval`);
}
