import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { accountAliases } from '@/routes/router';
import { mockApi, renderRoutes } from '../doubles/render';
import { anonymousMe } from '../doubles/session';

// The app asks who is signed in as it starts; nobody is.
mockApi(anonymousMe);

describe('older addresses of the account settings', () => {
  it.each(['/dashboard/me', '/employer/Account', '/employer/account'])('%s opens /settings', async (path) => {
    const { router } = renderRoutes([...accountAliases, { path: '/settings', element: <p>settings page</p> }], path);
    expect(await screen.findByText('settings page')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
  });
});
