import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { components } from '@/generated/api';
import { RequireAuth } from '@/routes/guards';
import { axeViolations } from '../../../tests/doubles/a11y';
import { apiUrl, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { HeldCalls } from '../../../tests/doubles/held-calls';
import { adminSecondStepOn, signedInAs } from '../../../tests/doubles/session';
import { ada, grace, type User } from '../../../tests/doubles/fixtures/accounts';
import { makeComplianceDocument } from '../../../tests/doubles/fixtures/onboarding';
import DashboardPage from './DashboardPage';

type EmployerDashboard = components['schemas']['EmployerDashboard'];
type CandidateDashboard = components['schemas']['CandidateDashboard'];

const job = { id: '6f1c2c49-5a43-4c3e-9a57-0c9f1f1e2a10', title: 'Bookkeeper for a bakery', hire_type: 'full_time', status: 'open' } as const;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const busyEmployer: EmployerDashboard = {
  counts: {
    open_jobs: 2,
    draft_jobs: 1,
    to_review: 5,
    shortlisted: 3,
    interviews_upcoming: 1,
    interviews_to_reschedule: 1,
    offers_pending: 2,
    offers_awaiting_payment: 1,
    active_staff: 4,
  },
  activity: [
    { id: 'a1', type: 'offer_accepted', created_at: minutesAgo(5), job, counterpart: 'Grace Hopper' },
    { id: 'a2', type: 'application_received', created_at: minutesAgo(180), job, counterpart: 'Alan Turing' },
  ],
};

const candidateHome: CandidateDashboard = {
  counts: { invitations: 1, active_applications: 3, interviews_to_answer: 2, interviews_upcoming: 1, offers_to_answer: 0 },
  profile_complete: false,
  activity: [{ id: 'c1', type: 'interview_invited', created_at: minutesAgo(30), job, counterpart: 'Analytical Engines Ltd' }],
};

const signIn = (user: User) => [
  signedInAs(user),
  http.get(apiUrl('/auth/sessions'), () => HttpResponse.json({ sessions: [] })),
];

const server = mockApi(adminSecondStepOn);

// The first paint loads the page and its data cold; on a busy machine that takes longer than the default second.
const FIRST_PAINT = { timeout: 5_000 };

const show = () => renderRoutes([{ path: '/dashboard', element: <RequireAuth><DashboardPage /></RequireAuth> }], '/dashboard');

const countLink = (region: HTMLElement, label: string) => within(region).getByRole('link', { name: new RegExp(`^${label} \\d+$`) });

describe('DashboardPage for an employer', () => {
  it('keeps the places of the counts while they load, so nothing below jumps when they come', async () => {
    const counts = new HeldCalls<typeof busyEmployer>();
    server.use(...signIn(ada), http.get(apiUrl('/employer/dashboard'), async () => HttpResponse.json(await counts.take())));
    show();
    const summary = await screen.findByRole('region', { name: 'Your hiring at a glance' }, FIRST_PAINT);
    expect(summary).toHaveAttribute('aria-busy', 'true');
    expect(within(summary).getByRole('status')).toHaveTextContent('Loading your dashboard');
    // Every card is there already, each the link it will be, its count not yet.
    expect(within(summary).getAllByRole('link')).toHaveLength(9);
    expect(within(summary).getByRole('link', { name: 'Applicants to review' })).toHaveAttribute('href', '/dashboard/activity/job-applications?status=applied');
    await counts.release(busyEmployer);
    expect(await within(summary).findByRole('link', { name: 'Applicants to review 5' })).toBeInTheDocument();
    expect(summary).not.toHaveAttribute('aria-busy');
    expect(within(summary).queryByRole('status')).toBeNull();
  });

  it('sums up each stage as links to the filtered lists, with the latest news', async () => {
    server.use(...signIn(ada), http.get(apiUrl('/employer/dashboard'), () => HttpResponse.json(busyEmployer)));
    show();
    const summary = await screen.findByRole('region', { name: 'Your hiring at a glance' }, FIRST_PAINT);
    await within(summary).findByRole('link', { name: /^Applicants to review \d+$/ }, FIRST_PAINT);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(countLink(summary, 'Applicants to review')).toHaveAttribute('href', '/dashboard/activity/job-applications?status=applied');
    expect(countLink(summary, 'Applicants to review')).toHaveTextContent('5');
    expect(countLink(summary, 'Accepted offers awaiting payment')).toHaveAttribute('href', '/dashboard/activity/offers?status=awaiting_payment');
    expect(countLink(summary, 'Interviews awaiting new times')).toHaveAttribute(
      'href',
      '/dashboard/activity/interviews?status=reschedule_requested',
    );
    expect(countLink(summary, 'Active staff')).toHaveTextContent('4');
    expect(within(summary).getAllByRole('link')).toHaveLength(9);
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/dashboard/activity/jobs/select-method');

    const news = within(screen.getByRole('region', { name: 'Recent activity' })).getAllByRole('listitem');
    expect(news).toHaveLength(2);
    expect(within(news[0]!).getByRole('link', { name: 'Grace Hopper accepted your offer for Bookkeeper for a bakery' })).toHaveAttribute(
      'href',
      `/dashboard/activity/offers?job=${job.id}`,
    );
    expect(news[0]).toHaveTextContent('5 minutes ago');
    expect(within(news[1]!).getByRole('link', { name: 'Alan Turing applied for Bookkeeper for a bakery' })).toHaveAttribute(
      'href',
      `/dashboard/activity/jobs/${job.id}`,
    );
    expect(news[1]).toHaveTextContent('3 hours ago');

    // The account stays reachable below.
    expect(screen.getByRole('region', { name: 'Your account' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  }, 20_000);

  it('shows a new employer the first steps instead of a wall of zeros', async () => {
    const zero = Object.fromEntries(Object.keys(busyEmployer.counts).map((k) => [k, 0])) as EmployerDashboard['counts'];
    server.use(...signIn(ada), http.get(apiUrl('/employer/dashboard'), () => HttpResponse.json({ counts: zero, activity: [] })));
    show();
    const welcome = (await screen.findByText('Welcome! Your first hire starts with a job post.', {}, FIRST_PAINT)).closest<HTMLElement>('[role=status]')!.parentElement!;
    expect(within(welcome).getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/dashboard/activity/jobs/select-method');
    expect(within(welcome).getByRole('link', { name: 'Search candidates' })).toHaveAttribute('href', '/employer/search');
    expect(screen.queryByRole('region', { name: 'Your hiring at a glance' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  }, 20_000);

  it('says what went wrong and loads again on Try again', async () => {
    let calls = 0;
    server.use(
      ...signIn(ada),
      http.get(apiUrl('/employer/dashboard'), () => {
        calls += 1;
        if (calls === 1) return problem(503, 'UNAVAILABLE', 'The service is busy, try again shortly.');
        return HttpResponse.json(busyEmployer);
      }),
    );
    show();
    const alert = await screen.findByRole('alert', {}, FIRST_PAINT);
    expect(alert).toHaveTextContent('We could not load your dashboard. The service is busy, try again shortly.');
    expect(await axeViolations()).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Your hiring at a glance' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  }, 20_000);
});

describe('DashboardPage for a candidate', () => {
  it('puts what needs an answer first, asks to complete the profile, and lists the news', async () => {
    server.use(...signIn(grace), http.get(apiUrl('/candidate/dashboard'), () => HttpResponse.json(candidateHome)));
    show();
    const todo = await screen.findByRole('region', { name: 'Waiting for your answer' }, FIRST_PAINT);
    expect(countLink(todo, 'Invitations to apply')).toHaveAttribute('href', '/dashboard/candidate/applied-jobs?status=invited');
    expect(countLink(todo, 'Interview invitations')).toHaveTextContent('2');
    expect(countLink(todo, 'Interview invitations')).toHaveAttribute('href', '/dashboard/candidate/job-interviews?status=proposed');
    // Nothing to answer about offers: no card saying 0.
    expect(within(todo).queryByRole('link', { name: /Offers to answer/ })).not.toBeInTheDocument();
    const progress = screen.getByRole('region', { name: 'In progress' });
    expect(countLink(progress, 'Active applications')).toHaveTextContent('3');

    const banner = screen.getByRole('region', { name: 'Complete your profile to be found by employers' });
    expect(within(banner).getByRole('link', { name: 'Complete my profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Find jobs' })).toHaveAttribute('href', '/jobs');
    expect(screen.getByRole('link', { name: 'Analytical Engines Ltd invited you to an interview for Bookkeeper for a bakery' })).toHaveAttribute(
      'href',
      '/dashboard/candidate/job-interviews',
    );
    expect(screen.queryByRole('link', { name: 'Post a job' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  }, 20_000);

  it('is calm when nothing waits and the profile is complete', async () => {
    server.use(
      ...signIn(grace),
      http.get(apiUrl('/candidate/dashboard'), () =>
        HttpResponse.json({
          counts: { invitations: 0, active_applications: 0, interviews_to_answer: 0, interviews_upcoming: 0, offers_to_answer: 0 },
          profile_complete: true,
          activity: [],
        } satisfies CandidateDashboard),
      ),
    );
    show();
    expect(await screen.findByText('Nothing needs an answer right now.', {}, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Complete your profile/ })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Recent activity' })).getByRole('status')).toHaveTextContent(
      'Invitations, interviews and offers from employers will appear here.',
    );
  });
});

describe('DashboardPage for other roles', () => {
  it('keeps the account overview and asks for no hiring summary', async () => {
    // mockApi fails the test on any request without a handler, so a dashboard call would show.
    server.use(...signIn({ ...ada, role: 'agent', company_name: undefined }));
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' }, FIRST_PAINT)).toBeInTheDocument();
    expect(screen.getByText('You are signed in as recruiting agent.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your account' })).toBeInTheDocument();
    expect(await screen.findByText('Devices signed in to your account: 0')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recent activity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Post a job' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  }, 20_000);
});

describe('DashboardPage for an administrator', () => {
  const admin: User = { ...ada, role: 'admin', company_name: undefined };
  const waiting = (count: number, hasMore: boolean) => {
    const queries: URLSearchParams[] = [];
    const handler = http.get(apiUrl('/admin/grant-applications'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const items = Array.from({ length: count }, (_, i): components['schemas']['GrantApplication'] => ({
        id: `1b0f7c8e-1111-4a2b-8c3d-${String(i).padStart(12, '0')}`,
        organisation_name: `Organisation ${i}`,
        organisation_type: 'non_profit',
        country: 'IE',
        employees: '1-10',
        hires_planned: 1,
        reason: 'We need a remote bookkeeper.',
        status: 'submitted',
        submitted_at: '2026-11-02T10:00:00.000Z',
      }));
      return HttpResponse.json({ items, page: 1, page_size: 100, has_more: hasMore } satisfies components['schemas']['GrantApplicationPage']);
    });
    return { handler, queries };
  };

  /** Compliance documents waiting: `count` of them, on a page of 50. */
  const documentsWaiting = (count: number) =>
    http.get(apiUrl('/admin/compliance/documents'), () =>
      HttpResponse.json({
        items: Array.from({ length: count }, (_, i) => ({
          document: makeComplianceDocument({ id: `2c0f7c8e-2222-4a2b-8c3d-${String(i).padStart(12, '0')}` }),
          candidate: { id: `3d0f7c8e-3333-4a2b-8c3d-${String(i).padStart(12, '0')}`, firstname: 'Juan', lastname: `Dela Cruz ${i}`, country: 'PH' },
        })),
        page: 1,
        page_size: 50,
        has_more: false,
        countries: count > 0 ? ['PH'] : [],
      } satisfies components['schemas']['ComplianceReviewPage']),
    );

  /** Vetting cases waiting: `count` of them. */
  const vettingWaiting = (count: number) =>
    http.get(apiUrl('/admin/vetting'), () =>
      HttpResponse.json({
        items: Array.from({ length: count }, (_, i) => ({
          candidate: { id: `4e0f7c8e-4444-4a2b-8c3d-${String(i).padStart(12, '0')}`, firstname: 'Diego', lastname: `Ramírez ${i}`, country: 'CO' },
          status: 'in_review' as const,
        })),
        page: 1,
        page_size: 50,
        has_more: false,
      } satisfies components['schemas']['VettingReviewPage']),
    );

  it('counts the grant applications and compliance documents waiting and leads to their review', async () => {
    const list = waiting(3, false);
    server.use(...signIn(admin), list.handler, documentsWaiting(2), vettingWaiting(4));
    show();
    const summary = await screen.findByRole('region', { name: 'Waiting for a decision' }, FIRST_PAINT);
    const count = countLink(summary, 'Grant applications to decide');
    expect(count).toHaveTextContent('3');
    expect(count).toHaveAttribute('href', '/admin/grant-applications?status=submitted');
    const documents = countLink(summary, 'Compliance documents to review');
    expect(documents).toHaveTextContent('2');
    expect(documents).toHaveAttribute('href', '/admin/compliance?status=submitted');
    const vetting = countLink(summary, 'Vetting cases to review');
    expect(vetting).toHaveTextContent('4');
    expect(vetting).toHaveAttribute('href', '/admin/vetting');
    expect(screen.getByRole('link', { name: 'Review grant applications' })).toHaveAttribute('href', '/admin/grant-applications');
    expect(list.queries[0]?.get('status')).toBe('submitted');
    expect(screen.queryByRole('region', { name: 'Recent activity' })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  }, 20_000);

  it('says "100+" when more than a page is waiting', async () => {
    server.use(...signIn(admin), waiting(100, true).handler, documentsWaiting(0), vettingWaiting(0));
    show();
    const summary = await screen.findByRole('region', { name: 'Waiting for a decision' }, FIRST_PAINT);
    expect(within(summary).getByRole('link', { name: 'Grant applications to decide 100+' })).toBeInTheDocument();
  }, 20_000);

  it('says when the queue cannot be loaded and loads it again', async () => {
    let fail = true;
    server.use(
      ...signIn(admin),
      http.get(apiUrl('/admin/grant-applications'), () =>
        fail
          ? problem(503, 'UNAVAILABLE', 'The service is busy, try again shortly.')
          : HttpResponse.json({ items: [], page: 1, page_size: 100, has_more: false }),
      ),
      documentsWaiting(0),
      vettingWaiting(0),
    );
    show();
    expect(await screen.findByRole('alert', {}, FIRST_PAINT)).toHaveTextContent('We could not load your dashboard. The service is busy, try again shortly.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    const summary = await screen.findByRole('region', { name: 'Waiting for a decision' });
    expect(countLink(summary, 'Grant applications to decide')).toHaveTextContent('0');
  }, 20_000);
});
