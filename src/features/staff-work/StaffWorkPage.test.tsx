import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { dismissToast } from '@/ui/toaster';
import { axeViolations } from '../../../tests/doubles/a11y';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import {
  absentDay,
  forgottenClockOutDay,
  graceAtWork,
  graceEnded,
  lateDay,
  makeAttendanceMonth,
  makeCorrection,
  makeReport,
  makeTimeOffRequest,
} from '../../../tests/doubles/fixtures/staff-work-employer';
import { staffWorkStore } from '../../../tests/doubles/stores/staff-work-employer';
import { todayHere } from './month';
import { prefetchStaffWork } from './prefetch';
import StaffWorkPage from './StaffWorkPage';

configure({ asyncUtilTimeout: 8000 });
const SLOW = { timeout: 40_000 };

const server = mockApi();
afterEach(() => dismissToast());

const ID = graceAtWork.candidate_id;
const PAGE = `/dashboard/activity/staffs/${ID}`;
const routes = [
  { path: '/dashboard/activity/staffs/:id', element: <RequireAuth><StaffWorkPage /></RequireAuth> },
  { path: '/dashboard/activity/staffs', element: <h1>Hired staff</h1> },
];
const TODAY = '2026-05-20';

/** May 2026 in Manila, seen on the 20th: late on the 5th, absent on the 6th, a clock-out forgotten on the 7th. */
const may = (over: Parameters<typeof makeAttendanceMonth>[3] = {}) =>
  makeAttendanceMonth(
    '2026-05',
    TODAY,
    { '2026-05-05': lateDay('2026-05-05'), '2026-05-06': absentDay, '2026-05-07': forgottenClockOutDay('2026-05-07') },
    over,
  );

type Store = ReturnType<typeof staffWorkStore>;

function open(store: Store, search = '') {
  server.use(...store.handlers);
  return { ...renderRoutes(routes, `${PAGE}${search}`), user: userEvent.setup({ delay: null }) };
}

const toast = (text: string) => screen.findByText(text);

describe('StaffWorkPage', SLOW, () => {
  it('shows a month of attendance in words, its totals, the hours in both zones, other months, a list and the export', async () => {
    const store = staffWorkStore({ months: [may(), makeAttendanceMonth('2026-04', TODAY)] });
    const { user, router } = open(store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByText(/Monday, Tuesday, Wednesday, Thursday, Friday, 9:00 AM to 5:00 PM, Grace’s time \(Manila, UTC\+08:00\)/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Attendance' })).toHaveAttribute('aria-selected', 'true');
    const calendar = await screen.findByRole('table', { name: 'May 2026' });
    expect(within(calendar).getByText('Late')).toBeInTheDocument();
    expect(within(calendar).getByText('Absent')).toBeInTheDocument();
    expect(within(calendar).getByText('Clock-out forgotten')).toBeInTheDocument();
    expect(screen.getByText('1: closed at the scheduled end, check the hours with Grace')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the attendance (CSV)' })).toHaveAttribute(
      'href',
      `/api/v1/employer/staff-export/${ID}?kind=attendance&from=2026-05-01&to=2026-05-31`,
    );
    expect(await axeViolations()).toEqual([]);

    // The current month is the last one; an earlier one is asked for by its days, and kept in the address.
    expect(screen.getByRole('button', { name: 'Next month: June 2026' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous month: April 2026' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'April 2026' })).toBeInTheDocument();
    expect(Object.fromEntries(store.callsTo(`/employer/attendance-history/${ID}`).at(-1)!.query)).toEqual({ from: '2026-04-01', to: '2026-04-30' });
    await user.click(screen.getByRole('radio', { name: 'List' }));
    const list = await screen.findByRole('table', { name: 'April 2026' });
    expect(within(list).getAllByRole('row')[1]).toHaveTextContent(/Wed, Apr 1.*On time.*9:00 AM – 5:00 PM/);
    expect(router.state.location.search).toBe('?month=2026-04&view=list');

    // The export's range is checked before a link is offered.
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2025-01-01');
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('An export covers at most 366 days.');
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  });

  it('approves a correction, and declines one only with a reason', async () => {
    const month = may();
    const forgotten = month.days[6]!.sessions[0]!;
    const approve = makeCorrection('2026-05-07', { session_id: forgotten.id });
    const decline = makeCorrection('2026-05-12', { reason: 'The app was down.' });
    const store = staffWorkStore({ months: [{ ...month, corrections: [approve, decline] }] });
    const { user } = open(store);
    const first = await screen.findByRole('article', { name: 'Correction for Thu, May 7' });
    expect(first).toHaveTextContent('Times recorded9:00 AM – 5:00 PM (Clock-out forgotten)');
    await user.click(within(first).getByRole('button', { name: 'Approve the correction for Thu, May 7' }));
    expect(await toast('Correction approved: the hours are updated.')).toBeInTheDocument();
    await waitFor(() => expect(first).toHaveTextContent('Approved'));
    expect(within(first).queryByRole('button')).not.toBeInTheDocument();

    const second = screen.getByRole('article', { name: 'Correction for Tue, May 12' });
    await user.click(within(second).getByRole('button', { name: 'Decline the correction for Tue, May 12' }));
    const reason = within(second).getByLabelText('Reason for declining');
    expect(reason).toHaveFocus();
    await user.click(within(second).getByRole('button', { name: 'Send the decline' }));
    expect(reason).toHaveAccessibleDescription(/Please give a reason\./);
    expect(store.callsTo(`/employer/attendance-corrections/${decline.id}/decline`)).toEqual([]);
    await user.type(reason, 'You were on leave that morning.');
    await user.click(within(second).getByRole('button', { name: 'Send the decline' }));
    await waitFor(() => expect(second).toHaveTextContent('Declined'));
    expect(store.callsTo(`/employer/attendance-corrections/${decline.id}/decline`)[0]?.body).toEqual({ reason: 'You were on leave that morning.' });
  });

  it('marks unread reports, opens one (which reads it) and comments on it', async () => {
    const unread = makeReport('2026-05-19', { blockers: 'Waiting for the bank’s export.' });
    const read = makeReport('2026-05-18', { read_at: '2026-05-18T12:00:00.000Z' });
    const store = staffWorkStore({ reports: [unread, read] });
    const { user } = open(store, '?tab=reports');
    expect(await screen.findByRole('tab', { name: 'End-of-day reports 1 unread' })).toHaveAttribute('aria-selected', 'true');
    const row = await screen.findByRole('article', { name: 'Report of May 19, 2026' });
    expect(row).toHaveTextContent('Unread');
    expect(screen.getByRole('article', { name: 'Report of May 18, 2026' })).not.toHaveTextContent('Unread');

    await user.click(within(row).getByRole('link', { name: 'Report of May 19, 2026' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Report of May 19, 2026' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(store.callsTo(`/employer/reports/${ID}`).map((call) => call.query.get('report'))).toContain(unread.id);
    expect(screen.getByText('Waiting for the bank’s export.')).toBeInTheDocument();
    // Read now: the tab no longer counts it.
    expect(await screen.findByRole('tab', { name: 'End-of-day reports' })).toBeInTheDocument();

    const comment = screen.getByLabelText('Your comment');
    await user.click(screen.getByRole('button', { name: 'Send the comment' }));
    expect(comment).toHaveAccessibleDescription(/Write a comment first\./);
    await user.type(comment, 'Thanks, ask them again on Monday.');
    await user.click(screen.getByRole('button', { name: 'Send the comment' }));
    expect(await toast('Comment sent.')).toBeInTheDocument();
    expect(store.callsTo(`/employer/eod-reports/${unread.id}/comments`)[0]?.body).toEqual({ body: 'Thanks, ask them again on Monday.' });
    expect(await screen.findByText('Thanks, ask them again on Monday.', { selector: 'p' })).toBeInTheDocument();
    expect(comment).toHaveValue('');
  });

  it('approves time off on today’s date in the employer’s calendar, and declines it with a reason', async () => {
    const wedding = makeTimeOffRequest();
    const dentist = makeTimeOffRequest({ kind: 'personal', start_date: '2026-06-19', end_date: '2026-06-19', part_of_day: 'morning', days: 0.5, note: undefined });
    const past = makeTimeOffRequest({ start_date: '2026-04-06', end_date: '2026-04-06', days: 1, status: 'approved', accepted_date: '2026-03-30' });
    const store = staffWorkStore({ timeOff: [past, wedding, dentist] });
    const { user } = open(store, '?tab=time-off');
    const waiting = await screen.findByRole('region', { name: 'Waiting for your answer' });
    const first = within(waiting).getByRole('article', { name: /Vacation · Jun 11\s–\s12, 2026 · working days: 2/ });
    expect(first).toHaveTextContent('Note: My sister’s wedding.');
    expect(screen.getByRole('table', { name: 'History' })).toHaveTextContent(/Apr 6, 2026.*Approved.*Approved on Mar 30, 2026/);
    expect(screen.getByRole('table', { name: 'Balances' })).toHaveTextContent(/Vacation.*15.*3\.75.*1.*2.*0\.75/);
    expect(await axeViolations()).toEqual([]);

    await user.click(within(first).getByRole('button', { name: /^Approve the time off of Jun 11\s–\s12, 2026 · working days: 2$/ }));
    expect(await toast('Time off approved. Grace has been told.')).toBeInTheDocument();
    expect(store.callsTo(`/employer/pto/approve/${wedding.id}`)[0]?.body).toEqual({ accepted_date: todayHere() });
    await waitFor(() => expect(screen.getByRole('table', { name: 'History' })).toHaveTextContent(/Jun 11\s–\s12, 2026.*Approved/));

    const second = screen.getByRole('article', { name: /Personal leave · Jun 19, 2026 \(Morning\)/ });
    await user.click(within(second).getByRole('button', { name: /^Decline the time off/ }));
    await user.click(within(second).getByRole('button', { name: 'Send the decline' }));
    expect(within(second).getByLabelText('Reason for declining')).toHaveAccessibleDescription(/Please give a reason\./);
    await user.type(within(second).getByLabelText('Reason for declining'), 'Quarter-end close.');
    await user.click(within(second).getByRole('button', { name: 'Send the decline' }));
    expect(await toast('Time off declined. Grace has been told.')).toBeInTheDocument();
    expect(store.callsTo(`/employer/pto/decline/${dentist.id}`)[0]?.body).toEqual({ reason: 'Quarter-end close.' });
    expect(await screen.findByText('No request is waiting for your answer.')).toBeInTheDocument();
  });

  it('says a request changed when it was withdrawn meanwhile, and saves the policy for all staff', async () => {
    const request = makeTimeOffRequest();
    const store = staffWorkStore({ timeOff: [request] });
    const { user } = open(store, '?tab=time-off');
    const card = await screen.findByRole('article', { name: /Vacation · Jun 11\s–\s12, 2026/ });
    store.timeOff[0]!.status = 'cancelled';
    await user.click(within(card).getByRole('button', { name: /^Approve the time off/ }));
    expect(await toast('This request has changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('table', { name: 'History' })).toHaveTextContent('Withdrawn'));

    await user.click(screen.getByRole('button', { name: 'Time-off policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your time-off policy' });
    expect(dialog).toHaveTextContent('This policy applies to all your staff, not only this person');
    const vacation = await within(dialog).findByLabelText('Vacation days a year');
    expect(vacation).toHaveValue(15);
    await user.clear(vacation);
    await user.type(vacation, '61');
    await user.click(within(dialog).getByRole('button', { name: 'Save the policy' }));
    expect(vacation).toHaveAccessibleDescription('Enter a whole number from 0 to 60.');
    await user.clear(vacation);
    await user.type(vacation, '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save the policy' }));
    expect(await toast('Time-off policy saved. Balances are updated.')).toBeInTheDocument();
    expect(store.callsTo('/employer/pto/policy', 'PUT')[0]?.body).toEqual({ vacation_days: 20, sick_days: 10, personal_days: 3 });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps an ended contract readable, with nothing to add, and moves between tabs by keyboard', async () => {
    const month = may({ staff: graceEnded, corrections: [makeCorrection('2026-05-12')] });
    const store = staffWorkStore({ staff: graceEnded, months: [month], timeOff: [makeTimeOffRequest()] });
    const { user, router } = open(store);
    expect(await screen.findByRole('note')).toHaveTextContent('This contract has ended. Grace’s records stay here for you to read');
    expect(await screen.findByRole('article', { name: 'Correction for Tue, May 12' })).not.toContainElement(screen.queryByRole('button', { name: /Approve/ }));
    // The arrows move between the tabs (from the first round to the last) and Enter opens one.
    await user.click(screen.getByRole('tab', { name: 'Attendance' }));
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Time off' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=time-off'));
    expect(await screen.findByRole('article', { name: /Vacation · Jun 11\s–\s12, 2026/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve|Decline/ })).not.toBeInTheDocument();
  });

  it('says when the link names no one of the employer’s staff', async () => {
    const store = staffWorkStore({});
    server.use(...store.handlers);
    renderRoutes(routes, '/dashboard/activity/staffs/2f1e0d9c-8b7a-4654-9321-0fedcba98765');
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff member not found' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'All your staff' })[0]).toHaveAttribute('href', '/dashboard/activity/staffs');
  });

  it('is asked for beside its script: the page takes the answers its route prefetched', async () => {
    const store = staffWorkStore({ timeOff: [makeTimeOffRequest()] });
    server.use(...store.handlers);
    prefetchStaffWork(ID, new URLSearchParams('tab=time-off'));
    renderRoutes(routes, `${PAGE}?tab=time-off`);
    expect(await screen.findByRole('article', { name: /Vacation · Jun 11\s–\s12, 2026/ })).toBeInTheDocument();
    expect(store.callsTo(`/employer/reports/${ID}`)).toHaveLength(1);
    expect(store.callsTo(`/employer/pto/candidate-history/${ID}`)).toHaveLength(1);
  });
});
