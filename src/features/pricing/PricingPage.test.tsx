import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/generated/paraglide/runtime.js';
import { formatMoney } from '@/shared/format';
import { estimate, personCost, alternative } from '@/shared/estimate';
import { FEES } from '@/shared/fees';
import { axeViolations } from '../../../tests/doubles/a11y';
import { addRole, lineCards } from '../../../tests/doubles/calculator';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe } from '../../../tests/doubles/session';
import { BOOKKEEPERS, TESTER } from '../../../tests/doubles/fixtures/estimates';
import PricingPage from './PricingPage';
import { encodeEstimate } from './share-link';
import { CALCULATOR_KEY } from './use-price-calculator';

configure({ asyncUtilTimeout: 8000 });
const SLOW = { timeout: 40_000 };

mockApi(anonymousMe);

const money = (cents: number) => formatMoney(cents, 'en');
const routes = [
  { path: '/pricing', element: <PricingPage /> },
  { path: '/grants', element: <h1>Grants</h1> },
];

function renderPricing(path = '/pricing') {
  const view = renderRoutes(routes, path);
  return { ...view, user: userEvent.setup({ delay: null }) };
}

const calculatorReady = () => screen.findByRole('form', { name: 'Add a role' });

beforeEach(() => setLocale('en', { reload: false }));

describe('PricingPage', SLOW, () => {
  it('says what we charge, from the fee table, and links to grants, a demo and contact', async () => {
    renderPricing();
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing' })).toBeInTheDocument();
    expect(document.title).toBe('Pricing · RemoteHire');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^What hiring remote staff/);

    const table = screen.getByRole('table', { name: 'What we charge' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Service fee (Entry level)', money(FEES.serviceFee.entry), 'Per person, every month'],
      ['Service fee (Intermediate)', money(FEES.serviceFee.intermediate), 'Per person, every month'],
      ['Service fee (Expert)', money(FEES.serviceFee.expert), 'Per person, every month'],
      ['Onboarding setup fee', '$199', 'Once per hire'],
      ['Platform subscription', '$49', 'Once per account, every month you have active staff'],
      ['Insurance (optional)', '$49', 'Per person, every month'],
      ['Healthcare, dental package (optional)', '$39', 'Per person, every month'],
      ['Secure cloud computing (optional)', '$99', 'Per person, every month'],
      ['Card processing', '2.9% + $0.30', 'On each card payment'],
    ]);
    // The examples are worked out by the pricing module: 15 of June's 30 days of $1,500 and of $399, plus $199.
    expect(screen.getByText(/starts on Jun 16, 2026 works 15 of that month’s 30 days/)).toHaveTextContent(
      'Their first month is $750 in salary, $199.50 in service fee and the $199 setup fee: $1,148.50',
    );
    const fractional = personCost(alternative(BOOKKEEPERS));
    expect(screen.getByText(/a fractional bookkeeper/)).toHaveTextContent(`about ${money(fractional.hourly)} an hour: at 20 hours a week, that is about ${money(fractional.pay)} a month`);

    expect(screen.getByRole('link', { name: 'Read about our grants and how to apply' })).toHaveAttribute('href', '/grants');
    expect(screen.getByRole('link', { name: /^Have a business account\? Save your estimates there/ })).toHaveAttribute('href', '/pricing/estimate');
    expect(screen.getByRole('link', { name: 'Book a demo' })).toHaveAttribute('href', '/book-a-demo');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    await calculatorReady();
    expect(await axeViolations()).toEqual([]);
  });

  it('adds two roles, shows each with the other way to hire it, and totals with the subscription once', async () => {
    const { user } = renderPricing();
    await calculatorReady();
    expect(screen.getByText('No roles yet')).toBeInTheDocument();

    await addRole(user, BOOKKEEPERS);
    await addRole(user, TESTER);
    const cards = lineCards();
    expect(cards).toHaveLength(2);
    const result = estimate([BOOKKEEPERS, TESTER]);

    const bookkeepers = within(cards[0]!);
    expect(bookkeepers.getByRole('heading', { name: '2 × Bookkeeper' })).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Intermediate · Full-time · 40 hours a week · from Dec 14, 2026 · for 6 months');
    expect(bookkeepers.getByText('Per month').nextElementSibling).toHaveTextContent(money(result.lines[0]!.monthly));
    expect(bookkeepers.getByText('First month').nextElementSibling).toHaveTextContent(money(result.lines[0]!.firstMonth));
    expect(bookkeepers.getByText('Over 6 months').nextElementSibling).toHaveTextContent(money(result.lines[0]!.period));
    // The same two hired fractional at the usual 20 hours.
    const other = personCost(alternative(BOOKKEEPERS));
    expect(cards[0]).toHaveTextContent(
      `Hired the other way (Fractional (by the hour), 20 hours a week): ${money(2 * other.monthly)} a month, ${money(2 * other.period)} over 6 months. That is ${money(result.lines[0]!.monthly - 2 * other.monthly)} a month less.`,
    );
    expect(cards[1]).toHaveTextContent('Expert · Fractional (by the hour) · 15 hours a week · from Jan 4, 2027 · for 3 months · secure cloud computing');
    expect(cards[1]).toHaveTextContent(/That is \$[\d,.]+ a month more\./);

    const total = screen.getByText('Total each month after the first').parentElement!;
    expect(total).toHaveAttribute('aria-live', 'polite');
    expect(total).toHaveTextContent(money(result.monthly));
    expect(total).toHaveTextContent(`First month: ${money(result.firstMonth)}`);
    expect(screen.getByText(/Includes the platform subscription of \$49 a month, charged once/)).toBeInTheDocument();
    // The form is empty again for the next role.
    expect(screen.getByLabelText('Role')).toHaveValue('');
    expect(await axeViolations()).toEqual([]);
  });

  it('switches between the monthly total and the service period total', async () => {
    const { user } = renderPricing();
    await calculatorReady();
    await addRole(user, BOOKKEEPERS);
    await addRole(user, TESTER);
    const result = estimate([BOOKKEEPERS, TESTER]);
    const view = screen.getByRole('group', { name: 'Show the total' });
    expect(within(view).getByRole('button', { name: 'Per month' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(view).getByRole('button', { name: 'Over the service period' }));
    expect(within(view).getByRole('button', { name: 'Over the service period' })).toHaveAttribute('aria-pressed', 'true');
    const total = screen.getByText('Total over each role’s service period (the longest is 6 months)').parentElement!;
    expect(total).toHaveTextContent(money(result.period));
    expect(screen.getByText(`Includes the platform subscription: $49 a month for 6 months, ${money(6 * FEES.platformSubscription)} in all, charged once for your account.`)).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(CALCULATOR_KEY)!)).toMatchObject({ typeOfEstimate: 'period', fullEstimates: [BOOKKEEPERS, TESTER] });
  });

  it('changes a line in place, and removes one', async () => {
    const { user } = renderPricing();
    await calculatorReady();
    await addRole(user, BOOKKEEPERS);
    await addRole(user, TESTER);
    await user.click(screen.getByRole('button', { name: 'Change Bookkeeper' }));
    const form = await screen.findByRole('form', { name: 'Change Bookkeeper' });
    expect(within(form).getByLabelText('Role')).toHaveFocus();
    expect(within(form).getByLabelText('How many people')).toHaveValue(2);
    await user.clear(within(form).getByLabelText('How many people'));
    await user.type(within(form).getByLabelText('How many people'), '3');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(lineCards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['3 × Bookkeeper', '1 × QA Tester']);

    await user.click(screen.getByRole('button', { name: 'Remove Bookkeeper' }));
    expect(lineCards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['1 × QA Tester']);
  });

  it('says which fields are missing instead of adding an incomplete role', async () => {
    const { user } = renderPricing();
    await calculatorReady();
    await user.selectOptions(screen.getByLabelText('Role'), 'paralegal');
    await user.click(screen.getByRole('button', { name: 'Add role' }));
    expect(screen.getByLabelText('Experience')).toHaveFocus();
    expect(screen.getByLabelText('Experience')).toHaveAccessibleDescription('Choose a level of experience.');
    expect(screen.getByText('Choose full-time or fractional.')).toBeInTheDocument();
    expect(screen.getByText('Choose a start date.')).toBeInTheDocument();
    expect(lineCards()).toEqual([]);
    // Hours typed beyond a fractional week are counted as the most it allows.
    await user.selectOptions(screen.getByLabelText('How you hire'), 'fractional');
    await user.clear(screen.getByLabelText('Hours a week'));
    await user.type(screen.getByLabelText('Hours a week'), '45');
    expect(screen.getByLabelText('Hours a week')).toHaveAccessibleDescription(/Counted as 29, the nearest this kind of hire allows\./);
  });

  it('copies a share link that opens the same estimate, and drops a link it cannot read', async () => {
    const { user, unmount } = renderPricing();
    await calculatorReady();
    await addRole(user, BOOKKEEPERS);
    await addRole(user, TESTER);
    await user.click(screen.getByRole('button', { name: 'Copy link to this estimate' }));
    expect(await screen.findByText(/^Link copied\./)).toBeInTheDocument();
    const link = await navigator.clipboard.readText();
    expect(link).toBe(`${window.location.origin}/pricing?estimate=${encodeEstimate([BOOKKEEPERS, TESTER])}`);
    unmount();
    sessionStorage.clear();

    const opened = renderPricing(`/pricing${new URL(link).search}`);
    await calculatorReady();
    await waitFor(() => expect(lineCards()).toHaveLength(2));
    expect(lineCards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['2 × Bookkeeper', '1 × QA Tester']);
    // Opened once: the address no longer carries it, and the tab keeps it.
    await waitFor(() => expect(opened.router.state.location.search).toBe(''));
    expect(JSON.parse(sessionStorage.getItem(CALCULATOR_KEY)!).fullEstimates).toEqual([BOOKKEEPERS, TESTER]);
    opened.unmount();

    renderPricing('/pricing?estimate=1.astronaut_i_ft_2_6_0_40_20261214');
    expect(await screen.findByRole('alert')).toHaveTextContent('We couldn’t open that estimate');
    // What the tab kept is still there.
    await waitFor(() => expect(lineCards()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('downloads the estimate as a CSV with headers in the visitor’s language', async () => {
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:estimate';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('estimation-remotehire.csv');
      expect(this.href).toBe('blob:estimate');
    });
    setLocale('fr', { reload: false });
    const { user } = renderPricing();
    await screen.findByRole('form', { name: 'Ajouter un poste' });
    await user.selectOptions(screen.getByLabelText('Poste'), 'bookkeeper');
    await user.selectOptions(screen.getByLabelText('Expérience'), 'intermediate');
    await user.selectOptions(screen.getByLabelText('Type d’embauche'), 'full_time');
    await user.selectOptions(screen.getByLabelText('Durée de la mission'), '6');
    const start = screen.getByLabelText('Date de début');
    await user.type(start, '2026-12-14');
    if ((start as HTMLInputElement).value !== '2026-12-14') throw new Error('the date field did not take the date');
    await user.click(screen.getByRole('button', { name: 'Ajouter le poste' }));
    await user.click(screen.getByRole('button', { name: 'Télécharger en CSV' }));

    expect(clicked).toHaveBeenCalledTimes(1);
    expect(blobs[0]!.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith('\uFEFFPoste,Expérience,Type d’embauche,Personnes,')).toBe(true);
    const result = estimate([{ ...BOOKKEEPERS, headcount: 1 }]);
    expect(text).toContain(`Aide-comptable,Confirmé,Temps plein,1,40,2026-12-14,6,Non,${(result.lines[0]!.firstMonth / 100).toFixed(2)},`);
    expect(text).toContain(`\r\nTotal,,,,,,,,${(result.firstMonth / 100).toFixed(2)},${(result.monthly / 100).toFixed(2)},${(result.period / 100).toFixed(2)}\r\n`);
    clicked.mockRestore();
  });
});

afterEach(() => setLocale('en', { reload: false }));
