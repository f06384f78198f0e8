import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { dismissToast } from '@/ui/toaster';
import { axeViolations } from '../../../tests/doubles/a11y';
import { apiUrl, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { pipelineStore } from '../../../tests/doubles/stores/pipeline';
import { makeApplicant, makeCandidate } from '../../../tests/doubles/fixtures/applications';
import { makeJob } from '../../../tests/doubles/fixtures/jobs';
import { makeOffer, makeStaff } from '../../../tests/doubles/fixtures/offers';
import StaffPage from './StaffPage';

configure({ asyncUtilTimeout: 8000 });
const SLOW = { timeout: 40_000 };

const server = mockApi();
afterEach(() => dismissToast());

const routes = [
  { path: '/dashboard/activity/staffs', element: <RequireAuth><StaffPage /></RequireAuth> },
  { path: '/login', element: <h1>Sign in</h1> },
];
const PATH = '/dashboard/activity/staffs';

function setup() {
  const job = makeJob();
  const hire = (firstname: string, lastname: string) =>
    makeOffer(makeApplicant(job, { status: 'hired', candidate: makeCandidate({ firstname, lastname }) }), { status: 'hired' });
  const grace = makeStaff(hire('Grace', 'Hopper'));
  const linus = makeStaff(hire('Linus', 'Pauling'), { status: 'ended', ended_at: '2026-05-30T10:00:00.000Z', end_reason: 'The project ended.' });
  const maria = makeStaff(hire('Maria', 'Santos'), { contract_type: 'fractional', pay_cents: 2_500, hours_range: { min_hours: 20, max_hours: 40 } });
  const store = pipelineStore({ jobs: [job], staff: [grace, linus, maria] });
  return { store, grace };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('StaffPage', SLOW, () => {
  it('lists hired staff with their contract, and ended contracts with their reason', async () => {
    const { store, grace } = setup();
    server.use(...store.handlers);
    renderRoutes(routes, PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hired staff' })).toBeInTheDocument();
    const active = await screen.findByRole('article', { name: 'Grace Hopper' });
    expect(active).toHaveTextContent('Active');
    expect(active).toHaveTextContent('$1,500 a month');
    expect(active).toHaveTextContent('Start date');
    expect(active).toHaveTextContent('HiredApr 20, 2026');
    expect(within(active).getByRole('link', { name: 'Edit schedule of Grace Hopper' })).toHaveAttribute(
      'href',
      `/EditEmployment?offer=${grace.offer_id}`,
    );
    expect(within(active).getByRole('link', { name: 'Attendance, reports and time off of Grace Hopper' })).toHaveAttribute(
      'href',
      `/dashboard/activity/staffs/${grace.candidate.id}`,
    );
    expect(within(active).queryByRole('link', { name: /Hours and monthly bills/ })).not.toBeInTheDocument();
    // Fractional staff: the hourly rate, the range of hours a month, and where their hours and bills are followed.
    const fractional = card('Maria Santos');
    expect(fractional).toHaveTextContent('$25 an hour');
    expect(fractional).toHaveTextContent('Hours a month20–40 hours a month');
    expect(within(fractional).getByRole('link', { name: 'Hours and monthly bills of Maria Santos' })).toHaveAttribute(
      'href',
      '/dashboard/activity/fractional-hire',
    );
    const ended = card('Linus Pauling');
    // An ended contract's records stay readable.
    expect(within(ended).getByRole('link', { name: 'Attendance, reports and time off of Linus Pauling' })).toBeInTheDocument();
    expect(ended).toHaveTextContent('Contract ended');
    expect(ended).toHaveTextContent('Reason for endingThe project ended.');
    expect(within(ended).getByRole('button')).toHaveAccessibleName(/^Message Linus Pauling about /);
    expect(await axeViolations()).toEqual([]);
  });

  it('filters active and ended contracts', async () => {
    const { store } = setup();
    server.use(...store.handlers);
    renderRoutes(routes, PATH);
    await screen.findByRole('article', { name: 'Grace Hopper' });
    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'Active');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Linus Pauling' })).not.toBeInTheDocument());
    expect(store.callsTo('/employer/hiredstaffs').at(-1)?.query.get('status')).toBe('active');
  });

  it('ends a contract only with a reason', async () => {
    const { store, grace } = setup();
    server.use(...store.handlers);
    renderRoutes(routes, PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'End contract of Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'End the contract of Grace Hopper?' });
    await user.click(within(dialog).getByRole('button', { name: 'End contract' }));
    const reason = within(dialog).getByLabelText('Reason');
    await waitFor(() => expect(reason).toHaveAccessibleDescription(/This field is required\./));
    expect(store.callsTo('/employer/staff/fire')).toEqual([]);

    await user.type(reason, 'The project was cancelled.');
    await user.click(within(dialog).getByRole('button', { name: 'End contract' }));
    expect(await screen.findByText('The contract of Grace Hopper has ended.')).toBeInTheDocument();
    expect(store.callsTo('/employer/staff/fire', 'PUT')[0]?.body).toEqual({ offer_id: grace.offer_id, reason: 'The project was cancelled.' });
    await waitFor(() => expect(within(card('Grace Hopper')).getByRole('button')).toHaveAccessibleName(/^Message Grace Hopper about /));
    expect(card('Grace Hopper')).toHaveTextContent('Reason for endingThe project was cancelled.');
  });

  it('keeps the dialog open with the server’s reason when ending is refused', async () => {
    const { store } = setup();
    server.use(
      http.put(apiUrl('/employer/staff/fire'), () =>
        problem(409, 'INVALID_TRANSITION', 'This contract has already ended.'),
      ),
      ...store.handlers,
    );
    renderRoutes(routes, PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'End contract of Grace Hopper' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Budget cut.');
    await user.click(within(dialog).getByRole('button', { name: 'End contract' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This contract has already ended.');
    expect(within(dialog).getByLabelText('Reason')).toHaveValue('Budget cut.');
  });

  it('explains that staff appear once an accepted offer is paid', async () => {
    server.use(...pipelineStore({}).handlers);
    renderRoutes(routes, PATH);
    expect(await screen.findByText('No staff yet')).toBeInTheDocument();
    expect(screen.getByText('People appear here once they accept your offer and you pay their first month at checkout.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your offers' })).toHaveAttribute('href', '/dashboard/activity/offers');
  });
});
