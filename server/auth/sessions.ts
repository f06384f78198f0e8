import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/database.js';
import { prepared } from '../db/prepared.js';
import { sessions, twoFactorSettings, users } from '../db/schema.js';
import { hashToken, randomToken } from './tokens.js';

export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
// Writing last_seen_at on every request would turn each read into a write.
const TOUCH_AFTER_MS = 5 * 60 * 1000;

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

/** A signed-in request's session and account; `twoFactorOn` says whether the account has a second step (an administrator needs one, server/http/operation-access.ts). */
export interface LiveSession {
  session: SessionRow;
  user: UserRow;
  twoFactorOn: boolean;
}

export interface NewSession {
  id: string;
  token: string;
  xsrfToken: string;
  expiresAt: Date;
}

export async function startSession(
  db: Db,
  userId: string,
  client: { userAgent?: string; ipAddress?: string },
): Promise<NewSession> {
  const token = randomToken();
  const xsrfToken = randomToken();
  const expiresAt = new Date(Date.now() + SESSION_ABSOLUTE_MS);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      xsrfHash: hashToken(xsrfToken),
      userId,
      userAgent: client.userAgent?.slice(0, 300),
      ipAddress: client.ipAddress,
      expiresAt,
    })
    .returning({ id: sessions.id });
  return { id: row!.id, token, xsrfToken, expiresAt };
}

// Every signed-in request asks this, so it is prepared (server/db/prepared.ts). Idle expiry is
// measured on the database's clock, as absolute expiry already is.
const liveSessionByToken = (db: Db) =>
  prepared(db, 'live_session_by_token', (db, name) =>
    db
      .select({
        session: sessions,
        user: users,
        // One primary-key probe; cheaper than a second statement on the few requests that need it.
        twoFactorOn: sql<boolean>`exists (select 1 from ${twoFactorSettings} where ${twoFactorSettings.userId} = ${users.id} and ${twoFactorSettings.secret} is not null)`,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.endedAt),
          gt(sessions.expiresAt, sql`now()`),
          gt(sessions.lastSeenAt, sql`now() - ${sql.raw(`interval '${SESSION_IDLE_MS} milliseconds'`)}`),
        ),
      )
      .limit(1)
      .prepare(name),
  );

const liveSessionById = (db: Db) =>
  prepared(db, 'live_session_by_id', (db, name) =>
    db
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          eq(sessions.id, sql.placeholder('id')),
          isNull(sessions.endedAt),
          gt(sessions.expiresAt, sql`now()`),
          gt(sessions.lastSeenAt, sql`now() - ${sql.raw(`interval '${SESSION_IDLE_MS} milliseconds'`)}`),
        ),
      )
      .limit(1)
      .prepare(name),
  );

/**
 * Whether a session is still live, as findSession decides, without counting the question as
 * activity: a live stream asks it every heartbeat (server/live/live-stream.ts), and a tab left open
 * must not keep its session from going idle.
 */
export async function isSessionLive(db: Db, sessionId: string): Promise<boolean> {
  return (await liveSessionById(db).execute({ id: sessionId })).length > 0;
}

/** The live session behind a cookie value, with its user; idle and absolute expiry applied. */
export async function findSession(db: Db, token: string): Promise<LiveSession | null> {
  const [row] = await liveSessionByToken(db).execute({ tokenHash: hashToken(token) });
  if (!row) return null;
  if (Date.now() - row.session.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, row.session.id));
  }
  return row;
}

export async function endSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every session of the user but `keepId` (none kept when it is undefined). */
export async function endSessionsOf(db: Db | Tx, userId: string, keepId?: string): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt), keepId ? ne(sessions.id, keepId) : undefined));
}

export async function liveSessionsOf(db: Db, userId: string): Promise<SessionRow[]> {
  const idleSince = new Date(Date.now() - SESSION_IDLE_MS);
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, idleSince),
      ),
    )
    .orderBy(desc(sessions.createdAt))
    .limit(100);
}

export async function rebindXsrf(db: Db, sessionId: string, xsrfToken: string): Promise<void> {
  await db.update(sessions).set({ xsrfHash: hashToken(xsrfToken) }).where(eq(sessions.id, sessionId));
}
