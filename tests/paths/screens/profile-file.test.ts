// Generated paths through the CV card of the candidate's profile editor, from the card's own machine
// (src/machines/profile-file.machine.ts; the photo's card is the same machine with another rule): a
// PDF chosen (or a picture, or nothing), uploaded, refused by the server or not reached and sent
// again, put down, and the CV there removed after asking. Each path is walked by choosing files and
// clicking, every call held until the path says how it ends; after every step the card must show
// what the candidate should see. The card is rendered alone (the page around it:
// src/features/profile/ProfilePage.test.tsx), and the paths are walked as a few long tours.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { useMyProfile } from '@/features/profile/api';
import { CvSection } from '@/features/profile/CvSection';
import { m } from '@/generated/paraglide/messages.js';
import { profileFileMachine, type CandidateProfile, type ProfileFileContext } from '@/machines/profile-file.machine';
import { RequireAuth } from '@/routes/guards';
import { CV } from '@/shared/uploads';
import { api, networkError, problem } from '../../doubles/api';
import { grace } from '../../doubles/fixtures/accounts';
import { cv, makeCandidateProfile } from '../../doubles/fixtures/profiles';
import { HeldCalls } from '../../doubles/held-calls';
import { mockApi, renderRoutes } from '../../doubles/render';
import { signedInAs } from '../../doubles/session';
import { chosenFile, withNodeForms } from '../../doubles/uploads';
import '../../unit/employer-jobs/page-setup';
import { definePathModel, doneEvent, errorEvent, formatPath, screenPaths, screenReport, type Path } from '../harness';
import { coverage, screenTours } from '../screen-tours';

const PATH = '/profile';
/** Files the traversal tells apart by name (a File writes itself as `{}`). */
const named = (file: File) => Object.defineProperty(file, 'toJSON', { value: () => `File ${file.name}` });
const resume = named(chosenFile('%PDF-1.7 resume', 'resume.pdf', 'application/pdf'));
const picture = named(chosenFile('png', 'me.png', 'image/png'));
const withCv = makeCandidateProfile({ cv: cv({ file_name: 'resume.pdf' }) });
const refused = { message: 'Please check the highlighted fields.', code: 'VALIDATION_FAILED', fields: { file: 'This PDF contains scripts or embedded files.' } };
const offline = new TypeError('Failed to fetch');

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const model = definePathModel({
  name: 'profile CV card',
  machine: profileFileMachine.provide({ actors: { upload: never<CandidateProfile, File>(), remove: never<CandidateProfile, void>() } }),
  input: { rule: CV, present: false },
  events: [
    { type: 'CHOOSE', file: resume },
    { type: 'CHOOSE', file: picture },
    // The chooser closed without a file.
    { type: 'CHOOSE', file: null },
    { type: 'UPLOAD' },
    { type: 'CANCEL' },
    { type: 'REMOVE' },
    { type: 'KEEP' },
    { type: 'CONFIRM' },
    doneEvent('upload', withCv),
    errorEvent('upload', refused),
    errorEvent('upload', offline),
    doneEvent('remove', makeCandidateProfile()),
    errorEvent('remove', offline),
  ],
  serializeState: (snapshot) => {
    const c = snapshot.context;
    return JSON.stringify([snapshot.value, c.present, c.file?.name ?? null, c.issue, c.problem?.code ?? null]);
  },
});
const generated = screenPaths(model);
const tours = screenTours(model, generated);

type Outcome = 'ok' | 'refused' | 'offline';
const uploads = new HeldCalls<Outcome>();
const removals = new HeldCalls<Outcome>();
const server = mockApi();
withNodeForms();
/** What the server holds: the CV or not. */
let held = makeCandidateProfile();

function serve() {
  held = makeCandidateProfile();
  server.use(
    signedInAs(grace),
    api.get('/candidate/profile', ({ response }) => response(200).json(held)),
    api.put('/candidate/profile/cv', async ({ response }) => {
      const outcome = await uploads.take();
      if (outcome === 'offline') return networkError();
      if (outcome === 'refused') return problem(400, refused.code, refused.message, refused.fields);
      held = withCv;
      return response(200).json(held);
    }),
    api.delete('/candidate/profile/cv', async ({ response }) => {
      if ((await removals.take()) === 'offline') return networkError();
      held = makeCandidateProfile();
      return response(200).json(held);
    }),
  );
}

/** The card as the page gives it the profile: read, and read again after each change. */
function Card() {
  const read = useMyProfile();
  return read.data ? createElement(CvSection, { profile: read.data }) : null;
}

let card: HTMLElement;
const fileField = () => within(card).getByLabelText(m.profile_cv_choose());
const button = (name: string) => within(card).queryByRole('button', { name });

async function expectCard(snapshot: AnyMachineSnapshot) {
  const c = snapshot.context as ProfileFileContext;
  if (snapshot.hasTag('confirming')) {
    const dialog = await screen.findByRole('dialog', { name: m.profile_cv_remove_title() });
    const confirm = within(dialog).getByRole('button', { name: m.profile_cv_remove() });
    if (snapshot.matches('removing')) expect(confirm).toBeDisabled();
    else expect(confirm).toBeEnabled();
    if (c.problem) expect(dialog).toHaveTextContent(c.problem.message);
    return;
  }
  await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
  // The CV there, with its name and a way to download it, or none.
  if (c.present) expect(within(card).getByRole('link', { name: m.profile_cv_download_named({ name: 'resume.pdf' }) })).toBeInTheDocument();
  else expect(within(card).getByText(m.profile_cv_none())).toBeInTheDocument();
  expect(button(m.profile_cv_remove()) !== null).toBe(c.present);
  // A file chosen is said before it is sent, with the way to send it (again) and to put it down.
  const chosen = within(card).queryByText(/resume\.pdf \(/);
  expect(chosen !== null).toBe(c.file !== null);
  if (snapshot.matches('uploading')) {
    expect(within(card).getByRole('button', { name: m.profile_uploading() })).toBeDisabled();
    expect(fileField()).toBeDisabled();
    return;
  }
  const send = snapshot.hasTag('canRetry') ? m.profile_try_again() : c.present ? m.profile_cv_replace() : m.profile_cv_upload();
  expect(button(send) !== null).toBe(c.file !== null);
  expect(button(m.profile_file_cancel()) !== null).toBe(c.file !== null);
  // A wrong file, or the server's refusal, on the field; a failure to reach the server above the buttons.
  if (snapshot.matches({ editing: 'refused' })) expect(fileField()).toHaveAccessibleDescription(new RegExp(m.profile_cv_wrong_type()));
  else if (snapshot.matches({ editing: 'failed' }) && c.problem?.fields) expect(fileField()).toHaveAccessibleDescription(new RegExp(refused.fields.file));
  else if (snapshot.matches({ editing: 'failed' })) expect(within(card).getByRole('alert')).toHaveTextContent(m.profile_file_not_sent());
  else expect(fileField()).not.toHaveAttribute('aria-invalid');
}

async function act(user: UserEvent, event: EventObject) {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'CHOOSE': {
      const { file } = event as unknown as { file: File | null };
      if (file) return user.upload(fileField() as HTMLInputElement, file);
      fireEvent.change(fileField(), { target: { files: [] } });
      return;
    }
    case 'UPLOAD': {
      const name = within(card).getAllByRole('button').find((b) => b.getAttribute('type') === 'submit')!;
      await user.click(name);
      return uploads.arrival();
    }
    case 'CANCEL':
      return user.click(button(m.profile_file_cancel())!);
    case 'REMOVE':
      return user.click(button(m.profile_cv_remove())!);
    case 'KEEP':
      return user.click(within(screen.getByRole('dialog')).getByRole('button', { name: m.profile_file_keep() }));
    case 'CONFIRM':
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: m.profile_cv_remove() }));
      return removals.arrival();
    case 'xstate.done.actor.upload':
      return uploads.release('ok');
    case 'xstate.error.actor.upload':
      return uploads.release((event as unknown as { error: unknown }).error === offline ? 'offline' : 'refused');
    case 'xstate.done.actor.remove':
      return removals.release('ok');
    case 'xstate.error.actor.remove':
      return removals.release('offline');
    default:
      throw new Error(`no candidate's action for ${event.type}`);
  }
}

describe('the CV card of the profile editor, generated paths through it', () => {
  it('walks every state of the card', () => {
    expect(generated.states.reached).toBe(generated.states.total);
    expect(coverage(model, generated, tours)).toEqual({ statesMissed: [], transitionsMissed: [], alwaysMissed: [] });
    if (process.env.PRINT_PATHS) console.log(screenReport(model.name, generated, process.env.PRINT_PATHS === 'all'));
  });

  it.each(tours.map((tour, i) => [`tour ${i + 1} of ${tours.length}, ${tour.steps.length - 1} steps`, tour] as const))('%s', async (_, path: Path) => {
    uploads.reset();
    removals.reset();
    serve();
    const user = userEvent.setup({ delay: null, applyAccept: false, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderRoutes([{ path: PATH, element: createElement(RequireAuth, null, createElement(Card)) }], PATH);
    card = await screen.findByRole('region', { name: m.profile_section_cv() }, { timeout: 5_000 });
    for (const [index, { event, state }] of path.steps.entries()) {
      try {
        await act(user, event);
        await waitFor(() => expectCard(state));
      } catch (error) {
        if (error instanceof Error) error.message = `step ${index} (${event.type}) of ${formatPath(path)}\n${error.message}`;
        throw error;
      }
    }
  });
});
