// Generated paths through a BPO's verification page (/verify-bpo), from the business kinds' machine
// (src/machines/partner-verification.machine.ts, businessVerification): business details,
// registration and address, each saved when left forward; a document added and removed; the review
// submitted; and the server's refusals on the way (a save refused because the verification went to
// review elsewhere, a save of the registration refused over the business name, which opens the
// business step, a document refused over the limit, a removal lost on the way, a submission
// refused as incomplete, which opens the step of the field it names). Each path is walked by typing
// and clicking, the calls held until the path says how they end; after every step the page must
// show what the partner should see. The page opens on the verification the server holds and the
// machine boots from it (screenPaths takes one input), so each start is a model of its own: an empty
// draft walks the whole form; in review, verified (also opened at /verify-bpo/edit), sent back and
// rejected show where the review stands, and the two that can be changed open the form again.
// A business association's form (/verify-ba, associationVerification) differs by the countries it
// covers, on its business step: one start of its own, a complete draft opened at the review, walks
// them (changed, refused over a country, saved) and the review that lists them; the rest of its
// form is the business kinds' form, walked above.
// Each generated path is walked from a fresh page (not as ../screen-tours.ts tours: a tour takes any
// event the machine handles, and the page offers a step's own fields only on that step, see `offers`).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { createElement, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { BaVerificationPage, BpoVerificationEditPage, BpoVerificationPage } from '@/features/partner-verification/VerificationPage';
import { STEP_TITLE } from '@/features/partner-verification/steps';
import { m } from '@/generated/paraglide/messages.js';
import { countryName } from '@/lib/countries';
import { PARTNER_FIELD } from '@/lib/partner-labels';
import {
  associationVerification,
  associationVerificationMachine,
  businessVerification,
  businessVerificationMachine,
  type DocumentUpload,
  type PartnerDocument,
  type PartnerVerification,
  type VerificationCall,
  type VerificationConfig,
  type VerificationContext,
  type VerificationFields,
} from '@/machines/partner-verification.machine';
import { formatLongDate, formatNames } from '@/shared/format';
import { missingFields } from '@/shared/partner-verification';
import { api, networkError, problem } from '../../doubles/api';
import { ada } from '../../doubles/fixtures/accounts';
import {
  certificate,
  completeVerification,
  makeVerification,
  rejectedVerification,
  sentBackVerification,
  submittedVerification,
  verifiedVerification,
} from '../../doubles/fixtures/partner-verification';
import { HeldCalls } from '../../doubles/held-calls';
import { mockApi, renderRoutes } from '../../doubles/render';
import { signedInAs } from '../../doubles/session';
import { chosenFile, withNodeForms } from '../../doubles/uploads';
import '../../unit/employer-jobs/page-setup';
import { definePathModel, doneEvent, errorEvent, formatPath, screenPaths, screenReport, type ModelEvent, type Path } from '../harness';
import { expectStartsCovered } from '../screen-tours';

const PATH = '/verify-bpo';
const EDIT_PATH = '/verify-bpo/edit';
const BA_PATH = '/verify-ba';
const config = businessVerification;
const DOCUMENTS = config.steps.findIndex((step) => step.id === 'documents');
const REVIEW = config.steps.length - 1;
const ADDRESS = config.steps.findIndex((step) => step.id === 'address');
const REGISTRATION = config.steps.findIndex((step) => step.id === 'registration');
/** What the partner types on each step of fields (address_line2 stays empty: it is optional). */
const typed: Array<Partial<VerificationFields>> = [
  { business_name: 'Harbor Outsourcing Pvt Ltd' },
  { registration_number: 'U74999MH2019PTC123456' },
  { address_line1: '14 Marine Drive', city: 'Mumbai', postal_code: '400002', country: 'IN' },
];
/** Files the traversal tells apart by name (a File writes itself as `{}`). */
const scan = Object.defineProperty(chosenFile('%PDF-1.7 certificate', certificate.file_name, 'application/pdf'), 'toJSON', { value: () => `File ${certificate.file_name}` });
const upload: DocumentUpload = { kind: 'registration_certificate', file: scan };
const inReviewElsewhere = { message: 'Your verification is being reviewed. You can change it again once our team has decided.', code: 'PARTNER_VERIFICATION_IN_REVIEW' };
// A save sends the whole form: the registration's save refused over the business name.
const nameRefused = { message: 'Please check the highlighted fields.', code: 'VALIDATION_FAILED', fields: { business_name: 'This value is not valid.' } };
const tooMany = { message: 'You can add at most 10 documents. Remove one before adding another.', code: 'PARTNER_DOCUMENT_LIMIT' };
const incomplete = {
  message: 'Your verification isn’t complete yet: fill in every step and add at least one document before submitting.',
  code: 'PARTNER_VERIFICATION_INCOMPLETE',
  fields: { city: 'This field is required.', documents: 'This field is required.' },
};
const offline = new TypeError('Failed to fetch');

// A save answers with the verification as the server holds it, documents included: one answer with
// the document and one without, the page's own being the one that matches (offers below).
const savedWith = (documents: PartnerDocument[]) => makeVerification('bpo', { ...Object.assign({}, ...typed), documents });
const saveDone = [doneEvent('save', savedWith([])), doneEvent('save', savedWith([certificate]))];
const submitDone = doneEvent('submit', submittedVerification('bpo'));

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const machine = businessVerificationMachine.provide({
  actors: {
    save: never<PartnerVerification, VerificationFields>(),
    upload: never<PartnerDocument, DocumentUpload>(),
    remove: never<PartnerVerification, string>(),
    submit: never<PartnerVerification, void>(),
  },
});

/** The empty draft's events: the whole form, with the server's answers and refusals. */
const formEvents: Array<ModelEvent<typeof machine>> = [
  // Leaving a step forward: its fields as typed (the documents step has none, and no call).
  ...typed.map((fields) => ({ type: 'NEXT' as const, fields })),
  { type: 'NEXT' },
  { type: 'BACK' },
  { type: 'SET_STEP', step: 0 },
  { type: 'UPLOAD', upload },
  { type: 'REMOVE', id: certificate.id },
  { type: 'SUBMIT' },
  ...saveDone,
  errorEvent('save', inReviewElsewhere),
  errorEvent('save', nameRefused),
  doneEvent('upload', certificate),
  errorEvent('upload', tooMany),
  doneEvent('remove', makeVerification('bpo', Object.assign({}, ...typed))),
  errorEvent('remove', offline),
  submitDone,
  errorEvent('submit', incomplete),
  // The city typed again after the submission was refused over it: the complaint goes.
  { type: 'UPDATE', fields: { city: 'Mumbai' } },
];

const STARTS = [
  { name: 'not started', verification: makeVerification('bpo'), path: PATH, events: formEvents },
  { name: 'in review', verification: submittedVerification('bpo'), path: PATH, events: [] },
  { name: 'verified', verification: verifiedVerification('bpo'), path: PATH, events: [{ type: 'EDIT' }] },
  { name: 'verified, opened to edit', verification: verifiedVerification('bpo'), path: EDIT_PATH, events: [] },
  { name: 'sent back', verification: sentBackVerification('bpo'), path: PATH, events: [{ type: 'EDIT' }] },
  { name: 'rejected', verification: rejectedVerification('bpo'), path: PATH, events: [] },
] satisfies Array<{ name: string; verification: PartnerVerification; path: string; events: Array<ModelEvent<typeof machine>> }>;
type Start = { name: string; verification: PartnerVerification; path: string };

/** Each path's page, by the address it opens at. */
const PAGES: Record<string, ComponentType> = { [PATH]: BpoVerificationPage, [EDIT_PATH]: BpoVerificationEditPage, [BA_PATH]: BaVerificationPage };
const CONFIG: Record<string, VerificationConfig> = { [PATH]: businessVerification, [EDIT_PATH]: businessVerification, [BA_PATH]: associationVerification };

const walks = STARTS.map((start) => {
  const model = definePathModel({
    name: `BPO verification page, ${start.name}`,
    machine,
    input: { verification: start.verification, edit: start.path === EDIT_PATH },
    events: start.events,
    // Only what the page has a control for in the state; the server's answers as it would give them.
    offers: (snapshot, event: ModelEvent<typeof businessVerificationMachine>) => {
      const c = snapshot.context as VerificationContext;
      const hasDocument = c.verification.documents.length > 0;
      switch (event.type) {
        case 'NEXT':
          return 'fields' in event ? typed[c.step] === event.fields : c.step === DOCUMENTS;
        case 'BACK':
        case 'SET_STEP':
          return c.step > 0;
        // One document at a time: the removal's answer (no document left) then says what the page holds.
        case 'UPLOAD':
          return c.step === DOCUMENTS && !hasDocument;
        case 'REMOVE':
          return c.step === DOCUMENTS && hasDocument;
        case 'SUBMIT':
          return c.step === REVIEW;
        case 'xstate.done.actor.save':
          return (event.output as PartnerVerification).documents.length > 0 === hasDocument;
        // The business name refused from the registration step, before any document (one way into it is enough).
        case 'xstate.error.actor.save':
          return event.error !== nameRefused || (c.step === REGISTRATION && !hasDocument);
        // The server takes a submission only with a document.
        case 'xstate.done.actor.submit':
          return hasDocument;
        case 'UPDATE':
          return c.step === ADDRESS && c.fieldErrors.city !== undefined;
        default:
          return true;
      }
    },
    // What the page shows: the state, the status, whether a document is there, the step, the refusal.
    // The fields the server complained about are left out (each is checked on its field at every
    // step all the same): with them, each combination was a state of its own and the paths twice as many.
    serializeState: (snapshot) => {
      const c = snapshot.context as VerificationContext;
      return JSON.stringify([snapshot.value, c.verification.status, c.verification.documents.length > 0, c.step, c.problem?.code ?? null]);
    },
  });
  const generated = screenPaths(model);
  // expectStartsCovered checks the walks as it checks tours: here each walk is a generated path.
  return { start, model, generated, tours: generated.paths };
});

// The association's countries, from a complete draft (India and Singapore) opened at the review:
// Singapore swapped for Sri Lanka from the business step, which the server may refuse (the second
// country named), then Sri Lanka taken out and saved; the review lists the countries saved.
const BA_ORIGINAL = ['IN', 'SG'];
const BA_CHANGED = ['IN', 'LK'];
const BA_FIXED = ['IN'];
const countryRefused = { message: 'Please check the highlighted fields.', code: 'VALIDATION_FAILED', fields: { 'regions.1': 'Choose a country.' } };
const BA_BUSINESS = associationVerification.steps.findIndex((step) => step.id === 'business');
const BA_REVIEW = associationVerification.steps.length - 1;
const baStart: Start = { name: 'association, complete draft', verification: completeVerification('ba', { regions: BA_ORIGINAL }), path: BA_PATH };
const sameCountries = (a: readonly string[], b: readonly string[]) => a.join() === b.join();
const baWalk = (() => {
  const model = definePathModel({
    name: 'association verification page, complete draft',
    machine: associationVerificationMachine.provide({
      actors: {
        save: never<PartnerVerification, VerificationFields>(),
        upload: never<PartnerDocument, DocumentUpload>(),
        remove: never<PartnerVerification, string>(),
        submit: never<PartnerVerification, void>(),
      },
    }),
    input: { verification: baStart.verification },
    events: [
      { type: 'SET_STEP', step: BA_BUSINESS },
      { type: 'SET_STEP', step: BA_REVIEW },
      { type: 'NEXT', fields: { regions: BA_CHANGED } },
      { type: 'NEXT', fields: { regions: BA_FIXED } },
      ...[BA_CHANGED, BA_FIXED].map((regions) => doneEvent('save', completeVerification('ba', { regions }))),
      errorEvent('save', countryRefused),
    ],
    offers: (snapshot, event: ModelEvent<typeof associationVerificationMachine>) => {
      const c = snapshot.context as VerificationContext;
      switch (event.type) {
        // To the countries from the review as opened; back to the review once they are saved.
        case 'SET_STEP':
          return event.step === BA_BUSINESS ? c.step === BA_REVIEW && sameCountries(c.fields.regions, BA_ORIGINAL) : c.step === BA_BUSINESS + 1;
        // Sri Lanka chosen; taken out again once the server refused it.
        case 'NEXT':
          return c.step === BA_BUSINESS && sameCountries(event.fields!.regions!, c.fieldErrors.regions ? BA_FIXED : BA_CHANGED);
        case 'xstate.done.actor.save':
          return sameCountries((event.output as PartnerVerification).regions, c.fields.regions);
        case 'xstate.error.actor.save':
          return c.fields.regions.includes('LK');
        default:
          return true;
      }
    },
    serializeState: (snapshot) => {
      const c = snapshot.context as VerificationContext;
      return JSON.stringify([snapshot.value, c.step, c.problem?.code ?? null, c.fields.regions]);
    },
  });
  return { start: baStart, model, generated: screenPaths(model) };
})();

type Outcome = 'ok' | 'refused';
/** A save answers, or is refused as the path says (over fields, or because the verification went to review). */
type SaveRefusal = typeof inReviewElsewhere | typeof nameRefused | typeof countryRefused;
const saves = new HeldCalls<'ok' | SaveRefusal>();
const uploads = new HeldCalls<Outcome>();
const removals = new HeldCalls<Outcome>();
const submissions = new HeldCalls<Outcome>();
const server = mockApi();
withNodeForms();

/** The partner's verification as the server holds it, changed by the calls the path lets through. */
let held: PartnerVerification;
/** The form as the last save sent it. */
let lastSave: Partial<VerificationFields> | undefined;
function serve(start: Start) {
  held = structuredClone(start.verification);
  lastSave = undefined;
  server.use(
    signedInAs({ ...ada, role: start.verification.kind, company_name: undefined }),
    api.get('/partner/verification', ({ response }) => response(200).json(held)),
    api.put('/partner/verification', async ({ request, response }) => {
      const body = await request.json();
      lastSave = body;
      const outcome = await saves.take();
      if (outcome !== 'ok') return 'fields' in outcome ? problem(400, outcome.code, outcome.message, outcome.fields) : problem(409, outcome.code, outcome.message);
      held = { ...held, ...body };
      return response(200).json(held);
    }),
    api.post('/partner/verification/documents', async ({ response }) => {
      if ((await uploads.take()) === 'refused') return problem(409, tooMany.code, tooMany.message);
      held = { ...held, documents: [...held.documents, certificate] };
      return response(201).json(certificate);
    }),
    api.delete('/partner/verification/documents/{id}', async ({ params, response }) => {
      if ((await removals.take()) === 'refused') return networkError();
      held = { ...held, documents: held.documents.filter((d) => d.id !== params.id) };
      return response(204).empty();
    }),
    api.post('/partner/verification/submission', async ({ response }) => {
      if ((await submissions.take()) === 'refused') return problem(422, incomplete.code, incomplete.message, incomplete.fields);
      held = { ...held, status: 'submitted', submitted_at: submittedVerification('bpo').submitted_at };
      return response(200).json(held);
    }),
  );
}

// By their words rather than by role: a role query over the whole page at every step costs more than the rest of the step.
function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].filter((b) => (b.getAttribute('aria-label') ?? b.textContent ?? '').includes(name));
  expect(found, `one button "${name}"`).toHaveLength(1);
  return found[0]!;
}
const stepper = () => document.querySelector<HTMLElement>(`nav[aria-label="${m.pv_steps_label()}"]`);
// The controls only: a step's form is named by its heading, which says "Address" too.
const field = (name: keyof VerificationFields) => screen.getByLabelText(PARTNER_FIELD[name](), { selector: 'input, select' }) as HTMLInputElement | HTMLSelectElement;
const fileField = () => screen.getByLabelText(m.pv_document_file());
// An association's countries: the chips chosen (by name), the box a country is picked in and its button.
const chosenCountries = () => [...document.querySelectorAll(`ul[aria-label="${m.pv_regions_chosen()}"] li`)].map((li) => li.textContent);
const countryBox = () => document.getElementById('partner-regions-new') as HTMLSelectElement;
const addCountry = () => [...document.querySelectorAll('button')].find((b) => b.textContent === m.pv_regions_add())!;
const named = (codes: readonly string[]) => codes.map((code) => countryName(code, 'en'));
/** What did not happen, by the call refused (src/features/partner-verification/VerificationForm.tsx). */
const TITLE: Record<VerificationCall, () => string> = { save: m.pv_not_saved, upload: m.pv_document_not_added, remove: m.pv_document_not_removed, submit: m.pv_not_submitted };
// Said in the form's alert, by its title (the status panel says "Not submitted" too, of a draft).
const titlesShown = () => {
  const alerts = [...document.querySelectorAll('main [role="alert"]')].map((alert) => alert.textContent ?? '');
  return Object.values(TITLE).flatMap((title) => (alerts.some((text) => text.startsWith(title())) ? [title()] : []));
};

async function expectPage(snapshot: AnyMachineSnapshot, form: VerificationConfig) {
  const c = snapshot.context as VerificationContext;
  const v = c.verification;
  // The panel's words, in its live region (the toast after a save or a submission is another one).
  const saysStatus = async (text: string) => expect((await screen.findByText(text)).closest('[role="status"]')).not.toBeNull();
  const reason = () => screen.queryByText(v.reason ?? '', { exact: true });
  if (!snapshot.matches('editing') && !snapshot.matches('submitting')) {
    // Where the review stands, in words; no form, and a way on only where there is one.
    const body = snapshot.matches('inReview')
      ? m.pv_in_review_body({ date: formatLongDate(v.submitted_at!, 'en') })
      : snapshot.matches('verified')
        ? m.pv_verified_body({ date: formatLongDate(v.verified_at!, 'en') })
        : snapshot.matches('changesRequested')
          ? m.pv_changes_body()
          : m.pv_rejected_body();
    await saysStatus(body);
    expect(stepper()).toBeNull();
    expect(screen.queryByRole('button', { name: m.pv_edit() }) !== null).toBe(snapshot.matches('verified') || snapshot.matches('changesRequested'));
    if (snapshot.matches('changesRequested') || snapshot.matches('rejected')) expect(reason()).toBeInTheDocument();
    if (snapshot.matches('rejected')) expect(screen.getByRole('link', { name: m.pv_contact() })).toHaveAttribute('href', '/contact-us');
    return;
  }
  // Editing verified details: the partner is told it stays verified; sent back: the reason stays in view.
  if (v.verified) await saysStatus(m.pv_editing_verified());
  if (v.status === 'changes_requested') expect(reason()).toBeInTheDocument();
  const step = form.steps[c.step]!;
  await waitFor(() => expect(document.querySelector(`h2#partner-step-${step.id}`)).toHaveTextContent(STEP_TITLE[step.id]()));
  const current = within(stepper()!).getByText(STEP_TITLE[step.id]()).closest('li');
  expect(current).toHaveAttribute('aria-current', 'step');

  // While a call is on its way its button says so, and nothing else can be sent.
  if (snapshot.matches({ editing: 'saving' })) {
    // The whole form goes, the countries only from an association's.
    const withRegions = form.steps.some((s) => s.fields.includes('regions'));
    await waitFor(() => expect(lastSave).toEqual(withRegions ? c.fields : Object.fromEntries(Object.entries(c.fields).filter(([name]) => name !== 'regions'))));
    return waitFor(() => expect(button(m.pv_save_continue())).toHaveAttribute('aria-busy', 'true'));
  }
  if (snapshot.matches({ editing: 'uploading' })) return waitFor(() => expect(button(m.pv_document_add())).toHaveAttribute('aria-busy', 'true'));
  if (snapshot.matches({ editing: 'removing' })) return waitFor(() => expect(button(m.pv_document_remove({ name: certificate.file_name }))).toBeDisabled());
  if (snapshot.matches('submitting')) return waitFor(() => expect(button(m.pv_submit())).toHaveAttribute('aria-busy', 'true'));

  // A refusal naming no field is said above the step, titled by what did not happen; one naming
  // fields, on each of them (the step holding them opened).
  if (c.problem && Object.keys(c.fieldErrors).length === 0) {
    expect(await screen.findByText(c.problem.code === 'NETWORK' ? m.error_network() : c.problem.message)).toBeInTheDocument();
    expect(titlesShown()).toEqual([TITLE[c.refusedCall!]()]);
  } else {
    await waitFor(() => expect(titlesShown()).toEqual([]));
  }
  for (const name of step.fields) {
    if (name === 'regions') {
      // The countries chosen, by name, and the server's word on them under the list.
      expect(chosenCountries()).toEqual(named(c.fields.regions));
      expect(document.getElementById('partner-regions-error')?.textContent ?? null).toBe(c.fieldErrors.regions ?? null);
    } else if (c.fieldErrors[name]) expect(field(name)).toHaveAccessibleDescription(new RegExp(c.fieldErrors[name]!));
    else expect(field(name)).not.toHaveAttribute('aria-invalid', 'true');
  }

  if (step.id === 'documents') {
    if (c.fieldErrors.documents) expect(fileField()).toHaveAccessibleDescription(new RegExp(c.fieldErrors.documents));
    if (c.verification.documents.length) {
      await waitFor(() => expect(document.querySelector(`a[aria-label="${m.pv_document_download({ name: certificate.file_name })}"]`)).toHaveAttribute('href', `/api/v1/partner/verification/documents/${certificate.id}/file`));
      expect(button(m.pv_document_remove({ name: certificate.file_name }))).toBeEnabled();
    } else {
      expect(await screen.findByText(m.pv_documents_none())).toBeInTheDocument();
    }
  }
  if (step.id === 'review') {
    // Everything as it will be sent, and what is still missing.
    const missing = [...missingFields(v.kind, c.fields), ...(c.verification.documents.length ? [] : ['documents'])];
    if (missing.length) expect(screen.getByText(/^Still missing: /)).toHaveTextContent(PARTNER_FIELD[missing[0] as keyof typeof PARTNER_FIELD]());
    else expect(screen.queryByText(/^Still missing: /)).toBeNull();
    if (c.fields.business_name) expect(screen.getByText(c.fields.business_name)).toBeInTheDocument();
    if (v.kind === 'ba') expect(screen.getByText(formatNames(named(c.fields.regions), 'en'))).toBeInTheDocument();
    expect(button(m.pv_submit())).toBeEnabled();
  }
}

/** Types a step's values: a field already holding its value is typed again only when the server complained about it. */
async function fill(user: UserEvent, fields: Partial<VerificationFields>) {
  for (const [name, value] of Object.entries(fields) as Array<[keyof VerificationFields, string | string[]]>) {
    if (Array.isArray(value)) {
      // The countries: those not wanted taken out by their chips' buttons, the others picked and added.
      const wanted = named(value);
      for (const country of chosenCountries()) if (!wanted.includes(country!)) await user.click(button(m.pv_regions_remove({ country: country! })));
      for (const code of value.filter((_, i) => !chosenCountries().includes(wanted[i]!))) {
        await user.selectOptions(countryBox(), code);
        await user.click(addCountry());
      }
      continue;
    }
    const control = field(name);
    if (control instanceof HTMLSelectElement) {
      if (control.value !== value) await user.selectOptions(control, value);
    } else if (control.value !== value || control.getAttribute('aria-invalid') === 'true') {
      await user.clear(control);
      await user.paste(value);
    }
  }
}

async function act(user: UserEvent, event: { type: string; fields?: Partial<VerificationFields>; step?: number; error?: unknown; output?: unknown }, form: VerificationConfig) {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'NEXT':
      if (!event.fields) return user.click(button(m.pv_continue()));
      await fill(user, event.fields);
      return user.click(button(m.pv_save_continue()));
    case 'BACK':
      return user.click(button(m.pv_back()));
    case 'SET_STEP':
      return user.click(within(stepper()!).getByText(STEP_TITLE[form.steps[event.step!]!.id]()));
    case 'UPLOAD':
      await user.upload(fileField(), scan);
      return user.click(button(m.pv_document_add()));
    case 'REMOVE':
      return user.click(button(m.pv_document_remove({ name: certificate.file_name })));
    case 'SUBMIT':
      return user.click(button(m.pv_submit()));
    case 'EDIT':
      return user.click(button(m.pv_edit()));
    case 'UPDATE':
      return fill(user, event.fields!);
    case 'xstate.done.actor.save':
      return saves.release('ok');
    case 'xstate.error.actor.save':
      return saves.release(event.error as SaveRefusal);
    case 'xstate.done.actor.upload':
      return uploads.release('ok');
    case 'xstate.error.actor.upload':
      return uploads.release('refused');
    case 'xstate.done.actor.remove':
      return removals.release('ok');
    case 'xstate.error.actor.remove':
      return removals.release('refused');
    case 'xstate.done.actor.submit':
      return submissions.release('ok');
    case 'xstate.error.actor.submit':
      return submissions.release('refused');
    default:
      throw new Error(`no partner's action for ${event.type}`);
  }
}

describe('a partner verification, generated paths through /verify-bpo and /verify-ba', () => {
  it('walks every state of the page, and every transition from one start or another', () => {
    expectStartsCovered(walks, (model, generated) => {
      if (process.env.PRINT_PATHS) console.log(screenReport(model.name, generated, process.env.PRINT_PATHS === 'all'));
    });
  });

  it('walks every state of the association’s countries, from a step of fields to the review', () => {
    const { model, generated } = baWalk;
    if (process.env.PRINT_PATHS) console.log(screenReport(model.name, generated, process.env.PRINT_PATHS === 'all'));
    expect(generated.states.reached).toBe(generated.states.total);
    // The countries refused on the step that holds them, then saved without the one refused; the review lists what was saved.
    const ends = generated.paths.map((path) => path.steps.map((step) => step.event.type));
    expect(ends.some((events) => events.includes('xstate.error.actor.save') && events.includes('xstate.done.actor.save'))).toBe(true);
    expect(generated.paths.every((path) => (path.state.context as VerificationContext).step === BA_REVIEW)).toBe(true);
  });

  const cases = [...walks, { ...baWalk, tours: baWalk.generated.paths }].flatMap(({ start, tours }) =>
    tours.map((path, i) => [`${start.name}: path ${i + 1} of ${tours.length}, ${path.steps.length - 1} steps`, start, path] as const),
  );
  it.each(cases)(
    '%s',
    async (_, start: Start, path: Path) => {
      for (const calls of [saves, uploads, removals, submissions]) calls.reset();
      serve(start);
      // Nothing on this page lies over its controls (no dialog, no overlay), and the check of what
      // might (getComputedStyle up every ancestor, at every click) is a large part of a click's time.
      const user = userEvent.setup({ delay: null, applyAccept: false, pointerEventsCheck: PointerEventsCheckLevel.Never });
      renderRoutes([{ path: start.path, element: createElement(PAGES[start.path]!) }], start.path);
      const form = CONFIG[start.path]!;
      for (const [index, { event, state }] of path.steps.entries()) {
        try {
          await act(user, event as { type: string }, form);
          await expectPage(state, form);
        } catch (error) {
          if (error instanceof Error) error.message = `step ${index} (${event.type}) of ${formatPath(path)}\n${error.message}`;
          throw error;
        }
      }
    },
    30_000,
  );
});
