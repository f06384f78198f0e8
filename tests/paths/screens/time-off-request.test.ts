// Generated paths through the staff member's time off as the work home shows it: paths come from
// the time-off request machine, from the form (composed, refused, sent) to the request in the list
// (waiting, cancelled after a confirmation, or answered by the employer first). A request once sent
// is the list's: its row runs the same machine from where its status says, so the paths go on
// there. Each is walked by typing and clicking, calls held until the path says how they end. The
// section is rendered alone: the rest of the work home only reads (src/features/my-work/ActiveJobPage.test.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { TimeOffSection } from '@/features/my-work/TimeOffSection';
import { m } from '@/generated/paraglide/messages.js';
import {
  timeOffRequestMachine,
  type TimeOffForm,
  type TimeOffRequest,
  type TimeOffRequestContext,
  type TimeOffRequestInput,
} from '@/machines/time-off-request.machine';
import { api, problem } from '../../doubles/api';
import { HeldCalls } from '../../doubles/held-calls';
import { mockApi, renderRoutes } from '../../doubles/render';
import { signedInAs } from '../../doubles/session';
import { grace } from '../../doubles/fixtures/accounts';
import { makeTimeOffRequest, manilaToday, shiftDay } from '../../doubles/fixtures/my-work';
import { myWorkStore } from '../../doubles/stores/my-work';
import '../../unit/employer-jobs/page-setup';
import { definePathModel, doneEvent, errorEvent, formatPath, screenPaths, screenReport } from '../harness';

const today = manilaToday();
const form: TimeOffForm = { kind: 'vacation', start_date: shiftDay(today, 7), end_date: shiftDay(today, 9), part_of_day: 'full', note: '' };
// A half day over three days: the form refuses it before anything is sent.
const halfDayRange: TimeOffForm = { ...form, part_of_day: 'morning' };
const sent = makeTimeOffRequest({ start_date: form.start_date, end_date: form.end_date, days: 3 });
const balance = { message: 'You have 3 days of vacation left.', code: 'TIME_OFF_BALANCE' };
const answered = { message: 'Your employer has already answered this request.', code: 'TIME_OFF_NOT_PENDING' };

const model = definePathModel({
  name: 'time off section',
  machine: timeOffRequestMachine.provide({
    actors: {
      requestTimeOff: fromPromise<TimeOffRequest, TimeOffRequestInput>(() => new Promise(() => {})),
      cancelTimeOff: fromPromise<TimeOffRequest, { requestId: string }>(() => new Promise(() => {})),
    },
  }),
  input: { request: null, today },
  events: [
    { type: 'SUBMIT', form },
    { type: 'SUBMIT', form: halfDayRange },
    doneEvent('requestTimeOff', sent),
    errorEvent('requestTimeOff', balance),
    { type: 'CANCEL_REQUEST' },
    { type: 'KEEP' },
    { type: 'CONFIRM' },
    doneEvent('cancelTimeOff', { ...sent, status: 'cancelled' }),
    errorEvent('cancelTimeOff', answered),
  ],
  // What the section shows: the state, the form last sent, the refusal. The balance's refusal stands
  // for the server's (its words, and the days left beside them); an overlap, or a request or a
  // cancellation lost on the way, show the same way (tests/paths/models/time-off-request.model.ts).
  serializeState: (snapshot) => {
    const context = snapshot.context as TimeOffRequestContext;
    return JSON.stringify([snapshot.value, context.form?.part_of_day ?? null, context.problem?.code ?? null]);
  },
});
const generated = screenPaths(model);

type RequestOutcome = 'created' | 'balance';
type CancelOutcome = 'cancelled' | 'answered';
const requests = new HeldCalls<RequestOutcome>();
const cancels = new HeldCalls<CancelOutcome>();
let store = myWorkStore();

const server = mockApi(signedInAs(grace));
function serve() {
  store = myWorkStore();
  server.use(
    api.post('/candidate/time-off', async ({ request, response }) => {
      const body = await request.json();
      const outcome = await requests.take();
      if (outcome === 'balance') return problem(409, balance.code, balance.message);
      const created: TimeOffRequest = { ...sent, ...body };
      store.state.requests.unshift(created);
      return response(201).json(created);
    }),
    api.post('/candidate/time-off/{id}/cancel', async ({ params, response }) => {
      const outcome = await cancels.take();
      const at = store.state.requests.findIndex((item) => item.id === params.id);
      // The employer declined it a moment before.
      if (outcome === 'answered') {
        store.state.requests[at] = { ...store.state.requests[at]!, status: 'declined', decline_reason: 'Month-end close.' };
        return problem(409, answered.code, answered.message);
      }
      store.state.requests[at] = { ...store.state.requests[at]!, status: 'cancelled' };
      return response(200).json(store.state.requests[at]!);
    }),
    ...store.handlers,
  );
}

const section = () => screen.getByRole('region', { name: m.work_time_off_title() });
const requestList = () => within(section()).queryAllByRole('listitem').filter((item) => item.textContent?.startsWith(`${m.label_time_off_kind_vacation()}:`));
const sendButton = () => within(section()).getByRole('button', { name: m.work_time_off_send() });
const kindSelect = () => within(section()).getByLabelText(m.work_time_off_kind()) as HTMLSelectElement;

async function fill(user: UserEvent, wanted: TimeOffForm) {
  if (kindSelect().value !== wanted.kind) await user.selectOptions(kindSelect(), wanted.kind!);
  for (const [label, value] of [[m.work_time_off_start(), wanted.start_date], [m.work_time_off_end(), wanted.end_date]] as const) {
    const input = within(section()).getByLabelText(label) as HTMLInputElement;
    if (input.value !== value) {
      await user.clear(input);
      await user.paste(value);
    }
  }
  const part = { full: m.label_part_of_day_full(), morning: m.label_part_of_day_morning(), afternoon: m.label_part_of_day_afternoon() }[wanted.part_of_day];
  await user.click(within(section()).getByRole('radio', { name: part }));
}

/** What a staff member sees in `snapshot`'s state; `previous` tells an answer found first from one of their own. */
async function expectSection(snapshot: AnyMachineSnapshot, previous: AnyMachineSnapshot | undefined) {
  const context = snapshot.context as TimeOffRequestContext;
  if (snapshot.hasTag('confirming')) {
    // The dialog hides the page behind it from assistive technology: only it is read.
    const open = await screen.findByRole('dialog', { name: m.work_time_off_cancel_title() });
    const confirm = within(open).queryByRole('button', { name: m.work_time_off_cancel_confirm() });
    if (snapshot.matches('overtaken')) {
      expect(confirm).toBeNull();
      expect(within(open).getByRole('alert')).toHaveTextContent(answered.message);
      expect(within(open).getByRole('button', { name: m.ui_close() })).toBeEnabled();
    } else if (snapshot.matches('cancelling')) {
      await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    } else {
      expect(confirm).toBeEnabled();
      expect(within(open).queryByRole('alert')).toBeNull();
    }
    return;
  }
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await within(section()).findByRole('heading', { level: 3, name: m.work_time_off_form_title() });
  if (snapshot.matches('composing') || snapshot.matches('sending')) {
    if (snapshot.matches('sending')) {
      await waitFor(() => expect(sendButton()).toHaveAttribute('aria-busy', 'true'));
      return;
    }
    expect(sendButton()).toBeEnabled();
    const part = within(section()).getByRole('group', { name: m.work_time_off_part() });
    if (context.form?.part_of_day === 'morning') expect(part).toHaveTextContent(m.work_time_off_half_day_range());
    else expect(part).not.toHaveTextContent(m.work_time_off_half_day_range());
    if (snapshot.matches({ composing: 'failed' })) {
      const alert = await within(section()).findByRole('alert');
      expect(alert).toHaveTextContent(m.work_time_off_failed());
      expect(alert).toHaveTextContent(balance.message);
      expect(alert).toHaveTextContent('Available for Vacation: 3 days.');
    } else expect(within(section()).queryByRole('alert')).toBeNull();
    return;
  }
  // Sent: the request is the list's, and the form is ready for the next one.
  await waitFor(() => expect(requestList()).toHaveLength(1));
  const [row] = requestList();
  await waitFor(() => expect(kindSelect().value).toBe(''));
  if (snapshot.matches('pending')) {
    if (previous?.matches('overtaken')) {
      // Read again once the dialog closed: the employer's answer, which cannot be cancelled.
      await waitFor(() => expect(requestList()[0]).toHaveTextContent(m.work_time_off_status_declined()));
      expect(within(requestList()[0]!).queryByRole('button')).toBeNull();
      return;
    }
    expect(row).toHaveTextContent(m.work_time_off_status_requested());
    expect(within(row!).getByRole('button', { name: /^Cancel the request: / })).toBeEnabled();
    return;
  }
  // Cancelled (approved and declined are the list's own, never reached from the form).
  await waitFor(() => expect(requestList()[0]).toHaveTextContent(m.work_time_off_status_cancelled()));
  expect(within(requestList()[0]!).queryByRole('button')).toBeNull();
}

async function act(user: UserEvent, event: { type: string; form?: TimeOffForm; error?: unknown }, previous: AnyMachineSnapshot | undefined) {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'SUBMIT':
      await fill(user, event.form!);
      await user.click(sendButton());
      if (event.form === form) await requests.arrival();
      return;
    case 'xstate.done.actor.requestTimeOff':
      return requests.release('created');
    case 'xstate.error.actor.requestTimeOff':
      return requests.release('balance');
    case 'CANCEL_REQUEST':
      return user.click(within(requestList()[0]!).getByRole('button', { name: /^Cancel the request: / }));
    case 'KEEP':
      return user.click(within(screen.getByRole('dialog')).getByRole('button', { name: previous?.matches('overtaken') ? m.ui_close() : m.work_time_off_keep() }));
    case 'CONFIRM':
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: m.work_time_off_cancel_confirm() }));
      return cancels.arrival();
    case 'xstate.done.actor.cancelTimeOff':
      return cancels.release('cancelled');
    case 'xstate.error.actor.cancelTimeOff':
      return cancels.release('answered');
    default:
      throw new Error(`no staff member's action for ${event.type}`);
  }
}

describe('time off, generated paths through the work home', () => {
  it('walks every state of the section', () => {
    expect(generated.states.reached).toBe(generated.states.total);
    if (process.env.PRINT_PATHS) console.log(screenReport(model.name, generated, process.env.PRINT_PATHS === 'all'));
  });

  it.each(generated.paths.map((path) => [formatPath(path), path] as const))('%s', async (_, path) => {
    requests.reset();
    cancels.reset();
    serve();
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/Candidate/ActiveJob', element: createElement(TimeOffSection, { today }) }], '/Candidate/ActiveJob');
    let previous: AnyMachineSnapshot | undefined;
    for (const [index, { event, state }] of path.steps.entries()) {
      try {
        await act(user, event as { type: string }, previous);
        await expectSection(state, previous);
      } catch (error) {
        if (error instanceof Error) error.message = `step ${index} (${event.type}) of ${formatPath(path)}\n${error.message}`;
        throw error;
      }
      previous = state;
    }
  });
});
