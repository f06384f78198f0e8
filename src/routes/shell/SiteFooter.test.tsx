import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { m } from '@/generated/paraglide/messages.js';
import { LEGAL_SLUGS } from '@/features/legal/legal-slugs';
import { SOLUTION_INDUSTRIES } from '@/features/solutions/solution-pages';
import { axeViolations } from '../../../tests/doubles/a11y';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe } from '../../../tests/doubles/session';
import { SiteFooter } from './SiteFooter';

mockApi(anonymousMe);

const show = () => renderRoutes([{ path: '/', element: <SiteFooter /> }], '/');
const hrefs = (nav: HTMLElement) => within(nav).getAllByRole('link').map((link) => link.getAttribute('href'));

describe('SiteFooter', { timeout: 30_000 }, () => {
  it('lays the whole site out in four named navigation landmarks inside the footer', async () => {
    show();
    const footer = screen.getByRole('contentinfo');
    const navs = within(footer).getAllByRole('navigation');
    expect(navs.map((nav) => nav.getAttribute('aria-labelledby') && document.getElementById(nav.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      m.footer_product(),
      m.footer_company(),
      m.footer_solutions(),
      m.footer_help_legal(),
    ]);
    for (const nav of navs) expect(within(nav).getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('links the product pages', () => {
    show();
    expect(hrefs(screen.getByRole('navigation', { name: m.footer_product() }))).toEqual(['/how-it-works', '/pricing', '/grants', '/hire-staff', '/jobs']);
  });

  it('links the company pages', () => {
    show();
    expect(hrefs(screen.getByRole('navigation', { name: m.footer_company() }))).toEqual([
      '/about-us',
      '/partnership',
      '/debpo',
      '/large-ent',
      '/connect',
      '/contact-us',
      '/book-a-demo',
    ]);
  });

  it('links all 21 solution pages, each by its industry’s name', () => {
    show();
    const nav = screen.getByRole('navigation', { name: m.footer_solutions() });
    expect(hrefs(nav)).toEqual(SOLUTION_INDUSTRIES.map((industry) => `/solutions/${industry}`));
    expect(within(nav).getByRole('link', { name: 'Real estate' })).toHaveAttribute('href', '/solutions/real-estate');
  });

  it('links help, accessibility, every legal page, the privacy forms and the language choice', () => {
    show();
    const nav = screen.getByRole('navigation', { name: m.footer_help_legal() });
    expect(hrefs(nav)).toEqual([
      '/help',
      '/accessibility',
      ...LEGAL_SLUGS.map((slug) => `/${slug}`),
      '/Privacy-Inquiry',
      '/Request-Personal-Data',
      '/language',
    ]);
    expect(within(nav).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/Privacy-Policy');
  });

  it('gives every link its own clear words', () => {
    show();
    const names = within(screen.getByRole('contentinfo'))
      .getAllByRole('link')
      .map((link) => link.textContent?.trim() || link.getAttribute('aria-label'));
    expect(names.every((name) => name && name.length > 1)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });
});
