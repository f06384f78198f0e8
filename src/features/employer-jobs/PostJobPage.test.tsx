import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { axeViolations } from '../../../tests/doubles/a11y';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { jobsStore } from '../../../tests/doubles/stores/jobs';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import { jobId, makePostedJob } from '../../../tests/doubles/fixtures/jobs';
import '../../../tests/unit/employer-jobs/page-setup';
import { postJobDraftKey } from './draft-key';
import PostJobPage from './PostJobPage';

const server = mockApi();

const routes = [
  { path: '/dashboard/activity/jobs/post-job', element: <RequireAuth><PostJobPage /></RequireAuth> },
  { path: '/dashboard/activity/jobs/:id', element: <h1>Manage job</h1> },
  { path: '/dashboard/activity/jobs', element: <h1>Your jobs</h1> },
  { path: '/dashboard', element: <h1>Dashboard</h1> },
];

const TITLE = 'Bookkeeper for a dental practice';
const DESCRIPTION = 'Keep the books of our two clinics in order and close each month on time.';

const stepHeading = (name: RegExp) => screen.findByRole('heading', { level: 2, name });

async function fillDetails(user: UserEvent, { title = TITLE, skills = ['QuickBooks'] }: { title?: string; skills?: string[] } = {}) {
  await user.click(await screen.findByLabelText('Job title'));
  await user.paste(title);
  await user.selectOptions(screen.getByLabelText('Role'), 'bookkeeper');
  await user.selectOptions(screen.getByLabelText('Experience level'), 'intermediate');
  await user.click(screen.getByLabelText('Description'));
  await user.paste(DESCRIPTION);
  for (const skill of skills) await user.type(screen.getByLabelText('Add a skill'), `${skill}{Enter}`);
}

async function payAndContinue(user: UserEvent, pay = '1500') {
  const field = await screen.findByLabelText('Monthly salary');
  await user.clear(field);
  await user.type(field, pay);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await stepHeading(/Review/);
}

describe('PostJobPage: posting a new job', () => {
  it('walks through details, pay with the rate card, review, and publishes', async () => {
    const store = jobsStore();
    server.use(...store.handlers);
    const { router } = renderRoutes(routes, '/dashboard/activity/jobs/post-job?method=full_time');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post a job' })).toBeInTheDocument();
    expect(document.title).toBe('Post a job · RemoteHire');
    const progress = screen.getByRole('navigation', { name: 'Steps of the job post' });
    expect(within(progress).getAllByRole('listitem')[0]).toHaveAttribute('aria-current', 'step');
    expect(await axeViolations()).toEqual([]);
    const user = userEvent.setup({ delay: null });

    // Nothing filled in: every required field says so, and the first one takes focus.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const title = screen.getByLabelText('Job title');
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(title).toHaveFocus();
    expect(screen.getByLabelText('Role')).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));

    await fillDetails(user, { skills: ['QuickBooks', 'Xero', 'quickbooks'] });
    expect(screen.getByText('quickbooks is already in the list.')).toBeInTheDocument();
    const chosen = screen.getByRole('list', { name: 'Skills chosen' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);
    expect(within(chosen).getByText('QuickBooks')).toBeInTheDocument();
    expect(within(chosen).getByText('Xero')).toBeInTheDocument();
    await user.click(within(chosen).getByRole('button', { name: 'Remove Xero' }));
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // Pay and hours, beside what a bookkeeper at this level is usually paid.
    expect(await stepHeading(/Pay and hours/)).toHaveFocus();
    expect(screen.getByLabelText('Hours a week')).toHaveValue('40');
    const card = await screen.findByRole('region', { name: 'Usual pay: Bookkeeper, Intermediate' });
    expect(await within(card).findByText('$1,120 a month')).toBeInTheDocument();
    expect(within(card).getByText('$1,400 a month')).toBeInTheDocument();
    expect(within(card).getByText('$1,680 a month')).toBeInTheDocument();
    expect(within(card).getByText('Our service fee for this level: $399 a month.')).toBeInTheDocument();
    expect(store.callsTo('POST', /ratecard-v2$/).map((call) => call.body)).toEqual([{ role: 'bookkeeper', experience_level: 'intermediate' }]);
    await user.type(screen.getByLabelText('Monthly salary'), '900');
    expect(await within(card).findByRole('status')).toHaveTextContent('This is below the usual range (from $1,120).');
    await user.clear(screen.getByLabelText('Monthly salary'));
    await user.type(screen.getByLabelText('Monthly salary'), '1500');
    await waitFor(() => expect(within(card).queryByRole('status')).not.toBeInTheDocument());
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    // The post as candidates will see it.
    await stepHeading(/Review/);
    const post = screen.getByRole('article', { name: TITLE });
    expect(within(post).getByText('Bookkeeper · Accounting')).toBeInTheDocument();
    expect(within(post).getByText('$1,500 a month')).toBeInTheDocument();
    expect(within(post).getByText('40 hours a week')).toBeInTheDocument();
    expect(within(post).getByText('Anywhere')).toBeInTheDocument();
    expect(within(post).getByText('Intermediate')).toBeInTheDocument();
    expect(within(post).getByText('QuickBooks')).toBeInTheDocument();
    expect(within(post).getByText(DESCRIPTION)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    expect(sessionStorage.getItem(postJobDraftKey(ada.id, null))).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('heading', { name: 'Manage job' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/dashboard/activity/jobs/${jobId(1)}`);
    expect(await screen.findByText('Job published: candidates can find it and apply')).toBeInTheDocument();
    expect(store.callsTo('POST', /^\/employer\/jobs$/).map((call) => call.body)).toEqual([
      {
        title: TITLE,
        description: DESCRIPTION,
        role: 'bookkeeper',
        hire_type: 'full_time',
        experience_level: 'intermediate',
        pay_cents: 150_000,
        hours_per_week: 40,
        skills: ['QuickBooks'],
      },
    ]);
    expect(store.callsTo('POST', /\/publish$/).map((call) => call.path)).toEqual([`/employer/jobs/${jobId(1)}/publish`]);
    expect(store.jobs.get(jobId(1))?.status).toBe('open');
    // Done: the tab forgets the draft.
    expect(sessionStorage.getItem(postJobDraftKey(ada.id, null))).toBeNull();
  });

  it('asks for the method first when none was chosen, and switches it on the pay step', async () => {
    const store = jobsStore();
    server.use(...store.handlers);
    renderRoutes(routes, '/dashboard/activity/jobs/post-job');
    const user = userEvent.setup({ delay: null });
    const group = await screen.findByRole('group', { name: 'How do you want to hire?' });
    await user.click(within(group).getByRole('radio', { name: 'Full-time' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading(/Pay and hours/);
    await user.type(screen.getByLabelText('Monthly salary'), '1500');

    // Fractional: an hourly rate, fewer hours; what was typed as a salary is not kept as a rate.
    await user.click(screen.getByRole('radio', { name: 'Fractional (by the hour)' }));
    const rate = await screen.findByLabelText('Hourly rate');
    expect(rate).toHaveValue('');
    const hours = screen.getByLabelText('Hours a week');
    expect(hours).toHaveValue('20');
    const card = screen.getByRole('region', { name: 'Usual pay: Bookkeeper, Intermediate' });
    expect(await within(card).findByText('$8.08 an hour')).toBeInTheDocument();
    expect(within(card).queryByText(/service fee/)).not.toBeInTheDocument();

    // In English a comma groups thousands: "12,5" is refused rather than guessed at.
    await user.type(rate, '12,5');
    await user.clear(hours);
    await user.type(hours, '40');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(hours).toHaveAccessibleDescription(expect.stringContaining('Enter a whole number of hours from 1 to 29.')));
    expect(rate).toHaveAccessibleDescription(expect.stringContaining('for example 12 or 12.50, with a point before the cents.'));
    await user.clear(rate);
    await user.type(rate, '12.5');
    await user.clear(hours);
    await user.type(hours, '25');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading(/Review/);
    expect(screen.getByText('$12.50 an hour')).toBeInTheDocument();
    expect(screen.getByText('Fractional (by the hour)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Draft saved: publish it whenever you are ready')).toBeInTheDocument();
    expect(store.callsTo('POST', /^\/employer\/jobs$/).map((call) => call.body)).toEqual([
      expect.objectContaining({ hire_type: 'fractional', pay_cents: 1250, hours_per_week: 25 }),
    ]);
    expect(store.callsTo('POST', /\/publish$/)).toEqual([]);
    expect(store.jobs.get(jobId(1))?.status).toBe('draft');
  });

  it('returns to the step of a field the server refused, and publishes once it is fixed', async () => {
    const store = jobsStore();
    store.failNext('POST', /^\/employer\/jobs$/, 400, 'VALIDATION_FAILED', 'Some fields need your attention.', {
      title: 'Use words candidates search for.',
    });
    server.use(...store.handlers);
    renderRoutes(routes, '/dashboard/activity/jobs/post-job?method=full_time');
    const user = userEvent.setup({ delay: null });
    await fillDetails(user, { title: 'Help!!!' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await payAndContinue(user);
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    const title = await screen.findByLabelText('Job title');
    expect(screen.getByRole('heading', { level: 2, name: /The job/ })).toBeInTheDocument();
    await waitFor(() => expect(title).toHaveAccessibleDescription(expect.stringContaining('Use words candidates search for.')));
    expect(title).toHaveFocus();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t publish your job');
    expect(alert).toHaveTextContent('Some fields need your attention.');
    // What was typed is all still there.
    expect(title).toHaveValue('Help!!!');
    expect(screen.getByLabelText('Description')).toHaveValue(DESCRIPTION);

    await user.clear(title);
    await user.paste(TITLE);
    await waitFor(() => expect(title).not.toHaveAttribute('aria-invalid'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading(/Pay and hours/);
    expect(screen.getByLabelText('Monthly salary')).toHaveValue('1500');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading(/Review/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('heading', { name: 'Manage job' })).toBeInTheDocument();
    expect(store.callsTo('POST', /^\/employer\/jobs$/).map((call) => (call.body as { title: string }).title)).toEqual(['Help!!!', TITLE]);
    expect(store.jobs.size).toBe(1);
  });

  it('keeps the job it created when publishing fails, so trying again creates no second one', async () => {
    const store = jobsStore();
    store.failNext('POST', /\/publish$/, 409, 'JOB_STATE', 'Publishing is paused while we check your account.');
    server.use(...store.handlers);
    renderRoutes(routes, '/dashboard/activity/jobs/post-job?method=full_time');
    const user = userEvent.setup({ delay: null });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await payAndContinue(user);
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Publishing is paused while we check your account.');
    expect(screen.getByRole('article', { name: TITLE })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Manage job' })).toBeInTheDocument();
    expect(store.callsTo('POST', /^\/employer\/jobs$/)).toHaveLength(1);
    expect(store.callsTo('PUT', /^\/employer\/jobs\//).map((call) => call.path)).toEqual([`/employer/jobs/${jobId(1)}`]);
    expect(store.callsTo('POST', /\/publish$/)).toHaveLength(2);
    expect(store.jobs.size).toBe(1);
    expect(store.jobs.get(jobId(1))?.status).toBe('open');
  });

  it('resumes the post after a reload, and starts over on request', async () => {
    const store = jobsStore();
    server.use(...store.handlers);
    const first = renderRoutes(routes, '/dashboard/activity/jobs/post-job?method=full_time');
    const user = userEvent.setup({ delay: null });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading(/Pay and hours/);
    await user.type(screen.getByLabelText('Monthly salary'), '1500');
    first.unmount();

    renderRoutes(routes, '/dashboard/activity/jobs/post-job');
    expect(await stepHeading(/Pay and hours/)).toBeInTheDocument();
    expect(screen.getByText('We kept the job post you started in this tab.')).toBeInTheDocument();
    expect(screen.getByLabelText('Monthly salary')).toHaveValue('1500');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading(/The job/);
    expect(screen.getByLabelText('Job title')).toHaveValue(TITLE);
    expect(screen.getByLabelText('Role')).toHaveValue('bookkeeper');
    expect(screen.getByRole('list', { name: 'Skills chosen' })).toHaveTextContent('QuickBooks');

    await user.click(screen.getByRole('button', { name: 'Start over with an empty form' }));
    expect(screen.getByLabelText('Job title')).toHaveValue('');
    expect(screen.queryByText('We kept the job post you started in this tab.')).not.toBeInTheDocument();
    expect(store.calls.filter((call) => call.method !== 'POST' || !call.path.endsWith('ratecard-v2'))).toEqual([]);
  });

  it('tells another role the page is for employers', async () => {
    server.use(...jobsStore([], { user: { ...ada, role: 'candidate' } }).handlers);
    renderRoutes(routes, '/dashboard/activity/jobs/post-job?method=full_time');
    expect(await screen.findByText('This page is for employers: it is where they post and manage their jobs.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Job title')).not.toBeInTheDocument();
  });
});

describe('PostJobPage: editing a job', () => {
  it('changes an open job in place: no draft, no second publication', async () => {
    const job = makePostedJob({ id: jobId(77), title: TITLE, status: 'open', country: 'PH' });
    const store = jobsStore([job]);
    server.use(...store.handlers);
    renderRoutes(routes, `/dashboard/activity/jobs/post-job?edit=${job.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit a job' })).toBeInTheDocument();
    const title = await screen.findByLabelText('Job title');
    expect(title).toHaveValue(TITLE);
    expect(screen.getByLabelText('Where candidates must live')).toHaveValue('PH');
    const user = userEvent.setup({ delay: null });
    await user.clear(title);
    await user.paste('Senior bookkeeper for a dental practice');
    // Every step of a job already posted can be opened straight away.
    await user.click(within(screen.getByRole('navigation', { name: 'Steps of the job post' })).getByRole('button', { name: /Review/ }));
    await stepHeading(/Review/);
    expect(screen.getByText('This job is already published: your changes show to candidates as soon as you save them.')).toBeInTheDocument();
    expect(screen.getByText('Philippines')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save as draft' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { name: 'Manage job' })).toBeInTheDocument();
    expect(await screen.findByText('Your changes are live')).toBeInTheDocument();
    expect(store.callsTo('PUT', /^\/employer\/jobs\//).map((call) => call.body)).toEqual([
      expect.objectContaining({ title: 'Senior bookkeeper for a dental practice', country: 'PH', pay_cents: 140_000, hours_per_week: 40 }),
    ]);
    expect(store.callsTo('POST', /./).filter((call) => !call.path.endsWith('ratecard-v2'))).toEqual([]);
  });

  it('publishes a draft being edited after saving it', async () => {
    const job = makePostedJob({ id: jobId(78), status: 'draft', published_at: undefined });
    const store = jobsStore([job]);
    server.use(...store.handlers);
    renderRoutes(routes, `/dashboard/activity/jobs/post-job?edit=${job.id}`);
    const user = userEvent.setup({ delay: null });
    await user.click(within(await screen.findByRole('navigation', { name: 'Steps of the job post' })).getByRole('button', { name: /Review/ }));
    await stepHeading(/Review/);
    expect(screen.getByRole('button', { name: 'Save as draft' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Job published: candidates can find it and apply')).toBeInTheDocument();
    expect(store.callsTo('PUT', /^\/employer\/jobs\//)).toHaveLength(1);
    expect(store.callsTo('POST', /\/publish$/).map((call) => call.path)).toEqual([`/employer/jobs/${job.id}/publish`]);
  });

  it('sends a closed job to be reopened first', async () => {
    const job = makePostedJob({ id: jobId(79), title: 'Payroll specialist', status: 'closed' });
    server.use(...jobsStore([job]).handlers);
    renderRoutes(routes, `/dashboard/activity/jobs/post-job?edit=${job.id}`);
    expect(await screen.findByText(/This job is closed. Reopen it before you change it/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to “Payroll specialist”' })).toHaveAttribute('href', `/dashboard/activity/jobs/${job.id}`);
    expect(screen.queryByLabelText('Job title')).not.toBeInTheDocument();
  });

  it('says so when the job is not one of the employer’s', async () => {
    server.use(...jobsStore([]).handlers);
    renderRoutes(routes, `/dashboard/activity/jobs/post-job?edit=${jobId(404)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t find what you asked for.');
  });
});
