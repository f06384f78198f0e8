import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setLocale } from '@/generated/paraglide/runtime.js';
import { BUILT_LOCALE, localeOfThisVisit, rememberLocaleChoice, servedLocale } from '@/lib/page-language';
import { createQueryClient } from '@/lib/query-client';
import { readLocal, USER_KEY } from '@/lib/storage';
import { isStoredUser } from '@/machines/session.machine';
import { preloadRoute } from '@/routes/route-preload';
import { routes } from '@/routes/router';
import { App } from './App';

/**
 * Renders the app into `root` in the visit's language (`localeOfThisVisit`); on a
 * prerendered page, in the language it was served in (which the server chose by the same
 * rule) and with its text already loaded, so that hydration finds exactly what was rendered.
 */
export async function start(root: HTMLElement, prerendered: boolean, onHydrated?: () => void): Promise<void> {
  const visit = localeOfThisVisit();
  // A build of one language was chosen by the server by the same rule, and speaks only that one.
  const locale = BUILT_LOCALE ?? (prerendered ? servedLocale() : undefined) ?? visit.locale;
  // Paraglide only holds the language (strategy globalVariable): the app decides it, before anything renders.
  setLocale(locale, { reload: false });
  // A language asked for by the address is a choice: it stays for the pages that follow.
  if (visit.source === 'address') rememberLocaleChoice(visit.locale);
  const queryClient = createQueryClient();
  // The page's script and data, asked for now rather than once the session has answered (the
  // session itself left with src/main.tsx). The role is the last one signed in here: the
  // session may still say otherwise, and then the page asks for its own data as usual.
  // A chunk that fails to arrive (a flaky network) is the page's to report once it runs.
  const scripts = preloadRoute(routes, window.location, readLocal(USER_KEY, isStoredUser)?.role).catch(() => undefined);
  const app = (
    <StrictMode>
      <App queryClient={queryClient} onMounted={onHydrated} />
    </StrictMode>
  );
  if (!prerendered) {
    createRoot(root).render(app);
    return;
  }
  // The page's own chunk too, so that it hydrates with the rest rather than after it. The public
  // pages' text loaders are a chunk of their own (src/main.tsx asks for it beside this script's),
  // so that a signed-in page's first script does not carry them.
  const content = import('@/routes/public-content').then(({ preloadPublicContent }) =>
    preloadPublicContent(queryClient, window.location.pathname, locale),
  );
  await Promise.all([content, scripts]).catch(() => undefined);
  hydrateRoot(root, app);
}
