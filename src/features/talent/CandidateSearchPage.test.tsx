import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { axeViolations } from '../../../tests/doubles/a11y';
import { apiUrl, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { ada, grace } from '../../../tests/doubles/fixtures/accounts';
import { maria, tomas } from '../../../tests/doubles/fixtures/applications';
import CandidateSearchPage from './CandidateSearchPage';

const server = mockApi();

// Typing into a dozen fields and a 249-country list is slow on a busy CI machine.
const SLOW = { timeout: 60_000 };

const routes = [
  { path: '/employer/search', element: <RequireAuth><CandidateSearchPage /></RequireAuth> },
  { path: '/candidate/:id', element: <h1>Profile page</h1> },
  { path: '/login', element: <h1>Sign in</h1> },
];

/** The search API over two candidates; it records each query it was asked. */
function searchApi({ pages = [[maria, tomas]] }: { pages?: Array<typeof maria[]> } = {}) {
  const queries: Array<Record<string, string>> = [];
  server.use(
    signedInAs(ada),
    http.get(apiUrl('/employer/candidates'), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const page = Number(query.page ?? 1);
      return HttpResponse.json({ candidates: pages[page - 1] ?? [], page, page_size: 20, has_more: page < pages.length });
    }),
  );
  return queries;
}

describe('CandidateSearchPage', SLOW, () => {
  it('lists candidates as cards linking to their profiles', async () => {
    searchApi();
    renderRoutes(routes, '/employer/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find talent' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('listitem', {}, { timeout: 3000 });
    const mariaCard = cards.find((card) => within(card).queryByRole('heading', { name: 'Maria Santos' }))!;
    expect(within(mariaCard).getByRole('link', { name: 'Maria Santos' })).toHaveAttribute('href', `/candidate/${maria.id}`);
    expect(mariaCard).toHaveTextContent('Bookkeeper for small agencies, QuickBooks certified');
    expect(mariaCard).toHaveTextContent('$1,400 a month');
    expect(mariaCard).toHaveTextContent('Available in two weeks');
    expect(mariaCard).toHaveTextContent('Philippines');
    expect(within(mariaCard).getByRole('list', { name: 'Skills of Maria Santos' })).toHaveTextContent('QuickBooksXeroPayroll');
    expect(within(mariaCard).queryByText('On a contract')).not.toBeInTheDocument();
    const tomasCard = cards.find((card) => within(card).queryByRole('heading', { name: 'Tomás Rivera' }))!;
    expect(within(tomasCard).getByText('On a contract')).toBeInTheDocument();
    expect(document.title).toBe('Find talent · RemoteHire');
  });

  it('narrows by a language at a lowest level and by hours shared with the employer’s day', async () => {
    const queries = searchApi();
    const { router } = renderRoutes(routes, '/employer/search');
    const user = userEvent.setup({ delay: null });
    const level = await screen.findByRole('combobox', { name: 'At least at level' });
    // A level means something only once a language is chosen.
    expect(level).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Speaks' }), 'es');
    await user.selectOptions(level, 'B2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hours shared with yours' }), 'At least 3 h a day');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?language=es&language_level=B2&overlap_hours=3'));
    await waitFor(() => expect(queries.at(-1)).toEqual({ language: 'es', language_level: 'B2', overlap_hours: '3', page: '1', page_size: '20' }));
  });

  it('puts the filters in the URL and in the request, and Back restores the previous search', async () => {
    const queries = searchApi();
    const { router } = renderRoutes(routes, '/employer/search');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText('Keywords'), 'month end');
    await user.selectOptions(screen.getByLabelText('Role'), 'Bookkeeper');
    await user.type(screen.getByLabelText('Skills'), 'QuickBooks, xero');
    await user.selectOptions(screen.getByLabelText('Experience level'), 'Expert');
    await user.type(screen.getByLabelText('Highest monthly pay (USD)'), '1,800');
    await user.selectOptions(screen.getByLabelText('Can start'), 'Available now');
    await user.selectOptions(screen.getByLabelText('Country'), 'PH');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(router.state.location.search).not.toBe(''));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: 'month end',
      role: 'bookkeeper',
      skills: 'QuickBooks,xero',
      level: 'expert',
      max_rate: '1800',
      availability: 'immediately',
      country: 'PH',
    });
    await waitFor(() =>
      expect(queries.at(-1)).toEqual({
        q: 'month end',
        role: 'bookkeeper',
        skills: 'QuickBooks,xero',
        experience_level: 'expert',
        max_monthly_rate_cents: '180000',
        availability: 'immediately',
        country: 'PH',
        page: '1',
        page_size: '20',
      }),
    );

    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // Back renders as a transition, which a busy machine may take a while to commit.
    await waitFor(() => expect(screen.getByLabelText('Keywords')).toHaveValue(''), { timeout: 10_000 });
    expect(screen.getByLabelText('Role')).toHaveValue('');
    expect(screen.getByLabelText('Highest monthly pay (USD)')).toHaveValue('');
  });

  it('starts from a shared URL', async () => {
    const queries = searchApi();
    renderRoutes(routes, '/employer/search?role=bookkeeper&skills=Xero&country=PH');
    expect(await screen.findByLabelText('Role')).toHaveValue('bookkeeper');
    expect(screen.getByLabelText('Skills')).toHaveValue('Xero');
    expect(screen.getByLabelText('Country')).toHaveValue('PH');
    await waitFor(() => expect(queries[0]).toEqual({ role: 'bookkeeper', skills: 'Xero', country: 'PH', page: '1', page_size: '20' }));
  });

  it('refuses a rate that is not a whole number of dollars without searching', async () => {
    const queries = searchApi();
    renderRoutes(routes, '/employer/search');
    const user = userEvent.setup({ delay: null });
    const rate = await screen.findByLabelText('Highest monthly pay (USD)');
    await waitFor(() => expect(queries).toHaveLength(1));
    await user.type(rate, '12.5');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect(rate).toHaveAccessibleDescription(expect.stringContaining('Enter a whole number of dollars, up to $1,000,000.'));
    expect(rate).toHaveFocus();
    expect(queries).toHaveLength(1);
  });

  it('pages through the results with the page in the URL', async () => {
    const queries = searchApi({ pages: [[maria], [tomas]] });
    const { router } = renderRoutes(routes, '/employer/search?country=PH');
    expect(await screen.findByRole('heading', { name: 'Maria Santos' })).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Tomás Rivera' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?country=PH&page=2');
    expect(queries.at(-1)).toMatchObject({ country: 'PH', page: '2' });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Candidates' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: 'Maria Santos' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?country=PH');
  });

  it('offers to find someone when nothing matches, with the search’s role and level chosen', async () => {
    searchApi({ pages: [[]] });
    let sent: unknown;
    server.use(
      http.post(apiUrl('/employer/requestcandidate'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ id: '0f0e0d0c-0b0a-4909-8807-060504030201', created_at: '2026-03-01T10:00:00.000Z' }, { status: 201 });
      }),
    );
    renderRoutes(routes, '/employer/search?role=paralegal&level=expert');
    const empty = await screen.findByText('No candidates match this search');
    expect(screen.getByText('Try fewer filters or other words, or tell us who you need and we will look for them.')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(within(empty.parentElement!.parentElement!).getByRole('button', { name: 'Ask us to find someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask us to find someone' });
    expect(within(dialog).getByLabelText('Role')).toHaveValue('paralegal');
    expect(within(dialog).getByLabelText('Experience level')).toHaveValue('expert');
    await user.selectOptions(within(dialog).getByLabelText('Type of hire'), 'fractional');
    await user.clear(within(dialog).getByLabelText('How many people'));
    await user.type(within(dialog).getByLabelText('How many people'), '2');
    await user.type(within(dialog).getByLabelText('Anything else we should know (optional)'), 'Spanish speakers, US Eastern hours.');
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));

    expect(await within(dialog).findByText('Thank you, we have your request.')).toBeInTheDocument();
    expect(within(dialog).getByText('Our team will reply by e-mail to ada@example.com.')).toBeInTheDocument();
    expect(sent).toEqual({
      role: 'paralegal',
      experience_level: 'expert',
      hire_type: 'fractional',
      headcount: 2,
      details: 'Spanish speakers, US Eastern hours.',
    });
  });

  it('checks the request before sending, and keeps it when the server turns it down', async () => {
    searchApi({ pages: [[]] });
    let calls = 0;
    server.use(
      http.post(apiUrl('/employer/requestcandidate'), () => {
        calls++;
        return HttpResponse.json(
          { message: 'You have sent many requests today. Please try again tomorrow.', code: 'RATE_LIMITED' },
          { status: 429, headers: { 'Retry-After': '3600' } },
        );
      }),
    );
    renderRoutes(routes, '/employer/search');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Ask us to find someone' }));
    const dialog = await screen.findByRole('dialog');
    const headcount = within(dialog).getByLabelText('How many people');
    await user.clear(headcount);
    await user.type(headcount, '80');
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Role')).toHaveAttribute('aria-invalid', 'true');
    expect(headcount).toHaveAccessibleDescription(expect.stringContaining('Enter 50 or less.'));
    expect(calls).toBe(0);

    await user.selectOptions(within(dialog).getByLabelText('Role'), 'Recruiter');
    await user.clear(headcount);
    await user.type(headcount, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('You have sent many requests today. Please try again tomorrow.');
    expect(calls).toBe(1);
    expect(within(dialog).getByLabelText('Role')).toHaveValue('recruiter');
    expect(headcount).toHaveValue('3');
  });

  it('says when the search fails, and tries again', async () => {
    let fail = true;
    server.use(
      signedInAs(ada),
      http.get(apiUrl('/employer/candidates'), () =>
        fail ? problem(500, 'INTERNAL', 'Something went wrong on our side.') : HttpResponse.json({ candidates: [maria], page: 1, page_size: 20, has_more: false }),
      ),
    );
    renderRoutes(routes, '/employer/search');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load the candidates.');
    expect(alert).toHaveTextContent('Something went wrong on our side.');
    fail = false;
    await userEvent.setup({ delay: null }).click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Maria Santos' })).toBeInTheDocument();
  });

  it('tells a candidate that searching is for business accounts', async () => {
    server.use(signedInAs(grace));
    renderRoutes(routes, '/employer/search');
    expect(await screen.findByText('Searching candidates is for business accounts only.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('passes axe with results and with the request dialog open', async () => {
    searchApi();
    renderRoutes(routes, '/employer/search?page=1');
    await screen.findByRole('heading', { name: 'Maria Santos' });
    expect(await axeViolations()).toEqual([]);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Ask us to find someone' }));
    await screen.findByRole('dialog');
    expect(await axeViolations()).toEqual([]);
  });
});
