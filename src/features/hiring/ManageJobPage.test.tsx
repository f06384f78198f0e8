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
import ManageJobPage from './ManageJobPage';

configure({ asyncUtilTimeout: 8000 });
const SLOW = { timeout: 40_000 };

const server = mockApi();
afterEach(() => dismissToast());

function setup() {
  const job = makeJob({ title: 'Bookkeeper for a bakery', applicants: { total: 3, invited: 0, to_review: 1, shortlisted: 1, interviewing: 1, offered: 0, hired: 0, rejected: 0, withdrawn: 0 } });
  const other = makeJob({ title: 'Payroll specialist' });
  const grace = makeApplicant(job, { candidate: makeCandidate({ firstname: 'Grace', lastname: 'Hopper' }) });
  const linus = makeApplicant(job, { status: 'shortlisted', candidate: makeCandidate({ firstname: 'Linus', lastname: 'Pauling' }) });
  const elsewhere = makeApplicant(other, { candidate: makeCandidate({ firstname: 'Rosalind', lastname: 'Franklin' }) });
  const store = pipelineStore({ jobs: [job, other], applicants: [grace, linus, elsewhere] });
  return { job, grace, linus, store };
}

const routesWith = (header?: React.ReactNode) => [
  { path: '/dashboard/activity/jobs/:id', element: <RequireAuth><ManageJobPage header={header} /></RequireAuth> },
  { path: '/login', element: <h1>Sign in</h1> },
];

describe('ManageJobPage', SLOW, () => {
  it('shows the job’s panel on top, then only its applicants, by stage with the counts the job carries', async () => {
    const { job, store } = setup();
    server.use(...store.handlers);
    renderRoutes(routesWith(<h1>Job panel</h1>), `/dashboard/activity/jobs/${job.id}`);
    expect(await screen.findByRole('article', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Job panel']);
    expect(screen.getByRole('heading', { level: 2, name: 'Applicants' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Rosalind Franklin' })).not.toBeInTheDocument();
    expect(store.callsTo('/employer/jobs/applicants')[0]?.query.get('job_id')).toBe(job.id);
    await waitFor(() => expect(document.title).toBe('Bookkeeper for a bakery · RemoteHire'));

    const stages = screen.getByRole('navigation', { name: 'Applicants by stage' });
    await waitFor(() => expect(within(stages).getByRole('link', { name: 'All (3)' })).toHaveAttribute('aria-current', 'page'));
    expect(within(stages).getByRole('link', { name: 'To review (1)' })).toBeInTheDocument();
    expect(within(stages).getByRole('link', { name: 'Interviewing (1)' })).toBeInTheDocument();
    expect(within(stages).getByRole('link', { name: 'Shortlisted (1)' })).toBeInTheDocument();
    // Cards sit under the section's h2.
    expect(within(screen.getByRole('article', { name: 'Grace Hopper' })).getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('filters by stage and by words', async () => {
    const { job, store } = setup();
    server.use(...store.handlers);
    const { router } = renderRoutes(routesWith(), `/dashboard/activity/jobs/${job.id}`);
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookkeeper for a bakery' })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Shortlisted (1)' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Grace Hopper' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Linus Pauling' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shortlisted (1)' })).toHaveAttribute('aria-current', 'page');
    expect(store.callsTo('/employer/jobs/applicants').at(-1)?.query.get('status')).toBe('shortlisted');
    expect(router.state.location.search).toBe('?status=shortlisted');

    await user.click(screen.getByRole('link', { name: 'All (3)' }));
    await screen.findByRole('article', { name: 'Grace Hopper' });
    await user.type(screen.getByLabelText('Search by name, title or skill'), 'grace');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Linus Pauling' })).not.toBeInTheDocument());
    expect(store.callsTo('/employer/jobs/applicants').at(-1)?.query.get('q')).toBe('grace');
  });

  it('rejects an applicant and shows the server’s reason when shortlisting is refused', async () => {
    const { job, store, grace } = setup();
    server.use(
      http.post(apiUrl(`/employer/jobs/applicants/${grace.id}/shortlist`), () =>
        problem(409, 'INVALID_TRANSITION', 'Grace Hopper withdrew this application.'),
      ),
      ...store.handlers,
    );
    renderRoutes(routesWith(), `/dashboard/activity/jobs/${job.id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Shortlist Grace Hopper' }));
    expect(await screen.findByText('Grace Hopper withdrew this application.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reject Linus Pauling' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Linus Pauling?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Linus Pauling was turned down.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('article', { name: 'Linus Pauling' })).toHaveTextContent('Not selected'));
    expect(store.callsTo(`/employer/jobs/applicants/${store.applicants[1]!.id}/reject`)[0]?.body).toEqual({});
  });

  it('says when a stage has nobody', async () => {
    const { job, store } = setup();
    server.use(...store.handlers);
    renderRoutes(routesWith(), `/dashboard/activity/jobs/${job.id}?status=hired`);
    expect(await screen.findByText('Nothing matches these filters')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hired (0)' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when the job is not the employer’s', async () => {
    const { store } = setup();
    server.use(...store.handlers);
    renderRoutes(routesWith(<h1>Job panel</h1>), '/dashboard/activity/jobs/00000000-0000-4000-8000-00000000dead');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
    expect(screen.queryByText('Job panel')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your jobs' })).toHaveAttribute('href', '/dashboard/activity/jobs');
  });

  it('shows a job without applicants yet', async () => {
    const job = makeJob();
    server.use(...pipelineStore({ jobs: [job] }).handlers);
    renderRoutes(routesWith(), `/dashboard/activity/jobs/${job.id}`);
    expect(await screen.findByText('No applicants at this stage')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
