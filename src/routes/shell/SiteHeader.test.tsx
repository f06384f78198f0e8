import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ada, anonymousMe, apiUrl, mockApi, renderRoutes, type User } from '../../../tests/unit/harness';
import { SiteHeader } from './SiteHeader';

const server = mockApi();

// The first paint loads the page and its data cold; on a busy machine that takes longer than the default second.
const FIRST_PAINT = { timeout: 5_000 };

const show = async () => {
  renderRoutes([{ path: '/', element: <SiteHeader /> }], '/');
  const nav = await screen.findByRole('navigation', { name: 'Main' }, FIRST_PAINT);
  return nav;
};

const linkNames = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => link.textContent);

const signedInAs = (user: User) => server.use(http.get(apiUrl('/auth/me'), () => HttpResponse.json({ user })));

describe('SiteHeader: the ways into the marketplace', () => {
  it('offers a visitor both finding a job and hiring', async () => {
    server.use(anonymousMe);
    const nav = await show();
    expect(await within(nav).findByRole('link', { name: 'Find jobs' }, FIRST_PAINT)).toHaveAttribute('href', '/jobs');
    expect(within(nav).getByRole('link', { name: 'Hire staff' })).toHaveAttribute('href', '/hire-staff');
  });

  it('offers a candidate jobs, not hiring', async () => {
    signedInAs({ ...ada, role: 'candidate', company_name: undefined });
    const nav = await show();
    expect(await within(nav).findByRole('link', { name: 'Find jobs' }, FIRST_PAINT)).toBeInTheDocument();
    expect(linkNames(nav)).not.toContain('Hire staff');
  });

  it('offers an employer hiring, not jobs', async () => {
    signedInAs(ada);
    const nav = await show();
    expect(await within(nav).findByRole('link', { name: 'Hire staff' }, FIRST_PAINT)).toBeInTheDocument();
    expect(linkNames(nav)).not.toContain('Find jobs');
  });

  it('offers an agent neither', async () => {
    signedInAs({ ...ada, role: 'agent' });
    const nav = await show();
    expect(await within(nav).findByRole('link', { name: 'Dashboard' }, FIRST_PAINT)).toBeInTheDocument();
    expect(linkNames(nav)).not.toContain('Hire staff');
    expect(linkNames(nav)).not.toContain('Find jobs');
  });
});
