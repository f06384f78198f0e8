import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { routes as appRoutes } from '@/routes/router';
import { axeViolations } from '../../../tests/doubles/a11y';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { grace } from '../../../tests/doubles/fixtures/accounts';
import { makeClockStatus, makeReport } from '../../../tests/doubles/fixtures/my-work';
import { myWorkStore, type MyWorkStoreOptions } from '../../../tests/doubles/stores/my-work';
import '../../../tests/unit/employer-jobs/page-setup';
import ReportComposerPage from './ReportComposerPage';
import ReportPage from './ReportPage';

const server = mockApi();
const routes = [
  { path: '/candidate/create-eod-report', element: <RequireAuth><ReportComposerPage /></RequireAuth> },
  { path: '/candidate/report/:id', element: <RequireAuth><ReportPage /></RequireAuth> },
];

function open(options: MyWorkStoreOptions = {}) {
  const store = myWorkStore({ clock: makeClockStatus('done'), ...options });
  server.use(signedInAs(grace), ...store.handlers);
  return { store, ...renderRoutes(routes, '/candidate/create-eod-report') };
}

describe('ReportComposerPage', () => {
  it('is the address’s page, not a candidate profile', () => {
    const page = matchRoutes(appRoutes, '/candidate/create-eod-report')?.at(-1)?.route;
    expect(page?.path).toBe('/candidate/create-eod-report');
  });

  it('keeps what is typed through a reload, says what is missing, and files the report', async () => {
    const user = userEvent.setup({ delay: null });
    const { store, unmount } = open();
    await screen.findByRole('heading', { level: 1, name: "Today's report" });
    // The clock's eight hours are offered.
    expect(screen.getByLabelText('Hours worked')).toHaveDisplayValue('8 hr');
    await user.click(screen.getByRole('button', { name: 'File the report' }));
    expect(screen.getByLabelText('What I did today')).toHaveAccessibleDescription('Write what you did today.');
    expect(screen.getByLabelText('Plan for tomorrow')).toHaveAccessibleDescription('Write your plan for tomorrow.');
    expect(store.state.calls).toEqual([]);
    await user.click(screen.getByLabelText('What I did today'));
    await user.paste('Reconciled the bank statements.');
    expect(await axeViolations()).toEqual([]);

    unmount();
    renderRoutes(routes, '/candidate/create-eod-report');
    expect(await screen.findByText('We kept what you were writing.')).toBeInTheDocument();
    expect(screen.getByLabelText('What I did today')).toHaveValue('Reconciled the bank statements.');
    await user.click(screen.getByLabelText('Plan for tomorrow'));
    await user.paste('Close March.');
    await user.selectOptions(screen.getByLabelText('Hours worked'), '7 hr 30 min');
    await user.click(screen.getByRole('button', { name: 'File the report' }));

    expect(await screen.findByRole('heading', { level: 1, name: /^Report of / })).toBeInTheDocument();
    expect(screen.getByText('Reconciled the bank statements.')).toBeInTheDocument();
    expect(store.state.reports[0]).toMatchObject({ done: 'Reconciled the bank statements.', plan: 'Close March.', worked_minutes: 450 });
    expect(sessionStorage.length).toBe(0);
  });

  it('changes today’s report when another tab filed it meanwhile', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = open();
    await screen.findByRole('heading', { level: 1, name: "Today's report" });
    await user.click(screen.getByLabelText('What I did today'));
    await user.paste('Paid the suppliers.');
    await user.click(screen.getByLabelText('Plan for tomorrow'));
    await user.paste('Payroll.');
    const filedElsewhere = makeReport();
    store.state.reports.unshift(filedElsewhere);
    await user.click(screen.getByRole('button', { name: 'File the report' }));

    const note = await screen.findByText(/^Today's report was already filed/);
    expect(note).toHaveAttribute('role', 'status');
    await user.click(screen.getByRole('button', { name: 'Save the changes' }));
    expect(await screen.findByRole('heading', { level: 1, name: /^Report of / })).toBeInTheDocument();
    expect(store.state.calls).toEqual(['report', 'reportChange']);
    expect(store.state.reports).toHaveLength(1);
    expect(store.state.reports[0]).toMatchObject({ id: filedElsewhere.id, done: 'Paid the suppliers.' });
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Change this report' })).toHaveAttribute('href', '/candidate/create-eod-report');
  });
});
