import { render, screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppUiProvider } from '@/ui/AppUiProvider';
import { axeViolations } from '../../tests/doubles/a11y';
import { MaintenancePage } from './MaintenancePage';

function Broken(): never {
  throw new Error('the page broke');
}

const syncFlush = (fn: () => unknown) => void flushSync(fn);

describe('MaintenancePage', () => {
  afterEach(() => vi.restoreAllMocks());

  it("says the first client's words when a page fails to render, with plain links home and to help", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <MaintenancePage /> }], { initialEntries: ['/'] });
    render(
      <AppUiProvider>
        <RouterProvider router={router} flushSync={syncFlush} />
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
});
