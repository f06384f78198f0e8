import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { components } from '@/generated/api';
import { axeViolations } from '../../../tests/doubles/a11y';
import { apiUrl, listPage, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe, signedInAs } from '../../../tests/doubles/session';
import { ada, grace } from '../../../tests/doubles/fixtures/accounts';
import { makeCandidateApplication } from '../../../tests/doubles/fixtures/applications';
import { bookkeeper } from '../../../tests/doubles/fixtures/jobs';
import JobViewPage from './JobViewPage';

type JobView = components['schemas']['JobView'];

const server = mockApi();
const SLOW = { timeout: 20_000 };

const routes = [
  { path: '/Candidate/JobView', element: <JobViewPage /> },
  { path: '/login', element: <h1>Sign in</h1> },
  { path: '/signup/candidate', element: <h1>Create an account</h1> },
  { path: '/jobs', element: <h1>All jobs</h1> },
  { path: '/dashboard/candidate/applied-jobs', element: <h1>Applications</h1> },
];
const at = `/Candidate/JobView?id=${bookkeeper.id}`;

/** GET /jobs/{id} answers with the job as it is now; tests change `current` to move it. */
function jobApi(initial: JobView) {
  const state = { current: initial };
  server.use(
    http.get(apiUrl('/jobs/:id'), ({ params }) =>
      params.id === state.current.id ? HttpResponse.json(state.current) : problem(404, 'NOT_FOUND', 'We couldn’t find what you asked for.'),
    ),
  );
  return state;
}

describe('JobViewPage', SLOW, () => {
  it('draws the job’s shape, marked busy, until the job arrives', async () => {
    server.use(anonymousMe);
    let answer: (job: JobView) => void = () => {};
    server.use(http.get(apiUrl('/jobs/:id'), () => new Promise<Response>((resolve) => (answer = (job) => resolve(HttpResponse.json(job))))));
    renderRoutes(routes, at);
    const busy = await screen.findByTestId('job-skeleton');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Loading the job…').closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    answer(bookkeeper);
    expect(await screen.findByRole('heading', { level: 1, name: bookkeeper.title })).toBeInTheDocument();
    expect(screen.queryByTestId('job-skeleton')).not.toBeInTheDocument();
  });

  it('shows the whole job to visitors, who sign in or sign up and come back', async () => {
    server.use(anonymousMe);
    jobApi(bookkeeper);
    const { router } = renderRoutes(routes, at);
    expect(await screen.findByRole('heading', { level: 1, name: bookkeeper.title })).toBeInTheDocument();
    expect(document.title).toBe(`${bookkeeper.title} · RemoteHire`);
    expect(screen.getByText(/Keep our books tidy\.\s+Month-end close/)).toBeInTheDocument();
    expect(screen.getByText('Bookkeeper')).toBeInTheDocument();
    expect(screen.getByText('$1,500 a month')).toBeInTheDocument();
    const apply = screen.getByRole('region', { name: 'Apply' });
    expect(within(apply).queryByRole('textbox')).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    const from = { pathname: '/Candidate/JobView', search: `?id=${bookkeeper.id}`, hash: '' };
    expect(within(apply).getByRole('link', { name: 'Create a candidate account' })).toHaveAttribute('href', '/signup/candidate');
    await userEvent.setup().click(within(apply).getByRole('link', { name: 'Sign in to apply' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from });
  });

  it('lets a candidate apply with a note, once, and shows where the application stands', async () => {
    server.use(signedInAs(grace));
    const job = jobApi(bookkeeper);
    const sent: unknown[] = [];
    server.use(
      http.post(apiUrl('/jobs/:id/apply'), async ({ request }) => {
        sent.push(await request.json());
        job.current = { ...bookkeeper, my_application: { id: makeCandidateApplication().id, status: 'applied' } };
        return HttpResponse.json(makeCandidateApplication(), { status: 201 });
      }),
    );
    renderRoutes(routes, at);
    const user = userEvent.setup();
    const note = await screen.findByLabelText('A note to the employer (optional)');
    expect(note).toHaveAccessibleDescription('Why this job, and when you could start. Up to 2000 characters.');
    await user.type(note, '  I can start on Monday.  ');
    await user.dblClick(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('You applied to this job. Where it stands:')).toBeInTheDocument();
    expect(sent).toEqual([{ note: 'I can start on Monday.' }]);
    expect(await screen.findByText('Your application was sent to Analytical Engines Ltd.')).toBeInTheDocument();
    const apply = screen.getByRole('region', { name: 'Apply' });
    expect(within(apply).getByText('Applied')).toBeInTheDocument();
    expect(within(apply).getByRole('link', { name: 'See your applications' })).toHaveAttribute('href', '/dashboard/candidate/applied-jobs');
    expect(screen.queryByLabelText('A note to the employer (optional)')).not.toBeInTheDocument();
  });

  it('shows the server’s reason when applying is refused, and then where the candidate stands', async () => {
    server.use(signedInAs(grace));
    const job = jobApi(bookkeeper);
    server.use(
      http.post(apiUrl('/jobs/:id/apply'), () => {
        job.current = { ...bookkeeper, my_application: { id: makeCandidateApplication().id, status: 'shortlisted' } };
        return problem(409, 'ALREADY_APPLIED', 'You have already applied to this job.');
      }),
    );
    renderRoutes(routes, at);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already applied to this job.');
    expect(await screen.findByText('Shortlisted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('shows an invitation with the employer’s words; accepting it applies', async () => {
    server.use(signedInAs(grace));
    const invited = makeCandidateApplication({ status: 'invited', source: 'invited' });
    jobApi({ ...bookkeeper, my_application: { id: invited.id, status: 'invited', invitation_message: 'Your QuickBooks work caught our eye.' } });
    let sent: unknown;
    server.use(
      http.post(apiUrl('/jobs/:id/apply'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(makeCandidateApplication({ source: 'invited' }), { status: 201 });
      }),
    );
    renderRoutes(routes, at);
    expect(await screen.findByText('Analytical Engines Ltd invited you to apply.')).toBeInTheDocument();
    expect(screen.getByText('Your QuickBooks work caught our eye.')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept invitation and apply' }));
    expect(await screen.findByText('You applied to this job. Where it stands:')).toBeInTheDocument();
    expect(sent).toEqual({});
  });

  it('shows who is hiring: logo, kind of company, places, time zone and hours, website and its own words', async () => {
    server.use(anonymousMe);
    jobApi(bookkeeper);
    renderRoutes(routes, at);
    const card = await screen.findByRole('region', { name: 'About Analytical Engines Ltd' });
    expect(card.querySelector('img')).toHaveAttribute('src', bookkeeper.company.logo_url);
    expect(within(card).getByText('Information technology · 11–50 people')).toBeInTheDocument();
    expect(within(card).getByText('London, United Kingdom; Manila, Philippines')).toBeInTheDocument();
    expect(within(card).getByText(/^London \(UTC[+-]\d\d:\d\d\)$/)).toBeInTheDocument();
    expect(within(card).getByText(/^9:00\sAM to 5:30\sPM \(London/)).toBeInTheDocument();
    const website = within(card).getByRole('link', { name: /analytical-engines\.example/ });
    expect(website).toHaveAttribute('href', 'https://analytical-engines.example');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(within(card).getByText(/We design calculating engines\.\s+A small studio/)).toBeInTheDocument();
  });

  it('shows a company that wrote no profile by its name and monogram alone', async () => {
    server.use(anonymousMe);
    jobApi({ ...bookkeeper, company: { name: 'Analytical Engines Ltd', locations: [] } });
    renderRoutes(routes, at);
    const card = await screen.findByRole('region', { name: 'About Analytical Engines Ltd' });
    expect(within(card).getByText('AE')).toBeInTheDocument();
    expect(card.querySelector('img, dl')).toBeNull();
  });

  it('declines an invitation after a confirmation', async () => {
    server.use(signedInAs(grace));
    const invited = makeCandidateApplication({ status: 'invited', source: 'invited' });
    jobApi({ ...bookkeeper, my_application: { id: invited.id, status: 'invited' } });
    const withdrawn: string[] = [];
    server.use(
      http.get(apiUrl('/candidate/applications'), () => HttpResponse.json(listPage('applications', [invited]))),
      http.post(apiUrl('/candidate/applications/:id/withdraw'), ({ params }) => {
        withdrawn.push(String(params.id));
        return HttpResponse.json({ ...invited, status: 'withdrawn' });
      }),
    );
    renderRoutes(routes, at);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline invitation' }));
    let dialog = await screen.findByRole('dialog', { name: 'Decline this invitation?' });
    expect(dialog).toHaveTextContent(`Analytical Engines Ltd will be told that you are not applying to ${bookkeeper.title}.`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(withdrawn).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Decline invitation' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Decline invitation' }));
    expect(await screen.findByText('You declined this invitation. The employer has been told.')).toBeInTheDocument();
    expect(withdrawn).toEqual([invited.id]);
  });

  it('tells candidates a closed job takes no more applications', async () => {
    server.use(signedInAs(grace));
    jobApi({ ...bookkeeper, status: 'closed' });
    renderRoutes(routes, at);
    expect(await screen.findByText('This job is no longer taking applications.')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply' })).not.toBeInTheDocument();
  });

  it('shows employers the job without a way to apply', async () => {
    server.use(signedInAs(ada));
    jobApi(bookkeeper);
    renderRoutes(routes, at);
    expect(await screen.findByRole('heading', { level: 1, name: bookkeeper.title })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Apply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in to apply' })).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown job', `/Candidate/JobView?id=99999999-9999-4999-8999-999999999999`],
    ['a malformed id', '/Candidate/JobView?id=42'],
  ])('says so for %s', async (_, path) => {
    server.use(anonymousMe);
    jobApi(bookkeeper);
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all jobs' })).toHaveAttribute('href', '/jobs');
    expect(document.title).toBe('Job not found · RemoteHire');
  });
});
