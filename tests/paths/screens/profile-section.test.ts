// Generated paths through one section of the candidate's profile editor, from the section's own
// machine (src/machines/profile-section.machine.ts): the links section changed, saved, refused on
// its field by the server or not reached and sent again, its changes discarded, and the section
// opened again on a draft a reload found. Each path is walked by typing and clicking, every save
// held until the path says how it ends; after every step the section must show what the candidate
// should see. The section is rendered alone (the page around it: src/features/profile/ProfilePage.test.tsx),
// and the paths are walked as a few long tours (../screen-tours.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { useMyProfile } from '@/features/profile/api';
import { LinksSection } from '@/features/profile/LinksSection';
import { m } from '@/generated/paraglide/messages.js';
import { profileSectionMachine, type ProfileSectionContext } from '@/machines/profile-section.machine';
import { RequireAuth } from '@/routes/guards';
import { api, networkError, problem } from '../../doubles/api';
import { grace } from '../../doubles/fixtures/accounts';
import { makeCandidateProfile } from '../../doubles/fixtures/profiles';
import { HeldCalls } from '../../doubles/held-calls';
import { mockApi, renderRoutes } from '../../doubles/render';
import { signedInAs } from '../../doubles/session';
import '../../unit/employer-jobs/page-setup';
import { definePathModel, doneEvent, errorEvent, formatPath, pendingActor, screenPaths, screenReport, type Path } from '../harness';
import { expectStartsCovered, screenTours } from '../screen-tours';

const PATH = '/profile';
const KEY = `profileDraft:${grace.id}:links`;
/** The portfolio saved when the page opens, and the one the candidate types. */
const SAVED = 'https://grace.example';
const TYPED = 'https://grace.example/work';
const typedForm = { portfolio: TYPED, linkedin: '', github: '', website: '' };
const profile = makeCandidateProfile({ links: { portfolio: TYPED } });
const refused = { message: 'Please check the highlighted fields.', code: 'VALIDATION_FAILED', fields: { portfolio: 'Enter an address starting with https://.' } };
const offline = new TypeError('Failed to fetch');

// The section opens on what is saved, or on a draft a reload found: each start a model of its own.
const STARTS = [
  { name: 'nothing pending', draft: null },
  { name: 'a draft kept', draft: typedForm },
] as const;

const walks = STARTS.map((start) => {
  const model = definePathModel({
    name: `profile section, ${start.name}`,
    machine: profileSectionMachine.provide({ actors: { save: pendingActor() } }),
    input: { draftKey: KEY, draft: start.draft },
    events: [
      { type: 'EDIT', values: typedForm },
      // What the form holds when Save is pressed: the walk sends it as it is.
      { type: 'SAVE', answers: 'the form' },
      { type: 'RETRY' },
      { type: 'DISCARD' },
      doneEvent('save', profile),
      errorEvent('save', refused),
      errorEvent('save', offline),
    ],
    // What the section shows: the state, whether a draft is held and was found on opening, the refusal's kind.
    serializeState: (snapshot) => {
      const c = snapshot.context;
      return JSON.stringify([snapshot.value, c.draft !== null, c.restored, c.problem?.code ?? null]);
    },
  });
  const generated = screenPaths(model);
  return { start, model, generated, tours: screenTours(model, generated) };
});

type Outcome = 'ok' | 'refused' | 'offline';
const saves = new HeldCalls<Outcome>();
const sent: unknown[] = [];
/** The portfolio the server holds: what the last save that went through sent. */
let saved = SAVED;
const server = mockApi();

function serve() {
  server.use(
    signedInAs(grace),
    api.get('/candidate/profile', ({ response }) => response(200).json(makeCandidateProfile({ links: { portfolio: saved } }))),
    api.put('/candidate/profile/links', async ({ request, response }) => {
      const body = await request.json();
      sent.push(body);
      const outcome = await saves.take();
      if (outcome === 'offline') return networkError();
      if (outcome === 'refused') return problem(400, refused.code, refused.message, refused.fields);
      saved = body.portfolio ?? '';
      return response(200).json(makeCandidateProfile({ links: body }));
    }),
  );
}

let card: HTMLElement;
const portfolio = () => within(card).getByLabelText(m.profile_link_portfolio()) as HTMLInputElement;
const buttonNamed = (name: string) => within(card).queryByRole('button', { name });

function expectSection(snapshot: AnyMachineSnapshot, event: EventObject) {
  const c = snapshot.context as ProfileSectionContext;
  const busy = snapshot.hasTag('busy');
  const unsaved = snapshot.hasTag('unsaved');
  // The form holds the draft, else what is saved; it cannot be changed while it is sent.
  expect(portfolio().value).toBe(c.draft !== null ? TYPED : saved);
  if (busy) expect(portfolio()).toBeDisabled();
  else expect(portfolio()).toBeEnabled();
  const save = within(card).getByRole('button', { name: busy ? m.ui_editor_saving() : m.ui_editor_save_named({ section: m.profile_section_links() }) });
  expect(save.getAttribute('aria-busy') === 'true').toBe(busy);
  // What is not saved yet is said, with a way back to what is.
  expect(within(card).queryByText(m.ui_editor_unsaved()) !== null).toBe(unsaved && !busy);
  expect(buttonNamed(m.ui_editor_discard()) !== null).toBe(unsaved && !busy);
  expect(within(card).queryByText(m.profile_draft_restored()) !== null).toBe(c.restored && unsaved);
  // The server's refusal on its field; a failure to reach it above the buttons, with a way to send again.
  const alert = within(card).queryByRole('alert');
  if (snapshot.matches({ editing: 'refused' })) {
    expect(portfolio()).toHaveAccessibleDescription(refused.fields.portfolio);
    expect(alert).toBeNull();
  } else if (snapshot.matches({ editing: 'failed' })) {
    expect(alert).toHaveTextContent(m.ui_editor_not_saved({ section: m.profile_section_links() }));
    expect(within(alert!).getByRole('button', { name: m.public_retry() })).toBeEnabled();
  } else {
    expect(alert).toBeNull();
    if (!busy) expect(portfolio()).not.toHaveAttribute('aria-invalid');
  }
  // Saved: focus on the section's heading, where the candidate carries on.
  if (event.type === 'xstate.done.actor.save') expect(document.activeElement).toBe(within(card).getByRole('heading', { level: 2 }));
}

async function act(user: UserEvent, event: EventObject) {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'EDIT':
      // Typed as pasted (the field's typing is not what these paths are about).
      fireEvent.change(portfolio(), { target: { value: TYPED } });
      return;
    case 'SAVE': {
      const holds = portfolio().value;
      await user.click(within(card).getByRole('button', { name: m.ui_editor_save_named({ section: m.profile_section_links() }) }));
      await saves.arrival();
      expect(sent.at(-1)).toEqual({ portfolio: holds });
      return;
    }
    case 'RETRY': {
      const before = sent.length;
      await user.click(within(card).getByRole('button', { name: m.public_retry() }));
      await saves.arrival();
      // Sent again as it was.
      expect(sent.length).toBe(before + 1);
      expect(sent.at(-1)).toEqual(sent.at(-2));
      return;
    }
    case 'DISCARD':
      return user.click(buttonNamed(m.ui_editor_discard())!);
    case 'xstate.done.actor.save':
      return saves.release('ok');
    case 'xstate.error.actor.save':
      return saves.release((event as unknown as { error: unknown }).error === offline ? 'offline' : 'refused');
    default:
      throw new Error(`no candidate's action for ${event.type}`);
  }
}

/** The section as the page gives it the profile: read, and read again after each save (afterProfileChange). */
function Section() {
  const read = useMyProfile();
  return read.data ? createElement(LinksSection, { profile: read.data }) : null;
}

describe('a section of the profile editor, generated paths through it', () => {
  it('walks every state of the section, and every transition from one start or another', () => {
    expectStartsCovered(walks, (model, generated) => {
      if (process.env.PRINT_PATHS) console.log(screenReport(model.name, generated, process.env.PRINT_PATHS === 'all'));
    });
  });

  const cases = walks.flatMap(({ start, tours }) => tours.map((tour, i) => [`${start.name}: tour ${i + 1} of ${tours.length}, ${tour.steps.length - 1} steps`, start.draft, tour] as const));
  it.each(cases)('%s', async (_, draft: typeof typedForm | null, path: Path) => {
    saves.reset();
    sent.length = 0;
    saved = SAVED;
    if (draft) localStorage.setItem(KEY, JSON.stringify(draft));
    else localStorage.removeItem(KEY);
    serve();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderRoutes([{ path: PATH, element: createElement(RequireAuth, null, createElement(Section)) }], PATH);
    card = await screen.findByRole('region', { name: m.profile_section_links() }, { timeout: 5_000 });
    for (const [index, { event, state }] of path.steps.entries()) {
      try {
        await act(user, event);
        await waitFor(() => expectSection(state, event));
      } catch (error) {
        if (error instanceof Error) error.message = `step ${index} (${event.type}) of ${formatPath(path)}\n${error.message}`;
        throw error;
      }
    }
  });
});
