import type { Tx } from '../db/database.js';
import { publishLive } from '../live/live-events.js';
import type { LiveKind } from '../../src/shared/live-kinds.js';

/*
 * What messages tell the live streams (server/live/live-events.ts), in the transaction of the
 * change, so a rolled-back send tells no one. Each event is small: the ids, and what a list row
 * needs to move (the excerpt and time of a new message); the page reads the rest through the API.
 * Both participants are told, the author too: its other tabs follow. Muting a conversation is the
 * caller's own and tells no one. One publish per transaction (publishLive's rule).
 */

/** A kind the app listens for (src/shared/live-kinds.ts): one it does not name would never reach a page. */
const kind = (name: LiveKind) => name;

/** As a list row shows it: server/messages/message-views.ts cuts the same excerpt. */
export interface LiveMessage {
  id: number;
  sender_id: string;
  excerpt: string | null;
  attachments: number;
  created_at: string;
}

export const tellMessageCreated = (tx: Tx, to: string[], conversationId: string, message: LiveMessage) =>
  publishLive(tx, to, kind('message.created'), { conversation_id: conversationId, message });

export const tellMessageEdited = (tx: Tx, to: string[], conversationId: string, message: { id: number; excerpt: string; edited_at: string }) =>
  publishLive(tx, to, kind('message.edited'), { conversation_id: conversationId, message });

export const tellMessageDeleted = (tx: Tx, to: string[], conversationId: string, messageId: number) =>
  publishLive(tx, to, kind('message.deleted'), { conversation_id: conversationId, message: { id: messageId } });

/** A read receipt: `user_id` has read the conversation up to `read_up_to`. */
export const tellConversationRead = (tx: Tx, to: string[], conversationId: string, userId: string, readUpTo: number) =>
  publishLive(tx, to, kind('conversation.read'), { conversation_id: conversationId, user_id: userId, read_up_to: readUpTo });
