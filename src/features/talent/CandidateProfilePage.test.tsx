import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { axeViolations } from '../../../tests/doubles/a11y';
import { apiUrl, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe, signedInAs } from '../../../tests/doubles/session';
import { ada, grace } from '../../../tests/doubles/fixtures/accounts';
import { maria, profileOf } from '../../../tests/doubles/fixtures/applications';
import { openJob, secondJob } from '../../../tests/doubles/fixtures/jobs';
import CandidateProfilePage from './CandidateProfilePage';

const server = mockApi();

const routes = [
  { path: '/candidate/:id', element: <CandidateProfilePage /> },
  { path: '/Employer/CandidateProfileView', element: <RequireAuth><CandidateProfilePage /></RequireAuth> },
  { path: '/login', element: <h1>Sign in page</h1> },
  { path: '/InviteJob', element: <h1>Invite page</h1> },
];

const mariaProfile = profileOf(maria, [
  { id: 'c0ffee00-0000-4000-8000-000000000001', status: 'interviewing', job: { id: openJob.id, title: openJob.title, hire_type: 'full_time', status: 'open' } },
  { id: 'c0ffee00-0000-4000-8000-000000000002', status: 'rejected', job: { id: secondJob.id, title: secondJob.title, hire_type: 'fractional', status: 'closed' } },
]);

function profileApi(profile = mariaProfile) {
  const asked: string[] = [];
  server.use(
    signedInAs(ada),
    http.get(apiUrl('/employer/candidates/:id'), ({ params }) => {
      asked.push(String(params.id));
      return params.id === profile.id ? HttpResponse.json(profile) : problem(404, 'NOT_FOUND', 'We couldn’t find what you asked for.');
    }),
  );
  return asked;
}

// axe runs are slow on a busy CI machine.
describe('CandidateProfilePage', { timeout: 30_000 }, () => {
  it('shows an employer the whole profile and where the candidate stands on their jobs', async () => {
    profileApi();
    renderRoutes(routes, `/candidate/${maria.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Santos' })).toBeInTheDocument();
    expect(document.title).toBe('Maria Santos · RemoteHire');
    expect(screen.getByText('Bookkeeper for small agencies, QuickBooks certified')).toBeInTheDocument();
    expect(screen.getByText('Member since Jun 10, 2025')).toBeInTheDocument();

    const overview = screen.getByRole('region', { name: 'At a glance' });
    expect(within(overview).getByText('Years of experience').nextSibling).toHaveTextContent('6');
    expect(within(overview).getByText('Asks for').nextSibling).toHaveTextContent('$1,400 a month');
    expect(within(overview).getByText('Experience level').nextSibling).toHaveTextContent('Intermediate');
    expect(within(screen.getByRole('region', { name: 'Skills' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'QuickBooks',
      'Xero',
      'Payroll',
    ]);
    expect(screen.getByRole('region', { name: 'About' })).toHaveTextContent('I close every month by the fifth working day.');
    const education = screen.getByRole('region', { name: 'Education' });
    expect(education).toHaveTextContent('Bachelor’s degree');
    expect(education).toHaveTextContent('University of the Philippines');
    expect(education).toHaveTextContent('2017');

    const standing = within(screen.getByRole('region', { name: 'Where they stand on your jobs' })).getAllByRole('listitem');
    expect(standing).toHaveLength(2);
    expect(within(standing[0]!).getByRole('link', { name: openJob.title })).toHaveAttribute('href', `/dashboard/activity/jobs/${openJob.id}`);
    expect(standing[0]).toHaveTextContent('Interviewing');
    expect(standing[1]).toHaveTextContent('Not selected');

    expect(screen.getByRole('link', { name: 'Invite to a job' })).toHaveAttribute('href', `/InviteJob?candidate=${maria.id}`);
    expect(await axeViolations()).toEqual([]);
  });

  it('leads back where the employer came from, filters included, else to the search', async () => {
    profileApi();
    const withBack = [
      ...routes,
      { path: '/dashboard/activity/job-applications', element: <h1>Applicants page</h1> },
      { path: '/employer/search', element: <h1>Search page</h1> },
    ];
    const backTo = { pathname: '/dashboard/activity/job-applications', search: '?status=shortlisted', hash: '' };
    const { router, unmount } = renderRoutes(withBack, { pathname: `/candidate/${maria.id}`, state: { backTo } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Santos' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to applicants' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Applicants page' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=shortlisted');
    unmount();

    // Opened directly (a bookmark, a new tab): back to the search.
    renderRoutes(withBack, `/candidate/${maria.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Santos' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the search' })).toHaveAttribute('href', '/employer/search');
  });

  it('reads the first client’s ?id= address as well', async () => {
    const asked = profileApi(profileOf(maria));
    renderRoutes(routes, `/Employer/CandidateProfileView?id=${maria.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Santos' })).toBeInTheDocument();
    expect(asked).toEqual([maria.id]);
    expect(screen.getByText('Maria has not applied to or been invited to any of your jobs yet.')).toBeInTheDocument();
  });

  it('says so when there is no such candidate, without asking the API about a malformed id', async () => {
    const asked = profileApi();
    const { unmount } = renderRoutes(routes, '/candidate/0d4e2f1a-9b8c-4d7e-a6f5-e4d3c2b1a090');
    expect(await screen.findByRole('heading', { level: 1, name: 'We can’t find this candidate' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find talent' })).toHaveAttribute('href', '/employer/search');
    unmount();
    renderRoutes(routes, '/Employer/CandidateProfileView?id=not-an-id');
    expect(await screen.findByRole('heading', { level: 1, name: 'We can’t find this candidate' })).toBeInTheDocument();
    expect(asked).toEqual(['0d4e2f1a-9b8c-4d7e-a6f5-e4d3c2b1a090']);
  });

  it('explains to a visitor that profiles are for signed-in employers, and signs them in back to it', async () => {
    server.use(anonymousMe);
    const { router } = renderRoutes(routes, `/candidate/${maria.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidate profile' })).toBeInTheDocument();
    expect(screen.getByText(/Candidate profiles are visible to signed-in employers/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a business account' })).toHaveAttribute('href', '/signup/employer');
    expect(await axeViolations()).toEqual([]);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: { pathname: `/candidate/${maria.id}`, search: '', hash: '' } });
  });

  it('tells a candidate that profiles are for business accounts', async () => {
    server.use(signedInAs(grace));
    renderRoutes(routes, `/candidate/${maria.id}`);
    expect(await screen.findByText('Candidate profiles are visible to business accounts only.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('offers to try again when the profile cannot be loaded', async () => {
    let fail = true;
    server.use(
      signedInAs(ada),
      http.get(apiUrl('/employer/candidates/:id'), () => (fail ? problem(503, 'UNAVAILABLE', 'The service is busy.') : HttpResponse.json(mariaProfile))),
    );
    renderRoutes(routes, `/candidate/${maria.id}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load this profile.');
    fail = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Maria Santos' })).toBeInTheDocument());
  });
});
