import { useInfiniteQuery } from '@tanstack/react-query';
import type { components } from '@/generated/api';
import { $api, api, contractUrl } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';

type S = components['schemas'];
export type Conversation = S['Conversation'];
export type ConversationPage = S['ConversationPage'];
export type ConversationPerson = S['ConversationPerson'];
export type ConversationAbout = S['ConversationAbout'];
export type Message = S['Message'];
export type MessagePage = S['MessagePage'];
export type MessageAttachment = S['MessageAttachment'];
export type MessageInput = S['MessageInput'];
export type MessageSearchHit = S['MessageSearchHit'];

/* The reads and writes of the caller's conversations (openapi/paths/messages.yaml). */

/** Conversations a page of the list holds. */
export const CONVERSATIONS_PAGE_SIZE = 20;
/** Messages a page of a thread holds. */
export const THREAD_PAGE_SIZE = 30;

/**
 * The caller's conversations, unread first, paged by the server's cursor ("Load more"). Not
 * `$api.useInfiniteQuery`: it sends `cursor=0` for the first page (its default page parameter),
 * which the server refuses as a cursor; the first page asks without one. The key starts as
 * `$api`'s do, so the refreshes of src/lib/cache.ts reach it.
 */
export const useConversations = () =>
  useInfiniteQuery({
    queryKey: ['get', '/conversations', { params: { query: { page_size: CONVERSATIONS_PAGE_SIZE } } }] as const,
    queryFn: ({ pageParam, signal }) =>
      unwrap(api.GET('/conversations', { params: { query: { page_size: CONVERSATIONS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } }, signal })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : undefined),
  });

export const useConversation = (id: string) => $api.useQuery('get', '/conversations/{id}', { params: { path: { id } } });

/** Messages of every conversation whose words start with each word of `q`; nothing is asked before `q` has a word. */
export const useMessageSearch = (q: string) =>
  $api.useQuery('get', '/messages/search', { params: { query: { q } } }, { enabled: q.length > 0, placeholderData: (previous) => previous });

/** The thread machine's reads: the newest page, or the page before a message. */
export const loadMessages = (conversationId: string, before?: number): Promise<MessagePage> =>
  unwrap(
    api.GET('/conversations/{id}/messages', {
      params: { path: { id: conversationId }, query: { page_size: THREAD_PAGE_SIZE, ...(before ? { before } : {}) } },
    }),
  );

export const sendMessage = (conversationId: string, body: MessageInput): Promise<Message> =>
  unwrap(api.POST('/conversations/{id}/messages', { params: { path: { id: conversationId } }, body }));

/** The form MessageAttachmentUpload describes: the one file. */
function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

export function uploadAttachment(conversationId: string, file: File): Promise<MessageAttachment> {
  // The contract types the body by its field; it travels as the multipart form it makes.
  return unwrap(
    api.POST('/conversations/{id}/attachments', {
      params: { path: { id: conversationId } },
      body: { file } as unknown as S['MessageAttachmentUpload'],
      bodySerializer: () => fileForm(file),
    }),
  );
}

export const markRead = (conversationId: string, upTo: number): Promise<Conversation> =>
  unwrap(api.POST('/conversations/{id}/read', { params: { path: { id: conversationId } }, body: { up_to: upTo } }));

export const setMuted = (conversationId: string, muted: boolean): Promise<Conversation> =>
  unwrap(api.POST('/conversations/{id}/mute', { params: { path: { id: conversationId } }, body: { muted } }));

export const setBlocked = (conversationId: string, blocked: boolean): Promise<Conversation> =>
  unwrap(api.POST('/conversations/{id}/block', { params: { path: { id: conversationId } }, body: { blocked } }));

export const reportConversation = (conversationId: string, body: S['MessageReportInput']) =>
  unwrap(api.POST('/conversations/{id}/reports', { params: { path: { id: conversationId } }, body }));

export const editMessage = (messageId: number, text: string): Promise<Message> =>
  unwrap(api.PATCH('/messages/{id}', { params: { path: { id: messageId } }, body: { text } }));

export const deleteMessage = (messageId: number): Promise<Message> => unwrap(api.DELETE('/messages/{id}', { params: { path: { id: messageId } } }));

/** Where a message's file downloads from (downloadMessageAttachment). */
export const attachmentUrl = (attachmentId: string) => contractUrl('/message-attachments/{id}', { path: { id: attachmentId } });
