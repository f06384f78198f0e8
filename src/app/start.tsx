import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { getLocale, setLocale } from '@/generated/paraglide/runtime.js';
import { languageFor, type Locale } from '@/machines/main.machine';
import { createQueryClient } from '@/lib/query-client';
import { preloadPublicContent } from '@/routes/public-content';
import { routes } from '@/routes/router';
import { matchRoutes } from 'react-router';
import { App } from './App';

/**
 * Renders the app into `root`; on a prerendered page, in the language it was served in
 * and with its text already loaded, so that hydration finds exactly what was rendered.
 */
export async function start(root: HTMLElement, prerendered: boolean, onHydrated?: () => void): Promise<void> {
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
  const served = document.documentElement.dataset.locale;
  const locale = (served && languageFor(served) ? served : getLocale()) as Locale;
  if (getLocale() !== locale) setLocale(locale, { reload: false });
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
