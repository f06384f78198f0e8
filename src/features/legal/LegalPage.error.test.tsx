import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe } from '../../../tests/doubles/session';
import LegalPage from './LegalPage';
import * as pages from './legal-pages';

type LegalPages = typeof pages;

// A chunk that fails to download once (a dropped connection), then arrives.
vi.mock('./legal-pages', async (original) => {
  const actual = await original<LegalPages>();
  let failures = 1;
  return {
    ...actual,
    loadLegalPage: vi.fn((...args: Parameters<typeof actual.loadLegalPage>) =>
      failures-- > 0 ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : actual.loadLegalPage(...args),
    ),
  };
});

mockApi(anonymousMe);

describe('LegalPage when its text cannot be downloaded', { timeout: 20_000 }, () => {
  it('says so and loads it on retry', async () => {
    renderRoutes([{ path: '/Cookie-Notice', element: <LegalPage /> }], '/Cookie-Notice');
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t load this page.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie Notice' })).toBeInTheDocument();
    expect(pages.loadLegalPage).toHaveBeenCalledTimes(2);
  });
});
