import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setLocale } from '@/generated/paraglide/runtime.js';
import { localeOfThisVisit, rememberLocaleChoice, servedLocale } from '@/lib/page-language';
import { createQueryClient } from '@/lib/query-client';
import { preloadPublicContent } from '@/routes/public-content';
import { routes } from '@/routes/router';
import { matchRoutes } from 'react-router';
import { App } from './App';

/**
 * Renders the app into `root` in the visit's language (`localeOfThisVisit`); on a
 * prerendered page, in the language it was served in (which the server chose by the same
 * rule) and with its text already loaded, so that hydration finds exactly what was rendered.
 */
export async function start(root: HTMLElement, prerendered: boolean, onHydrated?: () => void): Promise<void> {
  const visit = localeOfThisVisit();
  const locale = (prerendered ? servedLocale() : undefined) ?? visit.locale;
  // Paraglide only holds the language (strategy globalVariable): the app decides it, before anything renders.
  setLocale(locale, { reload: false });
  // A language asked for by the address is a choice: it stays for the pages that follow.
  if (visit.source === 'address') rememberLocaleChoice(visit.locale);
  const queryClient = createQueryClient();
  const app = (
    <StrictMode>
      <App queryClient={queryClient} onMounted={onHydrated} />
    </StrictMode>
  );
  if (!prerendered) {
    createRoot(root).render(app);
    return;
  }
  // A chunk that fails to arrive (a flaky network) is the page's to report once it runs.
  await Promise.all([preloadPublicContent(queryClient, window.location.pathname, locale), preloadPage(window.location.pathname)]).catch(
    () => undefined,
  );
  hydrateRoot(root, app);
}

/** The page's own chunk, so that it hydrates with the rest rather than after it. */
async function preloadPage(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const page = (route.element as { type?: { preload?: () => Promise<unknown> } } | undefined)?.type;
      return page?.preload?.();
    }),
  );
}
