import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useLiveEvents, type LiveUpdate } from '@/app-state/live-updates';
import { m } from '@/generated/paraglide/messages.js';
import { afterConversationChange, afterConversationRead, afterMessagesChange } from '@/lib/cache';
import { MESSAGE_DRAFT_KEY_PREFIX, readLocal, removeLocal, writeLocal } from '@/lib/storage';
import { conversationThreadMachine } from '@/machines/conversation-thread.machine';
import { formSubmissionMachine, submitActor } from '@/machines/form-submission.machine';
import { messageComposerMachine, type MessageAttachment, type MessageInput } from '@/machines/message-composer.machine';
import { ownMessageMachine } from '@/machines/own-message.machine';
import { notify } from '@/ui/toaster';
import {
  deleteMessage,
  editMessage,
  loadMessages,
  markRead,
  reportConversation,
  sendMessage,
  setBlocked,
  setMuted,
  uploadAttachment,
  type Conversation,
  type Message,
  type MessagePage,
} from './api';

/** The message kinds of the live updates (src/shared/live-kinds.ts) and what each carries (server/messages/live-events.ts). */
const MESSAGE_KINDS = new Set(['message.created', 'message.edited', 'message.deleted', 'conversation.read']);
interface MessageEventData {
  conversation_id?: string;
  message?: { id?: number };
  user_id?: string;
  read_up_to?: number;
}

/** Any message event re-reads the list and the header's count; a reset too, since events were lost. */
export function useConversationListLive() {
  const queryClient = useQueryClient();
  useLiveEvents((update) => {
    if (update.type === 'reset' || MESSAGE_KINDS.has(update.event.kind)) void afterMessagesChange(queryClient);
  });
}

/** The thread machine's event for a live update, or null when it is not about this conversation. */
export function threadEventOf(update: LiveUpdate, conversationId: string, userId: string) {
  if (update.type === 'reset') return { type: 'RESET' } as const;
  const data = update.event.data as MessageEventData;
  if (data.conversation_id !== conversationId) return null;
  switch (update.event.kind) {
    case 'message.created':
    case 'message.edited':
      return { type: 'LIVE_CHANGED' } as const;
    case 'message.deleted':
      return typeof data.message?.id === 'number' ? ({ type: 'LIVE_DELETED', messageId: data.message.id } as const) : null;
    case 'conversation.read':
      // The caller's own reading (another tab) moves no receipt.
      return data.user_id !== userId && typeof data.read_up_to === 'number' ? ({ type: 'OTHER_READ', upTo: data.read_up_to } as const) : null;
    default:
      return null;
  }
}

/**
 * One conversation's thread (src/machines/conversation-thread.machine.ts): its pages from the API,
 * kept current by the live updates, and marked read up to its newest message whenever new ones show,
 * after which the header's count and the list are read again.
 */
export function useConversationThread(conversationId: string, userId: string) {
  const queryClient = useQueryClient();
  const [snapshot, send, actor] = useMachine(
    conversationThreadMachine.provide({
      actors: {
        loadNewest: fromPromise<MessagePage, { conversationId: string }>(({ input }) => loadMessages(input.conversationId)),
        loadOlder: fromPromise<MessagePage, { conversationId: string; before: number }>(({ input }) => loadMessages(input.conversationId, input.before)),
      },
      actions: {
        newestRead: (_, { upTo }) => {
          // A read that fails is read again with the next message; nothing for the person to do.
          markRead(conversationId, upTo).then(
            () => afterConversationRead(queryClient),
            () => undefined,
          );
        },
      },
    }),
    { input: { conversationId } },
  );
  useLiveEvents((update) => {
    const event = threadEventOf(update, conversationId, userId);
    if (event) actor.send(event);
  });
  return [snapshot, send, actor] as const;
}

export const draftKey = (userId: string, conversationId: string) => `${MESSAGE_DRAFT_KEY_PREFIX}${userId}:${conversationId}`;
const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * Writing in one conversation (src/machines/message-composer.machine.ts): the draft kept per person
 * and conversation across reloads (removed at sign-out, src/lib/storage.ts), files uploaded as they
 * are chosen, and the message sent with one key per message. What the server answered goes to the thread (`onMessage`), and the list is read again.
 */
export function useMessageComposer(conversationId: string, userId: string, onMessage: (message: Message) => void) {
  const queryClient = useQueryClient();
  const key = draftKey(userId, conversationId);
  return useMachine(
    messageComposerMachine.provide({
      actors: {
        uploadFile: fromPromise<MessageAttachment, { conversationId: string; file: File }>(({ input }) => uploadAttachment(input.conversationId, input.file)),
        sendMessage: fromPromise<Message, { conversationId: string; body: MessageInput }>(({ input }) => sendMessage(input.conversationId, input.body)),
      },
      actions: {
        draftChanged: (_, { text }) => {
          if (text.trim() === '') removeLocal(key);
          else writeLocal(key, text);
        },
        sent: (_, { message }) => {
          onMessage(message);
          void afterMessagesChange(queryClient);
        },
      },
    }),
    { input: { conversationId, draft: readLocal(key, isText) ?? '', makeKey: () => crypto.randomUUID() } },
  );
}

/** Editing or deleting one's own messages (src/machines/own-message.machine.ts); the answer goes to the thread (`onMessage`) and the list is read again. */
export function useOwnMessage(onMessage: (message: Message) => void) {
  const queryClient = useQueryClient();
  return useMachine(
    ownMessageMachine.provide({
      actors: {
        editMessage: fromPromise<Message, { messageId: number; text: string }>(({ input }) => editMessage(input.messageId, input.text)),
        deleteMessage: fromPromise<Message, { messageId: number }>(({ input }) => deleteMessage(input.messageId)),
      },
      actions: {
        changed: (_, { message }) => {
          onMessage(message);
          void afterMessagesChange(queryClient);
        },
      },
    }),
  );
}

/** Muting or unmuting, for the caller only: said so, and the count and list follow. */
export function useMuteConversation(conversation: Conversation) {
  const queryClient = useQueryClient();
  return useMachine(
    formSubmissionMachine.provide({
      actors: { submit: submitActor(({ muted }: { muted: boolean }) => setMuted(conversation.id, muted)) },
      actions: {
        submitted: (_, { output }) => {
          const saved = output as Conversation;
          notify({ kind: 'success', title: saved.muted ? m.conv_muted_done() : m.conv_unmuted_done() });
          void afterConversationChange(queryClient, saved);
        },
      },
    }),
    { input: {} },
  );
}

/** Blocking or unblocking the other person, after a confirmation; `onDone` closes it. */
export function useBlockConversation(conversation: Conversation, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMachine(
    formSubmissionMachine.provide({
      actors: { submit: submitActor(({ blocked }: { blocked: boolean }) => setBlocked(conversation.id, blocked)) },
      actions: {
        submitted: (_, { values, output }) => {
          const name = conversation.other.name;
          notify({ kind: 'success', title: (values as { blocked: boolean }).blocked ? m.conv_blocked_done({ name }) : m.conv_unblocked_done({ name }) });
          void afterConversationChange(queryClient, output as Conversation);
          onDone();
        },
      },
    }),
    { input: {} },
  );
}

/** A report of the conversation or of one message, with its reason; said so once sent. */
export function useReportConversation(conversationId: string, onDone: () => void) {
  return useMachine(
    formSubmissionMachine.provide({
      actors: {
        submit: submitActor((values: { reason: string; messageId?: number }) =>
          reportConversation(conversationId, { reason: values.reason, ...(values.messageId ? { message_id: values.messageId } : {}) }),
        ),
      },
      actions: {
        submitted: () => {
          notify({ kind: 'success', title: m.conv_report_done() });
          onDone();
        },
      },
    }),
    { input: {} },
  );
}
