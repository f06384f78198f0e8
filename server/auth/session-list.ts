import type { Db } from '../db/database.js';
import type { Schema } from '../http/handler-types.js';
import type { Owner } from '../http/owner.js';
import { liveSessionsOf } from './sessions.js';

/** The account's live sessions, the one asking marked current. */
export async function sessionList(db: Db, owner: Owner): Promise<Schema<'SessionList'>> {
  const rows = await liveSessionsOf(db, owner.userId);
  return {
    sessions: rows.map((s) => ({
      id: s.id,
      created_at: s.createdAt.toISOString(),
      last_seen_at: s.lastSeenAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
      ...(s.userAgent ? { user_agent: s.userAgent } : {}),
      ...(s.ipAddress ? { ip_address: s.ipAddress } : {}),
      current: s.id === owner.sessionId,
    })),
  };
}
