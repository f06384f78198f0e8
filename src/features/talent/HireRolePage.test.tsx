import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { components } from '@/generated/api';
import { axeViolations } from '../../../tests/doubles/a11y';
import { apiUrl, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { ada, grace } from '../../../tests/doubles/fixtures/accounts';
import { maria } from '../../../tests/doubles/fixtures/applications';
import HireRolePage from './HireRolePage';

type RateCard = components['schemas']['RateCard'];

const server = mockApi();

const routes = [
  { path: '/hire-staff/:id', element: <HireRolePage /> },
  { path: '/hire-staff', element: <h1>All roles</h1> },
];

// Deliberately not the shared table's figures, so the test sees which source the page used.
const serverCards: Record<string, RateCard> = {
  entry: card('entry', { low: 80_000, typical: 95_000, high: 110_000 }, { low: 462, typical: 548, high: 635 }, 29_900),
  intermediate: card('intermediate', { low: 120_000, typical: 150_000, high: 180_000 }, { low: 692, typical: 865, high: 1_038 }, 39_900),
  expert: card('expert', { low: 190_000, typical: 230_000, high: 270_000 }, { low: 1_096, typical: 1_327, high: 1_558 }, 49_900),
};

function card(level: RateCard['experience_level'], monthly: RateCard['monthly_salary_cents'], hourly: RateCard['hourly_rate_cents'], fee: number): RateCard {
  return {
    role: 'bookkeeper',
    industry: 'accounting',
    experience_level: level,
    currency: 'USD',
    monthly_salary_cents: monthly,
    hourly_rate_cents: hourly,
    service_fee_cents: fee,
  };
}

function employerApi({ failRateCard = false } = {}) {
  const calls = { rateCards: [] as unknown[], candidateQueries: [] as Array<Record<string, string>> };
  server.use(
    signedInAs(ada),
    http.post(apiUrl('/employer/ratecard-v2'), async ({ request }) => {
      const body = (await request.json()) as { experience_level: string };
      calls.rateCards.push(body);
      return failRateCard ? problem(500, 'INTERNAL', 'Something went wrong on our side.') : HttpResponse.json(serverCards[body.experience_level]);
    }),
    http.get(apiUrl('/employer/candidates'), ({ request }) => {
      calls.candidateQueries.push(Object.fromEntries(new URL(request.url).searchParams));
      return HttpResponse.json({ candidates: [maria], page: 1, page_size: 6, has_more: false });
    }),
  );
  return calls;
}

const cellsOf = (table: HTMLElement, level: string) =>
  within(within(table).getAllByRole('row').find((row) => within(row).queryByRole('rowheader', { name: level }))!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('HireRolePage', { timeout: 30_000 }, () => {
  it('gives an employer the server’s pay guidance, the candidates in the role and ways to hire', async () => {
    const calls = employerApi();
    renderRoutes(routes, '/hire-staff/bookkeeper');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookkeeper' })).toBeInTheDocument();
    expect(screen.getByText('Industry: Accounting')).toBeInTheDocument();
    expect(document.title).toBe('Bookkeeper · RemoteHire');

    const table = await screen.findByRole('table', { name: 'Pay guidance' });
    expect(cellsOf(table, 'Intermediate')).toEqual(['$1,200 – $1,800', '$1,500', '$6.92 – $10.38', '$399', '$1,899']);
    expect(cellsOf(table, 'Expert')).toEqual(['$1,900 – $2,700', '$2,300', '$10.96 – $15.58', '$499', '$2,799']);
    expect(calls.rateCards).toEqual(
      expect.arrayContaining([
        { role: 'bookkeeper', experience_level: 'entry' },
        { role: 'bookkeeper', experience_level: 'intermediate' },
        { role: 'bookkeeper', experience_level: 'expert' },
      ]),
    );

    const candidates = screen.getByRole('region', { name: 'Candidates in this role' });
    expect(await within(candidates).findByRole('link', { name: 'Maria Santos' })).toHaveAttribute('href', `/candidate/${maria.id}`);
    expect(calls.candidateQueries).toEqual([{ role: 'bookkeeper', page: '1', page_size: '6' }]);
    expect(within(candidates).getByRole('link', { name: 'Search every candidate in this role' })).toHaveAttribute('href', '/employer/search?role=bookkeeper');

    expect(screen.getByRole('link', { name: 'Post a job for this role' })).toHaveAttribute('href', '/dashboard/activity/jobs/select-method');
    expect(await axeViolations()).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ask us to find someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask us to find someone' });
    expect(within(dialog).getByLabelText('Role')).toHaveValue('bookkeeper');
  });

  it('computes the guidance itself for someone who is not an employer, and asks the API nothing', async () => {
    server.use(signedInAs(grace));
    renderRoutes(routes, '/hire-staff/bookkeeper');
    const table = await screen.findByRole('table', { name: 'Pay guidance' });
    // The shared table: an intermediate bookkeeper typically earns $1,400, ±20 %.
    expect(cellsOf(table, 'Intermediate')).toEqual(['$1,120 – $1,680', '$1,400', '$6.46 – $9.69', '$399', '$1,799']);
    expect(cellsOf(table, 'Entry level')).toEqual(['$728 – $1,092', '$910', '$4.20 – $6.30', '$299', '$1,209']);
    expect(screen.getByText('Hiring needs a business account. Sign in with one to post jobs and invite candidates.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Candidates in this role' })).not.toBeInTheDocument();
  });

  it('offers to try again when the pay guidance cannot be loaded', async () => {
    employerApi({ failRateCard: true });
    renderRoutes(routes, '/hire-staff/bookkeeper');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load the pay guidance.');
    employerApi();
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Pay guidance' })).toBeInTheDocument());
  });

  it('says so for a role we do not staff', async () => {
    server.use(signedInAs(ada));
    renderRoutes(routes, '/hire-staff/astronaut');
    expect(await screen.findByRole('heading', { level: 1, name: 'We don’t staff this role' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All the roles we staff' })).toHaveAttribute('href', '/hire-staff');
  });
});
