// Generated paths through the settings page's e-mail section, from its own machine
// (src/machines/email-change.machine.ts): the form opened and closed, the request refused (a
// wrong password, on its field; too many requests, above the form) and sent again, the link on its
// way, and another address asked for. The section is rendered as the settings page has it, the
// request held until the path says how it ends; after every step the section must show what the
// person should see. The paths are walked as a few long tours (../screen-tours.ts).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { EmailChangeSection } from '@/features/account/EmailChangeSection';
import { m } from '@/generated/paraglide/messages.js';
import type { ApiProblem } from '@/lib/api-problem';
import { emailChangeMachine, type EmailChangeContext, type EmailChangeRequest, type EmailChangeStarted } from '@/machines/email-change.machine';
import { formatDateTime } from '@/shared/format';
import { api, problem } from '../../doubles/api';
import { ada } from '../../doubles/fixtures/accounts';
import { HeldCalls } from '../../doubles/held-calls';
import { mockApi, renderRoutes } from '../../doubles/render';
import { signedInAs } from '../../doubles/session';
import { definePathModel, doneEvent, errorEvent, formatPath, screenPaths, screenReport, type Path } from '../harness';
import { coverage, screenTours } from '../screen-tours';

const values: EmailChangeRequest = { new_email: 'ada@engines.example', password: 'correct horse battery' };
const started: EmailChangeStarted = { new_email: values.new_email, expires_at: '2026-03-05T10:00:00.000Z' };
// The server's words, as it sends them (server/http/errors.ts renders them from the same catalogs).
const wrongPassword: ApiProblem = { message: m.api_error_password_wrong(), code: 'PASSWORD_WRONG', fields: { password: m.api_error_password_wrong() } };
const tooMany: ApiProblem = { message: m.api_error_rate_limited({ minutes: 60 }), code: 'RATE_LIMITED' };

const model = definePathModel({
  name: 'e-mail change section',
  machine: emailChangeMachine.provide({ actors: { requestChange: fromPromise<EmailChangeStarted, EmailChangeRequest>(() => new Promise(() => {})) } }),
  events: [
    { type: 'OPEN' },
    { type: 'CANCEL' },
    { type: 'SUBMIT', values },
    doneEvent('requestChange', started),
    errorEvent('requestChange', wrongPassword),
    errorEvent('requestChange', tooMany),
  ],
});
const generated = screenPaths(model);
const tours = screenTours(model, generated);

type Outcome = 'sent' | 'wrongPassword' | 'tooMany';
const requests = new HeldCalls<Outcome>();
let sent: EmailChangeRequest[] = [];
const server = mockApi(signedInAs(ada));
function serve() {
  sent = [];
  server.use(
    api.post('/account/email-change', async ({ request, response }) => {
      sent.push(await request.json());
      const outcome = await requests.take();
      if (outcome === 'wrongPassword') return problem(400, wrongPassword.code, wrongPassword.message, wrongPassword.fields);
      if (outcome === 'tooMany') return problem(429, tooMany.code, tooMany.message);
      return response(202).json(started);
    }),
  );
}

let section: HTMLElement;
const button = (name: string) => within(section).queryByRole<HTMLButtonElement>('button', { name });
const heading = () => within(section).getByRole('heading', { level: 2, name: m.account_field_email() });
const words = (element: HTMLButtonElement | null) => element && `${element.disabled ? 'disabled' : 'enabled'}${element.getAttribute('aria-busy') === 'true' ? ' busy' : ''}`;

/** What the person sees of the section, in words. */
function seen() {
  const password = within(section).queryByLabelText(m.account_field_current_password());
  return {
    address: within(section).getByText(ada.email) !== null,
    open: button(m.account_email_change()) !== null,
    other: button(m.account_email_other()) !== null,
    form: within(section).queryByLabelText(m.account_email_new()) !== null,
    send: words(within(section).queryByRole<HTMLButtonElement>('button', { name: new RegExp(m.account_email_send_link()) })),
    cancel: words(button(m.ui_cancel())),
    passwordError: password?.getAttribute('aria-invalid') === 'true' ? document.getElementById('email-change-password-error')!.textContent : null,
    alerts: within(section).queryAllByRole('alert').map((alert) => alert.textContent),
    status: within(section).queryAllByRole('status').map((status) => status.textContent),
  };
}

function expected(snapshot: AnyMachineSnapshot): ReturnType<typeof seen> {
  const c = snapshot.context as EmailChangeContext;
  const editing = snapshot.matches('editing') || snapshot.matches('requesting');
  const busy = snapshot.matches('requesting');
  return {
    address: true,
    open: snapshot.matches('closed'),
    other: snapshot.matches('sent'),
    form: editing,
    send: editing ? (busy ? 'disabled busy' : 'enabled') : null,
    cancel: editing ? (busy ? 'disabled' : 'enabled') : null,
    // A wrong password is said on its field; what no field holds, above the form.
    passwordError: c.problem?.fields?.password ?? null,
    alerts: c.problem && !c.problem.fields ? [c.problem.message] : [],
    status: snapshot.matches('sent') ? [m.account_email_sent_title({ email: started.new_email }) + m.account_email_sent_body({ email: ada.email, until: formatDateTime(started.expires_at, 'en') })] : [],
  };
}

async function act(user: UserEvent, event: { type: string; error?: unknown }) {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'OPEN':
      await user.click(button(m.account_email_change()) ?? button(m.account_email_other())!);
      // The button pressed is gone: the first field has the focus.
      await waitFor(() => expect(within(section).getByLabelText(m.account_email_new())).toHaveFocus());
      return;
    case 'CANCEL':
      await user.click(button(m.ui_cancel())!);
      await waitFor(() => expect(heading()).toHaveFocus());
      return;
    case 'SUBMIT': {
      const email = within(section).getByLabelText(m.account_email_new());
      const password = within(section).getByLabelText(m.account_field_current_password());
      await user.clear(email);
      await user.type(email, values.new_email);
      await user.clear(password);
      await user.type(password, values.password);
      const count = sent.length;
      await user.click(within(section).getByRole('button', { name: m.account_email_send_link() }));
      await requests.arrival();
      expect(sent.slice(count)).toEqual([values]);
      return;
    }
    case 'xstate.done.actor.requestChange':
      await requests.release('sent');
      // Sent, the form is gone: the section's heading has the focus.
      await waitFor(() => expect(heading()).toHaveFocus());
      return;
    case 'xstate.error.actor.requestChange':
      return requests.release((event.error as ApiProblem).code === 'PASSWORD_WRONG' ? 'wrongPassword' : 'tooMany');
    default:
      throw new Error(`no person's action for ${event.type}`);
  }
}

describe('the e-mail change, generated paths through the settings page’s section', () => {
  it('walks every state of the section, and every transition', () => {
    expect(generated.states.reached).toBe(generated.states.total);
    const { statesMissed, transitionsMissed } = coverage(model, generated, tours);
    expect(statesMissed).toEqual([]);
    expect(transitionsMissed).toEqual([]);
    if (process.env.PRINT_PATHS) console.log(screenReport(model.name, generated, process.env.PRINT_PATHS === 'all'));
  });

  it.each(tours.map((tour, i) => [`tour ${i + 1} of ${tours.length}, ${tour.steps.length - 1} steps`, tour] as const))('%s', async (_, path: Path) => {
    requests.reset();
    serve();
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/settings', element: createElement(EmailChangeSection, { user: ada }) }], '/settings');
    section = await screen.findByRole('region', { name: m.account_field_email() });
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
