import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import {
  conversationThreadMachine,
  type ConversationThreadContext,
  type Message,
  type MessagePage,
} from '@/machines/conversation-thread.machine';
import { makeMessage, makeMessagePage } from '../../doubles/fixtures/messages';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const conversationId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const at = (id: number, fields: Partial<Message> = {}) => makeMessage({ id, conversation_id: conversationId, ...fields });
// The newest page: two of the other person's messages, unread, with older ones before them.
const newest: MessagePage = makeMessagePage([at(3), at(4)], { has_more: true, read_up_to: 2, other_read_up_to: 0 });
// Read again after a live update: a new message of theirs, and their read receipt of the caller's.
const newer: MessagePage = makeMessagePage([at(4), at(5, { text: 'New one' })], { read_up_to: 2, other_read_up_to: 6 });
const older: MessagePage = makeMessagePage([at(1), at(2, { mine: true })], { has_more: false, read_up_to: 2 });
const own = at(6, { mine: true, text: 'Sent from here' });
const offline = new TypeError('Failed to fetch');

let reads: Array<{ conversationId: string; before?: number }> = [];

// A thread read, paged back, kept current by live updates, and read again after a reset.
export default definePathModel({
  name: 'conversationThread',
  machine: conversationThreadMachine.provide({
    actors: {
      loadNewest: fromPromise<MessagePage, { conversationId: string }>(({ input }) => {
        reads.push(input);
        return new Promise(() => {});
      }),
      loadOlder: fromPromise<MessagePage, { conversationId: string; before: number }>(({ input }) => {
        reads.push(input);
        return new Promise(() => {});
      }),
    },
  }),
  input: { conversationId },
  events: [
    doneEvent('loadNewest', newest),
    doneEvent('loadNewest', newer),
    errorEvent('loadNewest', offline),
    { type: 'RETRY' },
    { type: 'LOAD_OLDER' },
    doneEvent('loadOlder', older),
    errorEvent('loadOlder', offline),
    { type: 'LIVE_CHANGED' },
    { type: 'LIVE_DELETED', messageId: 4 },
    { type: 'OTHER_READ', upTo: 3 },
    { type: 'OWN_MESSAGE', message: own },
    { type: 'RESET' },
  ],
  // What the guards and the view read: the state, whether older messages wait, which messages show and how far each side read.
  serializeState: (snapshot) => {
    const context = snapshot.context as ConversationThreadContext;
    return JSON.stringify([snapshot.value, context.hasOlder, context.messages.map((message) => `${message.id}${message.deleted ? 'x' : ''}`).join(), context.readUpTo, context.otherReadUpTo, context.problem?.code ?? null]);
  },
  everyStep({ snapshot, previous, event, actions }) {
    if (event.type === 'xstate.init') reads = [];
    const context = snapshot.context as ConversationThreadContext;
    // Oldest first, each once.
    const ids = context.messages.map((message) => message.id);
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b));
    // Receipts only move forward.
    if (previous) expect(context.otherReadUpTo).toBeGreaterThanOrEqual((previous.context as ConversationThreadContext).otherReadUpTo);
    // A page that brings messages not read yet is marked read up to its newest, once.
    const told = actions.filter((action) => action.type === 'newestRead').map((action) => action.params);
    if (event.type === 'xstate.done.actor.loadNewest' && previous && context.messages.at(-1)!.id > (previous.context as ConversationThreadContext).readUpTo) {
      expect(told).toEqual([{ upTo: context.messages.at(-1)!.id }]);
      expect(context.readUpTo).toBe(context.messages.at(-1)!.id);
    } else expect(told).toEqual([]);
    if (snapshot.matches({ ready: { older: 'loading' } }) && !previous?.matches({ ready: { older: 'loading' } })) {
      expect(reads.at(-1)).toEqual({ conversationId, before: ids[0] });
    }
  },
  states: {
    loading: ({ snapshot }) => expect(snapshot.hasTag('loading')).toBe(true),
    failed: ({ snapshot }) => {
      expect(snapshot.context.problem?.code).toBe('NETWORK');
      expect(snapshot.can({ type: 'RETRY' })).toBe(true);
    },
    'ready.older.idle': ({ snapshot }) => expect(snapshot.hasTag('canLoadOlder')).toBe(true),
    'ready.older.loading': ({ snapshot }) => {
      expect(snapshot.hasTag('loadingOlder')).toBe(true);
      expect(snapshot.can({ type: 'LOAD_OLDER' })).toBe(false);
    },
    'ready.older.failed': ({ snapshot }) => {
      expect(snapshot.hasTag('olderFailed')).toBe(true);
      expect(snapshot.context.problem?.code).toBe('NETWORK');
    },
    'ready.latest.refreshing': ({ snapshot }) => expect(snapshot.hasTag('refreshing')).toBe(true),
    'ready.latest.current': ({ snapshot, event }) => {
      if (event.type === 'LIVE_DELETED') expect(snapshot.context.messages.find((message) => message.id === 4)).toMatchObject({ deleted: true, attachments: [] });
      if (event.type === 'OWN_MESSAGE') {
        expect(snapshot.context.messages.at(-1)).toEqual(own);
        expect(snapshot.context.readUpTo).toBeGreaterThanOrEqual(own.id);
      }
      if (event.type === 'OTHER_READ') expect(snapshot.context.otherReadUpTo).toBeGreaterThanOrEqual(3);
    },
  },
});
