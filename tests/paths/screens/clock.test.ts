// Generated paths through the staff member's clock as the work home shows it: paths come from the
// clock machine the panel runs; each is walked by clicking, with every call held until the path
// says how it ends, and after every step the panel must show what a staff member should see. The
// panel is rendered alone: the rest of the work home only reads (src/features/my-work/ActiveJobPage.test.tsx).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { ClockPanel } from '@/features/my-work/ClockPanel';
import { m } from '@/generated/paraglide/messages.js';
import { clockMachine, type ClockAction, type ClockContext, type ClockStatus } from '@/machines/clock.machine';
import { api, networkError, problem } from '../../doubles/api';
import { HeldCalls } from '../../doubles/held-calls';
import { mockApi, renderRoutes } from '../../doubles/render';
import { signedInAs } from '../../doubles/session';
import { grace } from '../../doubles/fixtures/accounts';
import { makeClockStatus } from '../../doubles/fixtures/my-work';
import '../../unit/employer-jobs/page-setup';
import { definePathModel, doneEvent, errorEvent, formatPath, pendingActor, screenPaths, screenReport } from '../harness';

const STATUS = { off: makeClockStatus('off'), working: makeClockStatus('working'), on_break: makeClockStatus('on_break'), done: makeClockStatus('done') };
const offline = new TypeError('Failed to fetch');
const noJob = { message: 'You have no active job.', code: 'NO_ACTIVE_JOB' };
const overtaken = { message: 'You are already clocked in.', code: 'ALREADY_CLOCKED_IN' };
/** What each move makes of the clock, as the server answers it. */
const AFTER: Record<ClockAction, ClockStatus> = { clockIn: STATUS.working, startBreak: STATUS.on_break, endBreak: STATUS.working, clockOut: STATUS.done };
const BUTTONS: Record<string, string[]> = {
  CLOCK_IN: [m.work_clock_in(), m.work_clock_in_again()],
  START_BREAK: [m.work_break_start()],
  END_BREAK: [m.work_break_end()],
  CLOCK_OUT: [m.work_clock_out()],
};

const model = definePathModel({
  name: 'clock panel',
  machine: clockMachine.provide({
    actors: { loadClock: pendingActor<ClockStatus>(), punch: fromPromise<ClockStatus, { action: ClockAction }>(() => new Promise(() => {})) },
  }),
  events: [
    doneEvent('loadClock', STATUS.off),
    doneEvent('loadClock', STATUS.working),
    errorEvent('loadClock', offline),
    errorEvent('loadClock', noJob),
    { type: 'CLOCK_IN' },
    { type: 'START_BREAK' },
    { type: 'END_BREAK' },
    { type: 'CLOCK_OUT' },
    { type: 'RETRY' },
    { type: 'DISMISS' },
    ...Object.values(AFTER).map((status) => doneEvent('punch', status)),
    errorEvent('punch', overtaken),
    errorEvent('punch', offline),
    doneEvent('reread', STATUS.working),
    errorEvent('reread', offline),
  ],
  // The server answers a move with the clock after it; the page asks for a refresh only after a correction.
  offers: (snapshot, event) => {
    if (event.type === 'xstate.done.actor.punch') return (event as { output?: unknown }).output === AFTER[(snapshot.context as ClockContext).action!];
    return event.type !== 'REFRESH';
  },
  // What the panel shows: the state, the move on its way, a failure's kind, the note of a change made elsewhere.
  serializeState: (snapshot) => {
    const context = snapshot.context as ClockContext;
    if (snapshot.matches('sending')) return JSON.stringify(['sending', context.action]);
    if (snapshot.matches('failed')) return JSON.stringify(['failed', context.action !== null]);
    if (snapshot.matches('ready')) return JSON.stringify([snapshot.value, context.changedElsewhere]);
    return JSON.stringify(snapshot.value);
  },
});
const generated = screenPaths(model);

const loads = new HeldCalls<ClockStatus | 'offline' | 'noJob'>();
const punches = new HeldCalls<ClockStatus | 'overtaken' | 'offline'>();

async function answerPunch() {
  const outcome = await punches.take();
  if (outcome === 'offline') return networkError();
  if (outcome === 'overtaken') return problem(409, overtaken.code, overtaken.message);
  return Response.json(outcome);
}

mockApi(
  signedInAs(grace),
  api.get('/candidate/attendance/today', async () => {
    const outcome = await loads.take();
    if (outcome === 'offline') return networkError();
    if (outcome === 'noJob') return problem(409, noJob.code, noJob.message);
    return Response.json(outcome);
  }),
  api.post('/candidate/attendance/clock-in', answerPunch),
  api.post('/candidate/attendance/break-start', answerPunch),
  api.post('/candidate/attendance/break-end', answerPunch),
  api.post('/candidate/attendance/clock-out', answerPunch),
);

const panel = () => screen.getByRole('region', { name: m.work_clock_title() });
const moveButtons = () => within(panel()).queryAllByRole('button').filter((button) => Object.values(BUTTONS).flat().includes(button.textContent ?? ''));

const STANDING: Record<string, string> = {
  off: m.work_clock_off(),
  working: 'Working since 9:00 AM, Manila time',
  onBreak: 'On a break since 11:30 AM, Manila time',
  done: 'Done for the day: clocked out at 5:00 PM, Manila time',
};
const MOVES: Record<string, string[]> = {
  off: [m.work_clock_in()],
  working: [m.work_break_start(), m.work_clock_out()],
  onBreak: [m.work_break_end(), m.work_clock_out()],
  done: [m.work_clock_in_again()],
};

/** What a staff member sees in `snapshot`'s state. */
async function expectPanel(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as ClockContext;
  await waitFor(() => expect(panel()).toBeInTheDocument());
  if (snapshot.matches('loading')) {
    expect(within(panel()).getByRole('status')).toHaveTextContent(m.work_clock_loading());
    return;
  }
  if (snapshot.matches('loadFailed')) {
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent(m.work_clock_load_failed());
    expect(alert).toHaveTextContent(m.error_network());
    expect(within(alert).getByRole('button', { name: m.work_try_again() })).toBeEnabled();
    return;
  }
  if (snapshot.matches('closed')) {
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent(m.work_clock_closed_title());
    expect(alert).toHaveTextContent(noJob.message);
    expect(moveButtons()).toEqual([]);
    return;
  }
  const note = within(panel()).queryByText(m.work_clock_changed_elsewhere());
  if (context.changedElsewhere) await waitFor(() => expect(within(panel()).getByText(m.work_clock_changed_elsewhere())).toBeInTheDocument());
  else expect(note).toBeNull();
  if (snapshot.hasTag('busy')) {
    // A move on its way: only its button, busy; nothing else can be sent meanwhile.
    await waitFor(() => expect(moveButtons().every((button) => button.hasAttribute('disabled'))).toBe(true));
    if (context.action) expect(moveButtons().map((button) => button.getAttribute('aria-busy'))).toEqual(['true']);
    else expect(moveButtons()).toEqual([]);
    return;
  }
  if (snapshot.matches('failed')) {
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent(context.action ? m.work_clock_failed_title() : m.work_clock_reread_failed_title());
    expect(alert).toHaveTextContent(m.error_network());
    expect(within(alert).getByRole('button', { name: m.work_try_again() })).toBeEnabled();
    expect(within(alert).getByRole('button', { name: m.work_dismiss() })).toBeEnabled();
    expect(moveButtons()).toEqual([]);
    return;
  }
  const state = Object.keys(STANDING).find((key) => snapshot.matches({ ready: key }))!;
  expect(await within(panel()).findByText(STANDING[state]!)).toBeInTheDocument();
  await waitFor(() => expect(moveButtons().map((button) => button.textContent)).toEqual(MOVES[state]));
  for (const button of moveButtons()) expect(button).toBeEnabled();
  expect(within(panel()).queryByRole('alert')).toBeNull();
}

async function act(user: ReturnType<typeof userEvent.setup>, event: { type: string; output?: unknown; error?: unknown }, previous: AnyMachineSnapshot | undefined) {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'xstate.done.actor.loadClock':
    case 'xstate.done.actor.reread':
      return loads.release(event.output as ClockStatus);
    case 'xstate.error.actor.loadClock':
    case 'xstate.error.actor.reread':
      return loads.release(event.error === offline ? 'offline' : 'noJob');
    case 'CLOCK_IN':
    case 'START_BREAK':
    case 'END_BREAK':
    case 'CLOCK_OUT': {
      const button = moveButtons().find((candidate) => BUTTONS[event.type]!.includes(candidate.textContent ?? ''))!;
      await user.click(button);
      return punches.arrival();
    }
    case 'RETRY':
      await user.click(within(panel()).getByRole('button', { name: m.work_try_again() }));
      return (previous?.context as ClockContext).action && previous?.matches('failed') ? punches.arrival() : loads.arrival();
    case 'DISMISS':
      return user.click(within(panel()).getByRole('button', { name: m.work_dismiss() }));
    case 'xstate.done.actor.punch':
      return punches.release(event.output as ClockStatus);
    case 'xstate.error.actor.punch':
      await punches.release(event.error === offline ? 'offline' : 'overtaken');
      // The clock is read again by itself.
      return event.error === offline ? undefined : loads.arrival();
    default:
      throw new Error(`no staff member's action for ${event.type}`);
  }
}

describe('the clock, generated paths through the work home', () => {
  it('walks every state of the panel', () => {
    expect(generated.states.reached).toBe(generated.states.total);
    if (process.env.PRINT_PATHS) console.log(screenReport(model.name, generated, process.env.PRINT_PATHS === 'all'));
  });

  it.each(generated.paths.map((path) => [formatPath(path), path] as const))('%s', async (_, path) => {
    loads.reset();
    punches.reset();
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/Candidate/ActiveJob', element: createElement(ClockPanel) }], '/Candidate/ActiveJob');
    let previous: AnyMachineSnapshot | undefined;
    for (const [index, { event, state }] of path.steps.entries()) {
      try {
        await act(user, event as { type: string }, previous);
        await expectPanel(state);
      } catch (error) {
        if (error instanceof Error) error.message = `step ${index} (${event.type}) of ${formatPath(path)}\n${error.message}`;
        throw error;
      }
      previous = state;
    }
  });
});
