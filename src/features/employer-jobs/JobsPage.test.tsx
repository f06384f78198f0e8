import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { axeViolations } from '../../../tests/doubles/a11y';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { jobsStore } from '../../../tests/doubles/stores/jobs';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import { makePostedJob } from '../../../tests/doubles/fixtures/jobs';
import '../../../tests/unit/employer-jobs/page-setup';
import JobsPage from './JobsPage';

const server = mockApi();

const routes = [
  { path: '/dashboard/activity/jobs', element: <RequireAuth><JobsPage /></RequireAuth> },
  { path: '/dashboard/activity/jobs/select-method', element: <h1>Choose a way to hire</h1> },
  { path: '/dashboard/activity/jobs/:id', element: <h1>Manage job</h1> },
  { path: '/dashboard', element: <h1>Dashboard</h1> },
  { path: '/login', element: <h1>Sign in</h1> },
];

const dental = makePostedJob({ title: 'Bookkeeper for a dental practice' });
const draft = makePostedJob({
  title: 'Chat support for the spring sale',
  role: 'chat-support-agent',
  industry: 'customer-service',
  hire_type: 'fractional',
  pay_cents: 1250,
  hours_per_week: 20,
  skills: ['Zendesk'],
  status: 'draft',
  published_at: undefined,
  applicants: { total: 0, invited: 0, to_review: 0, shortlisted: 0, interviewing: 0, offered: 0, hired: 0, rejected: 0, withdrawn: 0 },
});
const closed = makePostedJob({ title: 'Payroll specialist', role: 'payroll-specialist', status: 'closed', skills: ['Gusto'] });

describe('JobsPage', () => {
  it('lists the jobs with their status, pay, applicants and publication date', async () => {
    const store = jobsStore([dental, draft, closed]);
    server.use(...store.handlers);
    renderRoutes(routes, '/dashboard/activity/jobs');
    const table = await screen.findByRole('table', { name: 'Your jobs, newest first' });
    expect(document.title).toBe('Your jobs · RemoteHire');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const first = within(rows[0]!);
    expect(first.getByRole('link', { name: 'Bookkeeper for a dental practice' })).toHaveAttribute('href', `/dashboard/activity/jobs/${dental.id}`);
    expect(first.getByText('Full-time')).toBeInTheDocument();
    expect(first.getByText('Open')).toBeInTheDocument();
    expect(first.getByText('$1,400 a month')).toBeInTheDocument();
    expect(first.getByText('To review: 3')).toBeInTheDocument();
    expect(first.getByText('Interviewing: 2')).toBeInTheDocument();
    expect(first.getByText('Offered: 1')).toBeInTheDocument();
    expect(first.getByText('Hired: 0')).toBeInTheDocument();
    expect(first.getByText('Mar 2, 2026')).toBeInTheDocument();
    const second = within(rows[1]!);
    expect(second.getByText('Draft')).toBeInTheDocument();
    expect(second.getByText('$12.50 an hour')).toBeInTheDocument();
    expect(second.getByText('Not published yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/dashboard/activity/jobs/select-method');
    expect(await axeViolations()).toEqual([]);
  });

  it('filters by status and by words, asking once after typing pauses', async () => {
    const store = jobsStore([dental, draft, closed]);
    server.use(...store.handlers);
    const { router } = renderRoutes(routes, '/dashboard/activity/jobs');
    await screen.findByRole('table');
    const user = userEvent.setup();

    await user.selectOptions(screen.getByLabelText('Status'), 'closed');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Payroll specialist' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=closed');

    await user.selectOptions(screen.getByLabelText('Status'), '');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(4));
    const before = store.callsTo('GET', /^\/employer\/jobs$/).length;
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'chat zendesk');
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'Chat support for the spring sale' })).toBeInTheDocument();
    // One request for the words typed, not one per key.
    const searches = store.callsTo('GET', /^\/employer\/jobs$/).slice(before);
    expect(searches.map((call) => new URLSearchParams(call.search).get('q'))).toEqual(['chat zendesk']);
  });

  it('pages through the jobs with Previous and Next', async () => {
    const many = Array.from({ length: 23 }, (_, i) => makePostedJob({ title: `Virtual assistant ${i + 1}`, role: 'virtual-assistant' }));
    const store = jobsStore(many);
    server.use(...store.handlers);
    renderRoutes(routes, '/dashboard/activity/jobs');
    await screen.findByRole('link', { name: 'Virtual assistant 1' });
    expect(screen.getAllByRole('row')).toHaveLength(21);
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Virtual assistant 23' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(within(pages).getByText('Page 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'Virtual assistant 1' })).toBeInTheDocument();
  });

  it('invites a first post when there is no job at all', async () => {
    server.use(...jobsStore([]).handlers);
    renderRoutes(routes, '/dashboard/activity/jobs');
    expect(await screen.findByText('You have not posted a job yet')).toBeInTheDocument();
    // The header's button and the empty state's both lead to the method page.
    const links = screen.getAllByRole('link', { name: 'Post a job' });
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/dashboard/activity/jobs/select-method');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('says when nothing matches, and clears the filters', async () => {
    server.use(...jobsStore([dental]).handlers);
    const { router } = renderRoutes(routes, '/dashboard/activity/jobs?status=draft&q=payroll');
    expect(await screen.findByText('No job matches these filters')).toBeInTheDocument();
    expect(screen.queryByText('You have not posted a job yet')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('payroll');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('link', { name: 'Bookkeeper for a dental practice' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('says so when the list cannot be loaded, and tries again', async () => {
    const store = jobsStore([dental]);
    store.failNext('GET', /^\/employer\/jobs$/, 500, 'INTERNAL', 'Something went wrong on our side.');
    server.use(...store.handlers);
    renderRoutes(routes, '/dashboard/activity/jobs');
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load your jobs.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Bookkeeper for a dental practice' })).toBeInTheDocument();
  });

  it('tells another role the page is for employers, without asking for jobs', async () => {
    const store = jobsStore([dental], { user: { ...ada, role: 'candidate' } });
    server.use(...store.handlers);
    renderRoutes(routes, '/dashboard/activity/jobs');
    expect(await screen.findByText('This page is for employers: it is where they post and manage their jobs.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your jobs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(store.callsTo('GET', /^\/employer\/jobs$/)).toEqual([]);
  });
});
