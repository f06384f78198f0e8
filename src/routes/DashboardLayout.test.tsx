import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../tests/doubles/a11y';
import { mockApi, renderRoutes } from '../../tests/doubles/render';
import { signedInAs } from '../../tests/doubles/session';
import { ada, type User } from '../../tests/doubles/fixtures/accounts';
import { DashboardLayout } from './DashboardLayout';
import { RequireAuth } from './guards';

const server = mockApi();

// The first paint loads the page and its data cold; on a busy machine that takes longer than the default second.
const FIRST_PAINT = { timeout: 5_000 };

const signIn = (user: User) => server.use(signedInAs(user));

const page = (name: string) => <h1>{name}</h1>;

const show = (path: string) =>
  renderRoutes(
    [
      {
        element: (
          <RequireAuth>
            <DashboardLayout />
          </RequireAuth>
        ),
        children: [
          { path: '/dashboard', element: page('Overview page') },
          { path: '/dashboard/activity/jobs', element: page('Jobs page') },
          { path: '/dashboard/activity/offers', element: page('Offers page') },
          { path: '/profile', element: page('Profile page') },
        ],
      },
    ],
    path,
  );

const sectionNames = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => link.textContent);

describe('DashboardLayout', () => {
  it('gives an employer the hiring sections and marks the one shown', async () => {
    signIn(ada);
    show('/dashboard/activity/jobs');
    expect(await screen.findByRole('heading', { name: 'Jobs page' }, FIRST_PAINT)).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Your workspace' });
    expect(sectionNames(nav)).toEqual(['Overview', 'Jobs', 'Applicants', 'Interviews', 'Offers', 'Staff', 'Fractional staff', 'Partners', 'Find talent']);
    expect(within(nav).getByRole('link', { name: 'Jobs' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Find talent' })).toHaveAttribute('href', '/employer/search');

    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Offers' }));
    expect(await screen.findByRole('heading', { name: 'Offers page' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Offers' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Jobs' })).not.toHaveAttribute('aria-current');
    expect(await axeViolations()).toEqual([]);
  }, 20_000);

  it('gives a candidate the job-seeking sections', async () => {
    signIn({ ...ada, role: 'candidate', company_name: undefined });
    show('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Your workspace' }, FIRST_PAINT);
    expect(sectionNames(nav)).toEqual(['Home', 'Find jobs', 'Applications', 'Interviews', 'Offers', 'My job', 'Onboarding', 'My BPO', 'Profile']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Applications' })).toHaveAttribute('href', '/dashboard/candidate/applied-jobs');
    expect(within(nav).getByRole('link', { name: 'My job' })).toHaveAttribute('href', '/Candidate/ActiveJob');
    expect(within(nav).getByRole('link', { name: 'Onboarding' })).toHaveAttribute('href', '/onboarding');
  });

  it('gives a partner its work, then its verification', async () => {
    signIn({ ...ada, role: 'bpo' });
    show('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Your workspace' }, FIRST_PAINT);
    expect(sectionNames(nav)).toEqual(['Overview', 'Worksites', 'Candidates', 'Accreditation', 'Verification']);
    expect(within(nav).getByRole('link', { name: 'Worksites' })).toHaveAttribute('href', '/debpo/worksites');
    expect(within(nav).getByRole('link', { name: 'Verification' })).toHaveAttribute('href', '/verify-bpo');
  });

  it('gives an administrator the partners’ queues and the reported messages', async () => {
    signIn({ ...ada, role: 'admin' });
    show('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Your workspace' }, FIRST_PAINT);
    expect(sectionNames(nav)).toEqual(['Overview', 'Partners', 'Worksite audits', 'Message reports']);
    expect(within(nav).getByRole('link', { name: 'Partners' })).toHaveAttribute('href', '/admin/partners');
    expect(within(nav).getByRole('link', { name: 'Message reports' })).toHaveAttribute('href', '/admin/message-reports');
  });
});
