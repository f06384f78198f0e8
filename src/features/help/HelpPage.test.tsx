import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { m } from '@/generated/paraglide/messages.js';
import { setLocale } from '@/generated/paraglide/runtime.js';
import { axeViolations } from '../../../tests/doubles/a11y';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe } from '../../../tests/doubles/session';
import en from '../../../messages/content/help/en.json';
import fr from '../../../messages/content/help/fr.json';
import HelpPage from './HelpPage';

mockApi(anonymousMe);
const SLOW = { timeout: 30_000 };
const FIRST_PAINT = { timeout: 10_000 };

const routes = [
  { path: '/help', element: <HelpPage /> },
  { path: '/contact-us', element: <h1>Contact</h1> },
];

const question = (content: typeof en, id: string) => content.topics.flatMap((t) => t.answers).find((a) => a.id === id)!.q;
const searchbox = () => screen.findByRole('searchbox', { name: m.help_search_label() }, FIRST_PAINT);

afterEach(() => setLocale('en', { reload: false }));

describe('HelpPage', SLOW, () => {
  it('lists every answer by topic, with its own title and description', async () => {
    renderRoutes(routes, '/help');
    expect(await screen.findByRole('heading', { level: 1, name: m.help_title() }, FIRST_PAINT)).toBeInTheDocument();
    await searchbox();
    const topics = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(topics).toEqual([...en.topics.map((t) => t.heading), m.help_still_heading()]);
    expect(screen.getByText(question(en, 'card-fee'))).toBeInTheDocument();
    // The figures come from the fee table, filled in.
    expect(screen.getByText(/2\.9% \+ \$0\.30 of the amount charged/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${m.help_title()} · RemoteHire`));
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', m.help_description());
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(await axeViolations()).toEqual([]);
  });

  it('finds answers whatever the accents and case, and announces how many', async () => {
    setLocale('fr', { reload: false });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/help');
    await user.type(await searchbox(), 'SECURITE');
    expect(screen.getByText(question(fr, 'other-devices'))).toBeInTheDocument();
    expect(screen.queryByText(question(fr, 'costs'))).not.toBeInTheDocument();
    const shown = document.querySelectorAll('details').length;
    expect(shown).toBeGreaterThan(0);
    expect(screen.getByRole('status')).toHaveTextContent(m.help_results({ count: shown }));
    expect(router.state.location.search).toBe('?q=SECURITE');
  });

  it('opens a shared search from the address, with the matching answers open', async () => {
    renderRoutes(routes, '/help?q=invoice');
    expect(await searchbox()).toHaveValue('invoice');
    const answer = screen.getByText(question(en, 'invoices')).closest('details')!;
    expect(answer).toHaveAttribute('open');
    expect(within(answer).getByRole('link', { name: 'payment history' })).toHaveAttribute('href', '/settings/billing/transactions');
    expect(screen.queryByText(question(en, 'forgot-password'))).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('keeps the words in the address as one types, and clears them with the field', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, '/help?q=card');
    const field = await searchbox();
    await user.clear(field);
    expect(router.state.location.search).toBe('');
    expect(screen.getByText(question(en, 'language'))).toBeInTheDocument();
    await user.type(field, 'coupon');
    expect(router.state.location.search).toBe('?q=coupon');
    expect(field).toHaveValue('coupon');
  });

  it('follows the address when a link changes the search', async () => {
    const { router } = renderRoutes(routes, '/help?q=card');
    const field = await searchbox();
    await router.navigate('/help?q=grant');
    await waitFor(() => expect(field).toHaveValue('grant'));
    expect(screen.getByText(question(en, 'grants'))).toBeInTheDocument();
  });

  it('offers a way to a person when nothing matches', async () => {
    const user = userEvent.setup();
    renderRoutes(routes, '/help');
    await user.type(await searchbox(), 'zzzz');
    expect(screen.getByRole('status')).toHaveTextContent(m.help_results({ count: 0 }));
    expect(screen.getByText(m.help_no_results())).toBeInTheDocument();
    expect(document.querySelectorAll('details')).toHaveLength(0);
    const contact = screen.getByRole('link', { name: m.help_no_results_contact() });
    expect(contact).toHaveAttribute('href', '/contact-us');
    expect(await axeViolations()).toEqual([]);
    await user.click(contact);
    expect(await screen.findByRole('heading', { name: 'Contact' })).toBeInTheDocument();
  });
});
