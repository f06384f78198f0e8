import { assign, enqueueActions, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { toProblem, type ApiProblem } from '@/lib/api-problem';

export type Message = components['schemas']['Message'];
export type MessagePage = components['schemas']['MessagePage'];

export interface ConversationThreadInput {
  conversationId: string;
}

export interface ConversationThreadContext {
  conversationId: string;
  /** Oldest first, as the thread shows them; each id once. */
  messages: Message[];
  /** Older messages wait on the server (`before` the first id here). */
  hasOlder: boolean;
  /** How far the caller has read, as the server last said or as the flow last marked. */
  readUpTo: number;
  /** How far the other person has read: the "Seen" receipt. */
  otherReadUpTo: number;
  problem: ApiProblem | null;
}

export type ConversationThreadEvent =
  | { type: 'RETRY' }
  | { type: 'LOAD_OLDER' }
  /** A message of this conversation was sent or changed elsewhere (a live update): read the newest page again. */
  | { type: 'LIVE_CHANGED' }
  | { type: 'LIVE_DELETED'; messageId: number }
  /** The other person read up to there. */
  | { type: 'OTHER_READ'; upTo: number }
  /** The caller's own message, as the server answered its send, edit or deletion. */
  | { type: 'OWN_MESSAGE'; message: Message }
  /** Live updates were lost: everything shown may be stale. */
  | { type: 'RESET' };

export type ConversationThreadTag = 'loading' | 'loadingOlder' | 'canLoadOlder' | 'olderFailed' | 'refreshing';

function notProvided(name: string): never {
  throw new Error(`conversationThreadMachine: provide the '${name}' actor`);
}

/** `page`'s messages merged into `messages` by id (a newer copy wins), oldest first. */
export function mergeMessages(messages: readonly Message[], incoming: readonly Message[]): Message[] {
  const byId = new Map(messages.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The newest message of the other person not read yet, or null: what opening the thread marks read. */
export function unreadUpTo(context: Pick<ConversationThreadContext, 'messages' | 'readUpTo'>): number | null {
  const newest = context.messages.at(-1);
  return newest && newest.id > context.readUpTo ? newest.id : null;
}

/**
 * One conversation's thread: its newest page read first, older pages on demand, and kept current
 * while it is open (docs/product.md, "Messages"). A live update of a message reads the newest page
 * again and merges it by id, so a message the caller just sent (given by the composer) and the same
 * message arriving live show once; a deletion is known by its id alone. A read receipt only moves
 * forward, as the server's does. After a reset of the live updates (events lost) the whole thread is
 * read again. Whenever a read brings messages the caller has not read, the flow is told
 * (`newestRead`) to mark them read; the machine records it so it is asked once.
 */
export const conversationThreadMachine = setup({
  types: {
    context: {} as ConversationThreadContext,
    events: {} as ConversationThreadEvent,
    input: {} as ConversationThreadInput,
    tags: {} as ConversationThreadTag,
  },
  actors: {
    loadNewest: fromPromise<MessagePage, { conversationId: string }>(async () => notProvided('loadNewest')),
    loadOlder: fromPromise<MessagePage, { conversationId: string; before: number }>(async () => notProvided('loadOlder')),
  },
  guards: {
    hasOlder: ({ context }) => context.hasOlder && context.messages.length > 0,
  },
  actions: {
    storeNewest: assign(({ context }, params: { page: MessagePage; replace: boolean }) => {
      const incoming = [...params.page.items].reverse();
      return {
        messages: params.replace ? incoming : mergeMessages(context.messages, incoming),
        // A page merged into a longer thread says nothing about what lies before the thread's start.
        hasOlder: params.replace ? params.page.has_more : context.hasOlder,
        readUpTo: Math.max(context.readUpTo, params.page.read_up_to),
        otherReadUpTo: Math.max(context.otherReadUpTo, params.page.other_read_up_to),
        // A refresh beside a failed older page leaves that failure shown.
        problem: params.replace ? null : context.problem,
      };
    }),
    storeOlder: assign(({ context }, params: { page: MessagePage }) => ({
      messages: mergeMessages(context.messages, params.page.items),
      hasOlder: params.page.has_more,
      problem: null,
    })),
    storeOwn: assign(({ context }, params: { message: Message }) => ({
      messages: mergeMessages(context.messages, [params.message]),
      // Sending reads the conversation up to one's own message (docs/product.md).
      readUpTo: Math.max(context.readUpTo, params.message.id),
    })),
    markDeleted: assign(({ context }, params: { messageId: number }) => ({
      messages: context.messages.map((message) =>
        message.id === params.messageId ? { ...message, deleted: true, text: undefined, attachments: [] } : message,
      ),
    })),
    storeOtherRead: assign(({ context }, params: { upTo: number }) => ({ otherReadUpTo: Math.max(context.otherReadUpTo, params.upTo) })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    clearProblem: assign({ problem: null }),
    /** Records the read position asked for, then tells the flow (which marks it on the server). */
    markRead: assign(({ context }) => ({ readUpTo: unreadUpTo(context) ?? context.readUpTo })),
    /** For the flow: mark the conversation read up to `upTo` on the server, and refresh the unread counts. */
    newestRead: (_, _params: { upTo: number }) => {},
  },
}).createMachine({
  id: 'conversationThread',
  context: ({ input }) => ({
    conversationId: input.conversationId,
    messages: [],
    hasOlder: false,
    readUpTo: 0,
    otherReadUpTo: 0,
    problem: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadNewest',
        src: 'loadNewest',
        input: ({ context }) => ({ conversationId: context.conversationId }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'storeNewest', params: ({ event }) => ({ page: event.output, replace: true }) },
            // What the read brought that the caller had not read: marked read by the flow.
            enqueueActions(({ context, enqueue }) => {
            const upTo = unreadUpTo(context);
            if (upTo === null) return;
            enqueue('markRead');
            enqueue({ type: 'newestRead', params: { upTo } });
          }),
          ],
        },
        onError: { target: 'failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    failed: {
      on: { RETRY: { target: 'loading', actions: 'clearProblem' }, RESET: { target: 'loading', actions: 'clearProblem' } },
    },
    ready: {
      type: 'parallel',
      on: {
        LIVE_DELETED: { actions: { type: 'markDeleted', params: ({ event }) => ({ messageId: event.messageId }) } },
        OTHER_READ: { actions: { type: 'storeOtherRead', params: ({ event }) => ({ upTo: event.upTo }) } },
        OWN_MESSAGE: { actions: { type: 'storeOwn', params: ({ event }) => ({ message: event.message }) } },
        RESET: { target: 'loading' },
      },
      states: {
        older: {
          initial: 'idle',
          states: {
            idle: {
              tags: ['canLoadOlder'],
              on: { LOAD_OLDER: { guard: 'hasOlder', target: 'loading' } },
            },
            loading: {
              tags: ['loadingOlder'],
              invoke: {
                id: 'loadOlder',
                src: 'loadOlder',
                input: ({ context }) => ({ conversationId: context.conversationId, before: context.messages[0]!.id }),
                onDone: { target: 'idle', actions: { type: 'storeOlder', params: ({ event }) => ({ page: event.output }) } },
                onError: { target: 'failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            failed: {
              tags: ['olderFailed', 'canLoadOlder'],
              on: { LOAD_OLDER: { target: 'loading', actions: 'clearProblem' } },
            },
          },
        },
        latest: {
          initial: 'current',
          states: {
            current: {
              on: { LIVE_CHANGED: { target: 'refreshing' } },
            },
            refreshing: {
              tags: ['refreshing'],
              // Another change while this read is on its way: read again, the answer may predate it.
              on: { LIVE_CHANGED: { target: 'refreshing', reenter: true } },
              invoke: {
                id: 'loadNewest',
                src: 'loadNewest',
                input: ({ context }) => ({ conversationId: context.conversationId }),
                onDone: {
                  target: 'current',
                  actions: [
                    { type: 'storeNewest', params: ({ event }) => ({ page: event.output, replace: false }) },
                    enqueueActions(({ context, enqueue }) => {
                      const upTo = unreadUpTo(context);
                      if (upTo === null) return;
                      enqueue('markRead');
                      enqueue({ type: 'newestRead', params: { upTo } });
                    }),
                  ],
                },
                // The thread still shows what it had; the next change or a reset reads again.
                onError: { target: 'current' },
              },
            },
          },
        },
      },
    },
  },
});
