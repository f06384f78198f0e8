import { expect } from 'vitest';
import { fromPromise } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import { agentInvitationMachine, type AgentInvitation } from '@/machines/agent-invitation.machine';
import { definePathModel, doneEvent, errorEvent } from '../harness';

const invited: AgentInvitation = {
  id: '7c8d2f0e-1b2a-4c3d-8e9f-0a1b2c3d4e5f',
  status: 'invited',
  email: 'ravi@menon-talent.example',
  agent: { id: '0d6f1a2b-3c4d-4e5f-8a9b-1c2d3e4f5a6b', name: 'Menon Talent' },
  created_at: '2026-12-01T09:00:00.000Z',
  expires_at: '2026-12-15T09:00:00.000Z',
};
const accepted: AgentInvitation = { ...invited, status: 'accepted', answered_at: '2026-12-02T09:00:00.000Z' };
const removed: AgentInvitation = { ...accepted, status: 'removed', removed_at: '2026-12-03T09:00:00.000Z' };
const pending: ApiProblem = { message: 'An invitation is still waiting for an answer.', code: 'AGENT_INVITATION_PENDING' };
const closed: ApiProblem = { message: 'This invitation has already been answered or withdrawn.', code: 'AGENT_INVITATION_CLOSED' };
const offline = new TypeError('Failed to fetch');

let calls: Array<{ kind: string; input: unknown }> = [];
const recording = <I,>(kind: string) =>
  fromPromise<AgentInvitation, I>(({ input }) => {
    calls.push({ kind, input });
    return new Promise(() => {});
  });

export default definePathModel({
  name: 'agentInvitation',
  machine: agentInvitationMachine.provide({ actors: { invite: recording('invite'), remove: recording('remove') } }),
  events: [
    // What the reads say: nothing, an invitation waiting, a current agent (the agent accepted).
    { type: 'SYNCED', standing: {} },
    { type: 'SYNCED', standing: { pending: invited } },
    { type: 'SYNCED', standing: { current: accepted } },
    { type: 'INVITE', email: '  ravi@menon-talent.example ' },
    { type: 'INVITE', email: '   ' },
    { type: 'INVITE', email: 'ravi at menon' },
    // Picked from the list of verified agents: by id, no address.
    { type: 'INVITE_AGENT', agentId: invited.agent!.id },
    { type: 'REMOVE' },
    { type: 'CONFIRM' },
    { type: 'CANCEL' },
    doneEvent('invite', invited),
    errorEvent('invite', pending),
    doneEvent('remove', removed),
    errorEvent('remove', closed),
    errorEvent('remove', offline),
  ],
  everyStep({ snapshot, previous, event, actions }) {
    if (event.type === 'xstate.init') calls = [];
    const busy = snapshot.hasTag('busy');
    expect(busy).toBe(snapshot.matches('inviting') || snapshot.matches('removing'));
    // Each way into a call sends it once: the trimmed address or the picked agent's id (never both), or the invitation in place.
    if (busy && !previous?.hasTag('busy')) {
      const inviteInput = event.type === 'INVITE_AGENT' ? { agent_id: invited.agent!.id } : { email: 'ravi@menon-talent.example' };
      expect(calls.at(-1)).toEqual(snapshot.matches('inviting') ? { kind: 'invite', input: inviteInput } : { kind: 'remove', input: { id: invited.id } });
    }
    // Nothing the reads or a person says moves a call on its way.
    if (previous?.hasTag('busy') && !event.type.startsWith('xstate.')) expect(snapshot.value).toEqual(previous.value);
    const told = actions.filter((a) => ['invited', 'removed', 'readAgain'].includes(a.type)).map((a) => a.type);
    if (event.type === 'xstate.done.actor.invite') expect(told).toEqual(['invited']);
    else if (event.type === 'xstate.done.actor.remove') expect(told).toEqual(['removed']);
    else if (event.type === 'xstate.error.actor.remove' && snapshot.matches('loading')) expect(told).toEqual(['readAgain']);
    else expect(told).toEqual([]);
  },
  states: {
    loading: ({ snapshot, event }) => {
      if (event.type === 'xstate.init') return expect(snapshot.context).toEqual({ invitation: null, email: '', agentId: null, emailProblem: null, problem: null });
      // Refused because the invitation changed meanwhile: the reads are asked again, the reason kept.
      expect(snapshot.context.problem?.code).toBe('AGENT_INVITATION_CLOSED');
    },
    none: ({ snapshot, event }) => {
      expect(snapshot.context.invitation).toBeNull();
      if (event.type === 'INVITE') expect(snapshot.context.emailProblem).toBe(event.email.trim() === '' ? 'missing' : 'invalid');
      if (event.type === 'xstate.error.actor.invite') expect(snapshot.context.problem).toEqual(pending);
    },
    invited: ({ snapshot }) => expect(snapshot.context.invitation?.status).toBe('invited'),
    current: ({ snapshot }) => expect(snapshot.context.invitation).toEqual(accepted),
    confirming: ({ snapshot, event }) => {
      expect(snapshot.context.invitation).not.toBeNull();
      if (event.type === 'REMOVE') expect(snapshot.context.problem).toBeNull();
      if (event.type === 'xstate.error.actor.remove') expect(snapshot.context.problem?.code).toBe('NETWORK');
    },
  },
});
