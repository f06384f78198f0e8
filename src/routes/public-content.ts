import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@/shared/languages';
import { loadLegalPage } from '@/features/legal/legal-pages';
import { isLegalSlug } from '@/features/legal/legal-slugs';
import { isSolutionIndustry, loadSolutionPage } from '@/features/solutions/solution-pages';
import { marketingPageQuery } from '@/features/marketing/marketing-pages';
import { isMarketingSlug } from '@/features/marketing/marketing-slugs';
import { helpContentQuery } from '@/features/help/help-content';
import { resourceContentQuery } from '@/features/onboarding-resources/resource-content';

interface ContentQuery {
  queryKey: readonly unknown[];
  queryFn: () => Promise<unknown>;
}

/**
 * The text a public page loads for its language, under the same query key the page
 * itself uses. The prerenderer fills the cache with it before rendering, and the
 * browser does the same before hydrating, so both render the same page, not a spinner.
 */
function contentQueryFor(pathname: string, locale: Locale): ContentQuery | undefined {
  const path = decodeURIComponent(pathname).replace(/\/+$/, '') || '/';
  const slug = path.slice(1);
  if (isLegalSlug(slug)) return { queryKey: ['content', 'legal', slug, locale], queryFn: () => loadLegalPage(slug, locale) };
  if (isMarketingSlug(slug)) return marketingPageQuery(slug, locale);
  if (path === '/help') return helpContentQuery(locale);
  if (path === '/onboarding/resource') return resourceContentQuery(locale);
  const industry = /^\/solutions\/([^/]+)$/.exec(path)?.[1];
  if (isSolutionIndustry(industry)) {
    return { queryKey: ['content', 'solutions', industry, locale], queryFn: () => loadSolutionPage(industry, locale) };
  }
  return undefined;
}

/** Rejects when the text cannot be loaded: a page missing a language must fail the build, not ship a spinner. */
export async function preloadPublicContent(queryClient: QueryClient, pathname: string, locale: Locale): Promise<void> {
  const query = contentQueryFor(pathname, locale);
  if (query) await queryClient.fetchQuery({ ...query, staleTime: Infinity, retry: false });
}
