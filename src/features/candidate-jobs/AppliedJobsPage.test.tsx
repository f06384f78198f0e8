import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { components } from '@/generated/api';
import { RequireAuth } from '@/routes/guards';
import { axeViolations } from '../../../tests/doubles/a11y';
import { apiUrl, listPage, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { signedInAs } from '../../../tests/doubles/session';
import { ada, grace } from '../../../tests/doubles/fixtures/accounts';
import { makeCandidateApplication } from '../../../tests/doubles/fixtures/applications';
import { bookkeeper, tutor } from '../../../tests/doubles/fixtures/jobs';
import { makeCandidateOffer } from '../../../tests/doubles/fixtures/offers';
import AppliedJobsPage from './AppliedJobsPage';

type CandidateApplication = components['schemas']['CandidateApplication'];

const server = mockApi();
const SLOW = { timeout: 20_000 };

const routes = [
  { path: '/dashboard/candidate/applied-jobs', element: <RequireAuth><AppliedJobsPage /></RequireAuth> },
  { path: '/dashboard', element: <h1>Dashboard</h1> },
  { path: '/login', element: <h1>Sign in</h1> },
];
const at = '/dashboard/candidate/applied-jobs';

const applied = makeCandidateApplication({ note: 'Keen to help.' });
const invited = makeCandidateApplication({
  id: '66666666-ffff-4fff-8fff-666666666666',
  status: 'invited',
  source: 'invited',
  invitation_message: 'Would you consider our tutoring role?',
  job: { id: tutor.id, title: tutor.title, hire_type: tutor.hire_type, status: 'open' },
  employer: { company_name: 'Difference Engines', contact_name: 'Charles Babbage' },
});
const pendingOffer = makeCandidateOffer();
const offered = makeCandidateApplication({
  id: '77777777-1111-4111-8111-777777777777',
  status: 'offered',
  job: { id: bookkeeper.id, title: 'Payroll specialist', hire_type: 'full_time', status: 'open' },
  interview: { id: 'i1', status: 'accepted', scheduled_at: '2026-03-10T15:00:00.000Z' },
  offer: { id: pendingOffer.id, status: 'pending', expires_at: pendingOffer.expires_at },
});
const rejected = makeCandidateApplication({ id: '88888888-2222-4222-8222-888888888888', status: 'rejected', job: { ...applied.job, title: 'Staff accountant' } });

/** My applications over an in-memory list; a withdrawal changes it, and every query is recorded. */
function applicationsApi(initial: CandidateApplication[]) {
  let list = [...initial];
  const queries: Array<Record<string, string>> = [];
  const withdrawn: string[] = [];
  server.use(
    signedInAs(grace),
    http.get(apiUrl('/candidate/applications'), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const shown = query.status ? list.filter((a) => a.status === query.status) : list;
      return HttpResponse.json(listPage('applications', shown));
    }),
    http.post(apiUrl('/candidate/applications/:id/withdraw'), ({ params }) => {
      withdrawn.push(String(params.id));
      const found = list.find((a) => a.id === params.id);
      if (!found) return problem(404, 'NOT_FOUND', 'We couldn’t find what you asked for.');
      const after = { ...found, status: 'withdrawn' as const };
      list = list.map((a) => (a.id === found.id ? after : a));
      return HttpResponse.json(after);
    }),
  );
  return { queries, withdrawn };
}

describe('AppliedJobsPage', SLOW, () => {
  it('lists applications and invitations with their interview and offer, and actions only where allowed', async () => {
    applicationsApi([invited, applied, offered, rejected]);
    renderRoutes(routes, at);
    const list = await screen.findByRole('list', { name: 'Your applications' });
    expect(document.title).toBe('Your applications · RemoteHire');
    const items = within(list).getAllByRole('listitem', { name: /./ });
    expect(items.map((item) => item.getAttribute('aria-labelledby'))).toHaveLength(4);
    const [invitation, app, withOffer, refused] = items as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];

    expect(within(invitation).getByText('Invited')).toBeInTheDocument();
    expect(invitation).toHaveTextContent('Would you consider our tutoring role?');
    expect(within(invitation).getByRole('link', { name: `Answer the invitation for ${tutor.title}` })).toHaveAttribute(
      'href',
      `/Candidate/JobView?id=${tutor.id}`,
    );
    expect(within(invitation).getByRole('button', { name: `Decline the invitation for ${tutor.title}` })).toBeInTheDocument();

    expect(within(app).getByRole('link', { name: bookkeeper.title })).toHaveAttribute('href', `/Candidate/JobView?id=${bookkeeper.id}`);
    expect(app).toHaveTextContent('Applied on Mar 3, 2026');
    expect(within(app).getByRole('button', { name: `Withdraw your application to ${bookkeeper.title}` })).toBeInTheDocument();

    // An open offer is answered, not withdrawn from.
    expect(within(withOffer).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    expect(within(withOffer).getByText('Confirmed')).toBeInTheDocument();
    expect(withOffer).toHaveTextContent('Mar 10, 2026, 3:00 PM');
    expect(within(withOffer).getByRole('link', { name: 'See the interview for Payroll specialist' })).toHaveAttribute(
      'href',
      '/dashboard/candidate/job-interviews',
    );
    expect(within(withOffer).getByRole('link', { name: 'See the offer for Payroll specialist' })).toHaveAttribute(
      'href',
      `/offer-details/${bookkeeper.id}`,
    );
    expect(withOffer).toHaveTextContent(/Expires on .* — days left: 6/);

    expect(within(refused).getByText('Not selected')).toBeInTheDocument();
    // Closed, yet writing is offered: the server says whether a conversation may start (src/messaging).
    expect(within(refused).getByRole('button')).toHaveAccessibleName(/^Message .+ about Staff accountant$/);
    expect(await axeViolations()).toEqual([]);
  });

  it('withdraws an application after a confirmation and refreshes the list', async () => {
    const store = applicationsApi([applied]);
    renderRoutes(routes, at);
    const user = userEvent.setup();
    const withdraw = await screen.findByRole('button', { name: `Withdraw your application to ${bookkeeper.title}` });
    await user.click(withdraw);
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this application?' });
    expect(dialog).toHaveTextContent(`Analytical Engines Ltd will no longer consider you for ${bookkeeper.title}`);
    await user.dblClick(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.withdrawn).toEqual([applied.id]);
    const list = screen.getByRole('list', { name: 'Your applications' });
    expect(await within(list).findByText('Withdrawn')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();
    expect(await screen.findByText(`Your application to ${bookkeeper.title} was withdrawn.`)).toBeInTheDocument();
  });

  it('keeps the dialog open with the server’s reason when a withdrawal is refused', async () => {
    applicationsApi([applied]);
    server.use(
      http.post(apiUrl('/candidate/applications/:id/withdraw'), () =>
        problem(409, 'APPLICATION_HAS_OFFER', 'This application can no longer be withdrawn.'),
      ),
    );
    renderRoutes(routes, at);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `Withdraw your application to ${bookkeeper.title}` }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This application can no longer be withdrawn.');
  });

  it('filters by status through the URL and the request', async () => {
    const store = applicationsApi([invited, applied]);
    const { router } = renderRoutes(routes, at);
    await screen.findByRole('list', { name: 'Your applications' });
    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'invited');
    await waitFor(() => expect(router.state.location.search).toBe('?status=invited'));
    await waitFor(() => expect(store.queries.at(-1)).toEqual({ status: 'invited', page: '1', page_size: '20' }));
    await waitFor(() => expect(screen.getAllByRole('listitem', { name: /./ })).toHaveLength(1));
  });

  it('says when there is nothing yet, with the way to the jobs', async () => {
    applicationsApi([]);
    renderRoutes(routes, at);
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a job' })).toHaveAttribute('href', '/jobs');
  });

  it('tells other roles the page is for candidates', async () => {
    server.use(signedInAs(ada));
    renderRoutes(routes, at);
    expect(await screen.findByRole('heading', { level: 1, name: 'For candidates' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });
});
