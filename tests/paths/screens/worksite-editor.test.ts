// Generated paths through the worksite editor as a BPO changes a worksite (/debpo/edit-worksite/:id),
// from the editor's machine (src/machines/worksite-editor.machine.ts). Every walk starts with a
// reload: the BPO changes the name, the page is unmounted and rendered again, and it must pick up
// the draft the browser kept (src/lib/storage.ts) and say so. From there the paths go on: the draft
// discarded (back to what is saved), seats refused by the form, the change sent and saved, refused
// by the server, not reached, or the worksite found closed meanwhile. The edit page is the one
// walked because a change is where a draft of saved values and WORKSITE_CLOSED both exist; the add
// page shares the form (src/features/bpo-worksites/AddWorksitePage.test.tsx walks it once).
// Each path is walked by typing and clicking, the save held until the path says how it ends. The
// paths are walked one by one, not as tours (../screen-tours.ts): a tour would click "Discard my
// changes" where the page no longer offers it (tours do not read the model's `offers`).
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import EditWorksitePage from '@/features/bpo-worksites/EditWorksitePage';
import { m } from '@/generated/paraglide/messages.js';
import { readLocal, WORKSITE_DRAFT_KEY_PREFIX } from '@/lib/storage';
import { RequireAuth } from '@/routes/guards';
import {
  SEATS,
  worksiteEditorMachine,
  type SaveWorksiteInput,
  type Worksite,
  type WorksiteDraft,
  type WorksiteEditorContext,
  type WorksiteFields,
} from '@/machines/worksite-editor.machine';
import { api, networkError, problem } from '../../doubles/api';
import { arjun, makeWorksite } from '../../doubles/fixtures/bpo';
import { verifiedVerification } from '../../doubles/fixtures/partner-verification';
import { HeldCalls } from '../../doubles/held-calls';
import { mockApi, renderRoutes } from '../../doubles/render';
import { signedInAs } from '../../doubles/session';
import '../../unit/employer-jobs/page-setup';
import { definePathModel, doneEvent, errorEvent, formatPath, screenPaths, screenReport } from '../harness';

const worksite = makeWorksite();
const PATH = `/debpo/edit-worksite/${worksite.id}`;
const LIST = 'Your worksites (list)';
const storageKey = `${WORKSITE_DRAFT_KEY_PREFIX}${arjun.id}:${worksite.id}`;
const saved: WorksiteFields = {
  name: worksite.name,
  address_line1: worksite.address_line1,
  address_line2: '',
  city: worksite.city,
  postal_code: worksite.postal_code ?? '',
  country: worksite.country,
  seats: String(worksite.seats),
  equipment: worksite.equipment,
  connection_redundancy: worksite.connection_redundancy,
  power_redundancy: worksite.power_redundancy,
  security_measures: worksite.security_measures,
};
/** What the BPO typed before the reload: the browser kept it under the worksite's key. */
const draft: WorksiteDraft = { worksiteId: worksite.id, fields: { ...saved, name: 'Marine Drive annex' } };
const closed = { message: 'This worksite is closed.', code: 'WORKSITE_CLOSED' };
const refused = { message: 'Some fields need your attention.', code: 'VALIDATION_FAILED', fields: { seats: 'More seats than the floor plan allows.' } };
const offline = new TypeError('Failed to fetch');

const model = definePathModel({
  name: 'worksite editor (edit page, after a reload)',
  machine: worksiteEditorMachine.provide({ actors: { saveWorksite: fromPromise<Worksite, SaveWorksiteInput>(() => new Promise(() => {})) } }),
  input: { worksite, draft, storageKey },
  events: [
    { type: 'UPDATE', fields: { seats: 'many' } },
    { type: 'UPDATE', fields: { seats: '24' } },
    { type: 'SUBMIT' },
    { type: 'RETRY' },
    { type: 'DISCARD' },
    doneEvent('saveWorksite', { ...worksite, ...draft.fields, seats: 24 }),
    errorEvent('saveWorksite', closed),
    errorEvent('saveWorksite', refused),
    errorEvent('saveWorksite', offline),
  ],
  // The form sends RETRY, not SUBMIT, once a save failed; discarding is offered only beside the
  // notice of a draft picked up.
  offers: (snapshot, event) => {
    if (event.type === 'DISCARD') return (snapshot.context as WorksiteEditorContext).resumed;
    if (event.type === 'SUBMIT') return !snapshot.hasTag('canRetry');
    return true;
  },
  // What the page shows: once saved or closed, only that; before, the notice of a draft picked up
  // (the name typed goes with it), whether the seats are a number the form takes, the form's issue
  // when one is shown, and the refusal.
  serializeState: (snapshot) => {
    const c = snapshot.context as WorksiteEditorContext;
    if (snapshot.status === 'done') return JSON.stringify(snapshot.value);
    const many = c.fields.seats === 'many';
    return JSON.stringify([snapshot.value, c.resumed, many, c.showIssues && many, c.problem?.code ?? null]);
  },
});
const generated = screenPaths(model);

type Outcome = 'saved' | 'closed' | 'refused' | 'offline';
const saves = new HeldCalls<Outcome>();
const server = mockApi();

function serve() {
  server.use(
    signedInAs(arjun),
    api.get('/partner/verification', ({ response }) => response(200).json(verifiedVerification('bpo'))),
    api.get('/bpo/worksites/{id}', ({ response }) => response(200).json(worksite)),
    api.put('/bpo/worksites/{id}', async ({ request, response }) => {
      const body = await request.json();
      const outcome = await saves.take();
      if (outcome === 'offline') return networkError();
      if (outcome === 'closed') return problem(409, closed.code, closed.message);
      if (outcome === 'refused') return problem(400, refused.code, refused.message, refused.fields);
      return response(200).json({ ...worksite, ...body });
    }),
  );
}

function open() {
  renderRoutes(
    [
      { path: '/debpo/edit-worksite/:id', element: createElement(RequireAuth, null, createElement(EditWorksitePage)) },
      { path: '/debpo/worksites', element: createElement('p', null, LIST) },
    ],
    PATH,
  );
}

const form = () => screen.getByRole('form', { name: m.bpo_worksite_details() });
const nameField = () => within(form()).getByRole('textbox', { name: m.bpo_field_worksite_name() });
const seatsField = () => within(form()).getByRole('textbox', { name: m.bpo_field_seats() });
const saveButton = () => within(form()).getByRole('button', { name: m.bpo_worksite_save() });
const seatsIssue = new RegExp(m.bpo_issue_seats({ min: SEATS.min, max: SEATS.max }).replace('.', '\\.'));

/** The reload every tour starts with: the name changed, then the page unmounted and rendered again. */
async function reload(user: UserEvent) {
  open();
  // Pasted, not typed: each key would be a change kept, and the file's time is dear.
  await user.clear(await screen.findByRole('textbox', { name: m.bpo_field_worksite_name() }));
  await user.paste(draft.fields.name);
  expect(readLocal(storageKey)).toEqual(draft);
  cleanup();
  open();
  await screen.findByRole('form', { name: m.bpo_worksite_details() });
}

async function expectPage(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as WorksiteEditorContext;
  if (snapshot.matches('saved')) {
    // Saved: back to the list, told so; nothing is kept for a later reload.
    expect(await screen.findByText(LIST)).toBeInTheDocument();
    expect(await screen.findByText(m.bpo_worksite_saved())).toBeInTheDocument();
    expect(readLocal(storageKey)).toBeNull();
    return;
  }
  if (snapshot.matches('closed')) {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(m.bpo_worksite_closed_title());
    expect(alert).toHaveTextContent(closed.message);
    expect(within(alert).getByRole('link', { name: m.bpo_see_worksites() })).toHaveAttribute('href', '/debpo/worksites');
    expect(screen.queryByRole('form', { name: m.bpo_worksite_details() })).toBeNull();
    expect(readLocal(storageKey)).toBeNull();
    return;
  }
  expect(nameField()).toHaveValue(context.resumed ? draft.fields.name : worksite.name);
  expect(seatsField()).toHaveValue(context.fields.seats);
  if (snapshot.matches('saving')) {
    await waitFor(() => expect(saveButton()).toHaveAttribute('aria-busy', 'true'));
    expect(saveButton()).toBeDisabled();
    return;
  }
  await waitFor(() => expect(saveButton()).toBeEnabled());
  // The notice of a draft picked up, with its way back to what is saved.
  const discard = within(form()).queryByRole('button', { name: m.bpo_draft_discard() });
  if (context.resumed) {
    expect(form()).toHaveTextContent(m.bpo_draft_resumed());
    expect(discard).toBeEnabled();
  } else {
    expect(form()).not.toHaveTextContent(m.bpo_draft_resumed());
    expect(discard).toBeNull();
  }
  const alert = within(form()).queryByRole('alert');
  if (snapshot.matches({ editing: 'failed' })) {
    await waitFor(() => expect(within(form()).getByRole('alert')).toHaveTextContent(m.bpo_worksite_not_saved()));
    expect(within(form()).getByRole('alert')).toHaveTextContent(context.problem!.code === 'NETWORK' ? m.error_network() : refused.message);
    // The server's words on the field it refused; the form's own issue comes first when it has one.
    if (context.problem!.fields && !(context.showIssues && context.fields.seats === 'many')) expect(seatsField()).toHaveAccessibleDescription(new RegExp(refused.fields.seats));
  } else expect(alert).toBeNull();
  if (context.showIssues && context.fields.seats === 'many') expect(seatsField()).toHaveAccessibleDescription(seatsIssue);
  else if (!context.problem?.fields) expect(seatsField()).not.toHaveAccessibleDescription(seatsIssue);
}

async function act(user: UserEvent, event: { type: string; fields?: Partial<WorksiteFields>; error?: unknown }) {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'UPDATE':
      await user.clear(seatsField());
      return user.paste(event.fields!.seats!);
    case 'SUBMIT':
    case 'RETRY':
      return user.click(saveButton());
    case 'DISCARD':
      return user.click(within(form()).getByRole('button', { name: m.bpo_draft_discard() }));
    case 'xstate.done.actor.saveWorksite':
      return saves.release('saved');
    case 'xstate.error.actor.saveWorksite':
      return saves.release(event.error === offline ? 'offline' : event.error === refused ? 'refused' : 'closed');
    default:
      throw new Error(`no BPO's action for ${event.type}`);
  }
}

describe('the worksite editor, generated paths through the edit page after a reload', () => {
  it('walks every state and transition of the editor', () => {
    expect(generated.states.reached).toBe(generated.states.total);
    expect(generated.transitions.uncovered).toEqual([]);
    if (process.env.PRINT_PATHS) console.log(screenReport(model.name, generated, process.env.PRINT_PATHS === 'all'));
  });

  it.each(generated.paths.map((path) => [formatPath(path), path] as const))('%s', async (_, path) => {
    saves.reset();
    serve();
    const user = userEvent.setup({ delay: null });
    await reload(user);
    for (const [index, { event, state }] of path.steps.entries()) {
      try {
        await act(user, event as { type: string });
        await expectPage(state);
      } catch (error) {
        if (error instanceof Error) error.message = `step ${index} (${event.type}) of ${formatPath(path)}\n${error.message}`;
        throw error;
      }
    }
  });
});
