import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/doubles/a11y';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe, signedInAs } from '../../../tests/doubles/session';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import HireStaffPage from './HireStaffPage';

// Any call the landing page made beyond the session check would fail the test: it needs no API.
const server = mockApi();

const routes = [{ path: '/hire-staff', element: <HireStaffPage /> }];

const rowOf = (table: HTMLElement, role: string) =>
  within(table).getAllByRole('row').find((row) => within(row).queryByRole('rowheader', { name: role }))!;

describe('HireStaffPage', { timeout: 30_000 }, () => {
  it('explains the service and lists every industry’s roles with their typical monthly cost', async () => {
    server.use(anonymousMe);
    renderRoutes(routes, '/hire-staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hire vetted remote staff, full-time or for the hours you need' })).toBeInTheDocument();
    expect(document.title).toBe('Hire remote staff · RemoteHire');

    const how = screen.getByRole('region', { name: 'How hiring works' });
    expect(within(how).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Post a job',
      'Interview',
      'Make an offer',
      'Pay and onboard',
    ]);
    expect(within(screen.getByRole('region', { name: 'What we do' })).getAllByRole('listitem')).toHaveLength(3);

    const roles = screen.getByRole('region', { name: 'Roles we staff' });
    expect(roles).toHaveTextContent('our service fee of $399');
    expect(roles).toHaveTextContent('one-time setup fee of $199');
    const industries = within(roles).getAllByRole('heading', { level: 3 });
    expect(industries).toHaveLength(21);
    expect(industries[0]).toHaveTextContent('Accounting');
    expect(within(roles).getAllByRole('table')).toHaveLength(21);
    expect(within(roles).getAllByRole('link')).toHaveLength(84);

    // Salary from the shared pay table, plus the intermediate service fee.
    const accounting = within(roles).getByRole('table', { name: 'Accounting' });
    expect(within(accounting).getAllByRole('columnheader').map((c) => c.textContent)).toEqual([
      'Role',
      'Typical salary',
      'Our service fee',
      'Typical monthly total',
    ]);
    const bookkeeper = rowOf(accounting, 'Bookkeeper');
    expect(within(bookkeeper).getAllByRole('cell').map((c) => c.textContent)).toEqual(['$1,400', '$399', '$1,799']);
    expect(within(bookkeeper).getByRole('link', { name: 'Bookkeeper' })).toHaveAttribute('href', '/hire-staff/bookkeeper');
    const developer = rowOf(within(roles).getByRole('table', { name: 'Information technology' }), 'Software Developer');
    expect(within(developer).getAllByRole('cell').map((c) => c.textContent)).toEqual(['$3,200', '$399', '$3,599']);

    const signUps = screen.getAllByRole('link', { name: 'Sign up as a business owner' });
    expect(signUps).toHaveLength(2);
    expect(signUps[0]).toHaveAttribute('href', '/signup/employer');
    expect(screen.queryByRole('link', { name: 'Post a job' })).not.toBeInTheDocument();
  });

  it('sends an employer to post a job or find talent', async () => {
    server.use(signedInAs(ada));
    renderRoutes(routes, '/hire-staff');
    expect((await screen.findAllByRole('link', { name: 'Post a job' }))[0]).toHaveAttribute('href', '/dashboard/activity/jobs/select-method');
    expect(screen.getAllByRole('link', { name: 'Find talent' })[0]).toHaveAttribute('href', '/employer/search');
    expect(screen.queryByRole('link', { name: 'Sign up as a business owner' })).not.toBeInTheDocument();
  });

  it('passes axe', async () => {
    server.use(anonymousMe);
    renderRoutes(routes, '/hire-staff');
    await screen.findAllByRole('link', { name: 'Sign up as a business owner' });
    expect(await axeViolations()).toEqual([]);
  });
});
