// Generated paths through the settings page's last section, from its own machine
// (src/machines/account-deletion.machine.ts): the deletion read (and read again after a failure),
// the dialog opened and closed, the request refused (a wrong password on its field; no answer,
// above it; staff or bills still running, listed on the page) and sent again, the date shown, and
// the account kept (and kept again after a failure). Every call is held until the path says how
// it ends; after every step the section must show what the person should see. The paths are
// walked as a few long tours (../screen-tours.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { DeleteAccountSection } from '@/features/account/DeleteAccountSection';
import { m } from '@/generated/paraglide/messages.js';
import type { ApiProblem } from '@/lib/api-problem';
import { accountDeletionMachine, type AccountDeletion, type AccountDeletionContext } from '@/machines/account-deletion.machine';
import { formatLongDate } from '@/shared/format';
import { api, networkError, problem } from '../../doubles/api';
import { ada } from '../../doubles/fixtures/accounts';
import { deletionBlocked, deletionPasswordWrong, notScheduled, scheduledDeletion } from '../../doubles/fixtures/account-deletion';
import { HeldCalls } from '../../doubles/held-calls';
import { mockApi, renderRoutes } from '../../doubles/render';
import { signedInAs } from '../../doubles/session';
import { definePathModel, doneEvent, errorEvent, formatPath, screenPaths, screenReport, type Path } from '../harness';
import { coverage, screenTours } from '../screen-tours';

const PASSWORD = 'correct horse battery';
const offline: ApiProblem = { message: m.error_network(), code: 'NETWORK' };
const never = () => new Promise<AccountDeletion>(() => {});

const model = definePathModel({
  name: 'account deletion section',
  machine: accountDeletionMachine.provide({
    actors: { loadDeletion: fromPromise<AccountDeletion>(never), requestDeletion: fromPromise<AccountDeletion, { password: string }>(never), cancelDeletion: fromPromise<AccountDeletion>(never) },
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
});
const generated = screenPaths(model);
const tours = screenTours(model, generated);

type Outcome = { answer: AccountDeletion } | { refusal: ApiProblem; status: number } | 'offline';
const loads = new HeldCalls<Outcome>();
const requests = new HeldCalls<Outcome>();
const cancels = new HeldCalls<Outcome>();
let sent: unknown[] = [];

const answer = (outcome: Outcome, ok: (deletion: AccountDeletion) => Response) => {
  if (outcome === 'offline') return networkError();
  if ('refusal' in outcome) return problem(outcome.status, outcome.refusal.code, outcome.refusal.message, outcome.refusal.fields);
  return ok(outcome.answer);
};

const server = mockApi(signedInAs(ada));
function serve() {
  sent = [];
  server.use(
    api.get('/account/deletion', async ({ response }) => answer(await loads.take(), (d) => response(200).json(d))),
    api.post('/account/deletion', async ({ request, response }) => {
      sent.push(await request.json());
      return answer(await requests.take(), (d) => response(200).json(d));
    }),
    api.delete('/account/deletion', async ({ response }) => answer(await cancels.take(), (d) => response(200).json(d))),
  );
}

let section: HTMLElement;
const button = (name: string) => within(section).queryByRole<HTMLButtonElement>('button', { name });
const words = (element: HTMLButtonElement | null) => element && `${element.disabled ? 'disabled' : 'enabled'}${element.getAttribute('aria-busy') === 'true' ? ' busy' : ''}`;
const dialog = () => screen.queryByRole('dialog', { name: m.account_deletion_dialog_title() });
const date = formatLongDate(scheduledDeletion.deletes_at!, 'en');

/** What the person sees of the section and its dialog, in words. */
function seen() {
  const open = dialog();
  const password = open && within(open).queryByLabelText(m.account_deletion_field_password());
  return {
    start: words(button(m.account_deletion_start())),
    keep: words(button(m.account_deletion_keep())),
    // The scheduled deletion's notice (a loader is a status too).
    notice: within(section).queryAllByRole('status').filter((status) => status.textContent?.startsWith(m.account_deletion_scheduled_title({ date }))).length,
    alerts: within(section).queryAllByRole('alert').map((alert) => alert.textContent),
    dialog: open
      ? {
          confirm: words(within(open).queryByRole<HTMLButtonElement>('button', { name: m.account_deletion_confirm() })),
          passwordError: password?.getAttribute('aria-invalid') === 'true' ? (password.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join('') : null,
          alerts: within(open).queryAllByRole('alert').map((alert) => alert.textContent),
        }
      : null,
  };
}

function expected(snapshot: AnyMachineSnapshot): ReturnType<typeof seen> {
  const c = snapshot.context as AccountDeletionContext;
  const scheduled = snapshot.matches('scheduled') || snapshot.matches('cancelling') || snapshot.matches('cancelFailed');
  const inDialog = snapshot.hasTag('dialog');
  return {
    // While the dialog is open the page behind it is hidden from assistive technology (and these queries).
    start: snapshot.matches('idle') || snapshot.matches('refused') ? 'enabled' : null,
    keep: scheduled ? (snapshot.matches('cancelling') ? 'disabled busy' : snapshot.matches('cancelFailed') ? 'disabled' : 'enabled') : null,
    notice: scheduled ? 1 : 0,
    alerts: snapshot.matches('loadFailed')
      ? [m.account_deletion_load_failed() + ' ' + offline.message + m.account_deletion_retry()]
      : snapshot.matches('cancelFailed')
        ? [m.account_deletion_keep_failed() + ' ' + offline.message + m.account_deletion_retry()]
        : snapshot.matches('refused')
          ? [c.problem!.message + c.reasons.join('') + m.ui_close()]
          : [],
    dialog: inDialog
      ? {
          confirm: snapshot.matches('requesting') ? 'disabled busy' : 'enabled',
          passwordError: snapshot.matches('confirming') && c.problem?.fields?.password ? c.problem.fields.password : null,
          alerts: snapshot.matches('confirming') && c.problem && !c.problem.fields ? [c.problem.message] : [],
        }
      : null,
  };
}

async function act(user: UserEvent, event: { type: string; output?: unknown; error?: unknown }) {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'xstate.done.actor.loadDeletion':
      return loads.release({ answer: event.output as AccountDeletion });
    case 'xstate.error.actor.loadDeletion':
      return loads.release('offline');
    case 'RETRY': {
      const retry = within(section).getByRole('button', { name: m.account_deletion_retry() });
      return user.click(retry);
    }
    case 'DELETE':
      return user.click(button(m.account_deletion_start())!);
    case 'CANCEL':
      return user.click(within(dialog()!).getByRole('button', { name: m.ui_cancel() }));
    case 'SUBMIT': {
      const open = dialog()!;
      const password = within(open).getByLabelText(m.account_deletion_field_password());
      await user.clear(password);
      await user.type(password, PASSWORD);
      const count = sent.length;
      await user.click(within(open).getByRole('button', { name: m.account_deletion_confirm() }));
      await requests.arrival();
      expect(sent.slice(count)).toEqual([{ password: PASSWORD }]);
      return;
    }
    case 'xstate.done.actor.requestDeletion':
      return requests.release({ answer: event.output as AccountDeletion });
    case 'xstate.error.actor.requestDeletion': {
      const error = event.error as ApiProblem;
      if (error.code === 'NETWORK') return requests.release('offline');
      return requests.release({ refusal: error, status: error.code === 'PASSWORD_WRONG' ? 400 : 409 });
    }
    case 'CLOSE':
      return user.click(within(within(section).getByRole('alert')).getByRole('button', { name: m.ui_close() }));
    case 'KEEP':
      return user.click(button(m.account_deletion_keep())!);
    case 'xstate.done.actor.cancelDeletion':
      return cancels.release({ answer: event.output as AccountDeletion });
    case 'xstate.error.actor.cancelDeletion':
      return cancels.release('offline');
    default:
      throw new Error(`no person's action for ${event.type}`);
  }
}

describe('deleting the account, generated paths through the settings page’s section', () => {
  it('walks every state of the section, and every transition', () => {
    expect(generated.states.reached).toBe(generated.states.total);
    const { statesMissed, transitionsMissed } = coverage(model, generated, tours);
    expect(statesMissed).toEqual([]);
    expect(transitionsMissed).toEqual([]);
    if (process.env.PRINT_PATHS) console.log(screenReport(model.name, generated, process.env.PRINT_PATHS === 'all'));
  });

  it.each(tours.map((tour, i) => [`tour ${i + 1} of ${tours.length}, ${tour.steps.length - 1} steps`, tour] as const))('%s', async (_, path: Path) => {
    loads.reset();
    requests.reset();
    cancels.reset();
    serve();
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/settings', element: createElement(DeleteAccountSection) }], '/settings');
    section = await screen.findByRole('region', { name: m.account_deletion_heading() });
    for (const [index, { event, state }] of path.steps.entries()) {
      try {
        await act(user, event as { type: string });
        await waitFor(() => expect(seen()).toEqual(expected(state)));
      } catch (error) {
        if (error instanceof Error) error.message = `step ${index} (${event.type}) of ${formatPath(path)}\n${error.message}`;
        throw error;
      }
    }
  });
});
