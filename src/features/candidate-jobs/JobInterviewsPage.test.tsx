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
import { makeCandidateInterview } from '../../../tests/doubles/fixtures/interviews';
import JobInterviewsPage from './JobInterviewsPage';

type CandidateInterview = components['schemas']['CandidateInterview'];

const server = mockApi();
const SLOW = { timeout: 20_000 };

const routes = [
  { path: '/dashboard/candidate/job-interviews', element: <RequireAuth><JobInterviewsPage /></RequireAuth> },
  { path: '/login', element: <h1>Sign in</h1> },
];
const at = '/dashboard/candidate/job-interviews';
// The test runtime's zone is UTC (as the rest of the suite assumes).
const MONDAY = 'Monday, April 6, 2026 at 2:00 PM UTC';
const TUESDAY = 'Tuesday, April 7, 2026 at 9:30 AM UTC';

/** The invites over an in-memory list; each answer changes it and is recorded with its body. */
function interviewsApi(initial: CandidateInterview[]) {
  let list = [...initial];
  const queries: Array<Record<string, string>> = [];
  const answers: Array<{ kind: string; id: string; body: unknown }> = [];
  const answer = (kind: string, change: (found: CandidateInterview, body: Record<string, string>) => CandidateInterview) =>
    http.post(apiUrl(`/candidate/interviews/:id/${kind}`), async ({ params, request }) => {
      const body = (await request.json()) as Record<string, string>;
      answers.push({ kind, id: String(params.id), body });
      const found = list.find((each) => each.id === params.id)!;
      const after = change(found, body);
      list = list.map((each) => (each.id === found.id ? after : each));
      return HttpResponse.json(after);
    });
  server.use(
    signedInAs(grace),
    http.get(apiUrl('/candidate/interviews'), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      return HttpResponse.json(listPage('interviews', query.status ? list.filter((each) => each.status === query.status) : list));
    }),
    answer('accept', (found, body) => ({ ...found, status: 'accepted', scheduled_at: body.time, updated_at: '2026-03-21T09:00:00.000Z' })),
    answer('decline', (found, body) => ({ ...found, status: 'declined', candidate_note: body.note })),
    answer('reschedule', (found, body) => ({ ...found, status: 'reschedule_requested', candidate_note: body.note })),
  );
  return { queries, answers };
}

describe('JobInterviewsPage', SLOW, () => {
  it('shows each proposed time in the candidate’s own zone, and no meeting link before a time is agreed', async () => {
    interviewsApi([makeCandidateInterview()]);
    renderRoutes(routes, at);
    const item = await screen.findByRole('listitem', { name: 'Bookkeeper for a design studio' }, { timeout: 5000 });
    expect(document.title).toBe('Your interviews · RemoteHire');
    expect(screen.getByText('Times are shown in your time zone: Coordinated Universal Time (UTC).')).toBeInTheDocument();
    const group = within(item).getByRole('group', { name: 'Choose a time' });
    expect(within(group).getByRole('radio', { name: MONDAY })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: TUESDAY })).toBeInTheDocument();
    expect(item).toHaveTextContent('45 minutes');
    expect(item).toHaveTextContent('We would love to hear about your month-end routine.');
    expect(within(item).getByText('Awaiting answer')).toBeInTheDocument();
    expect(within(item).queryByRole('link', { name: /meet\.example\.com/ })).not.toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('accepts the chosen time once, then shows the confirmed time and the meeting link', async () => {
    const store = interviewsApi([makeCandidateInterview()]);
    renderRoutes(routes, at);
    const user = userEvent.setup();
    const accept = await screen.findByRole('button', { name: 'Accept this time' });
    // Nothing is sent before a time is chosen.
    await user.click(accept);
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose one of the times first.');
    expect(store.answers).toEqual([]);

    await user.click(screen.getByRole('radio', { name: TUESDAY }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.dblClick(accept);
    const item = screen.getByRole('listitem', { name: 'Bookkeeper for a design studio' });
    expect(await within(item).findByText('Confirmed')).toBeInTheDocument();
    expect(store.answers).toEqual([{ kind: 'accept', id: makeCandidateInterview().id, body: { time: '2026-04-07T09:30:00.000Z' } }]);
    expect(item).toHaveTextContent(TUESDAY);
    expect(within(item).getByRole('link', { name: /meet\.example\.com\/abc-defg-hij/ })).toHaveAttribute('href', 'https://meet.example.com/abc-defg-hij');
    expect(within(item).queryByRole('radio')).not.toBeInTheDocument();
    expect(await screen.findByText(`Interview for Bookkeeper for a design studio confirmed: ${TUESDAY}.`)).toBeInTheDocument();
  });

  it('shows the server’s reason when the time is no longer offered', async () => {
    interviewsApi([makeCandidateInterview()]);
    server.use(
      http.post(apiUrl('/candidate/interviews/:id/accept'), () =>
        problem(409, 'INTERVIEW_TIME_NOT_OFFERED', 'That time is no longer offered. Choose one of the times proposed.'),
      ),
    );
    renderRoutes(routes, at);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: MONDAY }));
    await user.click(screen.getByRole('button', { name: 'Accept this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That time is no longer offered. Choose one of the times proposed.');
  });

  it('asks for other times only with a note saying when', async () => {
    const store = interviewsApi([makeCandidateInterview()]);
    renderRoutes(routes, at);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ask for other times' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask for other times' });
    const note = within(dialog).getByLabelText('When could you meet?');
    await user.type(note, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(note).toHaveAttribute('aria-invalid', 'true'));
    expect(note).toHaveAccessibleDescription(expect.stringContaining('Say when you could meet, in 500 characters or fewer.'));
    expect(note).toHaveFocus();
    expect(store.answers).toEqual([]);
    expect(await axeViolations()).toEqual([]);

    await user.type(note, 'Thursday after 3 pm');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.answers).toEqual([{ kind: 'reschedule', id: makeCandidateInterview().id, body: { note: 'Thursday after 3 pm' } }]);
    expect(await screen.findByText('You asked for other times. Analytical Engines Ltd will propose new ones.')).toBeInTheDocument();
    expect(screen.getByText('Your note: Thursday after 3 pm')).toBeInTheDocument();
  });

  it('declines, with or without a note', async () => {
    const store = interviewsApi([makeCandidateInterview()]);
    renderRoutes(routes, at);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this interview?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.answers).toEqual([{ kind: 'decline', id: makeCandidateInterview().id, body: {} }]);
    expect(await screen.findByText('You declined the interview for Bookkeeper for a design studio.')).toBeInTheDocument();
    const item = screen.getByRole('listitem', { name: 'Bookkeeper for a design studio' });
    expect(within(item).getByText('Declined')).toBeInTheDocument();
  });

  it('filters by status through the URL and the request, and says when nothing matches', async () => {
    const store = interviewsApi([makeCandidateInterview()]);
    const { router } = renderRoutes(routes, at);
    await screen.findByRole('listitem', { name: 'Bookkeeper for a design studio' });
    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'cancelled');
    await waitFor(() => expect(router.state.location.search).toBe('?status=cancelled'));
    expect(await screen.findByText('No interviews with this status.')).toBeInTheDocument();
    expect(store.queries.at(-1)).toEqual({ status: 'cancelled', page: '1', page_size: '20' });
  });

  it('says when there are no invites yet', async () => {
    interviewsApi([]);
    renderRoutes(routes, at);
    expect(await screen.findByText('No interview invites yet')).toBeInTheDocument();
  });

  it('tells other roles the page is for candidates', async () => {
    server.use(signedInAs(ada));
    renderRoutes(routes, at);
    expect(await screen.findByRole('heading', { level: 1, name: 'For candidates' })).toBeInTheDocument();
  });
});
