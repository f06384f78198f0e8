import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { m } from '@/generated/paraglide/messages.js';
import { RequireAuth } from '@/routes/guards';
import { formatMonth } from '@/shared/format';
import { axeViolations } from '../../../tests/doubles/a11y';
import { api } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { ada, grace } from '../../../tests/doubles/fixtures/accounts';
import { bookkeeper } from '../../../tests/doubles/fixtures/jobs';
import { activeJob, forgottenSession, makeClockStatus, makeReport, makeTimeOffRequest, manilaToday, shiftDay } from '../../../tests/doubles/fixtures/my-work';
import { myWorkStore, type MyWorkStoreOptions } from '../../../tests/doubles/stores/my-work';
import '../../../tests/unit/employer-jobs/page-setup';
import ActiveJobPage from './ActiveJobPage';
import { ContractSummary } from './ContractSummary';
import { shiftMonth } from './work-time';

const server = mockApi();

const routes = [
  { path: '/Candidate/ActiveJob', element: <RequireAuth><ActiveJobPage /></RequireAuth> },
  { path: '/login', element: <h1>Sign in</h1> },
];
const at = '/Candidate/ActiveJob';

function open(options: MyWorkStoreOptions = {}) {
  const store = myWorkStore(options);
  server.use(signedInAs(grace), ...store.handlers);
  renderRoutes(routes, at);
  return store;
}

const section = (name: string) => screen.getByRole('region', { name });
const clock = () => section(m.work_clock_title());

/** The work home of a staff member, once the job is read and the clock shows. */
async function openHome(options: MyWorkStoreOptions = {}) {
  const store = open(options);
  await screen.findByRole('region', { name: m.work_clock_title() });
  return store;
}

describe('ActiveJobPage, the work home', () => {
  it('shows the clock, the week, the month, reports, time off and the contract', async () => {
    const yesterday = makeReport({ work_date: shiftDay(manilaToday(), -1), editable: false, comment_count: 2, read_at: new Date().toISOString() });
    await openHome({ clock: makeClockStatus('working'), reports: [yesterday], requests: [makeTimeOffRequest()] });
    expect(await within(clock()).findByText('Working since 9:00 AM, Manila time')).toBeInTheDocument();
    expect(document.title).toBe('Your active job · RemoteHire');
    expect(within(clock()).getByText("Today's hours: 9:00 AM to 5:00 PM, Manila time")).toBeInTheDocument();
    expect(within(clock()).getAllByRole('timer')).toHaveLength(2);
    expect(within(clock()).getByRole('button', { name: 'Start a break' })).toBeEnabled();
    expect(within(clock()).getByRole('button', { name: 'Clock out' })).toBeEnabled();

    const week = section(m.work_week_title());
    await waitFor(() => expect(within(week).getAllByRole('listitem')).toHaveLength(7));
    expect(within(week).getByRole('listitem', { current: 'date' })).toHaveTextContent(/In progress|Day off/);

    const month = section(m.work_month_title());
    expect(within(month).getByRole('heading', { level: 3, name: formatMonth(manilaToday(), 'en') })).toBeInTheDocument();
    expect(await within(month).findByRole('table')).toBeInTheDocument();
    expect(within(month).getByRole('button', { name: /Next month/ })).toBeDisabled();

    const reports = section(m.work_reports_title());
    expect(await within(reports).findByRole('link', { name: /^Report of / })).toHaveAttribute('href', `/candidate/report/${yesterday.id}`);
    expect(within(reports).getByText('Comments: 2')).toBeInTheDocument();
    expect(within(reports).getByText('Read by your employer')).toBeInTheDocument();
    expect(within(reports).getByRole('link', { name: "Write today's report" })).toHaveAttribute('href', '/candidate/create-eod-report');

    const timeOff = section(m.work_time_off_title());
    expect(await within(timeOff).findByText('3 days available')).toBeInTheDocument();
    expect(within(timeOff).getByText('Waiting for your employer')).toBeInTheDocument();
    expect(within(timeOff).getByRole('button', { name: /^Cancel the request: Vacation/ })).toBeEnabled();
    expect(within(timeOff).getByRole('button', { name: 'Send the request' })).toBeEnabled();

    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('EmployerAnalytical Engines Ltd');
    expect(main).toHaveTextContent('$1,600 a month');
    expect(main).not.toHaveTextContent('Range of hours this month');
    expect(main).toHaveTextContent('Monday, Tuesday, Wednesday, Thursday, and Friday');
    expect(screen.getByRole('link', { name: 'See the job post' })).toHaveAttribute('href', `/Candidate/JobView?id=${bookkeeper.id}`);
    expect(await axeViolations()).toEqual([]);
  });

  it('runs the day from the keyboard: clock in, a break, clock out during it', async () => {
    const user = userEvent.setup({ delay: null });
    const store = await openHome();
    const press = async (name: string) => {
      within(clock()).getByRole('button', { name }).focus();
      await user.keyboard('{Enter}');
    };
    expect(await within(clock()).findByText('You have not clocked in today.')).toBeInTheDocument();
    await press('Clock in');
    expect(await within(clock()).findByText('Working since 9:00 AM, Manila time')).toBeInTheDocument();
    await press('Start a break');
    expect(await within(clock()).findByText('On a break since 11:30 AM, Manila time')).toBeInTheDocument();
    await press('Clock out');
    expect(await within(clock()).findByText('Done for the day: clocked out at 5:00 PM, Manila time')).toBeInTheDocument();
    expect(within(clock()).getByRole('button', { name: 'Clock in again' })).toBeEnabled();
    // Every other move, and a move overtaken by another tab, are walked in tests/paths/screens/clock.test.ts.
    expect(store.state.calls).toEqual(['clockIn', 'startBreak', 'clockOut']);
  });

  it('asks for a correction of a forgotten clock-out', async () => {
    const user = userEvent.setup({ delay: null });
    const store = open({ clock: makeClockStatus('off', { forgotten: [forgottenSession(1)] }) });
    const forgotten = await screen.findByRole('region', { name: m.work_forgotten_title() });
    await user.click(within(forgotten).getByRole('button', { name: /^Ask for a correction of / }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for this correction' }));
    expect(within(dialog).getByLabelText('Why these times?')).toHaveAccessibleDescription('Say why, in a few words.');
    await user.clear(within(dialog).getByLabelText('Clock-out time'));
    await user.type(within(dialog).getByLabelText('Clock-out time'), '18:30');
    await user.click(within(dialog).getByLabelText('Why these times?'));
    await user.paste('I stayed for the audit and forgot.');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for this correction' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: m.work_forgotten_title() })).toBeNull());
    expect(store.state.calls).toEqual(['correction']);
  });

  it('switches months and shows them as a list', async () => {
    const user = userEvent.setup({ delay: null });
    await openHome();
    const month = section(m.work_month_title());
    await within(month).findByRole('table');
    await user.click(within(month).getByRole('button', { name: /Previous month/ }));
    const previous = shiftMonth(manilaToday().slice(0, 7), -1);
    expect(within(month).getByRole('heading', { level: 3, name: formatMonth(`${previous}-01`, 'en') })).toBeInTheDocument();
    await user.click(within(month).getByRole('button', { name: 'List' }));
    expect(within(month).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    const rows = await within(month).findAllByRole('row');
    // A header, then every day of the month.
    expect(rows.length).toBeGreaterThan(28);
    expect(within(month).getByRole('columnheader', { name: 'First clock-in (Manila time)' })).toBeInTheDocument();
    expect(within(month).getAllByText('On time').length).toBeGreaterThan(10);
  });

  it('shows a fractional contract’s range of hours this month with its terms', async () => {
    server.use(signedInAs(grace));
    const fractional = { ...activeJob, contract_type: 'fractional', pay_cents: 2_500, hours_range: { min_hours: 20, max_hours: 40 } } as const;
    renderRoutes([{ path: '/', element: <ContractSummary job={fractional} /> }], '/');
    const terms = await screen.findByRole('region', { name: 'Your terms' });
    expect(terms).toHaveTextContent('$25 an hour');
    expect(terms).toHaveTextContent('Range of hours this month20–40 hours a month');
  });

  it('points to the jobs board when there is no contract', async () => {
    open({ job: null });
    expect(await screen.findByText('No active job')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a job' })).toHaveAttribute('href', '/jobs');
    expect(screen.queryByRole('region', { name: m.work_clock_title() })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('tells other roles the page is for candidates', async () => {
    server.use(signedInAs(ada), api.get('/candidate/active-job', ({ response }) => response(200).json({ job: null })));
    renderRoutes(routes, at);
    expect(await screen.findByRole('heading', { level: 1, name: 'For candidates' })).toBeInTheDocument();
  });
});
