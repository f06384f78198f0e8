import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { axeViolations } from '../../../tests/doubles/a11y';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe } from '../../../tests/doubles/session';
import { jobsStore } from '../../../tests/doubles/stores/jobs';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import { jobId, makePostedJob } from '../../../tests/doubles/fixtures/jobs';
import '../../../tests/unit/employer-jobs/page-setup';
import PostOverviewPage from './PostOverviewPage';

const server = mockApi();

const routes = [
  { path: '/PostOverview', element: <PostOverviewPage /> },
  { path: '/dashboard/activity/jobs/post-job', element: <RequireAuth><h1>Edit a job</h1></RequireAuth> },
  { path: '/dashboard/activity/jobs/:id', element: <h1>Manage job</h1> },
  { path: '/login', element: <h1>Sign in</h1> },
  { path: '/dashboard', element: <h1>Dashboard</h1> },
];

const draft = makePostedJob({
  id: jobId(5),
  title: 'Chat support for the spring sale',
  role: 'chat-support-agent',
  industry: 'customer-service',
  hire_type: 'fractional',
  experience_level: 'entry',
  pay_cents: 1250,
  hours_per_week: 20,
  skills: ['Zendesk', 'Spanish'],
  country: 'MX',
  status: 'draft',
  published_at: undefined,
});

describe('PostOverviewPage', () => {
  it('shows a draft as candidates will see it, and publishes it', async () => {
    const store = jobsStore([draft]);
    server.use(...store.handlers);
    renderRoutes(routes, `/PostOverview?id=${draft.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Job post preview' })).toBeInTheDocument();
    const post = await screen.findByRole('article', { name: draft.title });
    expect(within(post).getByRole('heading', { level: 2, name: draft.title })).toBeInTheDocument();
    expect(within(post).getByText('Chat Support Agent · Customer service')).toBeInTheDocument();
    expect(within(post).getByText('$12.50 an hour')).toBeInTheDocument();
    expect(within(post).getByText('20 hours a week')).toBeInTheDocument();
    expect(within(post).getByText('Mexico')).toBeInTheDocument();
    expect(within(post).getByText('Entry level')).toBeInTheDocument();
    expect(within(post).getByText('Spanish')).toBeInTheDocument();
    expect(screen.getByText('This is a draft: only you can see it. Candidates will see it like this once it is published.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/dashboard/activity/jobs/post-job?edit=${draft.id}`);
    expect(screen.getByRole('link', { name: 'Manage this job and its applicants' })).toHaveAttribute('href', `/dashboard/activity/jobs/${draft.id}`);
    expect(await axeViolations()).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Job published: candidates can find it and apply')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument());
    expect(screen.getByText('This is how candidates see your job post.')).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(store.callsTo('POST', /\/publish$/)).toHaveLength(1);
  });

  it('offers no publishing for an open job', async () => {
    const open = makePostedJob({ id: jobId(6) });
    server.use(...jobsStore([open]).handlers);
    renderRoutes(routes, `/PostOverview?id=${open.id}`);
    await screen.findByRole('article', { name: open.title });
    expect(screen.getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
  });

  it('says so when the job is missing', async () => {
    server.use(...jobsStore([]).handlers);
    renderRoutes(routes, `/PostOverview?id=${jobId(404)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t find what you asked for.');
  });

  it('explains itself to a visitor, with a way to sign in and come back', async () => {
    server.use(anonymousMe);
    const { router } = renderRoutes(routes, `/PostOverview?id=${draft.id}`);
    expect(await screen.findByText('Sign in with your employer account to see your job posts.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign in' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: { pathname: '/PostOverview', search: `?id=${draft.id}`, hash: '' } });
  });

  it('tells a candidate the page is for employers', async () => {
    server.use(...jobsStore([draft], { user: { ...ada, role: 'candidate' } }).handlers);
    renderRoutes(routes, `/PostOverview?id=${draft.id}`);
    expect(await screen.findByText('This page is for employers: it is where they post and manage their jobs.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
