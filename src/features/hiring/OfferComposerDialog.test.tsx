import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { localTimeZone } from '@/lib/schedule-form';
import { RequireAuth } from '@/routes/guards';
import { dismissToast } from '@/ui/toaster';
import { axeViolationsBesideZones } from '../../../tests/doubles/a11y';
import { apiUrl, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { pipelineStore } from '../../../tests/doubles/stores/pipeline';
import { makeApplicant, makeCandidate } from '../../../tests/doubles/fixtures/applications';
import { makeJob } from '../../../tests/doubles/fixtures/jobs';
import ApplicantsPage from './ApplicantsPage';
import { addDays, earliestStartDate } from './dates';

configure({ asyncUtilTimeout: 8000 });
const SLOW = { timeout: 40_000 };

const server = mockApi();
afterEach(() => dismissToast());

const routes = [
  { path: '/dashboard/activity/job-applications', element: <RequireAuth><ApplicantsPage /></RequireAuth> },
  { path: '/login', element: <h1>Sign in</h1> },
];

function setup(jobOver: Parameters<typeof makeJob>[0] = {}) {
  const job = makeJob(jobOver);
  const grace = makeApplicant(job, { status: 'interviewing', candidate: makeCandidate({ firstname: 'Grace', lastname: 'Hopper' }) });
  const store = pipelineStore({ jobs: [job], applicants: [grace] });
  return { job, grace, store };
}

const setValue = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

async function openOffer() {
  const user = userEvent.setup({ delay: null });
  await user.click(await screen.findByRole('button', { name: 'Send offer to Grace Hopper' }));
  const dialog = await screen.findByRole('dialog', { name: 'Offer to Grace Hopper' });
  // The job's terms load first; the form follows.
  await within(dialog).findByLabelText('Start date');
  return { user, dialog };
}

describe('Offer composer', SLOW, () => {
  it('starts from the job’s terms, prices the add-ons and our fee in the review, and sends the offer once', async () => {
    const { store, grace } = setup();
    server.use(...store.handlers);
    renderRoutes(routes, '/dashboard/activity/job-applications');
    const { user, dialog } = await openOffer();

    // The job's terms are the defaults.
    expect(within(dialog).getByLabelText('Full-time')).toBeChecked();
    const pay = within(dialog).getByLabelText('Monthly salary (USD)');
    expect(pay).toHaveValue('1400');
    expect(pay).toHaveAccessibleDescription('The job offers $1,400 a month.');
    expect(within(dialog).getByLabelText('Hours a week')).toHaveValue('40');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) expect(within(dialog).getByLabelText(day)).toBeChecked();
    expect(within(dialog).getByLabelText('Saturday')).not.toBeChecked();
    expect(within(dialog).getByRole('combobox', { name: 'Time zone' })).toHaveValue(`${localTimeZone()} (UTC+00:00)`);
    expect(within(dialog).getByLabelText('Insurance: $49 a month')).not.toBeChecked();
    expect(within(dialog).getByLabelText('Healthcare (dental package): $39 a month')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Secure cloud computing: $99 a month')).toBeInTheDocument();
    expect(await axeViolationsBesideZones()).toEqual([]);

    await user.clear(pay);
    await user.type(pay, '1,500');
    await user.click(within(dialog).getByLabelText('Insurance: $49 a month'));
    await user.click(within(dialog).getByLabelText('Secure cloud computing: $99 a month'));
    const start = addDays(earliestStartDate(), 30);
    setValue(within(dialog).getByLabelText('Start date'), start);
    await user.click(within(dialog).getByLabelText('Saturday'));
    await user.type(within(dialog).getByLabelText('Message to the candidate (optional)'), 'Welcome aboard.');
    await user.click(screen.getByRole('button', { name: 'Review' }));

    expect(await within(dialog).findByText('Check the offer before it goes to Grace Hopper.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('$1,500 a month');
    expect(dialog).toHaveTextContent('Insurance: $49 a month');
    expect(dialog).toHaveTextContent('Secure cloud computing: $99 a month');
    expect(dialog).not.toHaveTextContent('Healthcare');
    expect(dialog).toHaveTextContent('Our service fee (Intermediate)$399 a month');
    expect(dialog).toHaveTextContent('Our fees in all$547 a month');
    expect(dialog).toHaveTextContent('Monthly total with salary$2,047 a month');
    expect(dialog).toHaveTextContent('The candidate has 7 days to answer.');

    const send = screen.getByRole('button', { name: 'Send offer' });
    await user.click(send);
    await user.click(send);
    expect(await screen.findByText('Offer sent to Grace Hopper.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const puts = store.callsTo(`/employer/candidates/interview/after-v2/${grace.id}`, 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toEqual({
      contract_type: 'full_time',
      pay_cents: 150_000,
      include_insurance: true,
      include_healthcare: false,
      secure_cloud_computing: true,
      start_date: start,
      schedule: { work_days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'], start_time: '09:00', end_time: '17:00', timezone: localTimeZone(), hours_per_week: 40 },
      message: 'Welcome aboard.',
    });
    await waitFor(() => expect(screen.getByRole('article', { name: 'Grace Hopper' })).toHaveTextContent('Offer made'));
  });

  it('checks pay, start date and schedule before review', async () => {
    const { store } = setup();
    server.use(...store.handlers);
    renderRoutes(routes, '/dashboard/activity/job-applications');
    const { user, dialog } = await openOffer();
    const pay = within(dialog).getByLabelText('Monthly salary (USD)');
    await user.clear(pay);
    await user.type(pay, 'a lot');
    setValue(within(dialog).getByLabelText('Start date'), '2020-01-01');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) await user.click(within(dialog).getByLabelText(day));
    setValue(within(dialog).getByLabelText('Ends at'), '08:00');
    const hours = within(dialog).getByLabelText('Hours a week');
    await user.clear(hours);
    await user.type(hours, '61');
    await user.click(screen.getByRole('button', { name: 'Review' }));

    await waitFor(() => expect(pay).toHaveAccessibleDescription(/Enter an amount in US dollars, for example 1,500 for a month or 12.50 for an hour./));
    expect(within(dialog).getByLabelText('Start date')).toHaveAccessibleDescription('Choose today or a later date.');
    expect(within(dialog).getByRole('group', { name: 'Work days' })).toHaveAccessibleDescription('Choose at least one day.');
    expect(within(dialog).getByLabelText('Ends at')).toHaveAccessibleDescription('The end must come after the start.');
    expect(hours).toHaveAccessibleDescription('Between 1 and 60. Enter a whole number between 1 and 60.');
    expect(store.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('goes back to composing with the server’s reason when the offer is refused (409)', async () => {
    const { store } = setup();
    server.use(
      http.put(apiUrl('/employer/candidates/interview/after-v2/:id'), () =>
        problem(409, 'OFFER_OPEN', 'Grace Hopper already has an open offer for this job.'),
      ),
      ...store.handlers,
    );
    renderRoutes(routes, '/dashboard/activity/job-applications');
    const { user, dialog } = await openOffer();
    const pay = within(dialog).getByLabelText('Monthly salary (USD)');
    await user.clear(pay);
    await user.type(pay, '1600');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Send offer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Grace Hopper already has an open offer for this job.');
    expect(within(dialog).getByLabelText('Monthly salary (USD)')).toHaveValue('1600');
    expect(screen.getByRole('button', { name: 'Review' })).toBeEnabled();
  });

  it('offers an hourly rate and a range of hours for a fractional job, priced as a month at that rate', async () => {
    const { store, grace } = setup({ hire_type: 'fractional', pay_cents: 1_250, experience_level: 'expert', hours_per_week: 20 });
    server.use(...store.handlers);
    renderRoutes(routes, '/dashboard/activity/job-applications');
    const { user, dialog } = await openOffer();
    expect(within(dialog).getByLabelText('Fractional (by the hour)')).toBeChecked();
    expect(await within(dialog).findByLabelText('Hourly rate (USD)')).toHaveValue('12.50');
    expect(within(dialog).getByLabelText('Hours a week')).toHaveValue('20');
    // 20 hours a week come to about 87 hours a month (52 weeks over 12 months); the minimum starts at half.
    const range = within(dialog).getByRole('group', { name: 'Hours a month' });
    expect(range).toHaveAccessibleDescription('Each month is billed for the hours worked, never fewer than the minimum and never more than the maximum.');
    expect(within(range).getByLabelText('Minimum hours a month')).toHaveValue('44');
    expect(within(range).getByLabelText('Maximum hours a month')).toHaveValue('87');
    // No add-on applies to a fractional hire.
    expect(within(dialog).queryByLabelText(/^Insurance/)).not.toBeInTheDocument();
    expect(await axeViolationsBesideZones()).toEqual([]);

    setValue(within(range).getByLabelText('Minimum hours a month'), '20');
    setValue(within(range).getByLabelText('Maximum hours a month'), '40');

    // Full-time and back: the range typed is kept, and the add-ons ticked meanwhile are not sent with it.
    await user.click(within(dialog).getByLabelText('Full-time'));
    await user.click(within(dialog).getByLabelText('Insurance: $49 a month'));
    expect(within(dialog).queryByLabelText('Minimum hours a month')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Fractional (by the hour)'));
    expect(within(dialog).getByLabelText('Minimum hours a month')).toHaveValue('20');
    expect(within(dialog).getByLabelText('Maximum hours a month')).toHaveValue('40');
    await user.click(screen.getByRole('button', { name: 'Review' }));

    expect(await within(dialog).findByText('Check the offer before it goes to Grace Hopper.')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('$12.50 an hour');
    expect(dialog).toHaveTextContent('Hours a month20–40 hours a month');
    expect(dialog).toHaveTextContent('What a month may costBetween $250 and $500 a month at this rate');
    expect(dialog).not.toHaveTextContent('Our service fee');
    expect(dialog).not.toHaveTextContent('Monthly total with salary');
    expect(dialog).toHaveTextContent('No service fee or add-on applies to a fractional hire.');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(await screen.findByText('Offer sent to Grace Hopper.')).toBeInTheDocument();
    expect(store.callsTo(`/employer/candidates/interview/after-v2/${grace.id}`, 'PUT')[0]?.body).toMatchObject({
      contract_type: 'fractional',
      pay_cents: 1_250,
      include_insurance: false,
      include_healthcare: false,
      secure_cloud_computing: false,
      hours_range: { min_hours: 20, max_hours: 40 },
    });
  });

  it('checks the range of hours, and puts the server’s refusal of it on its field', async () => {
    const { store } = setup({ hire_type: 'fractional', pay_cents: 1_250, hours_per_week: 40 });
    server.use(
      http.put(apiUrl('/employer/candidates/interview/after-v2/:id'), () =>
        problem(400, 'VALIDATION_FAILED', 'Some fields need another look.', { 'hours_range.max_hours': 'Must be at most 125.' }),
      ),
      ...store.handlers,
    );
    renderRoutes(routes, '/dashboard/activity/job-applications');
    const { user, dialog } = await openOffer();
    // 40 hours a week would be 173 hours a month: the contract's 125 is the most.
    const min = within(dialog).getByLabelText('Minimum hours a month');
    const max = within(dialog).getByLabelText('Maximum hours a month');
    expect(min).toHaveValue('63');
    expect(max).toHaveValue('125');
    setValue(min, '90');
    setValue(max, '60');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await waitFor(() => expect(min).toHaveAccessibleDescription('Between 1 and 125. The minimum hours must not be more than the maximum.'));
    setValue(min, '0');
    await waitFor(() => expect(min).toHaveAccessibleDescription('Between 1 and 125. Enter a whole number between 1 and 125.'));
    setValue(min, '30');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Send offer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Some fields need another look.');
    await waitFor(() => expect(within(dialog).getByLabelText('Maximum hours a month')).toHaveAccessibleDescription('Between 1 and 125. Must be at most 125.'));
    expect(within(dialog).getByLabelText('Minimum hours a month')).toHaveValue('30');
  });

  it('says so when the job cannot be loaded, and tries again', async () => {
    const { store, job } = setup();
    let fail = true;
    server.use(
      http.get(apiUrl(`/employer/jobs/${job.id}`), () =>
        fail
          ? problem(404, 'NOT_FOUND', 'We couldn’t find what you asked for.')
          : HttpResponse.json(job),
      ),
      ...store.handlers,
    );
    renderRoutes(routes, '/dashboard/activity/job-applications');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send offer to Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offer to Grace Hopper' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('We couldn’t load the job: We couldn’t find what you asked for.');
    fail = false;
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByLabelText('Monthly salary (USD)')).toHaveValue('1400');
  });
});
