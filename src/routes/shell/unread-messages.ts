import { useQueryClient } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { useLiveEvents } from '@/app-state/live-updates';
import { $api } from '@/lib/api-client';
import { afterMessagesChange } from '@/lib/cache';

type Role = components['schemas']['Role'];

/** The roles that have conversations (docs/product.md, "Messages"). */
export const talksInMessages = (role: Role | undefined): boolean => role === 'employer' || role === 'candidate' || role === 'agent';

/** What a message or read receipt moves: the header's count and the conversation list. */
const MOVES_UNREAD = new Set(['message.created', 'message.deleted', 'conversation.read']);

/**
 * Unread messages for the header, on every page: read once, then again whenever a live update
 * says a message arrived, was deleted or was read (in this tab or another), or that updates were lost.
 */
export function useUnreadMessages(enabled: boolean): number {
  const queryClient = useQueryClient();
  const { data } = $api.useQuery('get', '/messages/unread-count', {}, { enabled, staleTime: 60_000 });
  useLiveEvents((update) => {
    if (!enabled) return;
    if (update.type === 'reset' || MOVES_UNREAD.has(update.event.kind)) void afterMessagesChange(queryClient);
  });
  return enabled ? (data?.unread ?? 0) : 0;
}
