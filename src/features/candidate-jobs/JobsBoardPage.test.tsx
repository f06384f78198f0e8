import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { components } from '@/generated/api';
import { axeViolations } from '../../../tests/doubles/a11y';
import { apiUrl, listPage, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { anonymousMe, signedInAs } from '../../../tests/doubles/session';
import { ada, grace } from '../../../tests/doubles/fixtures/accounts';
import { bookkeeper, makeJobSummary, tutor } from '../../../tests/doubles/fixtures/jobs';
import JobsBoardPage from './JobsBoardPage';

type JobSummary = components['schemas']['JobSummary'];

const server = mockApi();
// Picking from a 249-country list is slow on a busy machine.
const SLOW = { timeout: 30_000 };

const routes = [
  { path: '/jobs', element: <JobsBoardPage /> },
  { path: '/Candidate/JobView', element: <h1>Job page</h1> },
];

/** The search API over pages of jobs; it records each query it was asked. */
function boardApi(pages: JobSummary[][]) {
  const queries: Array<Record<string, string>> = [];
  server.use(
    http.get(apiUrl('/jobs'), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const number = Number(query.page ?? 1);
      return HttpResponse.json(listPage('jobs', pages[number - 1] ?? [], number < pages.length, number));
    }),
  );
  return queries;
}

describe('JobsBoardPage', SLOW, () => {
  it('shows open jobs to visitors, each linking to its page', async () => {
    server.use(anonymousMe);
    boardApi([[makeJobSummary(bookkeeper), makeJobSummary(tutor)]]);
    renderRoutes(routes, '/jobs');
    expect(screen.getByRole('heading', { level: 1, name: 'Find a job' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem', { name: /Bookkeeper|tutor/ });
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: bookkeeper.title })).toHaveAttribute('href', `/Candidate/JobView?id=${bookkeeper.id}`);
    expect(first).toHaveTextContent('Analytical Engines Ltd');
    expect(first).toHaveTextContent('$1,500 a month');
    expect(first).toHaveTextContent('40 hours a week');
    expect(first).toHaveTextContent('Intermediate');
    expect(first).toHaveTextContent('Anywhere');
    expect(first).toHaveTextContent('Mar 2, 2026');
    expect(within(first).getByRole('list')).toHaveTextContent('QuickBooksXero');
    expect(second).toHaveTextContent('$12.50 an hour');
    expect(second).toHaveTextContent('Philippines');
    expect(screen.queryByText('Your application:')).not.toBeInTheDocument();
    expect(document.title).toBe('Find a job · RemoteHire');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a signed-in candidate where they stand on each job', async () => {
    server.use(signedInAs(grace));
    boardApi([
      [
        makeJobSummary(bookkeeper, { my_application: { id: 'a1', status: 'applied' } }),
        makeJobSummary(tutor, { my_application: { id: 'a2', status: 'invited' } }),
      ],
    ]);
    renderRoutes(routes, '/jobs');
    const first = await screen.findByRole('listitem', { name: bookkeeper.title });
    expect(within(first).getByText('Applied')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: tutor.title })).getByText('Invited')).toBeInTheDocument();
  });

  it('puts the filters in the URL and the request, pages through, and Back restores the search', async () => {
    server.use(signedInAs(ada));
    const queries = boardApi([[makeJobSummary(bookkeeper)], [makeJobSummary(tutor)]]);
    const { router } = renderRoutes(routes, '/jobs');
    await screen.findByRole('listitem', { name: bookkeeper.title });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Keywords'), ' month end ');
    await user.selectOptions(screen.getByLabelText('Industry'), 'accounting');
    // Only the chosen industry's roles are offered.
    const role = screen.getByLabelText('Role');
    expect(within(role).queryByRole('option', { name: 'Online tutor' })).not.toBeInTheDocument();
    await user.selectOptions(role, 'bookkeeper');
    await user.selectOptions(screen.getByLabelText('Type of work'), 'full_time');
    await user.selectOptions(screen.getByLabelText('Experience level'), 'intermediate');
    await user.selectOptions(screen.getByLabelText('Country'), 'PH');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const expected = { q: 'month end', industry: 'accounting', role: 'bookkeeper', hire_type: 'full_time', experience_level: 'intermediate', country: 'PH' };
    await waitFor(() => expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(expected));
    await waitFor(() => expect(queries.at(-1)).toEqual({ ...expected, page: '1', page_size: '20' }));

    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('listitem', { name: tutor.title })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    expect(queries.at(-1)).toEqual({ ...expected, page: '2', page_size: '20' });

    await router.navigate(-1);
    expect(await screen.findByRole('listitem', { name: bookkeeper.title }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Keywords')).toHaveValue('month end');
  });

  it('searches with the filters a shared URL carries, ignoring what the API would refuse', async () => {
    server.use(anonymousMe);
    const queries = boardApi([[makeJobSummary(tutor)]]);
    renderRoutes(routes, '/jobs?industry=education&role=bookkeeper&hire_type=fractional&country=ph&experience_level=guru&page=0');
    await screen.findByRole('listitem', { name: tutor.title });
    // A role outside the industry, an unknown level and page 0 are dropped; the country is read in capitals.
    expect(queries.at(-1)).toEqual({ industry: 'education', hire_type: 'fractional', country: 'PH', page: '1', page_size: '20' });
    expect(screen.getByLabelText('Industry')).toHaveValue('education');
    expect(screen.getByLabelText('Type of work')).toHaveValue('fractional');
    expect(screen.getByLabelText('Role')).toHaveValue('');
  });

  it('says when nothing matches, and clears the filters', async () => {
    server.use(anonymousMe);
    const queries = boardApi([[]]);
    const { router } = renderRoutes(routes, '/jobs?q=astronaut');
    expect(await screen.findByText('No jobs match these filters')).toBeInTheDocument();
    const user = userEvent.setup();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear.at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(queries.at(-1)).toEqual({ page: '1', page_size: '20' }));
    expect(await screen.findByText('No open jobs right now')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('shows the server’s message when the search fails, and tries again', async () => {
    server.use(anonymousMe);
    let fail = true;
    server.use(
      http.get(apiUrl('/jobs'), () =>
        fail
          ? problem(500, 'INTERNAL', 'Something went wrong on our side.')
          : HttpResponse.json(listPage('jobs', [makeJobSummary(bookkeeper)])),
      ),
    );
    renderRoutes(routes, '/jobs');
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('listitem', { name: bookkeeper.title })).toBeInTheDocument();
  });
});
