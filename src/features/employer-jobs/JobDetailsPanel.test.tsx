import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { axeViolations } from '../../../tests/doubles/a11y';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { jobsStore } from '../../../tests/doubles/stores/jobs';
import { jobId, makePostedJob } from '../../../tests/doubles/fixtures/jobs';
import '../../../tests/unit/employer-jobs/page-setup';
import JobDetailsPanel from './JobDetailsPanel';

const server = mockApi();

// As the lead composes it on the manage-job page.
function ManageJob() {
  const { id } = useParams();
  return (
    <>
      <h1>Manage job</h1>
      <JobDetailsPanel jobId={id!} />
    </>
  );
}

const routes = [
  { path: '/dashboard/activity/jobs/:id', element: <RequireAuth><ManageJob /></RequireAuth> },
  { path: '/dashboard/activity/jobs/post-job', element: <h1>Edit a job</h1> },
  { path: '/PostOverview', element: <h1>Job post preview</h1> },
];

const LONG = `${'Answer patients’ questions by chat and e-mail, book their visits and keep their files tidy. '.repeat(5)}Spanish is a plus.`;

describe('JobDetailsPanel', () => {
  it('shows the job and the actions its status allows, and closes it after asking', async () => {
    const job = makePostedJob({ id: jobId(21), description: LONG, country: 'PH' });
    const store = jobsStore([job]);
    server.use(...store.handlers);
    renderRoutes(routes, `/dashboard/activity/jobs/${job.id}`);
    const panel = await screen.findByRole('region', { name: job.title });
    expect(within(panel).getByText('Open')).toBeInTheDocument();
    expect(within(panel).getByText('$1,400 a month')).toBeInTheDocument();
    expect(within(panel).getByText('40 hours a week')).toBeInTheDocument();
    expect(within(panel).getByText('Philippines')).toBeInTheDocument();
    expect(within(panel).getByText('QuickBooks')).toBeInTheDocument();
    // An open job can be edited, closed and previewed; neither published nor reopened.
    expect(within(panel).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/dashboard/activity/jobs/post-job?edit=${job.id}`);
    expect(within(panel).getByRole('link', { name: 'Preview' })).toHaveAttribute('href', `/PostOverview?id=${job.id}`);
    expect(within(panel).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();

    // The description starts folded.
    const more = within(panel).getByRole('button', { name: 'Show the full description' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel).queryByText('Spanish is a plus.', { exact: false })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(more);
    expect(within(panel).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByText(/Spanish is a plus\.$/)).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'Close job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this job?' });
    expect(dialog).toHaveTextContent('Applicants keep their place, and you can reopen the job at any time.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.callsTo('POST', /\/close$/)).toEqual([]);

    await user.click(within(panel).getByRole('button', { name: 'Close job' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close job' }));
    expect(await screen.findByText('Job closed: applicants keep their place')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(panel).getByText('Closed')).toBeInTheDocument();
    // Closed: only reopening (and previewing) is left.
    expect(within(panel).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByText('Job reopened: candidates can apply again')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByText('Open')).toBeInTheDocument());
    expect(store.jobs.get(job.id)?.status).toBe('open');
  });

  it('publishes a draft', async () => {
    const job = makePostedJob({ id: jobId(22), status: 'draft', published_at: undefined });
    const store = jobsStore([job]);
    server.use(...store.handlers);
    renderRoutes(routes, `/dashboard/activity/jobs/${job.id}`);
    const panel = await screen.findByRole('region', { name: job.title });
    expect(within(panel).getByText('Not published yet')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Close job' })).not.toBeInTheDocument();
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Job published: candidates can find it and apply')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByText('Open')).toBeInTheDocument());
    expect(within(panel).getByText('Mar 2, 2026')).toBeInTheDocument();
  });

  it('says what the server said when the job changed elsewhere (409), and shows it as it is now', async () => {
    const job = makePostedJob({ id: jobId(23), status: 'open' });
    const store = jobsStore([job]);
    server.use(...store.handlers);
    renderRoutes(routes, `/dashboard/activity/jobs/${job.id}`);
    const panel = await screen.findByRole('region', { name: job.title });
    // Meanwhile, in another tab, the job was closed.
    store.jobs.set(job.id, { ...job, status: 'closed' });
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Close job' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close job' }));
    expect(await screen.findByText('This job is closed and cannot change that way.')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByText('Closed')).toBeInTheDocument());
    expect(within(panel).getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(store.callsTo('POST', /\/close$/)).toHaveLength(1);
  });
});
