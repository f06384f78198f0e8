// Generated paths through the employer's partners page (/settings/partners), from the agent
// invitation's own machine (src/machines/agent-invitation.machine.ts): the reads of the current
// agent and of the invitation waiting (each time they answer, SYNCED), an address refused by the
// form (missing, not an address), an invitation sent by address or to a verified agent picked from
// the list, refused by the server or sent; the invitation waiting or the current agent removed after
// asking, kept, refused because it changed meanwhile (the reads asked again) or not reached. The
// page is rendered whole, as the route has it; the reads wait until the path says what the server
// holds (a read asked again, as on coming back to the tab, for a SYNCED the page did not ask for),
// the invitation and the removal until the path says how they end; after every step the page must
// show what the employer should see. The paths are walked as a few long tours (../screen-tours.ts):
// the page offers every event wherever the machine takes it, so a tour sends nothing the page
// could not.
import { act as reactAct, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import AgentSettingsPage from '@/features/agent-invitation/AgentSettingsPage';
import { m } from '@/generated/paraglide/messages.js';
import type { ApiProblem } from '@/lib/api-problem';
import { afterAgentChange } from '@/lib/cache';
import { agentInvitationMachine, type AgentInvitation, type AgentInvitationContext, type AgentStanding, type InviteInput } from '@/machines/agent-invitation.machine';
import { RequireAuth } from '@/routes/guards';
import { api, networkError, problem } from '../../doubles/api';
import { ada } from '../../doubles/fixtures/accounts';
import { makeAgentInvitation, ravi, verifiedAgentPage } from '../../doubles/fixtures/agents';
import { HeldCalls } from '../../doubles/held-calls';
import { mockApi, renderRoutes } from '../../doubles/render';
import { signedInAs } from '../../doubles/session';
import '../../unit/employer-jobs/page-setup';
import { definePathModel, doneEvent, errorEvent, formatPath, screenPaths, screenReport, type Path } from '../harness';
import { coverage, screenTours } from '../screen-tours';

const PATH = '/settings/partners';
const invited = makeAgentInvitation();
const accepted = makeAgentInvitation({ status: 'accepted', answered_at: '2026-12-02T09:00:00.000Z' });
const removed = { ...accepted, status: 'removed' as const, removed_at: '2026-12-03T09:00:00.000Z' };
// The server's words, as it sends them (server/http/errors.ts renders them from the same catalogs).
const pending: ApiProblem = { message: m.agents_api_error_invitation_pending(), code: 'AGENT_INVITATION_PENDING' };
const closed: ApiProblem = { message: m.agents_api_error_invitation_closed(), code: 'AGENT_INVITATION_CLOSED' };
const offline = new TypeError('Failed to fetch');

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const model = definePathModel({
  name: 'partners page, the employer’s agent',
  machine: agentInvitationMachine.provide({ actors: { invite: never<AgentInvitation, InviteInput>(), remove: never<AgentInvitation, { id: string }>() } }),
  events: [
    // What the reads say: nothing, an invitation waiting, a current agent (the agent accepted).
    { type: 'SYNCED', standing: {} },
    { type: 'SYNCED', standing: { pending: invited } },
    { type: 'SYNCED', standing: { current: accepted } },
    { type: 'INVITE', email: ravi.email },
    // An e-mail field keeps no spaces around its value (jsdom sanitises as browsers do): blank is empty.
    { type: 'INVITE', email: '' },
    { type: 'INVITE', email: 'ravi at menon' },
    { type: 'INVITE_AGENT', agentId: ravi.id },
    { type: 'REMOVE' },
    { type: 'CONFIRM' },
    { type: 'CANCEL' },
    doneEvent('invite', invited),
    errorEvent('invite', pending),
    doneEvent('remove', removed),
    errorEvent('remove', closed),
    errorEvent('remove', offline),
  ],
  // What the page shows, each where it shows it: the state; the invitation's status (the card and
  // the dialog) or else the form's complaint and which invite button waits (the address's or the
  // picked agent's); whether the dialog says a removal was not reached. A refusal above the form is
  // left out (with it, each complaint of the form twice over): the transitions into it are walked,
  // and every step checks it, as it checks what the context keeps for later (a complaint about an
  // address while an agent is current).
  serializeState: (snapshot) => {
    const c = snapshot.context as AgentInvitationContext;
    const form = snapshot.matches('none') || snapshot.matches('inviting');
    return JSON.stringify([
      snapshot.value,
      form ? [c.emailProblem, snapshot.matches('inviting') && c.agentId !== null] : (c.invitation?.status ?? null),
      snapshot.matches('confirming') && c.problem !== null,
    ]);
  },
});
const generated = screenPaths(model);
const tours = screenTours(model, generated);

type Outcome = 'ok' | ApiProblem | 'offline';
const invites = new HeldCalls<Outcome>();
const removals = new HeldCalls<Outcome>();
/** What the server holds: the reads answer it once the path says so (SYNCED). */
let standing: AgentStanding = {};
/** The reads waiting for the path, how many have been asked for, and whether any has answered yet. */
let waitingReads: Array<() => void> = [];
let readsAsked = 0;
let readsAnswered = false;
let readArrived: (() => void) | undefined;
let invitesSent: unknown[] = [];
const server = mockApi(
  signedInAs(ada),
  api.get('/employer/agents', ({ response }) => response(200).json(verifiedAgentPage())),
);

const heldRead = async () => {
  readsAsked += 1;
  readArrived?.();
  await new Promise<void>((resolve) => waitingReads.push(resolve));
  readsAnswered = true;
};
const answer = (outcome: Outcome, ok: () => Response) => (outcome === 'offline' ? networkError() : outcome === 'ok' ? ok() : problem(409, outcome.code, outcome.message));

function serve() {
  standing = {};
  waitingReads = [];
  readsAsked = 0;
  readsAnswered = false;
  readArrived = undefined;
  invitesSent = [];
  server.use(
    api.get('/employer/currentagent', async ({ response }) => {
      await heldRead();
      return response(200).json(standing.current ? { current: standing.current } : {});
    }),
    api.get('/employer/agentrequested', async ({ response }) => {
      await heldRead();
      return response(200).json({ items: standing.pending ? [standing.pending] : [], page: 1, page_size: 1, has_more: false });
    }),
    api.post('/employer/requestagent', async ({ request, response }) => {
      invitesSent.push(await request.json());
      const outcome = await invites.take();
      if (outcome === 'ok') standing = { pending: invited };
      return answer(outcome, () => response(201).json(invited));
    }),
    api.delete('/employer/removeagent/{id}', async ({ response }) => {
      const outcome = await removals.take();
      const was = standing.current ?? standing.pending ?? accepted;
      if (outcome === 'ok') standing = {};
      return answer(outcome, () => response(200).json({ ...was, status: 'removed', removed_at: removed.removed_at }));
    }),
  );
}

/**
 * The server now holds `now`: the page reads again (as on coming back to the tab; the first reads
 * are the page's own), and the reads answer. A read asked again replaces one on its way, which
 * answers nobody.
 */
async function sync(queryClient: QueryClient, now: AgentStanding) {
  standing = now;
  const asked = readsAnswered ? readsAsked + 2 : 2;
  // Not awaited: the reads wait for the release below.
  if (readsAnswered) reactAct(() => void afterAgentChange(queryClient));
  while (readsAsked < asked) await new Promise<void>((resolve) => (readArrived = resolve));
  for (const release of waitingReads.splice(0)) release();
  // Answered before the path goes on: a late answer would be a SYNCED of its own.
  await waitFor(() => expect(queryClient.isFetching()).toBe(0), { interval: 5 });
}

// By their words and ids rather than by role: a role query over the page at every step costs more than the rest of the step.
const panel = () => document.querySelector<HTMLElement>('section[aria-labelledby="your-agent"]')!;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const buttonIn = (root: ParentNode | null, name: string) => [...(root?.querySelectorAll('button') ?? [])].find((b) => (b.getAttribute('aria-label') ?? b.textContent) === name) as HTMLButtonElement | undefined;
const words = (b: HTMLButtonElement | undefined) => b && `${b.disabled ? 'disabled' : 'enabled'}${b.getAttribute('aria-busy') === 'true' ? ' busy' : ''}`;
const pickName = m.agi_pick_invite_named({ name: 'Menon Talent' });

/** What the employer sees, in words. */
function seen() {
  const root = panel();
  const email = root.querySelector<HTMLInputElement>('#agent-email');
  const removal = [m.agi_remove(), m.agi_withdraw()].find((name) => buttonIn(root, name));
  const open = dialog();
  return {
    loading: root.querySelector('[role="status"]')?.textContent === m.agi_loading(),
    form: email && {
      error: email.getAttribute('aria-invalid') === 'true' ? document.getElementById('agent-email-error')!.textContent : null,
      invite: words(buttonIn(root, m.agi_invite())),
      pick: words(buttonIn(root, pickName)),
    },
    alerts: [...root.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent),
    card: removal ? `${[m.agi_badge_current(), m.agi_badge_invited()].find((badge) => root.textContent!.includes(badge))} · ${removal}` : null,
    dialog: open && {
      title: open.querySelector('[id$="title"]')?.textContent,
      confirm: words(buttonIn(open, open.textContent!.includes(m.agi_remove_body()) ? m.agi_remove() : m.agi_withdraw())),
      keep: words(buttonIn(open, m.agi_keep())),
      alerts: [...open.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent),
    },
  };
}

function expected(snapshot: AnyMachineSnapshot): ReturnType<typeof seen> {
  const { invitation, emailProblem, problem: refusal, agentId } = snapshot.context as AgentInvitationContext;
  const current = invitation?.status === 'accepted';
  const inviting = snapshot.matches('inviting');
  const asking = snapshot.matches('confirming') || snapshot.matches('removing');
  const removing = snapshot.matches('removing');
  const card = snapshot.matches('invited') || snapshot.matches('current') || asking;
  return {
    loading: snapshot.matches('loading'),
    // The form and the list of verified agents while there is no agent; only the button of the invitation on its way waits.
    form:
      snapshot.matches('none') || inviting
        ? {
            error: emailProblem === 'missing' ? m.agi_email_missing() : emailProblem === 'invalid' ? m.agi_email_invalid() : null,
            invite: inviting && agentId === null ? 'disabled busy' : 'enabled',
            pick: inviting ? (agentId === null ? 'disabled' : 'disabled busy') : 'enabled',
          }
        : null,
    // The refusal of an invitation, above the form (a removal refused as stale too, once read again: its words, under the invitation's title).
    alerts: refusal && snapshot.matches('none') ? [m.agi_invite_failed() + refusal.message] : [],
    card: card ? `${current ? m.agi_badge_current() : m.agi_badge_invited()} · ${current ? m.agi_remove() : m.agi_withdraw()}` : null,
    // Asked before removing; a removal not reached says so in the dialog, which stays.
    dialog: asking
      ? {
          title: current ? m.agi_remove_title({ name: accepted.agent!.name }) : m.agi_withdraw_title({ email: invited.email }),
          confirm: removing ? 'disabled busy' : 'enabled',
          keep: removing ? 'disabled' : 'enabled',
          alerts: refusal && !removing ? [refusal.message + m.agi_remove_failed()] : [],
        }
      : null,
  };
}

async function act(user: UserEvent, queryClient: QueryClient, event: { type: string; standing?: AgentStanding; email?: string; error?: unknown }) {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'SYNCED':
      return sync(queryClient, event.standing!);
    case 'INVITE': {
      const field = panel().querySelector<HTMLInputElement>('#agent-email')!;
      await user.clear(field);
      if (event.email) await user.paste(event.email);
      const count = invitesSent.length;
      await user.click(buttonIn(panel(), m.agi_invite())!);
      // An address the form refuses is never sent; one it takes is, trimmed.
      if (event.email === ravi.email) {
        await invites.arrival();
        expect(invitesSent.slice(count)).toEqual([{ email: ravi.email }]);
      }
      return;
    }
    case 'INVITE_AGENT': {
      const count = invitesSent.length;
      await user.click(await waitFor(() => buttonIn(panel(), pickName)!));
      await invites.arrival();
      // By the agent's id, never an address.
      expect(invitesSent.slice(count)).toEqual([{ agent_id: ravi.id }]);
      return;
    }
    case 'REMOVE':
      return user.click((buttonIn(panel(), m.agi_remove()) ?? buttonIn(panel(), m.agi_withdraw()))!);
    case 'CONFIRM':
      return user.click((buttonIn(dialog(), m.agi_remove()) ?? buttonIn(dialog(), m.agi_withdraw()))!);
    case 'CANCEL':
      return user.click(buttonIn(dialog(), m.agi_keep())!);
    case 'xstate.done.actor.invite':
      return invites.release('ok');
    case 'xstate.error.actor.invite':
      return invites.release(event.error as ApiProblem);
    case 'xstate.done.actor.remove':
      return removals.release('ok');
    case 'xstate.error.actor.remove':
      return removals.release(event.error === offline ? 'offline' : (event.error as ApiProblem));
    default:
      throw new Error(`no employer's action for ${event.type}`);
  }
}

describe('the employer’s agent, generated paths through /settings/partners', () => {
  it('walks every state of the page, and every transition', () => {
    expect(generated.states.reached).toBe(generated.states.total);
    expect(generated.transitions.uncovered).toEqual([]);
    const { statesMissed, transitionsMissed, alwaysMissed } = coverage(model, generated, tours);
    expect(statesMissed).toEqual([]);
    expect([...transitionsMissed, ...alwaysMissed]).toEqual([]);
    if (process.env.PRINT_PATHS) console.log(screenReport(model.name, generated, process.env.PRINT_PATHS === 'all'));
  });

  it.each(tours.map((tour, i) => [`tour ${i + 1} of ${tours.length}, ${tour.steps.length - 1} steps`, tour] as const))('%s', async (_, path: Path) => {
    invites.reset();
    removals.reset();
    serve();
    // Nothing lies over the page but the dialog, whose own buttons are the ones clicked while it is open.
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    const { queryClient } = renderRoutes([{ path: PATH, element: createElement(RequireAuth, null, createElement(AgentSettingsPage)) }], PATH);
    await waitFor(() => expect(panel()).not.toBeNull());
    for (const [index, { event, state }] of path.steps.entries()) {
      try {
        await act(user, queryClient, event as { type: string });
        await waitFor(() => expect(seen()).toEqual(expected(state)));
      } catch (error) {
        if (error instanceof Error) error.message = `step ${index} (${event.type}) of ${formatPath(path)}\n${error.message}`;
        throw error;
      }
    }
  });
});
