import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import { EDIT_WINDOW_MS, ownMessageMachine, type Message } from '@/machines/own-message.machine';
import { makeMessage } from '../../doubles/fixtures/messages';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const conversationId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const sentAt = Date.parse('2026-12-01T09:30:00.000Z');
const mine = makeMessage({ id: 7, conversation_id: conversationId, mine: true, text: 'See you at 10', created_at: new Date(sentAt).toISOString() });
const withinWindow = sentAt + 5 * 60 * 1000;
const pastWindow = sentAt + EDIT_WINDOW_MS + 1000;
const edited: Message = { ...mine, text: 'See you at 11', edited_at: new Date(withinWindow).toISOString() };
const deleted: Message = { ...mine, text: undefined, deleted: true, deleted_at: new Date(withinWindow).toISOString() };
const closed: ApiProblem = { message: 'Messages can be changed for 15 minutes after sending.', code: 'MESSAGE_EDIT_WINDOW_CLOSED' };

let edits: Array<{ messageId: number; text: string }> = [];
let deletions: number[] = [];

// One's own message edited (saved, or refused by the server's clock) or deleted after a confirmation,
// and both refused at once when the 15 minutes have passed.
export default definePathModel({
  name: 'ownMessage',
  machine: ownMessageMachine.provide({
    actors: {
      editMessage: fromPromise<Message, { messageId: number; text: string }>(({ input }) => {
        edits.push(input);
        return new Promise(() => {});
      }),
      deleteMessage: fromPromise<Message, { messageId: number }>(({ input }) => {
        deletions.push(input.messageId);
        return new Promise(() => {});
      }),
    },
  }),
  events: [
    { type: 'EDIT', message: mine, now: withinWindow },
    { type: 'EDIT', message: mine, now: pastWindow },
    { type: 'TYPE', text: ' See you at 11 ' },
    { type: 'TYPE', text: '  ' },
    { type: 'SAVE' },
    doneEvent('editMessage', edited),
    errorEvent('editMessage', closed),
    { type: 'DELETE', message: mine, now: withinWindow },
    { type: 'DELETE', message: mine, now: pastWindow },
    { type: 'CONFIRM' },
    doneEvent('deleteMessage', deleted),
    errorEvent('deleteMessage', closed),
    { type: 'CANCEL' },
  ],
  everyStep({ snapshot, previous, event, actions }) {
    if (event.type === 'xstate.init') {
      edits = [];
      deletions = [];
    }
    const told = actions.filter((action) => action.type === 'changed').map((action) => action.params);
    if (event.type === 'xstate.done.actor.editMessage') expect(told).toEqual([{ message: edited }]);
    else if (event.type === 'xstate.done.actor.deleteMessage') expect(told).toEqual([{ message: deleted }]);
    else expect(told).toEqual([]);
    if (snapshot.matches('saving') && !previous?.matches('saving')) expect(edits.at(-1)).toEqual({ messageId: mine.id, text: snapshot.context.text.trim() });
    if (snapshot.matches('deleting') && !previous?.matches('deleting')) expect(deletions.at(-1)).toBe(mine.id);
  },
  states: {
    idle: ({ snapshot }) => expect(snapshot.context.message).toBeNull(),
    windowPassed: ({ snapshot }) => {
      expect(snapshot.hasTag('windowPassed')).toBe(true);
      expect(snapshot.can({ type: 'SAVE' }) || snapshot.can({ type: 'CONFIRM' })).toBe(false);
    },
    editing: ({ snapshot, previous }) => {
      expect(snapshot.context.message?.id).toBe(mine.id);
      if (previous?.matches('saving')) expect(snapshot.context.problem).toEqual(closed);
      if (previous?.matches('idle')) expect(snapshot.context.problem).toBeNull();
    },
    saving: ({ snapshot }) => expect(snapshot.hasTag('saving')).toBe(true),
    confirmingDelete: ({ snapshot, previous }) => {
      if (previous?.matches('deleting')) expect(snapshot.context.problem).toEqual(closed);
      else expect(snapshot.context.problem).toBeNull();
    },
    deleting: ({ snapshot }) => expect(snapshot.hasTag('saving') && snapshot.hasTag('confirmingDelete')).toBe(true),
  },
});
