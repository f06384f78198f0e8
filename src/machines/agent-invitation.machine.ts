import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { toProblem, type ApiProblem } from '@/lib/api-problem';

export type AgentInvitation = components['schemas']['AgentInvitation'];
/** What the 'invite' actor sends: an address, or the id of a verified agent picked from the list. */
export type InviteInput = { email: string } | { agent_id: string };

/** What the server says the employer has: its current agent, and the invitation waiting for an answer. */
export interface AgentStanding {
  current?: AgentInvitation;
  pending?: AgentInvitation;
}

export interface AgentInvitationContext {
  /** The current agent's invitation, or the one waiting for an answer; null when there is neither. */
  invitation: AgentInvitation | null;
  /** The address typed for the invitation on its way, kept for a retry and for the notice. */
  email: string;
  /** The verified agent picked instead of an address (listVerifiedAgents); null when an address was typed. */
  agentId: string | null;
  /** Why the address typed cannot be sent (before any call). */
  emailProblem: 'missing' | 'invalid' | null;
  /** Why the server refused the last call. */
  problem: ApiProblem | null;
}

export type AgentInvitationEvent =
  | { type: 'SYNCED'; standing: AgentStanding }
  | { type: 'INVITE'; email: string }
  | { type: 'INVITE_AGENT'; agentId: string }
  | { type: 'REMOVE' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' };

function notProvided(name: string): never {
  throw new Error(`agentInvitationMachine: provide the '${name}' actor`);
}

// The shape the contract's `format: email` takes; the server checks it again.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const emailProblemOf = (email: string): AgentInvitationContext['emailProblem'] => {
  const trimmed = email.trim();
  if (trimmed === '') return 'missing';
  return EMAIL.test(trimmed) ? null : 'invalid';
};

/** The invitation the server's answer leaves in place: the current agent first, else the one waiting. */
const invitationOf = (standing: AgentStanding) => standing.current ?? standing.pending ?? null;

/**
 * The employer's agent, on /settings/partners (docs/product.md, agents), following the
 * invitation's lifecycle as the server tells it: none → invited (by an address typed, or a
 * verified agent picked from the list) → current (the agent accepted) → removed (none again); an
 * invitation the agent declined or let expire leaves none. The reads
 * (current agent, invitation waiting) arrive as SYNCED, at the start and every time they are read
 * again, so the employer sees the agent's answer without reloading. Inviting and removing are the
 * two calls; removing (or withdrawing an invitation) is confirmed first. A removal refused because
 * the invitation changed meanwhile (409 AGENT_INVITATION_CLOSED) reads the standing again.
 */
export const agentInvitationMachine = setup({
  types: {
    context: {} as AgentInvitationContext,
    events: {} as AgentInvitationEvent,
  },
  actors: {
    invite: fromPromise<AgentInvitation, InviteInput>(async () => notProvided('invite')),
    remove: fromPromise<AgentInvitation, { id: string }>(async () => notProvided('remove')),
  },
  guards: {
    hasCurrent: (_, params: { standing: AgentStanding }) => Boolean(params.standing.current),
    hasPending: (_, params: { standing: AgentStanding }) => Boolean(params.standing.pending),
    emailGiven: (_, params: { email: string }) => emailProblemOf(params.email) === null,
    isCurrent: ({ context }) => context.invitation?.status === 'accepted',
    changedMeanwhile: (_, params: { error: unknown }) => toProblem(params.error).code === 'AGENT_INVITATION_CLOSED',
  },
  actions: {
    storeStanding: assign((_, params: { standing: AgentStanding }) => ({ invitation: invitationOf(params.standing) })),
    storeEmail: assign((_, params: { email: string }) => ({ email: params.email.trim(), agentId: null, emailProblem: null, problem: null })),
    // A picked agent needs no address: the server knows it (requestAgent by `agent_id`).
    storeAgent: assign((_, params: { agentId: string }) => ({ agentId: params.agentId, email: '', emailProblem: null, problem: null })),
    flagEmail: assign((_, params: { email: string }) => ({ emailProblem: emailProblemOf(params.email) })),
    storeInvitation: assign((_, params: { invitation: AgentInvitation }) => ({ invitation: params.invitation })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    clearProblem: assign({ problem: null }),
    forget: assign({ invitation: null, email: '', agentId: null, problem: null }),
    /** For the view: say the invitation went, and read the standing again; a no-op here. */
    invited: (_, _params: { invitation: AgentInvitation }) => {},
    /** For the view: say the agent was removed (or the invitation withdrawn), and read again; a no-op here. */
    removed: (_, _params: { invitation: AgentInvitation }) => {},
    /** For the view: read the standing again, it changed on the server; a no-op here. */
    readAgain: () => {},
  },
}).createMachine({
  id: 'agentInvitation',
  context: { invitation: null, email: '', agentId: null, emailProblem: null, problem: null },
  initial: 'loading',
  on: {
    // Re-read while nothing is on its way: the standing decides the state again.
    SYNCED: { target: '.settling', actions: { type: 'storeStanding', params: ({ event }) => ({ standing: event.standing }) } },
  },
  states: {
    loading: {},
    settling: {
      always: [
        { guard: 'isCurrent', target: 'current' },
        { guard: ({ context }) => context.invitation !== null, target: 'invited' },
        { target: 'none' },
      ],
    },
    none: {
      on: {
        INVITE: [
          {
            guard: { type: 'emailGiven', params: ({ event }) => ({ email: event.email }) },
            target: 'inviting',
            actions: { type: 'storeEmail', params: ({ event }) => ({ email: event.email }) },
          },
          { actions: { type: 'flagEmail', params: ({ event }) => ({ email: event.email }) } },
        ],
        // Picked from the list of verified agents: nothing to check before the call.
        INVITE_AGENT: { target: 'inviting', actions: { type: 'storeAgent', params: ({ event }) => ({ agentId: event.agentId }) } },
      },
    },
    inviting: {
      tags: ['busy'],
      on: { SYNCED: {} },
      invoke: {
        id: 'invite',
        src: 'invite',
        input: ({ context }): InviteInput => (context.agentId ? { agent_id: context.agentId } : { email: context.email }),
        onDone: {
          target: 'invited',
          actions: [
            { type: 'storeInvitation', params: ({ event }) => ({ invitation: event.output }) },
            { type: 'invited', params: ({ event }) => ({ invitation: event.output }) },
          ],
        },
        onError: { target: 'none', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    invited: {
      on: { REMOVE: { target: 'confirming', actions: 'clearProblem' } },
    },
    current: {
      on: { REMOVE: { target: 'confirming', actions: 'clearProblem' } },
    },
    confirming: {
      on: {
        SYNCED: {},
        CONFIRM: 'removing',
        CANCEL: [{ guard: 'isCurrent', target: 'current' }, { target: 'invited' }],
      },
    },
    removing: {
      tags: ['busy'],
      on: { SYNCED: {} },
      invoke: {
        id: 'remove',
        src: 'remove',
        // Non-null: only an invitation in place can be asked to go.
        input: ({ context }) => ({ id: context.invitation!.id }),
        onDone: {
          target: 'none',
          actions: [{ type: 'removed', params: ({ event }) => ({ invitation: event.output }) }, 'forget'],
        },
        onError: [
          { guard: { type: 'changedMeanwhile', params: ({ event }) => ({ error: event.error }) }, target: 'loading', actions: ['readAgain', { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) }] },
          { target: 'confirming', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
  },
});
