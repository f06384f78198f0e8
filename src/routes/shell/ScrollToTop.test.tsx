import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { ScrollToTop } from './ScrollToTop';

describe('ScrollToTop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('scrolls to the top on each path change, even where scrollTo returns a Promise', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation((() => Promise.resolve()) as never);
    const router = createMemoryRouter(
      [{ element: <><ScrollToTop /><Outlet /></>, children: [{ path: '/', element: <p>one</p> }, { path: '/two', element: <p>two</p> }, { path: '/three', element: <p>three</p> }] }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/two'));
    await act(() => router.navigate('/three'));
    expect(scrollTo).toHaveBeenCalledTimes(3);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });
});
