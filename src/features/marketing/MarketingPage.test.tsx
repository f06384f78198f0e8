import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/generated/paraglide/runtime.js';
import type { Locale } from '@/shared/languages';
import { MARKETING_PATHS } from '@/routes/public-routes';
import { axeViolations } from '../../../tests/doubles/a11y';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe } from '../../../tests/doubles/session';
import aboutEn from '../../../messages/content/pages/about-us/en.json';
import aboutFr from '../../../messages/content/pages/about-us/fr.json';
import accessibilityEn from '../../../messages/content/pages/accessibility/en.json';
import accessibilityZh from '../../../messages/content/pages/accessibility/zh.json';
import grantsEn from '../../../messages/content/pages/grants/en.json';
import grantsZh from '../../../messages/content/pages/grants/zh.json';
import howEn from '../../../messages/content/pages/how-it-works/en.json';
import howEs from '../../../messages/content/pages/how-it-works/es.json';
import MarketingPage from './MarketingPage';
import type * as MarketingPages from './marketing-pages';
import { marketingPageQuery, type MarketingContent } from './marketing-pages';
import { MARKETING_SLUGS } from './marketing-slugs';

// A chunk that fails to download (a dropped connection) as many times as a test asks, then arrives.
const downloads = vi.hoisted(() => ({ failuresLeft: 0 }));
vi.mock('./marketing-pages', async (original) => {
  const actual = await original<typeof MarketingPages>();
  return {
    ...actual,
    marketingPageQuery: (...args: Parameters<typeof actual.marketingPageQuery>) => {
      const query = actual.marketingPageQuery(...args);
      const queryFn = () =>
        downloads.failuresLeft-- > 0 ? Promise.reject(new Error('Failed to fetch dynamically imported module')) : query.queryFn();
      return { ...query, queryFn };
    },
  };
});

mockApi(anonymousMe);
const SLOW = { timeout: 30_000 };

const routes = [
  ...MARKETING_SLUGS.map((slug) => ({ path: `/${slug}`, element: <MarketingPage /> })),
  { path: '/no-such-page', element: <MarketingPage /> },
];

const LINK = /\[([^\]\n]+)\]\(([^)\s]*)\)/g;
const plain = (text: string) => text.replace(LINK, '$1');
const linksIn = (text: string) => [...text.matchAll(LINK)].map((m) => ({ label: m[1]!, to: m[2]! }));
/** A paragraph reading exactly `text`: getByText's default normaliser would turn French no-break spaces into spaces. */
const paragraph = (text: string) => (_: string, el: Element | null) => el?.tagName === 'P' && el.textContent === text;

/** Everything the file says is on the page: headings in order, paragraphs with their links, items, calls to action. */
async function expectPage(page: MarketingContent) {
  expect(await screen.findByRole('heading', { level: 1, name: page.headline })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe(`${page.title} · RemoteHire`));
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', page.description);
  expect(screen.getByText(paragraph(page.intro))).toBeInTheDocument();

  const h2s = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
  expect(h2s).toEqual([...page.sections.map((s) => s.heading), page.cta.heading]);

  for (const section of page.sections) {
    const region = within(screen.getByRole('region', { name: section.heading }));
    expect(region.getByRole('heading', { level: 2 })).toHaveAttribute('id', section.id);
    for (const text of section.body.map(plain)) expect(region.getByText(paragraph(text))).toBeInTheDocument();
    const titles = region.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual((section.items ?? []).map((item) => item.title));
    for (const item of section.items ?? []) expect(region.getByText(paragraph(plain(item.text)))).toBeInTheDocument();
    const links = [...section.body, ...(section.items ?? []).map((item) => item.text)].flatMap(linksIn);
    if (section.cta) links.push(section.cta);
    for (const { label, to } of links) {
      expect(region.getAllByRole('link', { name: label }).map((a) => a.getAttribute('href'))).toContain(to);
    }
  }

  const closing = within(screen.getByRole('region', { name: page.cta.heading }));
  expect(closing.getByText(paragraph(page.cta.text))).toBeInTheDocument();
  expect(closing.getByRole('link', { name: page.cta.primary.label })).toHaveAttribute('href', page.cta.primary.to);
  if (page.cta.secondary) expect(closing.getByRole('link', { name: page.cta.secondary.label })).toHaveAttribute('href', page.cta.secondary.to);
  expect(await axeViolations()).toEqual([]);
}

const pages: { slug: string; en: MarketingContent; other: MarketingContent; locale: Locale }[] = [
  { slug: 'about-us', en: aboutEn, other: aboutFr, locale: 'fr' },
  { slug: 'how-it-works', en: howEn, other: howEs, locale: 'es' },
  { slug: 'accessibility', en: accessibilityEn, other: accessibilityZh, locale: 'zh' },
  { slug: 'grants', en: grantsEn, other: grantsZh, locale: 'zh' },
];

afterEach(() => {
  setLocale('en', { reload: false });
  downloads.failuresLeft = 0;
});

describe('MarketingPage', SLOW, () => {
  for (const { slug, en, other, locale } of pages) {
    it(`shows /${slug} from its English file`, async () => {
      setLocale('en', { reload: false });
      renderRoutes(routes, `/${slug}`);
      await expectPage(en);
    });

    it(`shows /${slug} from its ${locale} file`, async () => {
      setLocale(locale, { reload: false });
      renderRoutes(routes, `/${slug}`);
      await expectPage(other);
    });
  }

  it('finds the page when the address is typed with capitals', async () => {
    renderRoutes(routes, '/About-Us');
    expect(await screen.findByRole('heading', { level: 1, name: aboutEn.headline })).toBeInTheDocument();
  });

  it('says so when no page lives at the address, and leads home', async () => {
    renderRoutes(routes, '/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · RemoteHire');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(await axeViolations()).toEqual([]);
  });

  it('says so when the text cannot be downloaded, and loads it on retry', async () => {
    downloads.failuresLeft = 1;
    renderRoutes(routes, '/grants');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load this page.');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: grantsEn.headline })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('marketingPageQuery', () => {
  it('loads a page’s text for one language under the key the page reads', async () => {
    const query = marketingPageQuery('grants', 'zh');
    expect(query.queryKey).toEqual(['content', 'page', 'grants', 'zh']);
    await expect(query.queryFn()).resolves.toEqual(grantsZh);
  });

  it('serves every marketing page at a public path', () => {
    for (const slug of MARKETING_SLUGS) expect(MARKETING_PATHS).toContain(`/${slug}`);
  });
});
