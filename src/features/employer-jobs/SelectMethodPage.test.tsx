import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { axeViolations } from '../../../tests/doubles/a11y';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { jobsStore } from '../../../tests/doubles/stores/jobs';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import '../../../tests/unit/employer-jobs/page-setup';
import SelectMethodPage from './SelectMethodPage';

const server = mockApi();

const routes = [
  { path: '/dashboard/activity/jobs/select-method', element: <RequireAuth><SelectMethodPage /></RequireAuth> },
  { path: '/dashboard/activity/jobs/post-job', element: <h1>Post a job</h1> },
  { path: '/dashboard', element: <h1>Dashboard</h1> },
];

describe('SelectMethodPage', () => {
  it('explains both ways to hire and goes on with the one chosen by keyboard', async () => {
    server.use(...jobsStore([]).handlers);
    const { router } = renderRoutes(routes, '/dashboard/activity/jobs/select-method');
    const group = await screen.findByRole('group', { name: 'How do you want to hire?' });
    expect(document.title).toBe('Choose a way to hire · RemoteHire');
    const fullTime = within(group).getByRole('radio', { name: 'Full-time' });
    const fractional = within(group).getByRole('radio', { name: 'Fractional (by the hour)' });
    // What each means is the radio's description, fees from the price table.
    expect(fullTime).toHaveAccessibleDescription(expect.stringContaining('You set a monthly salary.'));
    expect(fullTime).toHaveAccessibleDescription(expect.stringContaining('Usually 40 hours a week.'));
    expect(fullTime).toHaveAccessibleDescription(
      expect.stringContaining('$299 (Entry level), $399 (Intermediate), $499 (Expert)'),
    );
    expect(fullTime).toHaveAccessibleDescription(expect.stringContaining('$199 per hire'));
    expect(fractional).toHaveAccessibleDescription(expect.stringContaining('You set an hourly rate.'));
    expect(fractional).toHaveAccessibleDescription(expect.stringContaining('up to 29 a week'));
    expect(await axeViolations()).toEqual([]);

    const user = userEvent.setup();
    // Continue before choosing says what is missing and goes nowhere.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(group).toHaveAccessibleDescription('Choose full-time or fractional.');
    expect(router.state.location.pathname).toBe('/dashboard/activity/jobs/select-method');

    await user.click(fullTime);
    expect(fullTime).toBeChecked();
    // Arrows move the choice without leaving the page.
    await user.keyboard('{ArrowRight}');
    expect(fractional).toBeChecked();
    expect(router.state.location.pathname).toBe('/dashboard/activity/jobs/select-method');
    expect(group).not.toHaveAccessibleDescription();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/dashboard/activity/jobs/post-job');
    expect(router.state.location.search).toBe('?method=fractional');
  });

  it('tells another role the page is for employers', async () => {
    server.use(...jobsStore([], { user: { ...ada, role: 'agent' } }).handlers);
    renderRoutes(routes, '/dashboard/activity/jobs/select-method');
    expect(await screen.findByText('This page is for employers: it is where they post and manage their jobs.')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
