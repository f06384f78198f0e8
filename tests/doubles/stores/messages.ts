// The caller's conversations in memory, for the messages page: threads paged back by id, sending
// with an idempotency key (a retry answers the first message), uploads, reading, muting, blocking,
// reports, edits, deletions and search, each recorded for the test to check.
import type { components } from '@/generated/api';
import { api, problem } from '../api';
import { nextId } from '../fixtures/ids';
import { makeAttachment, type Conversation, type Message } from '../fixtures/messages';

type S = components['schemas'];

export interface MessagesStoreOptions {
  conversations: Conversation[];
  /** Each conversation's messages, oldest first. */
  messages?: Record<string, Message[]>;
  pageSize?: number;
}

export function messagesStore(options: MessagesStoreOptions) {
  const state = {
    conversations: options.conversations.map((conversation) => ({ ...conversation })),
    messages: Object.fromEntries(options.conversations.map((conversation) => [conversation.id, [...(options.messages?.[conversation.id] ?? [])]])),
    /** What was asked for, in order: `send:<key>`, `read:<id>:<upTo>`, `mute:<bool>`, `block:<bool>`, `report:<reason>`, `upload:<name>`, `edit:<id>`, `delete:<id>`. */
    calls: [] as string[],
    keys: new Map<string, Message>(),
  };
  let nextMessageId = 1000;
  const find = (id: string) => state.conversations.find((conversation) => conversation.id === id);
  const notFound = () => problem(404, 'NOT_FOUND', 'Not found.');

  const handlers = [
    api.get('/conversations', ({ query, response }) => {
      const size = options.pageSize ?? 20;
      const start = Number(query.get('cursor') ?? 0);
      const sorted = [...state.conversations].sort((a, b) => Number(b.unread_count > 0) - Number(a.unread_count > 0) || b.last_activity_at.localeCompare(a.last_activity_at));
      const items = sorted.slice(start, start + size);
      const more = start + size < sorted.length;
      return response(200).json({ items, page_size: size, has_more: more, ...(more ? { next_cursor: String(start + size) } : {}) });
    }),
    api.get('/conversations/{id}', ({ params, response }) => {
      const conversation = find(params.id);
      return conversation ? response(200).json(conversation) : notFound();
    }),
    api.get('/conversations/{id}/messages', ({ params, query, response }) => {
      const conversation = find(params.id);
      if (!conversation) return notFound();
      const before = Number(query.get('before') ?? Infinity);
      const size = Number(query.get('page_size') ?? 30);
      const older = state.messages[params.id]!.filter((message) => message.id < before);
      const items = older.slice(-size).reverse();
      return response(200).json({
        items,
        page_size: size,
        has_more: older.length > size,
        read_up_to: conversation.read_up_to,
        other_read_up_to: conversation.other_read_up_to,
      });
    }),
    api.post('/conversations/{id}/messages', async ({ params, request, response }) => {
      const body = await request.json();
      state.calls.push(`send:${body.idempotency_key}`);
      const conversation = find(params.id);
      if (!conversation) return notFound();
      const again = state.keys.get(body.idempotency_key);
      if (again) return response(200).json(again);
      const message: Message = {
        id: ++nextMessageId,
        conversation_id: params.id,
        sender_id: nextId(),
        mine: true,
        text: body.text.trim(),
        attachments: (body.attachment_ids ?? []).map((id) => makeAttachment({ id })),
        created_at: new Date().toISOString(),
        deleted: false,
      };
      state.keys.set(body.idempotency_key, message);
      state.messages[params.id]!.push(message);
      Object.assign(conversation, { read_up_to: message.id, last_activity_at: message.created_at });
      return response(201).json(message);
    }),
    api.post('/conversations/{id}/attachments', async ({ request, response }) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      state.calls.push(`upload:${file.name}`);
      return response(201).json(makeAttachment({ name: file.name, content_type: file.type, size_bytes: file.size }));
    }),
    api.post('/conversations/{id}/read', async ({ params, request, response }) => {
      const { up_to } = await request.json();
      state.calls.push(`read:${params.id}:${up_to}`);
      const conversation = find(params.id)!;
      Object.assign(conversation, { read_up_to: Math.max(conversation.read_up_to, up_to), unread_count: 0 });
      return response(200).json(conversation);
    }),
    api.post('/conversations/{id}/mute', async ({ params, request, response }) => {
      const { muted } = await request.json();
      state.calls.push(`mute:${muted}`);
      const conversation = find(params.id)!;
      conversation.muted = muted;
      return response(200).json(conversation);
    }),
    api.post('/conversations/{id}/block', async ({ params, request, response }) => {
      const { blocked } = await request.json();
      state.calls.push(`block:${blocked}`);
      const conversation = find(params.id)!;
      Object.assign(conversation, blocked ? { can_send: false, read_only_reason: 'blocked_by_you' } : { can_send: true, read_only_reason: undefined });
      return response(200).json(conversation);
    }),
    api.post('/conversations/{id}/reports', async ({ request, response }) => {
      const body = await request.json();
      state.calls.push(`report:${body.message_id ?? 'conversation'}:${body.reason}`);
      return response(201).json({ id: nextId(), created_at: new Date().toISOString() });
    }),
    api.patch('/messages/{id}', async ({ params, request, response }) => {
      const { text } = await request.json();
      state.calls.push(`edit:${params.id}`);
      const message = Object.values(state.messages).flat().find((item) => item.id === Number(params.id))!;
      Object.assign(message, { text, edited_at: new Date().toISOString() });
      return response(200).json(message);
    }),
    api.delete('/messages/{id}', ({ params, response }) => {
      state.calls.push(`delete:${params.id}`);
      const message = Object.values(state.messages).flat().find((item) => item.id === Number(params.id))!;
      Object.assign(message, { text: undefined, attachments: [], deleted: true, deleted_at: new Date().toISOString() });
      return response(200).json(message);
    }),
    api.get('/messages/search', ({ query, response }) => {
      const words = (query.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const items: S['MessageSearchHit'][] = state.conversations.flatMap((conversation) =>
        state.messages[conversation.id]!.filter(
          (message) => !message.deleted && words.every((word) => (message.text ?? '').toLowerCase().split(/\W+/).some((each) => each.startsWith(word))),
        ).map((message) => ({ message, other: conversation.other, about: conversation.about })),
      );
      return response(200).json({ items: items.reverse(), page_size: 20, has_more: false });
    }),
    api.get('/messages/unread-count', ({ response }) =>
      response(200).json({ unread: state.conversations.filter((conversation) => !conversation.muted).reduce((sum, conversation) => sum + conversation.unread_count, 0) }),
    ),
  ];

  return { state, handlers };
}
