import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { axeViolations } from '../../../tests/doubles/a11y';
import { apiUrl, listPage } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { grace } from '../../../tests/doubles/fixtures/accounts';
import { bookkeeper } from '../../../tests/doubles/fixtures/jobs';
import { makeCandidateOffer } from '../../../tests/doubles/fixtures/offers';
import JobOffersPage from './JobOffersPage';

const server = mockApi();
const SLOW = { timeout: 20_000 };

const routes = [
  { path: '/dashboard/candidate/job-offers', element: <RequireAuth><JobOffersPage /></RequireAuth> },
  { path: '/login', element: <h1>Sign in</h1> },
];
const at = '/dashboard/candidate/job-offers';

describe('JobOffersPage', SLOW, () => {
  it('lists offers with their terms, how long a pending one stays open, and the way to its page', async () => {
    const pending = makeCandidateOffer();
    const declined = makeCandidateOffer({
      id: '99999999-3333-4333-8333-999999999999',
      status: 'declined',
      contract_type: 'fractional',
      pay_cents: 1850,
      hours_range: { min_hours: 20, max_hours: 40 },
      include_insurance: false,
      secure_cloud_computing: false,
      job: { id: '12121212-4444-4444-8444-121212121212', title: 'Payroll help', hire_type: 'fractional', status: 'open' },
    });
    const queries: Array<Record<string, string>> = [];
    server.use(
      signedInAs(grace),
      http.get(apiUrl('/candidate/offers'), ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return HttpResponse.json(listPage('offers', [pending, declined], true));
      }),
    );
    const { router } = renderRoutes(routes, at);
    const list = await screen.findByRole('list', { name: 'Your offers' }, { timeout: 5000 });
    expect(document.title).toBe('Your offers · RemoteHire');
    const [first, second] = within(list).getAllByRole('listitem', { name: /./ }) as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('$1,600 a month');
    expect(first).toHaveTextContent('Full-time');
    expect(first).toHaveTextContent('May 4, 2026');
    expect(first).toHaveTextContent('Monday, Tuesday, Wednesday, Thursday, and Friday');
    expect(first).toHaveTextContent('9:00 AM to 5:00 PM, New York time');
    // Set in New York, read in UTC (where the tests run): the same hours on the reader's clock.
    expect(first).toHaveTextContent(/(1:00 PM to 9:00 PM|2:00 PM to 10:00 PM) your time \(UTC, UTC\+00:00\)/);
    expect(within(first).getByRole('list')).toHaveTextContent('InsuranceSecure cloud computer');
    expect(first).toHaveTextContent(/Expires on .* — days left: 6/);
    expect(within(first).getByRole('link', { name: `Answer the offer for ${bookkeeper.title}` })).toHaveAttribute(
      'href',
      `/offer-details/${bookkeeper.id}`,
    );
    expect(second).toHaveTextContent('$18.50 an hour');
    expect(second).toHaveTextContent('Hours a month20–40 hours a month');
    expect(first).not.toHaveTextContent('Hours a month');
    expect(second).toHaveTextContent('None');
    expect(second).not.toHaveTextContent('days left');
    expect(within(second).getByRole('link', { name: 'See the offer for Payroll help' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '2', page_size: '20' }));
  });

  it('says when there are no offers yet', async () => {
    server.use(signedInAs(grace), http.get(apiUrl('/candidate/offers'), () => HttpResponse.json(listPage('offers', []))));
    renderRoutes(routes, at);
    expect(await screen.findByText('No offers yet', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
