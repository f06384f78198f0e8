import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { components } from '@/generated/api';
import { RequireAuth } from '@/routes/guards';
import { axeViolations } from '../../../tests/doubles/a11y';
import { apiUrl } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { ada, grace } from '../../../tests/doubles/fixtures/accounts';
import { bookkeeper } from '../../../tests/doubles/fixtures/jobs';
import ActiveJobPage from './ActiveJobPage';

const server = mockApi();
const SLOW = { timeout: 20_000 };

const routes = [
  { path: '/Candidate/ActiveJob', element: <RequireAuth><ActiveJobPage /></RequireAuth> },
  { path: '/login', element: <h1>Sign in</h1> },
];
const at = '/Candidate/ActiveJob';

const contract: components['schemas']['ActiveJob'] = {
  offer_id: '55555555-eeee-4eee-8eee-555555555555',
  contract_type: 'full_time',
  pay_cents: 160_000,
  currency: 'USD',
  start_date: '2026-05-04',
  schedule: { work_days: ['mon', 'wed', 'fri'], start_time: '08:30', end_time: '16:30', timezone: 'Europe/London', hours_per_week: 24 },
  include_insurance: false,
  include_healthcare: true,
  secure_cloud_computing: false,
  hired_at: '2026-04-20T10:00:00.000Z',
  job: { id: bookkeeper.id, title: bookkeeper.title, hire_type: 'full_time', status: 'closed' },
  employer: { company_name: 'Analytical Engines Ltd', contact_name: 'Ada Lovelace' },
};

describe('ActiveJobPage', SLOW, () => {
  it('shows the current contract: employer, pay, start, schedule in the offer’s zone, add-ons and hire date', async () => {
    server.use(signedInAs(grace), http.get(apiUrl('/candidate/active-job'), () => HttpResponse.json({ job: contract })));
    renderRoutes(routes, at);
    expect(await screen.findByRole('heading', { level: 2, name: bookkeeper.title }, { timeout: 5000 })).toBeInTheDocument();
    expect(document.title).toBe('Your active job · RemoteHire');
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('EmployerAnalytical Engines Ltd');
    expect(main).toHaveTextContent('ContactAda Lovelace');
    expect(main).toHaveTextContent('Hired onApr 20, 2026');
    expect(main).toHaveTextContent('$1,600 a month');
    expect(main).toHaveTextContent('Start dateMay 4, 2026');
    expect(main).toHaveTextContent('Monday, Wednesday, and Friday');
    expect(main).toHaveTextContent('8:30 AM to 4:30 PM, London time');
    expect(main).toHaveTextContent('Hours a week24');
    expect(screen.getByRole('list')).toHaveTextContent('Healthcare (dental package)');
    expect(main).not.toHaveTextContent('Insurance');
    expect(screen.getByRole('link', { name: 'See the job post' })).toHaveAttribute('href', `/Candidate/JobView?id=${bookkeeper.id}`);
    expect(await axeViolations()).toEqual([]);
  });

  it('points to the jobs board when there is no contract', async () => {
    server.use(signedInAs(grace), http.get(apiUrl('/candidate/active-job'), () => HttpResponse.json({ job: null })));
    renderRoutes(routes, at);
    expect(await screen.findByText('No active job', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a job' })).toHaveAttribute('href', '/jobs');
    expect(await axeViolations()).toEqual([]);
  });

  it('tells other roles the page is for candidates', async () => {
    server.use(signedInAs(ada));
    renderRoutes(routes, at);
    expect(await screen.findByRole('heading', { level: 1, name: 'For candidates' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
