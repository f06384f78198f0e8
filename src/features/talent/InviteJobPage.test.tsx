import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { components } from '@/generated/api';
import { axeViolations } from '../../../tests/doubles/a11y';
import { apiUrl, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe, signedInAs } from '../../../tests/doubles/session';
import { ada, grace } from '../../../tests/doubles/fixtures/accounts';
import { maria, profileOf, tomas } from '../../../tests/doubles/fixtures/applications';
import { openJob, secondJob } from '../../../tests/doubles/fixtures/jobs';
import InviteJobPage from './InviteJobPage';

type Application = components['schemas']['CandidateProfileView']['applications'][number];

const server = mockApi();

const routes = [
  { path: '/InviteJob', element: <InviteJobPage /> },
  { path: '/login', element: <h1>Sign in page</h1> },
  { path: '/dashboard/activity/jobs/:id', element: <h1>Job page</h1> },
];

const appliedToSecond: Application = {
  id: 'c0ffee00-0000-4000-8000-000000000003',
  status: 'applied',
  job: { id: secondJob.id, title: secondJob.title, hire_type: secondJob.hire_type, status: 'open' },
};

/** The employer's open jobs and the candidate's profile, whose applications the test can change. */
function inviteApi({ jobs = [openJob, secondJob], applications = [appliedToSecond], candidate = maria } = {}) {
  const state = { applications: [...applications], jobQueries: [] as Array<Record<string, string>>, invites: [] as unknown[] };
  server.use(
    signedInAs(ada),
    http.get(apiUrl('/employer/candidates/:id'), ({ params }) =>
      params.id === candidate.id ? HttpResponse.json(profileOf(candidate, state.applications)) : problem(404, 'NOT_FOUND', 'Not found.'),
    ),
    http.get(apiUrl('/employer/jobs'), ({ request }) => {
      state.jobQueries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ jobs, page: 1, page_size: 50, has_more: false });
    }),
  );
  return state;
}

const acceptInvites = (state: ReturnType<typeof inviteApi>) =>
  http.post(apiUrl('/employer/invite/candidate/:id'), async ({ request, params }) => {
    const body = (await request.json()) as { job_id: string };
    state.invites.push({ candidate: params.id, ...body });
    return HttpResponse.json({ id: 'c0ffee00-0000-4000-8000-000000000009', status: 'invited', job: { id: body.job_id } }, { status: 201 });
  });

// Typing and axe runs are slow on a busy CI machine.
describe('InviteJobPage', { timeout: 30_000 }, () => {
  it('invites the candidate to an open job they are not on yet, with a message', async () => {
    const state = inviteApi();
    server.use(acceptInvites(state));
    const { router } = renderRoutes(routes, `/InviteJob?candidate=${maria.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite Maria Santos to a job' })).toBeInTheDocument();
    expect(state.jobQueries[0]).toMatchObject({ status: 'open' });

    const jobs = screen.getByRole('radiogroup', { name: 'Which job?' });
    const bookkeeping = within(jobs).getByRole('radio', { name: openJob.title });
    const payroll = within(jobs).getByRole('radio', { name: secondJob.title });
    expect(bookkeeping).toBeEnabled();
    expect(bookkeeping).toHaveAccessibleDescription('Full-time · $1,500 a month');
    expect(payroll).toBeDisabled();
    expect(payroll).toHaveAccessibleDescription('Fractional (by the hour) · $12.50 an hour Already on this job: Applied');
    expect(await axeViolations()).toEqual([]);

    const user = userEvent.setup();
    await user.click(bookkeeping);
    await user.type(screen.getByLabelText('Message (optional)'), 'Your QuickBooks work fits us well.');
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));

    expect(await screen.findByRole('heading', { name: 'Invitation sent' })).toBeInTheDocument();
    expect(state.invites).toEqual([{ candidate: maria.id, job_id: openJob.id, message: 'Your QuickBooks work fits us well.' }]);
    expect(screen.getByText(`Maria has been invited to apply to “${openJob.title}”. You will see their answer on the job’s page.`)).toBeInTheDocument();
    expect(await screen.findByText('Invitation sent to Maria Santos.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Open the job' }));
    expect(router.state.location.pathname).toBe(`/dashboard/activity/jobs/${openJob.id}`);
  });

  it('asks for a job before sending anything', async () => {
    const state = inviteApi({ applications: [] });
    server.use(acceptInvites(state));
    renderRoutes(routes, `/InviteJob?candidate=${maria.id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send the invitation' }));
    const jobs = screen.getByRole('radiogroup', { name: 'Which job?' });
    expect(jobs).toHaveAttribute('aria-invalid', 'true');
    expect(jobs).toHaveAccessibleDescription('Choose the job to invite them to.');
    expect(within(jobs).getAllByRole('radio')[0]).toHaveFocus();
    expect(state.invites).toEqual([]);
  });

  it('says clearly when the candidate is already on the job, and shows where they stand', async () => {
    const state = inviteApi({ applications: [] });
    server.use(
      http.post(apiUrl('/employer/invite/candidate/:id'), () => {
        // Someone else on the team invited them a moment ago.
        state.applications = [{ ...appliedToSecond, status: 'invited', job: { id: openJob.id, title: openJob.title, hire_type: 'full_time', status: 'open' } }];
        return problem(409, 'ALREADY_APPLIED', 'Maria Santos is already on this job.');
      }),
    );
    renderRoutes(routes, `/InviteJob?candidate=${maria.id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: openJob.title }));
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Maria Santos is already on this job.');
    await waitFor(() => expect(screen.getByRole('radio', { name: openJob.title })).toBeDisabled());
    expect(screen.getByRole('radio', { name: openJob.title })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: openJob.title })).toHaveAccessibleDescription(expect.stringContaining('Already on this job: Invited'));
  });

  it('drops a job that closed meanwhile from the choices', async () => {
    let jobs = [openJob, secondJob];
    server.use(
      signedInAs(ada),
      http.get(apiUrl('/employer/candidates/:id'), () => HttpResponse.json(profileOf(maria))),
      http.get(apiUrl('/employer/jobs'), () => HttpResponse.json({ jobs, page: 1, page_size: 50, has_more: false })),
      http.post(apiUrl('/employer/invite/candidate/:id'), () => {
        jobs = [secondJob];
        return problem(409, 'JOB_NOT_OPEN', 'This job is no longer open.');
      }),
    );
    renderRoutes(routes, `/InviteJob?candidate=${maria.id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: openJob.title }));
    await user.click(screen.getByRole('button', { name: 'Send the invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This job is no longer open.');
    await waitFor(() => expect(screen.queryByRole('radio', { name: openJob.title })).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: secondJob.title })).not.toBeChecked();
  });

  it('offers to post a job when there is no open one', async () => {
    inviteApi({ jobs: [] });
    renderRoutes(routes, `/InviteJob?candidate=${maria.id}`);
    expect(await screen.findByText('You have no open jobs')).toBeInTheDocument();
    expect(screen.getByText('Publish a job first, then come back to invite Maria to it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/dashboard/activity/jobs/select-method');
    expect(screen.queryByRole('button', { name: 'Send the invitation' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('warns that a candidate on a contract may not be free for a full-time job', async () => {
    inviteApi({ candidate: tomas, applications: [] });
    renderRoutes(routes, `/InviteJob?candidate=${tomas.id}`);
    expect(await screen.findByText('Tomás is on a contract at the moment, so they may not be free to start a new full-time job soon.')).toBeInTheDocument();
  });

  it('says when the candidate cannot be found', async () => {
    inviteApi();
    renderRoutes(routes, '/InviteJob?candidate=0d4e2f1a-9b8c-4d7e-a6f5-e4d3c2b1a090');
    expect(await screen.findByRole('heading', { level: 1, name: 'We can’t find this candidate' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in and brings them back to the invitation', async () => {
    server.use(anonymousMe);
    const { router } = renderRoutes(routes, `/InviteJob?candidate=${maria.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite to a job' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: { pathname: '/InviteJob', search: `?candidate=${maria.id}`, hash: '' } });
  });

  it('tells a candidate that only business accounts invite', async () => {
    server.use(signedInAs(grace));
    renderRoutes(routes, `/InviteJob?candidate=${maria.id}`);
    expect(await screen.findByText('Only business accounts can invite candidates to a job.')).toBeInTheDocument();
  });
});
