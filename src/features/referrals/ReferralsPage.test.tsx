import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { api, problem } from '../../../tests/doubles/api';
import { axeViolations } from '../../../tests/doubles/a11y';
import { ada } from '../../../tests/doubles/fixtures/accounts';
import { harbourCredit, harbourDental, makeReferralProgram, northwindClinics, rosa, rosaVerified } from '../../../tests/doubles/fixtures/referrals';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import ReferralsPage from './ReferralsPage';
import { ReferralsHome } from './ReferralsHome';

const server = mockApi();

/** Rosa's referrals behind MSW; the queries each list was asked with, recorded. */
function open(program = makeReferralProgram()) {
  const asked: { referrals: URLSearchParams[]; credits: URLSearchParams[] } = { referrals: [], credits: [] };
  server.use(
    signedInAs(rosa),
    api.get('/partner/verification', ({ response }) => response(200).json(rosaVerified)),
    api.get('/business-agent/referral-program', ({ response }) => response(200).json(program)),
    api.get('/business-agent/referrals', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      asked.referrals.push(query);
      const status = query.get('status');
      const items = [northwindClinics, harbourDental].filter((r) => !status || r.status === status);
      return response(200).json({ items, page: Number(query.get('page') ?? 1), page_size: 20, has_more: false });
    }),
    api.get('/business-agent/referral-credits', ({ request, response }) => {
      const query = new URL(request.url).searchParams;
      asked.credits.push(query);
      const items = query.get('year') === '2027' ? [] : [harbourCredit];
      return response(200).json({
        items,
        page: 1,
        page_size: 20,
        has_more: false,
        totals: { lines: items.length, credited: items.length, credited_cents: items.length * 10_000 },
      });
    }),
  );
  renderRoutes([{ path: '/referrals', element: <RequireAuth><ReferralsPage /></RequireAuth> }], '/referrals');
  return { asked, user: userEvent.setup({ delay: null }) };
}

describe('ReferralsPage', () => {
  it('shows the link to copy, the totals, the referred businesses and the ledger', async () => {
    const { user } = open();
    const link = await screen.findByRole('textbox', { name: 'Referral link' });
    expect(link).toHaveValue(`${window.location.origin}/signup/employer?ref=K7Q2M9XB`);
    expect(link).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Read the referral program rules' })).toHaveAttribute('href', '/Referral-Program-Rules');
    expect(screen.getByText(/earns you a credit of \$100/)).toBeInTheDocument();

    const totals = screen.getByRole('region', { name: 'Your credits' });
    expect(within(totals).getByText('Credits in 2026').nextSibling).toHaveTextContent('1 of 20');
    expect(within(totals).getByText('Businesses referred').nextSibling).toHaveTextContent('2');

    const referred = await screen.findByRole('list', { name: 'Referred businesses' });
    const harbour = within(referred).getByRole('article', { name: 'Harbour Dental' });
    expect(harbour).toHaveTextContent('Qualified');
    expect(harbour).toHaveTextContent('Fees paid: $1,197');
    expect(harbour).toHaveTextContent('Credit: $100');
    expect(within(referred).getByRole('article', { name: 'Northwind Clinics' })).toHaveTextContent('Signed up');

    const ledger = await screen.findByRole('table', { name: 'Credit ledger' });
    const [, row] = within(ledger).getAllByRole('row');
    expect(row).toHaveTextContent('Harbour Dental');
    expect(row).toHaveTextContent('Credited');
    expect(row).toHaveTextContent('$100');
    expect(screen.getByText('1 of 1 lines credited, $100 in all')).toBeInTheDocument();

    // Copying: the clipboard is asked and the page says so.
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(`${window.location.origin}/signup/employer?ref=K7Q2M9XB`);
    expect(await axeViolations()).toEqual([]);
  });

  it('filters the businesses by status and the ledger by year, through the address', async () => {
    // In 2027, the ledger offers both years of the program.
    const { asked, user } = open(makeReferralProgram({ year: 2027, credits_this_year: 0, credited_cents_this_year: 0 }));
    const filter = await screen.findByRole('navigation', { name: 'Show referred businesses by status' });
    await user.click(within(filter).getByRole('link', { name: 'Signed up' }));
    await screen.findByRole('link', { name: 'Signed up', current: 'page' });
    expect(asked.referrals.at(-1)!.get('status')).toBe('signed_up');
    const referred = await screen.findByRole('list', { name: 'Referred businesses' });
    expect(within(referred).queryByRole('article', { name: 'Harbour Dental' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '2027');
    expect(await screen.findByText('No referral qualified in 2027.')).toBeInTheDocument();
    expect(asked.credits.at(-1)!.get('year')).toBe('2027');
    // The status chosen above is kept.
    expect(asked.referrals.at(-1)!.get('status')).toBe('signed_up');
  });

  it('is for business agents only', async () => {
    server.use(signedInAs(ada));
    renderRoutes([{ path: '/referrals', element: <RequireAuth><ReferralsPage /></RequireAuth> }], '/referrals');
    expect(await screen.findByText('Referral links are for business agents.')).toBeInTheDocument();
  });
});

describe('ReferralsHome', () => {
  it('sums up the year and links to the page; says nothing while the agent is not verified', async () => {
    server.use(signedInAs(rosa), api.get('/business-agent/referral-program', ({ response }) => response(200).json(makeReferralProgram())));
    const { unmount } = renderRoutes([{ path: '/dashboard', element: <ReferralsHome /> }], '/dashboard');
    expect(await screen.findByText('2 referred, 1 qualified, $100 credited in 2026 (1 of 20 credits).')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your referrals' })).toHaveAttribute('href', '/referrals');
    expect(screen.getByRole('textbox', { name: 'Referral link' })).toHaveValue(`${window.location.origin}/signup/employer?ref=K7Q2M9XB`);
    unmount();

    server.use(api.get('/business-agent/referral-program', () => problem(403, 'PARTNER_NOT_VERIFIED', 'Your business is not verified yet.')));
    const { container } = renderRoutes([{ path: '/dashboard', element: <ReferralsHome /> }], '/dashboard');
    await expect.poll(() => screen.queryByText(/Loading your referrals/)).toBeNull();
    expect(container.querySelector('section')).toBeNull();
  });
});
