import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { m } from '@/generated/paraglide/messages.js';
import { axeViolations } from '../../../tests/doubles/a11y';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe, signedInAs } from '../../../tests/doubles/session';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import HomePage from './HomePage';
import { INDUSTRY_PAGES } from '@/lib/industry-names';
import { typicalMonthlyCost } from '@/shared/typical-cost';

const server = mockApi();
const SLOW = { timeout: 30_000 };
const FIRST_PAINT = { timeout: 10_000 };

const show = () => renderRoutes([{ path: '/', element: <HomePage /> }], '/');
const region = (name: string) => within(screen.getByRole('region', { name }));

describe('HomePage for a visitor', SLOW, () => {
  it('leads with the value proposition and the two ways in: hiring and finding work', async () => {
    server.use(anonymousMe);
    show();
    expect(screen.getByRole('heading', { level: 1, name: m.home_headline() })).toBeVisible();
    expect(await screen.findByRole('link', { name: m.home_cta_hire() }, FIRST_PAINT)).toHaveAttribute('href', '/signup/employer');
    expect(screen.getByRole('link', { name: m.home_cta_work() })).toHaveAttribute('href', '/signup/candidate');
    expect(screen.queryByRole('link', { name: m.home_cta_dashboard() })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${m.home_title()} · RemoteHire`));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', m.home_description());
    expect(await axeViolations()).toEqual([]);
  });

  it('sums up how hiring works and why us, with the way to the details', async () => {
    server.use(anonymousMe);
    show();
    const how = region(m.home_how_title());
    expect(how.getAllByRole('listitem')).toHaveLength(3);
    expect(how.getByRole('link', { name: m.home_how_link() })).toHaveAttribute('href', '/how-it-works');
    const why = region(m.home_why_title());
    for (const reason of [m.home_why_vetted_title(), m.home_why_checks_title(), m.home_why_invoice_title(), m.home_why_cards_title(), m.home_why_languages_title()]) {
      expect(why.getByRole('heading', { level: 3, name: reason })).toBeInTheDocument();
    }
  });

  it('links every industry we staff to its solution page', async () => {
    server.use(anonymousMe);
    show();
    const links = region(m.home_industries_title()).getAllByRole('link');
    expect(links).toHaveLength(21);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(INDUSTRY_PAGES.map((page) => page.to));
    expect(links[0]).toHaveTextContent('Accounting');
    expect(links[0]).toHaveAttribute('href', '/solutions/accounting');
  });

  it('quotes typical monthly costs computed by the pricing module', async () => {
    server.use(anonymousMe);
    show();
    const pricing = region(m.home_pricing_title());
    // A bookkeeper at intermediate level: $1,400 typical salary + $399 service fee.
    expect(typicalMonthlyCost('bookkeeper', 'intermediate')).toEqual({ salaryCents: 140_000, serviceFeeCents: 39_900, totalCents: 179_900 });
    const bookkeeper = within(pricing.getByRole('heading', { level: 3, name: 'Bookkeeper' }).closest('li')!);
    expect(bookkeeper.getByText('$1,799 a month')).toBeInTheDocument();
    expect(bookkeeper.getByText('$1,400 salary + $399 service fee')).toBeInTheDocument();
    expect(pricing.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(pricing.getByText(/one-time setup fee of \$199/)).toBeInTheDocument();
    expect(pricing.getByRole('link', { name: m.home_pricing_link() })).toHaveAttribute('href', '/pricing');
  });

  it('points to grants, partners and a demo', async () => {
    server.use(anonymousMe);
    show();
    expect(region(m.home_grants_title()).getByRole('link', { name: m.home_grants_link() })).toHaveAttribute('href', '/grants');
    const partners = region(m.home_partners_title());
    expect(partners.getByRole('link', { name: m.home_partners_link_partnership() })).toHaveAttribute('href', '/partnership');
    expect(partners.getByRole('link', { name: m.home_partners_link_debpo() })).toHaveAttribute('href', '/debpo');
    expect(region(m.home_demo_title()).getByRole('link', { name: m.home_demo_cta() })).toHaveAttribute('href', '/book-a-demo');
  });
});

describe('HomePage for a signed-in user', SLOW, () => {
  it('offers the dashboard instead of signing up', async () => {
    server.use(signedInAs(ada));
    show();
    expect(await screen.findByRole('link', { name: m.home_cta_dashboard() }, FIRST_PAINT)).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: m.home_cta_hire() })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: m.home_cta_work() })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });
});
