import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
import ApplicantsPage from './ApplicantsPage';
import InterviewsPage from './InterviewsPage';
import { fromLocalInput } from './dates';

configure({ asyncUtilTimeout: 8000 });
const SLOW = { timeout: 40_000 };

const server = mockApi();
afterEach(() => dismissToast());

const routes = [
  { path: '/dashboard/activity/job-applications', element: <RequireAuth><ApplicantsPage /></RequireAuth> },
  { path: '/dashboard/activity/interviews', element: <RequireAuth><InterviewsPage /></RequireAuth> },
  { path: '/login', element: <h1>Sign in</h1> },
];

function setup() {
  const job = makeJob();
  const grace = makeApplicant(job, { candidate: makeCandidate({ firstname: 'Grace', lastname: 'Hopper' }) });
  const store = pipelineStore({ jobs: [job], applicants: [grace] });
  return { job, grace, store };
}

/** A `datetime-local` input takes whole values: typing one character at a time is not how browsers fill it. */
const setTime = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
// The tests run in UTC: the employer's zone reads by its city and offset.
const zone = () => 'UTC, UTC+00:00';

async function openInvite() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Invite to interview: Grace Hopper' }));
  const dialog = await screen.findByRole('dialog', { name: 'Invite Grace Hopper to an interview' });
  return { user, dialog };
}

describe('Interview invite dialog', SLOW, () => {
  it('proposes times, reviews them in the employer’s zone, goes back to edit, and sends once', async () => {
    const { store, grace } = setup();
    server.use(...store.handlers);
    renderRoutes(routes, '/dashboard/activity/job-applications');
    const { user, dialog } = await openInvite();
    expect(dialog).toHaveTextContent(`Times are in your time zone: ${zone()}.`);
    // Grace's browser has not reported a zone yet.
    expect(dialog).toHaveTextContent('We don’t know Grace Hopper’s time zone yet: they will see these times in their own.');
    expect(await axeViolations()).toEqual([]);

    setTime(within(dialog).getByLabelText('Time 1'), '2030-05-04T14:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add another time' }));
    setTime(within(dialog).getByLabelText('Time 2'), '2030-05-05T09:30');
    await user.selectOptions(within(dialog).getByLabelText('Length'), '60 minutes');
    await user.type(within(dialog).getByLabelText('Meeting link (optional)'), 'https://meet.example.com/grace');
    await user.type(within(dialog).getByLabelText('Message to the candidate (optional)'), 'Looking forward to it.');
    await user.click(screen.getByRole('button', { name: 'Review' }));

    expect(await within(dialog).findByText(/Check the invitation before it goes to Grace Hopper/)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('60 minutes');
    expect(dialog).toHaveTextContent('https://meet.example.com/grace');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
    expect(within(dialog).getAllByRole('listitem')[0]).toHaveTextContent(`your time (${zone()})`);

    // Back to the form: what was written is still there.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await within(dialog).findByLabelText('Time 2')).toHaveValue('2030-05-05T09:30');
    expect(within(dialog).getByLabelText('Meeting link (optional)')).toHaveValue('https://meet.example.com/grace');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    const send = await screen.findByRole('button', { name: 'Send invitation' });
    await user.click(send);

    expect(await screen.findByText('Interview invitation sent to Grace Hopper.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posts = store.callsTo(`/employer/candidates/interview/${grace.id}`, 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      proposed_times: [fromLocalInput('2030-05-04T14:00'), fromLocalInput('2030-05-05T09:30')],
      duration_minutes: 60,
      meeting_url: 'https://meet.example.com/grace',
      message: 'Looking forward to it.',
    });
    // The list was refreshed: the application is now at the interview stage.
    await waitFor(() => expect(screen.getByRole('article', { name: 'Grace Hopper' })).toHaveTextContent('Interviewing'));
  });

  it('checks the times and the link before review', async () => {
    const { store } = setup();
    server.use(...store.handlers);
    renderRoutes(routes, '/dashboard/activity/job-applications');
    const { user, dialog } = await openInvite();
    setTime(within(dialog).getByLabelText('Time 1'), '2020-01-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Add another time' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add another time' }));
    setTime(within(dialog).getByLabelText('Time 2'), '2030-05-04T14:00');
    setTime(within(dialog).getByLabelText('Time 3'), '2030-05-04T14:00');
    await user.type(within(dialog).getByLabelText('Meeting link (optional)'), 'http://insecure.example.com');
    await user.click(screen.getByRole('button', { name: 'Review' }));

    await waitFor(() => expect(within(dialog).getByLabelText('Time 1')).toHaveAccessibleDescription('Choose a time in the future.'));
    expect(within(dialog).getByLabelText('Time 3')).toHaveAccessibleDescription('This time is already proposed.');
    expect(within(dialog).getByLabelText('Meeting link (optional)')).toHaveAccessibleDescription(
      'A video call address starting with https://, for example your Zoom or Meet link. Enter a full web address starting with https://.',
    );
    // Removing the duplicate leaves two times; at most five can be proposed.
    await user.click(within(dialog).getByRole('button', { name: 'Remove time 3' }));
    expect(within(dialog).queryByLabelText('Time 3')).not.toBeInTheDocument();
    expect(store.callsTo('/employer/candidates/interview/' + store.applicants[0]!.id)).toEqual([]);
  });

  it('comes back to the form with the server’s message on the field it names, keeping the input', async () => {
    const { store } = setup();
    server.use(
      http.post(apiUrl('/employer/candidates/interview/:id'), () =>
        problem(400, 'VALIDATION_FAILED', 'Check the highlighted fields.', { 'proposed_times.0': 'Choose a time at least an hour from now.' }),
      ),
      ...store.handlers,
    );
    renderRoutes(routes, '/dashboard/activity/job-applications');
    const { user, dialog } = await openInvite();
    setTime(within(dialog).getByLabelText('Time 1'), '2030-05-04T14:00');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Send invitation' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Check the highlighted fields.');
    const time = within(dialog).getByLabelText('Time 1');
    expect(time).toHaveValue('2030-05-04T14:00');
    await waitFor(() => expect(time).toHaveAccessibleDescription('Choose a time at least an hour from now.'));
  });

  it('says why when the application can no longer be interviewed (409)', async () => {
    const { store } = setup();
    server.use(
      http.post(apiUrl('/employer/candidates/interview/:id'), () =>
        problem(409, 'INVALID_TRANSITION', 'Grace Hopper withdrew this application.'),
      ),
      ...store.handlers,
    );
    renderRoutes(routes, '/dashboard/activity/job-applications');
    const { user, dialog } = await openInvite();
    setTime(within(dialog).getByLabelText('Time 1'), '2030-05-04T14:00');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Send invitation' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Grace Hopper withdrew this application.');
    expect(within(dialog).getByLabelText('Time 1')).toHaveValue('2030-05-04T14:00');
  });

  it('proposes new times for an interview the candidate asked to move', async () => {
    const { store, grace } = setup();
    grace.status = 'interviewing';
    const asked = makeInterview(grace, { status: 'reschedule_requested', candidate_note: 'Could we meet on Thursday instead?' });
    store.interviews.push(asked);
    server.use(...store.handlers);
    renderRoutes(routes, '/dashboard/activity/interviews');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Propose new times to Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose new times to Grace Hopper' });
    expect(dialog).toHaveTextContent('The candidate wrote: Could we meet on Thursday instead?');
    // The interview's length and link are kept as the starting point.
    expect(within(dialog).getByLabelText('Length')).toHaveValue('45');
    expect(within(dialog).getByLabelText('Meeting link (optional)')).toHaveValue('https://meet.example.com/abc-defg');
    setTime(within(dialog).getByLabelText('Time 1'), '2030-05-09T15:00');
    await user.click(screen.getByRole('button', { name: 'Review' }));
    await user.click(await screen.findByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('New times sent to Grace Hopper.')).toBeInTheDocument();
    expect(store.callsTo(`/employer/candidates/interview/${grace.id}`)[0]?.body).toMatchObject({
      proposed_times: [fromLocalInput('2030-05-09T15:00')],
      duration_minutes: 45,
    });
    await waitFor(() => expect(screen.getByRole('article', { name: 'Grace Hopper' })).toHaveTextContent('Awaiting answer'));
  });
});
