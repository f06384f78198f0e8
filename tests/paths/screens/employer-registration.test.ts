// Generated paths through the real sign-up page: paths come from the employer registration
// machine the page runs; each is walked by typing and clicking, and after every step the page
// must show what a person should see in that state.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { REGISTRATION_FORMS } from '@/features/registration/forms';
import SignupPage from '@/features/registration/SignupPage';
import { m } from '@/generated/paraglide/messages.js';
import type { RegisterRequest, RegisterResponse, RegistrationContext, RegistrationFields } from '@/machines/registration.machine';
import { api, networkError } from '../../doubles/api';
import { HeldCalls } from '../../doubles/held-calls';
import { mockApi, renderRoutes } from '../../doubles/render';
import { anonymousMe } from '../../doubles/session';
import { definePathModel, doneEvent, errorEvent, formatPath, screenPaths, screenReport } from '../harness';

const form = REGISTRATION_FORMS.employer;
const STEPS = form.steps.length;
const emailTaken = { message: 'An account with this e-mail address already exists.', code: 'EMAIL_TAKEN', fields: { email: 'An account with this e-mail address already exists.' } };

type Context = RegistrationContext<RegistrationFields>;
type Outcome = 'created' | 'taken' | 'offline';

// The paths: the page's own machine; what the page shows depends on the step, the state and
// which failure it reports, so those are the state key.
const failure = (context: Context) => (context.error === null ? null : context.error === emailTaken.message ? 'taken' : 'network');
const model = definePathModel({
  name: 'employer registration page',
  machine: form.machine.provide({ actors: { register: fromPromise<RegisterResponse, RegisterRequest>(() => new Promise(() => {})) } }),
  input: { draft: null },
  events: [
    { type: 'UPDATE', fields: {} },
    { type: 'NEXT', fields: {} },
    { type: 'BACK' },
    ...Array.from({ length: STEPS }, (_, i) => ({ type: 'SET_STEP' as const, step: i + 1 })),
    { type: 'SUBMIT', fields: {} },
    { type: 'RESET' },
    doneEvent('register', { email: 'ada@example.com', verification_required: true }),
    errorEvent('register', emailTaken),
    errorEvent('register', new TypeError('Failed to fetch')),
  ],
  serializeState: (snapshot) => {
    const context = snapshot.context as unknown as Context;
    return JSON.stringify([snapshot.value, context.step, failure(context), 'email' in context.fieldErrors]);
  },
});
const generated = screenPaths(model);

// The fake server: accounts by e-mail address; each sign-up waits for the path's outcome.
const accounts = new Set<string>();
const signUps = new HeldCalls<Outcome>();
mockApi(
  anonymousMe,
  api.post('/auth/register', async ({ request, response }) => {
    const body = await request.json();
    const outcome = await signUps.take();
    if (outcome === 'offline') return networkError();
    if (outcome === 'taken') accounts.add(body.email);
    if (accounts.has(body.email)) return response(409).json(emailTaken as never);
    accounts.add(body.email);
    return response(201).json({ email: body.email, verification_required: true });
  }),
);

function CheckInbox() {
  const { search } = useLocation();
  return createElement('h1', null, `Check your inbox ${new URLSearchParams(search).get('email')}`);
}

let emails = 0;
const nextEmail = () => `ada.${++emails}@example.com`;

/** Fills what the step asks for, as a person does, keeping what is already there. */
async function fillStep(user: UserEvent, step: number) {
  const typeIfEmpty = async (label: string | RegExp, text: string) => {
    const field = screen.getByLabelText(label) as HTMLInputElement;
    if (!field.value) await user.type(field, text);
  };
  if (step === 1) {
    await typeIfEmpty('First name', 'Ada');
    await typeIfEmpty('Last name', 'Lovelace');
    const email = screen.getByLabelText('E-mail address') as HTMLInputElement;
    // A new address after the last one was refused as taken.
    if (!email.value || email.getAttribute('aria-invalid') === 'true') {
      await user.clear(email);
      await user.type(email, nextEmail());
    }
    await user.selectOptions(screen.getByLabelText('Country'), 'United Kingdom');
  } else if (step === 2) {
    await typeIfEmpty('Company name', 'Analytical Engines');
    await typeIfEmpty('Company website', 'engines.example.com');
  } else {
    await typeIfEmpty('Password', 'correct horse battery');
    const terms = screen.getByRole('checkbox', { name: /I accept the Terms of Use/ });
    if (!(terms as HTMLInputElement).checked) await user.click(terms);
  }
}

/** Changes one answer of the step: a new e-mail address on the first. */
async function changeAnswer(user: UserEvent, step: number) {
  const label = step === 1 ? 'E-mail address' : step === 2 ? 'Company name' : 'Password';
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.type(field, step === 1 ? nextEmail() : step === 2 ? 'Difference Engines' : 'a longer passphrase');
}

/** What a person sees in `snapshot`'s state. */
async function expectPage(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as unknown as Context;
  if (snapshot.matches('registered')) {
    expect(await screen.findByRole('heading', { level: 1, name: /^Check your inbox ada\.\d+@example\.com$/ })).toBeInTheDocument();
    return;
  }
  const step = form.steps[context.step - 1]!;
  const heading = await screen.findByRole('heading', { level: 2, name: new RegExp(`${m.reg_step_count({ current: context.step, total: STEPS })}\\s*${step.title()}`) });
  expect(heading).toBeInTheDocument();
  const progress = screen.getByRole('navigation', { name: m.reg_progress_label() });
  expect(within(progress).getByText(step.title()).closest('li')).toHaveAttribute('aria-current', 'step');
  const back = screen.queryByRole('button', { name: m.ui_back() });
  if (context.step > 1) expect(back).toBeInTheDocument();
  else expect(back).toBeNull();

  if (snapshot.matches('submitting')) {
    // One request: nothing can be sent again or changed while it is on its way.
    await waitFor(() => expect(screen.getByRole('button', { name: new RegExp(m.reg_creating_account()) })).toBeDisabled());
    expect(back).toBeDisabled();
    expect(screen.getByRole('button', { name: m.reg_start_over() })).toBeDisabled();
    expect(within(progress).queryAllByRole('button')).toEqual([]);
    return;
  }
  if (context.step === STEPS) {
    expect(screen.getByRole('button', { name: m.reg_create_account() })).toBeEnabled();
    expect(screen.queryByRole('button', { name: m.reg_continue() })).toBeNull();
  } else {
    expect(screen.getByRole('button', { name: m.reg_continue() })).toBeEnabled();
  }
  expect(screen.getByRole('button', { name: m.reg_start_over() })).toBeEnabled();
  // Steps reached, other than this one, are links back to them.
  const links = within(progress).queryAllByRole('button').map((button) => button.textContent);
  expect(links).toHaveLength(context.reached - 1);

  const kind = failure(context);
  if (kind === null) {
    expect(screen.queryByRole('alert')).toBeNull();
    return;
  }
  expect(screen.getByRole('alert')).toHaveTextContent(kind === 'taken' ? emailTaken.message : m.error_network());
  if (context.step === 1) {
    const email = screen.getByLabelText('E-mail address');
    if ('email' in context.fieldErrors) {
      await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
      expect(email).toHaveAccessibleDescription(new RegExp(emailTaken.fields.email));
    } else {
      expect(email).not.toHaveAttribute('aria-invalid', 'true');
    }
  }
}

describe('employer registration, generated paths through the page', () => {
  it('walks every state of the page and every transition of its machine', () => {
    expect(generated.states.reached).toBe(generated.states.total);
    expect(generated.transitions.uncovered).toEqual([]);
    if (process.env.PRINT_PATHS) console.log(screenReport(model.name, generated, process.env.PRINT_PATHS === 'all'));
  });

  it.each(generated.paths.map((path) => [formatPath(path), path] as const))('%s', { timeout: 60_000 }, async (_, path) => {
    accounts.clear();
    signUps.reset();
    const user = userEvent.setup({ delay: null });
    renderRoutes(
      [
        { path: '/signup/:userType', element: createElement(SignupPage) },
        { path: '/verify-email', element: createElement(CheckInbox) },
      ],
      '/signup/employer',
    );
    let previous: AnyMachineSnapshot | undefined;
    for (const [index, { event, state }] of path.steps.entries()) {
      const context = previous?.context as unknown as Context | undefined;
      try {
        switch (event.type) {
          case 'xstate.init':
            break;
          case 'UPDATE':
            await changeAnswer(user, context!.step);
            break;
          case 'NEXT':
            await fillStep(user, context!.step);
            await user.click(screen.getByRole('button', { name: m.reg_continue() }));
            break;
          case 'BACK':
            await user.click(screen.getByRole('button', { name: m.ui_back() }));
            break;
          case 'SET_STEP': {
            const progress = screen.getByRole('navigation', { name: m.reg_progress_label() });
            const title = form.steps[(event as unknown as { step: number }).step - 1]!.title();
            await user.click(within(progress).getByRole('button', { name: new RegExp(title) }));
            break;
          }
          case 'SUBMIT':
            await fillStep(user, STEPS);
            await user.click(screen.getByRole('button', { name: m.reg_create_account() }));
            await signUps.arrival();
            break;
          case 'RESET': {
            await user.click(screen.getByRole('button', { name: m.reg_start_over() }));
            const dialog = await screen.findByRole('dialog');
            await user.click(within(dialog).getByRole('button', { name: m.reg_start_over() }));
            await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
            break;
          }
          case 'xstate.done.actor.register':
            await signUps.release('created');
            break;
          case 'xstate.error.actor.register':
            await signUps.release((event as unknown as { error: unknown }).error === emailTaken ? 'taken' : 'offline');
            break;
          default:
            throw new Error(`no person's action for ${event.type}`);
        }
        await expectPage(state);
      } catch (error) {
        if (error instanceof Error) error.message = `step ${index} (${event.type}) of ${formatPath(path)}\n${error.message}`;
        throw error;
      }
      previous = state;
    }
  });
});
