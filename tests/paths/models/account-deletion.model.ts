import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import { m } from '@/generated/paraglide/messages.js';
import type { ApiProblem } from '@/lib/api-problem';
import { accountDeletionMachine, type AccountDeletion } from '@/machines/account-deletion.machine';
import { deletionBlocked, deletionPasswordWrong, notScheduled, scheduledDeletion } from '../../doubles/fixtures/account-deletion';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const offline = new TypeError('Failed to fetch');
const network: ApiProblem = { message: m.error_network(), code: 'NETWORK' };
const PASSWORD = 'hunter2 and more';

// The calls never settle (the path says how they end) but record what they were sent.
let calls: Array<{ name: string; input: unknown }> = [];
const pending =
  <T, I>(name: string) =>
  ({ input }: { input: I }) => {
    calls.push({ name, input });
    return new Promise<T>(() => {});
  };

const told = (actions: ReadonlyArray<{ type: string; params?: unknown }>) =>
  actions.filter((action) => action.type === 'deletionScheduled' || action.type === 'accountKept');

export default definePathModel({
  name: 'accountDeletion',
  machine: accountDeletionMachine.provide({
    actors: {
      loadDeletion: fromPromise<AccountDeletion>(pending('loadDeletion')),
      requestDeletion: fromPromise<AccountDeletion, { password: string }>(pending('requestDeletion')),
      cancelDeletion: fromPromise<AccountDeletion>(pending('cancelDeletion')),
    },
  }),
  events: [
    doneEvent('loadDeletion', notScheduled),
    doneEvent('loadDeletion', scheduledDeletion),
    errorEvent('loadDeletion', offline),
    { type: 'RETRY' },
    { type: 'DELETE' },
    { type: 'CANCEL' },
    { type: 'SUBMIT', password: PASSWORD },
    doneEvent('requestDeletion', scheduledDeletion),
    errorEvent('requestDeletion', deletionPasswordWrong),
    errorEvent('requestDeletion', deletionBlocked),
    errorEvent('requestDeletion', offline),
    { type: 'CLOSE' },
    { type: 'KEEP' },
    doneEvent('cancelDeletion', notScheduled),
    errorEvent('cancelDeletion', offline),
  ],
  everyStep({ snapshot, previous, event, actions }) {
    if (event.type === 'xstate.init') calls = [];
    // The password goes to its call and nowhere else.
    expect(JSON.stringify(snapshot.context)).not.toContain('hunter2');
    if (snapshot.matches('requesting') && !previous?.matches('requesting')) expect(calls.at(-1)).toEqual({ name: 'requestDeletion', input: { password: PASSWORD } });
    if (snapshot.matches('cancelling') && !previous?.matches('cancelling')) expect(calls.at(-1)?.name).toBe('cancelDeletion');
    // A call under way cannot be left.
    if (previous?.hasTag('busy') && !event.type.startsWith('xstate.')) expect(snapshot.value).toEqual(previous.value);
    // The app says each outcome once, with the date the server gave.
    if (event.type === 'xstate.done.actor.requestDeletion') expect(told(actions)).toEqual([{ type: 'deletionScheduled', params: { deletion: scheduledDeletion } }]);
    else if (event.type === 'xstate.done.actor.cancelDeletion') expect(told(actions)).toEqual([{ type: 'accountKept', params: undefined }]);
    else expect(told(actions)).toEqual([]);
  },
  states: {
    loading: ({ snapshot }) => expect(snapshot.hasTag('loading')).toBe(true),
    loadFailed: ({ snapshot }) => {
      expect(snapshot.context.problem).toEqual(network);
      expect(snapshot.hasTag('canRetry')).toBe(true);
    },
    idle: ({ snapshot }) => {
      expect(snapshot.context.deletion).toEqual(notScheduled);
      expect(snapshot.context.problem).toBeNull();
      expect(snapshot.hasTag('dialog')).toBe(false);
    },
    confirming: ({ snapshot, event }) => {
      expect(snapshot.hasTag('dialog')).toBe(true);
      // A wrong password stays in the dialog, on its field; no answer at all, above it, to send again.
      if (event.type === 'xstate.error.actor.requestDeletion') {
        expect([deletionPasswordWrong, network]).toContainEqual(snapshot.context.problem);
      } else expect(snapshot.context.problem).toBeNull();
    },
    requesting: ({ snapshot }) => {
      expect(snapshot.hasTag('busy')).toBe(true);
      expect(snapshot.hasTag('dialog')).toBe(true);
    },
    refused: ({ snapshot }) => {
      expect(snapshot.context.problem).toEqual(deletionBlocked);
      expect(snapshot.context.reasons).toEqual(Object.values(deletionBlocked.fields!));
      expect(snapshot.hasTag('dialog')).toBe(false);
    },
    scheduled: ({ snapshot }) => {
      expect(snapshot.context.deletion).toEqual(scheduledDeletion);
      expect(snapshot.context.problem).toBeNull();
    },
    cancelling: ({ snapshot }) => expect(snapshot.context.deletion).toEqual(scheduledDeletion),
    cancelFailed: ({ snapshot }) => {
      // Still scheduled, and said why keeping it did not go through.
      expect(snapshot.context.deletion).toEqual(scheduledDeletion);
      expect(snapshot.context.problem).toEqual(network);
      expect(snapshot.hasTag('canRetry')).toBe(true);
    },
  },
});
