// The switcher in a build of one language (scripts/build-client.mjs), here English: the other
// languages are not in it, so choosing one loads the page again from the server, which sends that
// language's build. The tests otherwise run the copy that speaks all four (LanguagePage.test.tsx).
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type * as pageLanguage from '@/lib/page-language';
import { cookieLocale, reloadPage } from '@/lib/page-language';
import { apiUrl } from '../../../tests/doubles/api';
import { HeldCalls } from '../../../tests/doubles/held-calls';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe, signedInAs } from '../../../tests/doubles/session';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import { LanguageSwitcher } from './LanguageSwitcher';

vi.mock('@/lib/page-language', async (importOriginal) => {
  const actual = await importOriginal<typeof pageLanguage>();
  return {
    ...actual,
    BUILT_LOCALE: 'en',
    needsOtherBuild: (locale: Parameters<typeof actual.needsOtherBuild>[0]) => actual.needsOtherBuild(locale, 'en'),
    reloadPage: vi.fn(),
  };
});

const server = mockApi(anonymousMe);
const reloads = vi.mocked(reloadPage);

const show = async () => {
  renderRoutes([{ path: '/', element: <LanguageSwitcher /> }], '/');
  return screen.findByRole('combobox', { name: 'Language' });
};

describe('the language switcher in a build of one language', () => {
  it('writes the choice for the server, then loads the page again, changing nothing in place', async () => {
    reloads.mockClear();
    const select = await show();
    await userEvent.selectOptions(select, 'fr');
    await waitFor(() => expect(reloads).toHaveBeenCalledTimes(1));
    // The cookie the server reads to send the French build (server/http/page-locale.ts).
    expect(cookieLocale(document.cookie)).toBe('fr');
    // This build cannot show French: the page stays as it is until the reload replaces it.
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('keeps a signed-in user’s choice on the account before loading the page again', async () => {
    reloads.mockClear();
    const patches = new HeldCalls<void>();
    const sent: unknown[] = [];
    server.use(
      signedInAs(ada),
      http.patch(apiUrl('/auth/me'), async ({ request }) => {
        const body = (await request.json()) as { locale: 'es' };
        sent.push(body);
        await patches.take();
        return HttpResponse.json({ user: { ...ada, locale: body.locale } });
      }),
    );
    const select = await show();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('usid') ?? 'null')?.email).toBe(ada.email));
    await userEvent.selectOptions(select, 'es');
    await patches.arrival();
    expect(sent).toEqual([{ locale: 'es' }]);
    // A reload now would cut the request short: the account would keep the old language.
    expect(reloads).not.toHaveBeenCalled();
    await patches.release();
    await waitFor(() => expect(reloads).toHaveBeenCalledTimes(1));
    expect(JSON.parse(localStorage.getItem('usid')!).locale).toBe('es');
  });
});
