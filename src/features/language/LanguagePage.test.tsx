import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setLocale } from '@/generated/paraglide/runtime.js';
import { apiUrl } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe, signedInAs } from '../../../tests/doubles/session';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import LanguagePage from './LanguagePage';

const server = mockApi(anonymousMe);
const routes = [{ path: '/language', element: <LanguagePage /> }];

/** Ada is signed in and PATCH /auth/me keeps the language she picks; the bodies sent are returned. */
function adaKeepsLanguages() {
  const patches: unknown[] = [];
  server.use(
    signedInAs(ada),
    http.patch(apiUrl('/auth/me'), async ({ request }) => {
      const body = (await request.json()) as { locale: string };
      patches.push(body);
      return HttpResponse.json({ user: { ...ada, locale: body.locale } });
    }),
  );
  return patches;
}

describe('the language page', () => {
  it('keeps a signed-in user’s choice on the account, so mails follow it', async () => {
    setLocale('en', { reload: false });
    const patches = adaKeepsLanguages();
    renderRoutes(routes, '/language');
    await waitFor(() => expect(JSON.parse(localStorage.getItem('usid') ?? 'null')?.email).toBe(ada.email));
    await userEvent.click(await screen.findByText(/Español/));
    await waitFor(() => expect(patches).toEqual([{ locale: 'es' }]));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('usid')!).locale).toBe('es'));
    expect(document.documentElement.lang).toBe('es');
    setLocale('en', { reload: false });
  });

  it('keeps a language asked for by the address (?lang=) on a signed-in account too, once', async () => {
    setLocale('es', { reload: false }); // as start() sets it from ?lang=es
    window.history.replaceState(null, '', '/language?lang=es');
    const patches = adaKeepsLanguages();
    try {
      renderRoutes(routes, '/language');
      await waitFor(() => expect(patches).toEqual([{ locale: 'es' }]));
      await waitFor(() => expect(JSON.parse(localStorage.getItem('usid')!).locale).toBe('es'));
      expect(patches).toHaveLength(1);
    } finally {
      window.history.replaceState(null, '', '/');
      setLocale('en', { reload: false });
    }
  });

  it('changes only the app for a visitor who is not signed in', async () => {
    setLocale('en', { reload: false });
    renderRoutes(routes, '/language');
    await userEvent.click(await screen.findByText(/Français/));
    // onUnhandledRequest: 'error' fails the test if a PATCH is sent.
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    // The choice is kept for the next pages: the server and the next start read this cookie.
    expect(document.cookie).toMatch(/(^|; )lang=fr(;|$)/);
    setLocale('en', { reload: false });
  });
});
