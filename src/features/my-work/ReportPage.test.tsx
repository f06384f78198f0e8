import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { axeViolations } from '../../../tests/doubles/a11y';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { grace } from '../../../tests/doubles/fixtures/accounts';
import { makeReport, manilaToday, shiftDay } from '../../../tests/doubles/fixtures/my-work';
import { myWorkStore } from '../../../tests/doubles/stores/my-work';
import '../../../tests/unit/employer-jobs/page-setup';
import ReportPage from './ReportPage';

const server = mockApi();
const routes = [{ path: '/candidate/report/:id', element: <RequireAuth><ReportPage /></RequireAuth> }];

describe('ReportPage', () => {
  it('shows a past report with the employer’s comments, and no way to change it', async () => {
    const report = makeReport({
      work_date: shiftDay(manilaToday(), -1),
      editable: false,
      blockers: 'Waiting for the March invoices.',
      read_at: new Date().toISOString(),
      comment_count: 1,
      comments: [{ id: '0f0e0d0c-0b0a-4908-8706-050403020100', body: 'Thanks, chase the invoices tomorrow.', author: 'employer', author_name: 'Ada Lovelace', created_at: new Date().toISOString() }],
    });
    server.use(signedInAs(grace), ...myWorkStore({ reports: [report] }).handlers);
    renderRoutes(routes, `/candidate/report/${report.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: /^Report of / })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Blockers' })).toHaveTextContent('Waiting for the March invoices.');
    const comments = screen.getByRole('region', { name: 'Comments' });
    expect(within(comments).getByRole('listitem')).toHaveTextContent(/Ada Lovelace.*Thanks, chase the invoices tomorrow\./);
    expect(screen.getByRole('main')).toHaveTextContent('Hours worked8 hr');
    expect(screen.queryByRole('link', { name: 'Change this report' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your work' })).toHaveAttribute('href', '/Candidate/ActiveJob');
    expect(await axeViolations()).toEqual([]);
  });

  it('says so when the report is not one of the staff member’s', async () => {
    server.use(signedInAs(grace), ...myWorkStore().handlers);
    renderRoutes(routes, '/candidate/report/3b9f1c2e-8d4a-4f6b-9c1e-2a3b4c5d6e7f');
    expect(await screen.findByRole('heading', { level: 1, name: 'Report not found' })).toBeInTheDocument();
  });
});
