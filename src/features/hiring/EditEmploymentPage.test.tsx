import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { dismissToast } from '@/ui/toaster';
import { axeViolationsBesideZones } from '../../../tests/doubles/a11y';
import { apiUrl, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { pipelineStore } from '../../../tests/doubles/stores/pipeline';
import { makeApplicant, makeCandidate } from '../../../tests/doubles/fixtures/applications';
import { makeJob } from '../../../tests/doubles/fixtures/jobs';
import { makeOffer } from '../../../tests/doubles/fixtures/offers';
import EditEmploymentPage from './EditEmploymentPage';

configure({ asyncUtilTimeout: 8000 });
const SLOW = { timeout: 40_000 };

const server = mockApi();
afterEach(() => dismissToast());

const routes = [
  { path: '/EditEmployment', element: <RequireAuth><EditEmploymentPage /></RequireAuth> },
  { path: '/dashboard/activity/offers', element: <h1>Offers list</h1> },
  { path: '/dashboard/activity/staffs', element: <h1>Staff list</h1> },
  { path: '/login', element: <h1>Sign in</h1> },
];

function setup(status: 'pending' | 'hired' | 'declined' = 'pending') {
  const job = makeJob();
  const others = Array.from({ length: 3 }, () => makeOffer(makeApplicant(job)));
  const grace = makeOffer(makeApplicant(job, { candidate: makeCandidate({ firstname: 'Grace', lastname: 'Hopper' }) }), { status });
  const store = pipelineStore({ jobs: [job], offers: [...others, grace] });
  return { store, grace, job };
}

const setValue = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

describe('EditEmploymentPage', SLOW, () => {
  it('loads the offer, shows its schedule, and saves a new one', async () => {
    const { store, grace } = setup();
    server.use(...store.handlers);
    const { router } = renderRoutes(routes, `/EditEmployment?offer=${grace.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit work schedule' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Grace Hopper — Bookkeeper for a bakery' })).toBeInTheDocument();
    expect(store.callsTo(`/employer/offers/${grace.id}`)).toHaveLength(1);
    expect(screen.getByLabelText('Starts at')).toHaveValue('09:00');
    // The zone picker shows the saved zone by its city and offset.
    expect((screen.getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement).value).toMatch(/^New York \(UTC-0[45]:00\)$/);
    expect(screen.getByLabelText('Friday')).toBeChecked();
    expect(await axeViolationsBesideZones()).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getByLabelText('Friday'));
    setValue(screen.getByLabelText('Starts at'), '08:00');
    setValue(screen.getByLabelText('Ends at'), '14:00');
    // Searched by city, picked from its region.
    const zone = screen.getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement;
    // Typed over the saved zone's name in one go: the list opens already narrowed (opening all
    // 400-odd zones is slow in jsdom, and the browser test covers it).
    zone.focus();
    zone.select();
    await user.paste('paris');
    await user.click(await screen.findByRole('option', { name: /^Paris \(UTC\+0[12]:00\)$/ }));
    expect(zone.value).toMatch(/^Paris \(UTC\+0[12]:00\)$/);
    await user.clear(screen.getByLabelText('Hours a week'));
    await user.type(screen.getByLabelText('Hours a week'), '24');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));

    expect(await screen.findByText('The schedule of Grace Hopper was updated.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Offers list' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/activity/offers');
    expect(store.callsTo('/employer/update-worktime', 'POST')[0]?.body).toEqual({
      offer_id: grace.id,
      work_days: ['mon', 'tue', 'wed', 'thu'],
      start_time: '08:00',
      end_time: '14:00',
      timezone: 'Europe/Paris',
      hours_per_week: 24,
    });
    // The zone picker opens and picks in jsdom too: a minute on a busy two-core machine.
  }, 90_000);

  it('checks the schedule before saving', async () => {
    const { store, grace } = setup();
    server.use(...store.handlers);
    renderRoutes(routes, `/EditEmployment?offer=${grace.id}`);
    const user = userEvent.setup();
    await screen.findByLabelText('Monday');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) await user.click(screen.getByLabelText(day));
    setValue(screen.getByLabelText('Ends at'), '09:00');
    await user.clear(screen.getByLabelText('Hours a week'));
    await user.type(screen.getByLabelText('Hours a week'), '0');
    await user.click(screen.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Work days' })).toHaveAccessibleDescription('Choose at least one day.'));
    expect(screen.getByLabelText('Ends at')).toHaveAccessibleDescription('The end must come after the start.');
    expect(screen.getByLabelText('Hours a week')).toHaveAccessibleDescription('Between 1 and 60. Enter a whole number between 1 and 60.');
    expect(store.callsTo('/employer/update-worktime')).toEqual([]);
  });

  it('shows the server’s reason when the change is refused', async () => {
    const { store, grace } = setup('hired');
    server.use(
      http.post(apiUrl('/employer/update-worktime'), () =>
        problem(409, 'INVALID_TRANSITION', 'This contract has ended.'),
      ),
      ...store.handlers,
    );
    renderRoutes(routes, `/EditEmployment?offer=${grace.id}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save schedule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This contract has ended.');
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/dashboard/activity/staffs');
  });

  it('says so when the schedule can no longer change', async () => {
    const { store, grace } = setup('declined');
    server.use(...store.handlers);
    renderRoutes(routes, `/EditEmployment?offer=${grace.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This schedule can no longer change' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save schedule' })).not.toBeInTheDocument();
  });

  it('says so when the offer is not found', async () => {
    const { store } = setup();
    server.use(...store.handlers);
    renderRoutes(routes, `/EditEmployment?offer=00000000-0000-4000-8000-00000000dead`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Offer not found' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Go to your staff' })).toHaveAttribute('href', '/dashboard/activity/staffs');
    expect(document.title).toBe('Offer not found · RemoteHire');
  });
});
