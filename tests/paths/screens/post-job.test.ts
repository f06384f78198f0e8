// Generated paths through the real job post page: paths come from the postJob machine the
// wizard runs; each is walked by typing and clicking, and after every step the page must show
// what an employer should see in that state.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import PostJobPage from '@/features/employer-jobs/PostJobPage';
import { m } from '@/generated/paraglide/messages.js';
import { postJobMachine, type EmployerJob, type PostJobContext, type StoreJobInput } from '@/machines/post-job.machine';
import { RequireAuth } from '@/routes/guards';
import { industryOf } from '@/shared/job-roles';
import { api, networkError } from '../../doubles/api';
import { HeldCalls } from '../../doubles/held-calls';
import { mockApi, renderRoutes } from '../../doubles/render';
import { signedInAs } from '../../doubles/session';
import { ada } from '../../doubles/fixtures/accounts';
import { makePostedJob, rateCardFor } from '../../doubles/fixtures/jobs';
import '../../unit/employer-jobs/page-setup';
import { definePathModel, doneEvent, errorEvent, formatPath, screenPaths, screenReport } from '../harness';

const titleRefused = { message: 'Some fields need your attention.', code: 'VALIDATION_FAILED', fields: { title: 'Use at least 3 characters.' } };
const notOpen = { message: 'This job is closed and cannot change that way.', code: 'JOB_STATE' };
const offline = new TypeError('Failed to fetch');
const STEP_TITLES = { details: m.ejobs_step_details(), pay: m.ejobs_step_pay(), review: m.ejobs_step_review() };

type Context = PostJobContext;
type Outcome = 'stored' | 'titleRefused' | 'offline' | 'notOpen';

// What the page shows depends on the state, the step, and the failure it reports.
const model = definePathModel({
  name: 'post a job page',
  machine: postJobMachine.provide({
    actors: {
      storeJob: fromPromise<EmployerJob, StoreJobInput>(() => new Promise(() => {})),
      publishJob: fromPromise<EmployerJob, { jobId: string }>(() => new Promise(() => {})),
    },
  }),
  input: { method: 'full_time', draft: null, storageKey: null, locale: 'en' },
  events: [
    // What the steps hold once filled in (fillStep below types the same).
    {
      type: 'NEXT',
      fields: {
        title: 'Bookkeeper for a dental practice',
        role: 'bookkeeper',
        experience_level: 'intermediate',
        description: 'Keep the books of our two clinics in order and close each month on time.',
      },
    },
    { type: 'NEXT', fields: { pay: '1400', hours_per_week: '40' } },
    { type: 'BACK' },
    { type: 'SAVE_DRAFT' },
    { type: 'PUBLISH' },
    { type: 'RETRY' },
    doneEvent('storeJob', makePostedJob({ status: 'draft' })),
    errorEvent('storeJob', titleRefused),
    errorEvent('storeJob', offline),
    doneEvent('publishJob', makePostedJob({ status: 'open' })),
    errorEvent('publishJob', notOpen),
  ],
  serializeState: (snapshot) => {
    const context = snapshot.context as Context;
    return JSON.stringify([snapshot.value, context.step, context.problem?.code ?? null]);
  },
});
const generated = screenPaths(model);

// The fake server: the employer's jobs; every save or publish waits for the path's outcome.
const jobs = new Map<string, EmployerJob>();
const calls = new HeldCalls<Outcome>();
const refusal = (outcome: Outcome) =>
  outcome === 'offline' ? networkError() : outcome === 'titleRefused' ? Response.json(titleRefused, { status: 422 }) : Response.json(notOpen, { status: 409 });

mockApi(
  signedInAs(ada),
  api.post('/employer/ratecard-v2', async ({ request, response }) => response(200).json(rateCardFor(await request.json()))),
  api.post('/employer/jobs', async ({ request, response }) => {
    const body = await request.json();
    const outcome = await calls.take();
    if (outcome !== 'stored') return refusal(outcome);
    const job = makePostedJob({ ...body, status: 'draft', industry: industryOf(body.role) });
    jobs.set(job.id, job);
    return response(201).json(job);
  }),
  api.put('/employer/jobs/{id}', async ({ request, params, response }) => {
    const body = await request.json();
    const outcome = await calls.take();
    if (outcome !== 'stored') return refusal(outcome);
    const job = { ...jobs.get(params.id)!, ...body };
    jobs.set(job.id, job);
    return response(200).json(job);
  }),
  api.post('/employer/jobs/{id}/publish', async ({ params, response }) => {
    const outcome = await calls.take();
    if (outcome !== 'stored') return refusal(outcome);
    const job: EmployerJob = { ...jobs.get(params.id)!, status: 'open' };
    jobs.set(job.id, job);
    return response(200).json(job);
  }),
);

/** Fills what the step asks for, as an employer does, keeping what is already there. */
async function fillStep(user: UserEvent, step: Context['step']) {
  if (step === 'details') {
    const title = screen.getByLabelText('Job title') as HTMLInputElement;
    if (!title.value) {
      await user.click(title);
      await user.paste('Bookkeeper for a dental practice');
    }
    await user.selectOptions(screen.getByLabelText('Role'), 'bookkeeper');
    await user.selectOptions(screen.getByLabelText('Experience level'), 'intermediate');
    const description = screen.getByLabelText('Description') as HTMLTextAreaElement;
    if (!description.value) {
      await user.click(description);
      await user.paste('Keep the books of our two clinics in order and close each month on time.');
    }
  } else if (step === 'pay') {
    const pay = screen.getByLabelText('Monthly salary') as HTMLInputElement;
    if (!pay.value) await user.type(pay, '1400');
  }
}

/** What an employer sees in `snapshot`'s state. */
async function expectPage(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as Context;
  if (snapshot.status === 'done') {
    // Saved or published: on to the job's own page.
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage job' })).toBeInTheDocument();
    return;
  }
  const shown = snapshot.matches('saving') || snapshot.matches('publishing') ? 'review' : context.step;
  const number = ['details', 'pay', 'review'].indexOf(shown) + 1;
  expect(
    await screen.findByRole('heading', { level: 2, name: new RegExp(`${m.ejobs_step_count({ current: number, total: 3 })}\\s*${STEP_TITLES[shown]}`) }),
  ).toBeInTheDocument();
  const progress = screen.getByRole('navigation', { name: m.ejobs_progress_label() });
  expect(within(progress).getAllByRole('listitem')[number - 1]).toHaveAttribute('aria-current', 'step');

  if (snapshot.matches('saving') || snapshot.matches('publishing')) {
    // One request at a time: neither button sends again while one is on its way.
    await waitFor(() => expect(screen.getByRole('button', { name: new RegExp(m.ejobs_save_draft()) })).toBeDisabled());
    expect(screen.getByRole('button', { name: new RegExp(m.ejobs_publish()) })).toBeDisabled();
    expect(screen.queryByRole('button', { name: m.ejobs_try_again() })).toBeNull();
    return;
  }
  const problem = context.problem;
  if (!problem) expect(screen.queryByRole('alert')).toBeNull();
  else expect(await screen.findByRole('alert')).toHaveTextContent(problem.code === 'NETWORK' ? m.error_network() : problem.message);
  if (shown === 'review') {
    expect(screen.getByRole('button', { name: m.ejobs_save_draft() })).toBeEnabled();
    expect(screen.getByRole('button', { name: m.ejobs_publish() })).toBeEnabled();
    const retry = screen.queryByRole('button', { name: m.ejobs_try_again() });
    if (problem) expect(retry).toBeEnabled();
    else expect(retry).toBeNull();
  }
  if (context.fieldErrors.title) {
    // A refused field: back on its step, the server's words on the field.
    await waitFor(() => expect(screen.getByLabelText('Job title')).toHaveAccessibleDescription(expect.stringContaining(titleRefused.fields.title)));
  }
}

describe('posting a job, generated paths through the page', () => {
  it('walks every state of the page', () => {
    expect(generated.states.reached).toBe(generated.states.total);
    if (process.env.PRINT_PATHS) console.log(screenReport(model.name, generated, process.env.PRINT_PATHS === 'all'));
  });

  it.each(generated.paths.map((path) => [formatPath(path), path] as const))('%s', async (_, path) => {
    jobs.clear();
    calls.reset();
    const user = userEvent.setup({ delay: null });
    renderRoutes(
      [
        { path: '/dashboard/activity/jobs/post-job', element: createElement(RequireAuth, null, createElement(PostJobPage)) },
        { path: '/dashboard/activity/jobs/:id', element: createElement('h1', null, 'Manage job') },
      ],
      '/dashboard/activity/jobs/post-job?method=full_time',
    );
    let previous: AnyMachineSnapshot | undefined;
    for (const [index, { event, state }] of path.steps.entries()) {
      const context = previous?.context as Context | undefined;
      try {
        switch (event.type) {
          case 'xstate.init':
            break;
          case 'NEXT':
            await fillStep(user, context!.step);
            await user.click(screen.getByRole('button', { name: m.ejobs_continue() }));
            break;
          case 'BACK':
            await user.click(screen.getByRole('button', { name: m.ui_back() }));
            break;
          case 'SAVE_DRAFT':
            await user.click(screen.getByRole('button', { name: m.ejobs_save_draft() }));
            await calls.arrival();
            break;
          case 'PUBLISH':
            await user.click(screen.getByRole('button', { name: m.ejobs_publish() }));
            await calls.arrival();
            break;
          case 'RETRY':
            await user.click(screen.getByRole('button', { name: m.ejobs_try_again() }));
            await calls.arrival();
            break;
          case 'xstate.done.actor.storeJob':
          case 'xstate.done.actor.publishJob':
            await calls.release('stored');
            break;
          case 'xstate.error.actor.storeJob':
          case 'xstate.error.actor.publishJob': {
            const error = (event as unknown as { error: unknown }).error;
            await calls.release(error === offline ? 'offline' : error === titleRefused ? 'titleRefused' : 'notOpen');
            break;
          }
          default:
            throw new Error(`no employer's action for ${event.type}`);
        }
        // Publishing a new job stores it, then publishes it: the second call follows by itself.
        if (state.matches({ publishing: 'releasing' })) await calls.arrival();
        await expectPage(state);
      } catch (error) {
        if (error instanceof Error) error.message = `step ${index} (${event.type}) of ${formatPath(path)}\n${error.message}`;
        throw error;
      }
      previous = state;
    }
  });
});
