import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '@/routes/guards';
import { dismissToast } from '@/ui/toaster';
import { axeViolations } from '../../../tests/doubles/a11y';
import { apiUrl, problem } from '../../../tests/doubles/api';
import { mockApi, renderRoutes } from '../../../tests/doubles/render';
import { pipelineStore } from '../../../tests/doubles/stores/pipeline';
import { makeApplicant, makeCandidate } from '../../../tests/doubles/fixtures/applications';
import { makeInterview } from '../../../tests/doubles/fixtures/interviews';
import { makeJob } from '../../../tests/doubles/fixtures/jobs';
import InterviewsPage from './InterviewsPage';

configure({ asyncUtilTimeout: 8000 });
const SLOW = { timeout: 40_000 };

const server = mockApi();
afterEach(() => dismissToast());

const routes = [
  { path: '/dashboard/activity/interviews', element: <RequireAuth><InterviewsPage /></RequireAuth> },
  { path: '/login', element: <h1>Sign in</h1> },
];
const PATH = '/dashboard/activity/interviews';

function setup() {
  const job = makeJob();
  const grace = makeApplicant(job, { status: 'interviewing', candidate: makeCandidate({ firstname: 'Grace', lastname: 'Hopper' }) });
  const linus = makeApplicant(job, { status: 'interviewing', candidate: makeCandidate({ firstname: 'Linus', lastname: 'Pauling' }) });
  const ada = makeApplicant(job, { status: 'interviewing', candidate: makeCandidate({ firstname: 'Ada', lastname: 'Byron' }) });
  const proposed = makeInterview(grace, { proposed_times: ['2030-05-04T14:00:00.000Z', '2030-05-05T09:30:00.000Z'], message: 'Bring your questions.' });
  const asked = makeInterview(linus, { status: 'reschedule_requested', candidate_note: 'Could we meet on Thursday instead?', meeting_url: undefined });
  const done = makeInterview(ada, { status: 'cancelled' });
  const store = pipelineStore({ jobs: [job], applicants: [grace, linus, ada], interviews: [proposed, asked, done] });
  return { store, proposed, asked };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('InterviewsPage', SLOW, () => {
  it('shows the times, how to meet, and highlights a request for other times', async () => {
    const { store } = setup();
    server.use(...store.handlers);
    renderRoutes(routes, PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Interviews' })).toBeInTheDocument();
    const grace = await screen.findByRole('article', { name: 'Grace Hopper' });
    expect(grace).toHaveTextContent('Awaiting answer');
    expect(within(grace).getAllByRole('listitem')).toHaveLength(2);
    expect(within(grace).getAllByRole('listitem')[0]?.querySelector('time')).toHaveAttribute('dateTime', '2030-05-04T14:00:00.000Z');
    expect(grace).toHaveTextContent('45 minutes');
    expect(within(grace).getByRole('link', { name: 'Meeting link' })).toHaveAttribute('href', 'https://meet.example.com/abc-defg');
    expect(grace).toHaveTextContent('Your message: Bring your questions.');

    const linus = card('Linus Pauling');
    expect(linus).toHaveTextContent('Linus Pauling asked for other times');
    expect(linus).toHaveTextContent('Could we meet on Thursday instead?');
    expect(within(linus).getAllByRole('button', { name: 'Propose new times to Linus Pauling' })).toHaveLength(1);

    // Cancelled is over: only writing is left.
    expect(within(card('Ada Byron')).getByRole('button')).toHaveAccessibleName(/^Message Ada Byron about /);
    expect(await axeViolations()).toEqual([]);
  });

  it('filters by status', async () => {
    const { store } = setup();
    server.use(...store.handlers);
    renderRoutes(routes, PATH);
    await screen.findByRole('article', { name: 'Grace Hopper' });
    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'New times requested');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Grace Hopper' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Linus Pauling' })).toBeInTheDocument();
    expect(store.callsTo('/employer/jobs/applicants/allinterviews').at(-1)?.query.get('status')).toBe('reschedule_requested');
  });

  it('cancels an interview after confirming', async () => {
    const { store, proposed } = setup();
    server.use(...store.handlers);
    renderRoutes(routes, PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel interview with Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the interview with Grace Hopper?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel interview' }));
    expect(await screen.findByText('The interview with Grace Hopper was cancelled.')).toBeInTheDocument();
    await waitFor(() => expect(card('Grace Hopper')).toHaveTextContent('Cancelled'));
    expect(within(card('Grace Hopper')).getByRole('button')).toHaveAccessibleName(/^Message Grace Hopper about /);
    expect(store.callsTo(`/employer/interviews/${proposed.id}/cancel`, 'POST')).toHaveLength(1);
  });

  it('keeps the confirmation open with the server’s reason when cancelling is refused', async () => {
    const { store, proposed } = setup();
    server.use(
      http.post(apiUrl(`/employer/interviews/${proposed.id}/cancel`), () =>
        problem(409, 'INVALID_TRANSITION', 'Grace Hopper already declined this interview.'),
      ),
      ...store.handlers,
    );
    renderRoutes(routes, PATH);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel interview with Grace Hopper' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel interview' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Grace Hopper already declined this interview.');
    // Cancel in the dialog leaves the interview as it was.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('explains how interviews start when there are none', async () => {
    server.use(...pipelineStore({}).handlers);
    renderRoutes(routes, PATH);
    expect(await screen.findByText('No interviews yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your applicants' })).toHaveAttribute('href', '/dashboard/activity/job-applications');
  });
});
