import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import { DECLINE_REASON_MAX, timeOffApprovalMachine, type TimeOffRequest } from '@/machines/time-off-approval.machine';
import { makeTimeOffRequest } from '../../doubles/fixtures/staff-work-employer';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const request = makeTimeOffRequest();
const approved: TimeOffRequest = { ...request, status: 'approved', accepted_date: '2026-05-20' };
const declined: TimeOffRequest = { ...request, status: 'declined', decline_reason: 'Quarter-end close.' };
const notPending: ApiProblem = { message: 'This request has already been answered or cancelled.', code: 'TIME_OFF_NOT_PENDING' };
const ended: ApiProblem = { message: 'This contract has ended.', code: 'CONTRACT_ENDED' };
const offline = new TypeError('Failed to fetch');

let calls: Array<{ kind: string; input: unknown }> = [];
const recording = <I,>(kind: string) =>
  fromPromise<TimeOffRequest, I>(({ input }) => {
    calls.push({ kind, input });
    return new Promise(() => {});
  });

export default definePathModel({
  name: 'timeOffApproval',
  machine: timeOffApprovalMachine.provide({ actors: { approve: recording('approve'), decline: recording('decline') } }),
  input: { requestId: request.id },
  events: [
    { type: 'APPROVE' },
    { type: 'DECLINE' },
    { type: 'SUBMIT', reason: '  Quarter-end close.  ' },
    { type: 'SUBMIT', reason: '   ' },
    { type: 'SUBMIT', reason: 'x'.repeat(DECLINE_REASON_MAX + 1) },
    { type: 'CANCEL' },
    { type: 'RETRY' },
    doneEvent('approve', approved),
    errorEvent('approve', notPending),
    errorEvent('approve', offline),
    doneEvent('decline', declined),
    errorEvent('decline', notPending),
    errorEvent('decline', ended),
  ],
  everyStep({ snapshot, previous, event, actions }) {
    if (event.type === 'xstate.init') calls = [];
    const busy = snapshot.hasTag('busy');
    expect(busy).toBe(snapshot.matches('approving') || snapshot.matches('declining'));
    expect(snapshot.hasTag('canRetry')).toBe(snapshot.matches('failed'));
    // Each way into a call sends it once, with the answer kept in context (a retry sends the same).
    if (busy && !previous?.hasTag('busy')) {
      expect(calls.at(-1)).toEqual(
        snapshot.matches('approving')
          ? { kind: 'approve', input: { requestId: request.id } }
          : { kind: 'decline', input: { requestId: request.id, reason: 'Quarter-end close.' } },
      );
    }
    // Nothing a person does reaches a call on its way.
    if (previous?.hasTag('busy') && !event.type.startsWith('xstate.')) expect(snapshot.value).toEqual(previous.value);
    const told = actions.filter((action) => action.type === 'answered' || action.type === 'requestChanged');
    if (event.type === 'xstate.done.actor.approve') expect(told).toEqual([{ type: 'answered', params: { request: approved } }]);
    else if (event.type === 'xstate.done.actor.decline') expect(told).toEqual([{ type: 'answered', params: { request: declined } }]);
    else if (snapshot.matches('changed')) expect(told).toEqual([{ type: 'requestChanged', params: undefined }]);
    else expect(told).toEqual([]);
  },
  states: {
    idle: ({ snapshot }) => expect(snapshot.context).toEqual({ requestId: request.id, decision: null, reason: '', reasonProblem: null, problem: null }),
    writingReason: ({ snapshot, event }) => {
      if (event.type !== 'SUBMIT') return expect(snapshot.context.reasonProblem).toBeNull();
      expect(snapshot.context.reasonProblem).toBe(event.reason.trim() === '' ? 'missing' : 'too_long');
    },
    failed: ({ snapshot, previous }) => {
      expect(snapshot.context.problem?.code).toBe(previous?.matches('approving') ? 'NETWORK' : 'CONTRACT_ENDED');
      expect(snapshot.context.decision).toBe(previous?.matches('approving') ? 'approve' : 'decline');
    },
    answered: ({ snapshot }) => expect(snapshot.status).toBe('done'),
    changed: ({ snapshot }) => {
      expect(snapshot.status).toBe('done');
      expect(snapshot.context.problem).toBeNull();
    },
  },
});
