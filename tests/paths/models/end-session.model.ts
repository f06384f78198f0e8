import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import { endSessionMachine, type SessionInfo } from '@/machines/end-session.machine';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const here: SessionInfo = {
  id: '11111111-1111-4111-8111-111111111111',
  created_at: '2026-03-01T08:00:00.000Z',
  last_seen_at: '2026-03-02T09:15:00.000Z',
  expires_at: '2026-03-31T08:00:00.000Z',
  current: true,
};
const phone: SessionInfo = { ...here, id: '22222222-2222-4222-8222-222222222222', current: false };
const gone: ApiProblem = { message: 'We couldn’t find what you asked for.', code: 'NOT_FOUND' };
const forbidden: ApiProblem = { message: 'Your security token is missing or out of date.', code: 'XSRF_MISMATCH' };

let ended: string[] = [];

export default definePathModel({
  name: 'endSession',
  machine: endSessionMachine.provide({
    actors: {
      endSession: fromPromise<void, { id: string }>(({ input }) => {
        ended.push(input.id);
        return new Promise(() => {});
      }),
    },
  }),
  events: [
    { type: 'REQUEST', session: here },
    { type: 'REQUEST', session: phone },
    { type: 'CANCEL' },
    { type: 'CONFIRM' },
    doneEvent('endSession'),
    errorEvent('endSession', gone),
    errorEvent('endSession', forbidden),
  ],
  everyStep({ snapshot, previous, event, actions }) {
    if (event.type === 'xstate.init') ended = [];
    const names = actions.map((action) => action.type).filter((type) => type === 'sessionEnded' || type === 'signOutHere');
    const finishedOther =
      event.type === 'xstate.done.actor.endSession' || (event.type === 'xstate.error.actor.endSession' && snapshot.matches('idle'));
    if (finishedOther) {
      // Told once, with the session that was ended.
      expect(actions.filter((action) => action.type === 'sessionEnded')).toEqual([
        { type: 'sessionEnded', params: { session: previous?.context.session } },
      ]);
    } else if (snapshot.matches('signingOut') && !previous?.matches('signingOut')) {
      expect(names).toEqual(['signOutHere']);
    } else {
      expect(names).toEqual([]);
    }
    // This browser's own session is never ended by a DELETE: signing out does it.
    expect(ended).not.toContain(here.id);
  },
  states: {
    confirming: ({ snapshot }) => expect(snapshot.context.session).not.toBeNull(),
    ending: ({ snapshot }) => {
      expect(snapshot.context.session).toEqual(phone);
      expect(ended.at(-1)).toBe(phone.id);
      expect(snapshot.can({ type: 'CANCEL' })).toBe(false);
    },
    signingOut: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.session).toEqual(here);
    },
  },
});
