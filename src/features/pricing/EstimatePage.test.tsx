import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { components } from '@/generated/api';
import { setLocale } from '@/generated/paraglide/runtime.js';
import { formatMoney } from '@/shared/format';
import { estimate } from '@/shared/estimate';
import { axeViolations } from '../../../tests/doubles/a11y';
import { addRole, lineCards } from '../../../tests/doubles/calculator';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe, signedInAs } from '../../../tests/doubles/session';
import { estimatesStore, type EstimatesStoreOptions } from '../../../tests/doubles/stores/estimates';
import { ada, type User } from '../../../tests/doubles/fixtures/accounts';
import { BOOKKEEPERS, TESTER } from '../../../tests/doubles/fixtures/estimates';
import EstimatePage from './EstimatePage';
import { encodeEstimate } from './share-link';

configure({ asyncUtilTimeout: 8000 });
const SLOW = { timeout: 40_000 };

const server = mockApi();
beforeEach(() => setLocale('en', { reload: false }));

const money = (cents: number) => formatMoney(cents, 'en');
const HALF: components['schemas']['EmployerGrant'] = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  name: 'Small business hiring fund',
  percent: 50,
  hires: 3,
  hires_used: 2,
  expires_on: '2027-03-31',
};
const SPRING: components['schemas']['Estimate'] = {
  id: '5f0c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f',
  name: 'Spring support team',
  lines: [TESTER],
  totals: { first_month_cents: 1, monthly_cents: 2, period_cents: 3, grant_savings_cents: 0 },
  created_at: '2026-11-02T09:30:00.000Z',
};

function renderEstimates(options: EstimatesStoreOptions = {}, path = '/pricing/estimate', user: User = ada) {
  const store = estimatesStore(options);
  server.use(signedInAs(user), ...store.handlers);
  const view = renderRoutes([{ path: '/pricing/estimate', element: <EstimatePage /> }], path);
  return { ...view, store, user: userEvent.setup({ delay: null }) };
}

const calculatorReady = () => screen.findByRole('form', { name: 'Add a role' });
const saved = () => within(screen.getByRole('region', { name: 'Saved estimates' }));

describe('EstimatePage', SLOW, () => {
  it('applies the employer’s grant to the estimate and says so', async () => {
    const { user } = renderEstimates({ grants: [HALF] });
    await calculatorReady();
    expect(screen.getByRole('heading', { level: 1, name: 'Price estimates' })).toBeInTheDocument();
    expect(document.title).toBe('Price estimates · RemoteHire');
    expect(await screen.findByText(/Your grant “Small business hiring fund” pays 50% of the setup and service fees/)).toHaveTextContent(
      '(hires still covered: 1), until Mar 31, 2027',
    );

    await addRole(user, BOOKKEEPERS);
    // One of the two bookkeepers is covered: the grant's hires left, in the order of the lines.
    const result = estimate([BOOKKEEPERS], { percent: 50, hiresLeft: 1 });
    expect(result.grantSavings).toBeGreaterThan(0);
    const total = screen.getByText('Total each month after the first').parentElement!;
    expect(total).toHaveTextContent(money(result.monthly));
    expect(total).toHaveTextContent(`Your grant saves ${money(result.grantSavings)} over the service period.`);
    expect(lineCards()[0]).toHaveTextContent(`Your grant takes ${money(result.lines[0]!.grantSavings)} off over 6 months.`);
    expect(saved().getByText('No saved estimates yet')).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('points to grants when none is in force', async () => {
    renderEstimates({ grants: [{ ...HALF, hires_used: 3 }] });
    expect(await screen.findByText('You have no grant in force, so the estimate shows full fees.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See whether you qualify for a grant' })).toHaveAttribute('href', '/grants');
  });

  it('saves the estimate once, shows the server’s totals, and lists it', async () => {
    const { user, store } = renderEstimates();
    await calculatorReady();
    const save = screen.getByRole('button', { name: 'Save estimate' });
    expect(save).toBeDisabled();
    await addRole(user, BOOKKEEPERS);
    await addRole(user, TESTER);

    await user.click(save);
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription(/Give the estimate a name\./);
    await user.type(screen.getByLabelText('Name'), 'Q1 team');
    await user.dblClick(save);

    const result = estimate([BOOKKEEPERS, TESTER]);
    expect(await screen.findByText(`Saved “Q1 team”: ${money(result.monthly)} a month, ${money(result.period)} over the service period, as we price it today.`)).toBeInTheDocument();
    expect(store.state.saves).toEqual([{ name: 'Q1 team', lines: [BOOKKEEPERS, TESTER] }]);
    const card = await saved().findByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'Q1 team' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Roles: 2 · People: 3');
    expect(card).toHaveTextContent(`${money(result.monthly)} a month · ${money(result.period)} over the service period`);
    expect(await axeViolations()).toEqual([]);
  });

  it('keeps every line when the save fails, with the server’s reason', async () => {
    const { user, store } = renderEstimates({ saveProblem: { status: 409, code: 'ESTIMATE_NAME_TAKEN', message: 'You already have an estimate named “Q1 team”.' } });
    await calculatorReady();
    await addRole(user, BOOKKEEPERS);
    await addRole(user, TESTER);
    await user.type(screen.getByLabelText('Name'), 'Q1 team');
    await user.click(screen.getByRole('button', { name: 'Save estimate' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not saved');
    expect(alert).toHaveTextContent('You already have an estimate named “Q1 team”.');
    expect(lineCards().map((card) => within(card).getByRole('heading').textContent)).toEqual(['2 × Bookkeeper', '1 × QA Tester']);
    expect(screen.getByLabelText('Name')).toHaveValue('Q1 team');

    // Another try goes through once the server accepts it.
    store.state.saveProblem = null;
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Q1 team, second try');
    await user.click(screen.getByRole('button', { name: 'Save estimate' }));
    expect(await screen.findByText(/^Saved “Q1 team, second try”/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens a saved estimate into the calculator, and deletes one after asking', async () => {
    const { user, store } = renderEstimates({ estimates: [SPRING] });
    await calculatorReady();
    const card = await saved().findByRole('listitem');
    expect(card).toHaveTextContent('Saved Nov 2, 2026');
    await user.click(within(card).getByRole('button', { name: 'Open Spring support team' }));
    expect(lineCards().map((line) => within(line).getByRole('heading').textContent)).toEqual(['1 × QA Tester']);
    expect(screen.getByRole('heading', { level: 2, name: 'Build an estimate' })).toHaveFocus();

    await user.click(within(card).getByRole('button', { name: 'Delete Spring support team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this estimate?' });
    expect(dialog).toHaveTextContent('“Spring support team” will be removed from your saved estimates.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(store.state.deleted).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Delete Spring support team' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete estimate' }));
    expect(await saved().findByText('No saved estimates yet')).toBeInTheDocument();
    expect(store.state.deleted).toEqual([SPRING.id]);
    // The lines opened from it stay in the calculator.
    expect(lineCards()).toHaveLength(1);
  });

  it('opens a shared link', async () => {
    renderEstimates({}, `/pricing/estimate?estimate=${encodeEstimate([BOOKKEEPERS])}`);
    await calculatorReady();
    await waitFor(() => expect(lineCards()).toHaveLength(1));
    expect(within(lineCards()[0]!).getByRole('heading').textContent).toBe('2 × Bookkeeper');
  });

  it('asks a visitor to sign in, and tells another kind of account who it is for', async () => {
    server.use(anonymousMe);
    renderRoutes([{ path: '/pricing/estimate', element: <EstimatePage /> }], '/pricing/estimate');
    expect(await screen.findByText(/Sign in with your business account to apply your grant/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('tells a candidate the page is for business accounts', async () => {
    renderEstimates({}, '/pricing/estimate', { ...ada, role: 'candidate' });
    expect(await screen.findByText(/Saved estimates are for business accounts/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a role' })).toBeNull();
  });
});
