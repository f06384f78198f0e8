import { expect } from 'vitest';
import { DEFAULT_MESSAGE_TIMEOUT_MS, messageMachine } from '@/machines/message.machine';
import { afterEvent, definePathModel } from '../harness';

export default definePathModel({
  name: 'message',
  machine: messageMachine,
  simplePaths: true,
  events: [
    { type: 'SHOW', message: 'Saved', kind: 'success' },
    { type: 'SHOW', message: 'Payment failed', kind: 'error', timeout: 8000 },
    { type: 'DISMISS' },
    afterEvent('messageTimeout', 'message.shown'),
  ],
  everyStep({ snapshot, event }) {
    if (event.type !== 'SHOW') return;
    expect(snapshot.context).toEqual({
      message: event.message,
      type: event.kind,
      timeout: event.timeout ?? DEFAULT_MESSAGE_TIMEOUT_MS,
    });
  },
  states: {
    // Exactly one timer, of the message's own length: a re-show replaced the old one.
    shown: ({ snapshot, timers }) => expect(timers).toEqual([snapshot.context.timeout]),
    hidden: ({ timers }) => expect(timers).toEqual([]),
  },
});
