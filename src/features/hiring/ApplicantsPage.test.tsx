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
import { ada } from '../../../tests/doubles/fixtures/accounts';
import { makeApplicant, makeCandidate } from '../../../tests/doubles/fixtures/applications';
import { makeJob } from '../../../tests/doubles/fixtures/jobs';
import ApplicantsPage from './ApplicantsPage';

// Two shared cores run many suites at once: give slow renders room, fail only on real hangs.
configure({ asyncUtilTimeout: 8000 });
const SLOW = { timeout: 40_000 };

const server = mockApi();
afterEach(() => dismissToast());

const routes = [
  { path: '/dashboard/activity/job-applications', element: <RequireAuth><ApplicantsPage /></RequireAuth> },
  { path: '/dashboard', element: <h1>Dashboard</h1> },
  { path: '/login', element: <h1>Sign in</h1> },
];
const PATH = '/dashboard/activity/job-applications';

function bakery() {
  const bookkeeper = makeJob({ title: 'Bookkeeper for a bakery' });
  const payroll = makeJob({ title: 'Payroll specialist', hire_type: 'fractional', pay_cents: 1_500 });
  const grace = makeApplicant(bookkeeper, { candidate: makeCandidate({ firstname: 'Grace', lastname: 'Hopper' }) });
  const linus = makeApplicant(payroll, {
    status: 'interviewing',
    note: undefined,
    candidate: makeCandidate({ firstname: 'Linus', lastname: 'Pauling', country: 'MX', headline: 'Payroll for 200 staff' }),
    interview: { id: '00000000-0000-4000-8000-999999999991', status: 'accepted', scheduled_at: '2030-05-04T14:00:00.000Z' },
  });
  const ada_ = makeApplicant(bookkeeper, { status: 'withdrawn', candidate: makeCandidate({ firstname: 'Ada', lastname: 'Byron' }) });
  return { bookkeeper, payroll, grace, linus, ada_, store: pipelineStore({ jobs: [bookkeeper, payroll], applicants: [grace, linus, ada_] }) };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('ApplicantsPage', SLOW, () => {
  it('lists every applicant with who they are, where they stand and what can be done', async () => {
    const { store } = bakery();
    server.use(...store.handlers);
    renderRoutes(routes, PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Applicants' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Applicants' });
    expect(document.title).toBe('Applicants · RemoteHire');

    const grace = card('Grace Hopper');
    expect(within(grace).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/Employer\/CandidateProfileView\?id=[0-9a-f-]{36}$/),
    );
    expect(grace).toHaveTextContent('Bookkeeper with 4 years in retail');
    expect(grace).toHaveTextContent('Bookkeeper · Intermediate · Years of experience: 4 · Philippines · Asks $1,200 a month');
    expect(grace).toHaveTextContent('I keep the books of two cafés today.');
    expect(within(grace).getByRole('link', { name: 'Bookkeeper for a bakery' })).toBeInTheDocument();
    // Applied: every forward step is open.
    for (const action of ['Shortlist Grace Hopper', 'Invite to interview: Grace Hopper', 'Send offer to Grace Hopper', 'Reject Grace Hopper']) {
      expect(within(grace).getByRole('button', { name: action })).toBeInTheDocument();
    }

    // Interviewing with a confirmed interview: no shortlist, new times instead of a first invitation.
    const linus = card('Linus Pauling');
    expect(linus).toHaveTextContent('Interviewing');
    expect(linus).toHaveTextContent('Confirmed');
    expect(within(linus).queryByRole('button', { name: /Shortlist/ })).not.toBeInTheDocument();
    expect(within(linus).getByRole('button', { name: 'Propose new times to Linus Pauling' })).toBeInTheDocument();

    // Withdrawn is over: nothing to do but write to her.
    expect(within(card('Ada Byron')).getByRole('button')).toHaveAccessibleName(/^Message Ada Byron about /);
    expect(await axeViolations()).toEqual([]);
  });

  it('filters by job, status and words, and keeps the filters in the address', async () => {
    const { store, payroll } = bakery();
    server.use(...store.handlers);
    const { router } = renderRoutes(routes, PATH);
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Applicants' });

    const jobSelect = screen.getByLabelText('Job');
    await waitFor(() => expect(within(jobSelect).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(jobSelect, 'Payroll specialist');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Grace Hopper' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Linus Pauling' })).toBeInTheDocument();
    expect(store.callsTo('/employer/jobs/applicants').at(-1)?.query.get('job_id')).toBe(payroll.id);

    await user.selectOptions(screen.getByLabelText('Status'), 'Shortlisted');
    expect(await screen.findByText('Nothing matches these filters')).toBeInTheDocument();
    expect(store.callsTo('/employer/jobs/applicants').at(-1)?.query.get('status')).toBe('shortlisted');
    expect(router.state.location.search).toBe(`?job=${payroll.id}&status=shortlisted`);

    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await screen.findByRole('article', { name: 'Grace Hopper' });
    await user.type(screen.getByLabelText('Search by name, title or skill'), 'linus');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Grace Hopper' })).not.toBeInTheDocument());
    expect(store.callsTo('/employer/jobs/applicants').at(-1)?.query.get('q')).toBe('linus');
    expect(router.state.location.search).toBe('?q=linus');
  });

  it('pages through the applicants', async () => {
    const job = makeJob();
    const many = Array.from({ length: 21 }, (_, i) => makeApplicant(job, { candidate: makeCandidate({ firstname: `Person${i + 1}`, lastname: 'Test' }) }));
    const store = pipelineStore({ jobs: [job], applicants: many });
    server.use(...store.handlers);
    renderRoutes(routes, PATH);
    await screen.findByRole('article', { name: 'Person1 Test' });
    expect(screen.getAllByRole('article')).toHaveLength(20);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Person21 Test' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByText('Page 2')).toBeInTheDocument();
  });

  it('shortlists, says so, and shows the applicant moved on', async () => {
    const { store, grace } = bakery();
    server.use(...store.handlers);
    renderRoutes(routes, PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Shortlist Grace Hopper' }));
    expect(await screen.findByText('Grace Hopper is on your shortlist.')).toBeInTheDocument();
    await waitFor(() => expect(card('Grace Hopper')).toHaveTextContent('Shortlisted'));
    expect(within(card('Grace Hopper')).queryByRole('button', { name: 'Shortlist Grace Hopper' })).not.toBeInTheDocument();
    expect(store.callsTo(`/employer/jobs/applicants/${grace.id}/shortlist`, 'POST')).toHaveLength(1);
  });

  it('shows the server’s reason when shortlisting is refused', async () => {
    const { store } = bakery();
    server.use(
      http.post(apiUrl('/employer/jobs/applicants/:id/shortlist'), () =>
        problem(409, 'INVALID_TRANSITION', 'Grace Hopper withdrew this application.'),
      ),
      ...store.handlers,
    );
    renderRoutes(routes, PATH);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Shortlist Grace Hopper' }));
    expect(await screen.findByText('That didn’t work.')).toBeInTheDocument();
    expect(screen.getByText('Grace Hopper withdrew this application.')).toBeInTheDocument();
  });

  it('turns an applicant down with a reason after confirming', async () => {
    const { store, grace } = bakery();
    server.use(...store.handlers);
    renderRoutes(routes, PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Grace Hopper?' });
    expect(dialog).toHaveTextContent('Bookkeeper for a bakery');
    await user.type(within(dialog).getByLabelText('Reason for the candidate (optional)'), 'We hired someone closer to the shops.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Grace Hopper was turned down.')).toBeInTheDocument();
    expect(store.callsTo(`/employer/jobs/applicants/${grace.id}/reject`)[0]?.body).toEqual({ reason: 'We hired someone closer to the shops.' });
    await waitFor(() => expect(card('Grace Hopper')).toHaveTextContent('Not selected'));
    expect(card('Grace Hopper')).toHaveTextContent('Reason given: We hired someone closer to the shops.');
  });

  it('keeps the dialog open with the server’s reason when a rejection is refused', async () => {
    const { store } = bakery();
    server.use(
      http.post(apiUrl('/employer/jobs/applicants/:id/reject'), () =>
        problem(409, 'INVALID_TRANSITION', 'This application was already closed.'),
      ),
      ...store.handlers,
    );
    renderRoutes(routes, PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject Grace Hopper' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This application was already closed.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('explains where applicants come from when there are none', async () => {
    server.use(...pipelineStore({ jobs: [makeJob()] }).handlers);
    renderRoutes(routes, PATH);
    expect(await screen.findByText('No applicants yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your jobs' })).toHaveAttribute('href', '/dashboard/activity/jobs');
    expect(await axeViolations()).toEqual([]);
  });

  it('tells a candidate that the page is for employers', async () => {
    const store = pipelineStore({ user: { ...ada, role: 'candidate', company_name: undefined } });
    server.use(...store.handlers);
    renderRoutes(routes, PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'This page is for employers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(store.calls.filter((c) => c.path.startsWith('/employer'))).toEqual([]);
  });
});
