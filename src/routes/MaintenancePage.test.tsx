import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppUiProvider } from '@/ui/AppUiProvider';
import { axeViolations } from '../../tests/doubles/a11y';
import { AppRoutes } from './AppRoutes';

function Broken(): never {
  throw new Error('the page broke');
}

const routes = [{ path: '/', element: <Broken /> }];

describe('MaintenancePage', () => {
  afterEach(() => vi.restoreAllMocks());

  it("says the first client's words when a page fails to render, with plain links home and to help", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <AppUiProvider>
        <MemoryRouter initialEntries={['/']}>
          <AppRoutes routes={routes} />
        </MemoryRouter>
      </AppUiProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: "Sorry, we're currently down for scheduled maintenance." })).toBeInTheDocument();
    expect(screen.getByText('Your data is safe. Please try again in a few minutes.')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    // Full page loads, not router links: the client state is what failed.
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Find an answer in our help pages' })).toHaveAttribute('href', '/help');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(document.title).toBe('Scheduled maintenance');
    expect(logged.mock.calls.some(([first]) => first instanceof Error && first.message === 'the page broke')).toBe(true);
    expect(await axeViolations()).toEqual([]);
  }, 20_000);

  it('lets the next address render again: the failure belongs to the page that failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const withWayOut = [
      { path: '/', element: <Broken /> },
      { path: '/help', element: <p>help page</p> },
    ];
    function Leave() {
      return <Link to="/help">leave</Link>;
    }
    render(
      <AppUiProvider>
        <MemoryRouter initialEntries={['/']}>
          <Leave />
          <AppRoutes routes={withWayOut} />
        </MemoryRouter>
      </AppUiProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: "Sorry, we're currently down for scheduled maintenance." })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'leave' }));
    expect(await screen.findByText('help page')).toBeInTheDocument();
  });
});
