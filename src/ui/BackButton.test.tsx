import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { BackButton } from './BackButton';
import { renderWithUi } from './render-with-ui';

describe('BackButton', () => {
  it('is labelled Back and calls onBack', async () => {
    const onBack = vi.fn();
    renderWithUi(<BackButton onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('goes one step back in history without onBack', async () => {
    const router = createMemoryRouter(
      [
        { path: '/jobs', element: <h1>Jobs</h1> },
        { path: '/jobs/7', element: <BackButton /> },
      ],
      { initialEntries: ['/jobs', '/jobs/7'], initialIndex: 1 },
    );
    renderWithUi(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Jobs' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/jobs');
  });

  it('falls back to the browser history outside a router', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    renderWithUi(<BackButton label="Previous step" />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(back).toHaveBeenCalledTimes(1);
  });
});
