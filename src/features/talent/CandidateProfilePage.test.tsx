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

const mariaProfile: ReturnType<typeof profileOf> = {
  ...profileOf(maria, [
  { id: 'c0ffee00-0000-4000-8000-000000000001', status: 'interviewing', job: { id: openJob.id, title: openJob.title, hire_type: 'full_time', status: 'open' } },
  { id: 'c0ffee00-0000-4000-8000-000000000002', status: 'rejected', job: { id: secondJob.id, title: secondJob.title, hire_type: 'fractional', status: 'closed' } },
  ]),
  photo_url: `/api/v1/candidates/${maria.id}/photo?v=3`,
  cv: { file_name: 'maria-santos-cv.pdf', size_bytes: 52_000, uploaded_at: '2026-02-01T10:00:00.000Z', url: `/api/v1/candidates/${maria.id}/cv` },
  onboarding: {
    complete: false,
    steps: [
      { step: 'documents', state: 'done' },
      { step: 'identity', state: 'done' },
      { step: 'agreements', state: 'in_progress' },
      { step: 'intake_survey', state: 'to_do' },
    ],
  },
};

function profileApi(profile = mariaProfile) {
  const asked: string[] = [];
  server.use(
    // In Manila, as Maria works: her whole day is the employer's.
    signedInAs({ ...ada, timezone: 'Asia/Manila' }),
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
      'QuickBooks · 5 years',
      'Xero · 3 years',
      'Payroll · 4 years',
    ]);
    expect(screen.getByRole('region', { name: 'About' })).toHaveTextContent('I close every month by the fifth working day.');
    const history = within(screen.getByRole('region', { name: 'Work history' })).getAllByRole('listitem');
    expect(history[0]).toHaveTextContent('Bookkeeper at Northwind Bakeries');
    expect(history[0]).toHaveTextContent('Mar 2022 – now');
    expect(history[1]).toHaveTextContent('Jun 2019 – Feb 2022');
    expect(screen.getByRole('region', { name: 'Education' })).toHaveTextContent('Bachelor’s degree in AccountancyUniversity of the Philippines · 2013–2017');
    const languages = screen.getByRole('region', { name: 'Languages' });
    expect(languages).toHaveTextContent('Native speaker');
    expect(languages).toHaveTextContent('EnglishAdvanced (C1)');
    const hours = screen.getByRole('region', { name: 'Working hours' });
    expect(within(hours).getByText('Shared with your 9-to-5').nextSibling).toHaveTextContent('8 h a day');
    expect(within(hours).getByText('Days').nextSibling).toHaveTextContent('Monday, Tuesday, Wednesday, Thursday, Friday');
    // Links open elsewhere without handing over this page or our standing.
    const links = screen.getByRole('region', { name: 'Links' });
    const portfolio = within(links).getByRole('link', { name: /^Portfolio/ });
    expect(portfolio).toHaveAccessibleName('Portfolio (opens in a new tab)');
    expect(portfolio).toHaveAttribute('href', 'https://maria.example/portfolio');
    expect(portfolio).toHaveAttribute('target', '_blank');
    expect(portfolio).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(within(screen.getByRole('region', { name: 'CV' })).getByRole('link', { name: 'Download the CV (maria-santos-cv.pdf)' })).toHaveAttribute(
      'href',
      `/api/v1/candidates/${maria.id}/cv`,
    );
    // The photo beside the name, which says who it is: decoration to a screen reader.
    expect(document.querySelector('main img')).toHaveAttribute('src', `/api/v1/candidates/${maria.id}/photo?v=3`);
    expect(document.querySelector('main img')).toHaveAttribute('alt', '');
    expect(screen.getByText('Onboarding: 2 of 4 steps done')).toBeInTheDocument();
    // Writing to her starts from here (src/messaging).
    expect(screen.getByRole('button', { name: `Message ${maria.firstname} ${maria.lastname}` })).toHaveTextContent('Message');

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
