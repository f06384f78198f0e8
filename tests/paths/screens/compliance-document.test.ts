// Generated paths through one card of the candidate's compliance page, from the card's own machine
// (src/machines/compliance-document.machine.ts): an identity document chosen (or a file of another
// type), its expiry date given, sent, refused by the server or not reached, kept and then removed
// after asking. Each path is walked by choosing files, typing and clicking, the calls held until the
// path says how they end; after every step the card must show what the candidate should see.
// The card is rendered alone (the page around it only reads: src/features/onboarding/CompliancePage.test.tsx),
// and the generated paths are walked as a few long tours (../screen-tours.ts): every step of
// every path, without rendering the card again for each.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { DocumentCard } from '@/features/onboarding/DocumentCard';
import { m } from '@/generated/paraglide/messages.js';
import { complianceDocumentMachine, documentIssues, type ComplianceDocument, type ComplianceDocumentContext, type DocumentUpload } from '@/machines/compliance-document.machine';
import { browserTimeZone, dayIn } from '@/shared/time-zones';
import { api, networkError, problem } from '../../doubles/api';
import { ada } from '../../doubles/fixtures/accounts';
import { makeComplianceDocument, nothingHandedIn } from '../../doubles/fixtures/onboarding';
import { HeldCalls } from '../../doubles/held-calls';
import { mockApi, renderRoutes } from '../../doubles/render';
import { signedInAs } from '../../doubles/session';
import { chosenFile, withNodeForms } from '../../doubles/uploads';
import '../../unit/employer-jobs/page-setup';
import { definePathModel, doneEvent, errorEvent, formatPath, screenPaths, screenReport, type Path } from '../harness';
import { coverage, screenTours } from '../screen-tours';

const PATH = '/candidate/compliance';
const TITLE = 'Identity document';
const today = dayIn(new Date(), browserTimeZone());
const EXPIRY = '2099-01-31';
/** Files the traversal tells apart by name (a File writes itself as `{}`). */
const named = (file: File) => Object.defineProperty(file, 'toJSON', { value: () => `File ${file.name}` });
const scan = named(chosenFile('%PDF-1.7 passport', 'passport.pdf', 'application/pdf'));
const program = named(chosenFile('MZ', 'setup.exe', 'application/x-msdownload'));
const kept = makeComplianceDocument({ kind: 'identity_document', expires_on: EXPIRY, file: { name: 'passport.pdf', content_type: 'application/pdf', size_bytes: 17 } });
const refused = { message: 'Please check the highlighted fields.', code: 'VALIDATION_FAILED', fields: { file: 'Choose a PDF, JPEG, PNG, WEBP file.' } };
const offline = new TypeError('Failed to fetch');

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const model = definePathModel({
  name: 'compliance document card',
  machine: complianceDocumentMachine.provide({ actors: { upload: never<ComplianceDocument, DocumentUpload>(), takeBack: never<void, { documentId: string }>() } }),
  input: { kind: 'identity_document', document: null, today },
  events: [
    { type: 'CHOOSE', file: scan },
    { type: 'CHOOSE', file: program },
    { type: 'SET_EXPIRY', expiresOn: EXPIRY },
    { type: 'SUBMIT' },
    doneEvent('upload', kept),
    errorEvent('upload', refused),
    errorEvent('upload', offline),
    { type: 'TAKE_BACK' },
    { type: 'KEEP' },
    { type: 'CONFIRM' },
    doneEvent('takeBack'),
    errorEvent('takeBack', offline),
  ],
  // What the card shows: the state, the document's status, the file chosen (of a type we take or
  // not), whether an expiry date is given, and the refusal.
  serializeState: (snapshot) => {
    const c = snapshot.context;
    const file = c.file ? (c.file === scan ? 'pdf' : 'other') : null;
    return JSON.stringify([snapshot.value, c.document?.status ?? null, file, Boolean(c.expiresOn), c.problem?.code ?? null]);
  },
});
const generated = screenPaths(model);
const tours = screenTours(model, generated);

type Outcome = 'ok' | 'refused' | 'offline';
const uploads = new HeldCalls<Outcome>();
const removals = new HeldCalls<Outcome>();
const server = mockApi();
withNodeForms();

const identity = nothingHandedIn().requirements[0]!;

function serve() {
  server.use(
    signedInAs({ ...ada, role: 'candidate', company_name: undefined }),
    api.post('/candidate/compliance/documents', async ({ response }) => {
      const outcome = await uploads.take();
      if (outcome === 'offline') return networkError();
      if (outcome === 'refused') return problem(400, refused.code, refused.message, refused.fields);
      return response(201).json(kept);
    }),
    api.delete('/candidate/compliance/documents/{id}', async ({ response }) => {
      if ((await removals.take()) === 'offline') return networkError();
      return response(204).empty();
    }),
  );
}

/** The card's section, found once a tour: it stays the same element all along. */
let section: HTMLElement;
const card = () => section;
const fileField = () => within(card()).getByLabelText(m.onb_choose_file());
const expiryField = () => within(card()).getByLabelText(m.onb_expiry_label());

async function expectCard(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as ComplianceDocumentContext;
  if (snapshot.hasTag('confirming')) {
    // The question is modal: the page behind it is hidden from assistive technology.
    expect(await screen.findByRole('dialog', { name: m.onb_take_back_title() })).toHaveTextContent(kept.file.name);
    const confirm = screen.getByRole('button', { name: m.onb_take_back_confirm() });
    if (snapshot.matches('takingBack')) expect(confirm).toBeDisabled();
    else expect(confirm).toBeEnabled();
    if (context.problem) expect(screen.getByRole('dialog')).toHaveTextContent(context.problem.message);
    return;
  }
  const status = context.document ? m.onb_status_submitted() : m.onb_status_missing();
  await waitFor(() => expect(card()).toHaveTextContent(status));
  if (context.document) expect(within(card()).getByRole('link', { name: m.onb_download_named({ name: kept.file.name }) })).toBeInTheDocument();
  else expect(within(card()).queryByRole('link')).toBeNull();
  // By its attribute: a role query over the whole document at every step costs more than the rest of the step.
  await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());

  const send = within(card()).getByRole('button', { name: snapshot.matches('uploading') ? m.onb_uploading() : context.document ? m.onb_replace() : m.onb_upload() });
  if (snapshot.matches('uploading')) {
    expect(send).toBeDisabled();
    return;
  }
  expect(send).toBeEnabled();
  if (snapshot.matches({ editing: 'invalid' })) {
    // The form's own words, on the field each belongs to.
    const issues = documentIssues(context.kind, context.file, context.expiresOn, context.today);
    if (issues.includes('noFile')) expect(fileField()).toHaveAccessibleDescription(new RegExp(m.onb_issue_no_file()));
    if (issues.includes('type')) expect(fileField()).toHaveAccessibleDescription(new RegExp(m.onb_issue_type()));
    if (issues.includes('expiryMissing')) expect(expiryField()).toHaveAccessibleDescription(new RegExp(m.onb_issue_expiry_missing()));
  } else if (snapshot.matches({ editing: 'failed' })) {
    if (context.problem?.fields) await waitFor(() => expect(fileField()).toHaveAccessibleDescription(/Choose a PDF, JPEG, PNG, WEBP file\./));
    else expect(await within(card()).findByRole('alert')).toHaveTextContent(m.onb_upload_problem());
  } else {
    expect(fileField()).not.toHaveAttribute('aria-invalid');
    expect(within(card()).queryByRole('alert')).toBeNull();
  }
  // Removing is offered for a document waiting for review.
  expect(within(card()).queryByRole('button', { name: m.onb_take_back() }) !== null).toBe(context.document !== null);
}

async function act(user: UserEvent, event: { type: string; file?: File; expiresOn?: string; error?: unknown }) {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'CHOOSE':
      // Choosing the file the field already holds changes nothing (no change event, as in a
      // browser): the candidate first clears the choice, which is the same CHOOSE to the card.
      if ((fileField() as HTMLInputElement).files?.[0] === event.file) await user.upload(fileField(), []);
      return user.upload(fileField(), event.file!);
    case 'SET_EXPIRY':
      if ((expiryField() as HTMLInputElement).value) await user.clear(expiryField());
      return user.type(expiryField(), event.expiresOn!);
    case 'SUBMIT':
      return user.click(within(card()).getByRole('button', { name: /^(Upload|Upload a new one)$/ }));
    case 'xstate.done.actor.upload':
      return uploads.release('ok');
    case 'xstate.error.actor.upload':
      return uploads.release(event.error === offline ? 'offline' : 'refused');
    case 'TAKE_BACK':
      return user.click(within(card()).getByRole('button', { name: m.onb_take_back() }));
    case 'KEEP':
      return user.click(screen.getByRole('button', { name: m.onb_keep() }));
    case 'CONFIRM':
      return user.click(screen.getByRole('button', { name: m.onb_take_back_confirm() }));
    case 'xstate.done.actor.takeBack':
      return removals.release('ok');
    case 'xstate.error.actor.takeBack':
      return removals.release('offline');
    default:
      throw new Error(`no candidate's action for ${event.type}`);
  }
}

describe('a compliance document, generated paths through its card', () => {
  it('walks every state of the card', () => {
    expect(generated.states.reached).toBe(generated.states.total);
    expect(generated.transitions.uncovered).toEqual([]);
    // The tours take every step the paths take: no state shown and no transition is lost.
    expect(coverage(model, generated, tours)).toEqual({ statesMissed: [], transitionsMissed: [], alwaysMissed: [] });
    if (process.env.PRINT_PATHS) console.log(screenReport(model.name, generated, process.env.PRINT_PATHS === 'all'));
  });

  it.each(tours.map((tour, i) => [`tour ${i + 1} of ${tours.length}, ${tour.steps.length - 1} steps`, tour] as const))('%s', async (_, path: Path) => {
    uploads.reset();
    removals.reset();
    serve();
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderRoutes([{ path: PATH, element: createElement(DocumentCard, { requirement: identity, today }) }], PATH);
    section = await screen.findByRole('region', { name: TITLE });
    for (const [index, { event, state }] of path.steps.entries()) {
      try {
        await act(user, event as { type: string });
        await expectCard(state);
      } catch (error) {
        if (error instanceof Error) error.message = `step ${index} (${event.type}) of ${formatPath(path)}\n${error.message}`;
        throw error;
      }
    }
  });
});
