import type { components } from '@/generated/api';
import { useLiveEvents } from '@/app-state/live-updates';
import { $api } from '@/lib/api-client';

type Role = components['schemas']['Role'];

/** The roles that have conversations (docs/product.md, "Messages"). */
export const talksInMessages = (role: Role | undefined): boolean => role === 'employer' || role === 'candidate' || role === 'agent';

/** What a message or read receipt moves: the header's count. */
const MOVES_UNREAD = new Set(['message.created', 'message.deleted', 'conversation.read']);

/**
 * Unread messages for the header, on every page: read once, then again whenever a live update
 * says a message arrived, was deleted or was read (in this tab or another), or that updates were
 * lost. The count reads itself again rather than through src/lib/cache.ts, which the first script
 * of every page would then carry (docs/performance.md); the messages page refreshes its own reads.
 */
export function useUnreadMessages(enabled: boolean): number {
  const { data, refetch } = $api.useQuery('get', '/messages/unread-count', {}, { enabled, staleTime: 60_000 });
  useLiveEvents((update) => {
    if (!enabled) return;
    if (update.type === 'reset' || MOVES_UNREAD.has(update.event.kind)) void refetch();
  });
  return enabled ? (data?.unread ?? 0) : 0;
}
