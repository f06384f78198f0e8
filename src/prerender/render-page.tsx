import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { overwriteGetLocale } from '@/generated/paraglide/runtime.js';
import { m } from '@/generated/paraglide/messages.js';
import { AppProviders } from '@/app/AppProviders';
import type { Locale } from '@/shared/languages';
import { PageMetaSink, type PageMeta } from '@/lib/page-meta-sink';
import { createQueryClient } from '@/lib/query-client';
import { AppRoutes } from '@/routes/AppRoutes';
import { preloadPublicContent } from '@/routes/public-content';
import { PUBLIC_PATHS } from '@/routes/public-routes';
import { routes } from '@/routes/router';

export { PUBLIC_PATHS };

export interface RenderedPage {
  /** The markup of `#root`. */
  html: string;
  /** Emotion's style tags for exactly the styles the markup uses. */
  styles: string;
  title: string;
  description: string;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
  return text;
}

/**
 * Renders one public page in one language as the browser would first render it, once
 * every lazy page and its text have loaded (react-dom/static waits for them).
 */
export async function renderPage(pathname: string, locale: Locale): Promise<RenderedPage> {
  overwriteGetLocale(() => locale);
  const queryClient = createQueryClient();
  await preloadPublicContent(queryClient, pathname, locale);
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const meta: PageMeta = {};
  const page = (
    <PageMetaSink.Provider value={meta}>
      <CacheProvider value={cache}>
        <AppProviders queryClient={queryClient}>
          <StaticRouter location={pathname}>
            <AppRoutes routes={routes} />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>
    </PageMetaSink.Provider>
  );
  // Markup that relies on inline scripts to reveal a boundary breaks under the CSP: React
  // outlines a suspended boundary, and a large one even once loaded unless told not to.
  // The first pass loads the lazy page modules; the second, with nothing left to wait
  // for, is the one kept.
  const options = { progressiveChunkSize: Number.MAX_SAFE_INTEGER };
  await readAll((await prerenderToNodeStream(page, options)).prelude);
  const html = await readAll((await prerenderToNodeStream(page, options)).prelude);
  if (html.includes('<template') || html.includes('<script')) throw new Error(`${pathname} still needs a script to show its content`);
  // Its garbage-collection timers would keep the build process alive for minutes.
  queryClient.clear();
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return { html, styles, title: meta.title ?? m.app_name(), description: meta.description ?? m.shell_meta_description() };
}
