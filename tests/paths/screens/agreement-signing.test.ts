// Generated paths through the candidate's agreement page (/candidate/agreements/:kind), from the
// signing form's own machine (src/machines/agreement-signing.machine.ts): the NDA read, a name typed
// (the one on the account in other capitals and spaces, another, or none), the box ticked or not,
// the signature sent, refused because the text changed, or not reached and tried again, until the
// signed copy. Each path is walked by typing and clicking on the real page, the signature held until
// the path says how it ends; after every step the form must show what the candidate should see. The
// generated paths are walked as a few long tours (../screen-tours.ts): every step of every path,
// without rendering the page again for each.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import AgreementPage from '@/features/agreements/AgreementPage';
import { m } from '@/generated/paraglide/messages.js';
import { getLocale } from '@/generated/paraglide/runtime.js';
import {
  agreementSigningMachine,
  type AgreementSignature,
  type AgreementSigning,
  type AgreementSigningContext,
} from '@/machines/agreement-signing.machine';
import { RequireAuth } from '@/routes/guards';
import { formatDate } from '@/shared/format';
import { api, networkError, problem } from '../../doubles/api';
import { ada } from '../../doubles/fixtures/accounts';
import { makeAgreementDocument, makeAgreementSignature } from '../../doubles/fixtures/agreements';
import { HeldCalls } from '../../doubles/held-calls';
import { mockApi, renderRoutes } from '../../doubles/render';
import { signedInAs } from '../../doubles/session';
import '../../unit/employer-jobs/page-setup';
import { definePathModel, doneEvent, errorEvent, formatPath, screenPaths, screenReport, type Path } from '../harness';
import { coverage, screenTours } from '../screen-tours';

const PATH = '/candidate/agreements/nda';
const nda = makeAgreementDocument();
const NAME = ' ada  LOVELACE';
const signature = makeAgreementSignature(nda, { typed_name: NAME });
const changed = { message: m.agr_api_error_text_changed(), code: 'AGREEMENT_TEXT_CHANGED' };
const offline = new TypeError('Failed to fetch');

const model = definePathModel({
  name: 'agreement page',
  machine: agreementSigningMachine.provide({ actors: { sign: fromPromise<AgreementSignature, AgreementSigning>(() => new Promise(() => {})) } }),
  input: { document: nda },
  events: [
    { type: 'TYPE_NAME', fullName: NAME },
    { type: 'TYPE_NAME', fullName: 'Ada Byron' },
    { type: 'TYPE_NAME', fullName: '' },
    { type: 'SET_AGREED', agreed: true },
    { type: 'SET_AGREED', agreed: false },
    { type: 'SIGN' },
    { type: 'RETRY' },
    doneEvent('sign', signature),
    errorEvent('sign', changed),
    errorEvent('sign', offline),
  ],
  // What the form shows: the state (the issues of an invalid form follow from the name and the
  // box; a failure's kind from the state), the name in the field, the box.
  serializeState: (snapshot) => JSON.stringify([snapshot.value, snapshot.context.fullName, snapshot.context.agreed]),
});
const generated = screenPaths(model);
const tours = screenTours(model, generated);

type Outcome = 'ok' | 'changed' | 'offline';
const signings = new HeldCalls<Outcome>();
let sent: AgreementSigning[] = [];
let signedCopy: AgreementSignature | null = null;
const server = mockApi();

function serve() {
  sent = [];
  signedCopy = null;
  server.use(
    signedInAs({ ...ada, role: 'candidate', company_name: undefined }),
    // Read again once signed: the signed copy, as the server records it.
    api.get('/candidate/agreements/{kind}', ({ response }) => response(200).json(signedCopy ? { ...nda, signature: signedCopy } : nda)),
    api.get('/candidate/agreements', ({ response }) => response(200).json({ agreements: [] })),
    api.post('/candidate/agreements/{kind}/signature', async ({ request, response }) => {
      const body = await request.json();
      sent.push(body);
      const outcome = await signings.take();
      if (outcome === 'offline') return networkError();
      if (outcome === 'changed') return problem(409, changed.code, changed.message);
      signedCopy = makeAgreementSignature(nda, { id: signature.id, typed_name: body.full_name });
      return response(201).json(signedCopy);
    }),
  );
}

/**
 * The signing form's section, its name field and its box, found by their names once a tour: they
 * stay the same elements until signed (a check that they are still there is cheaper than a query by role).
 */
let section: HTMLElement;
let nameField: HTMLInputElement;
let agreeBox: HTMLInputElement;
/** Signatures the page should have sent this tour: one each time the form goes to signing. */
let attempts = 0;
const buttons = () => [...section.querySelectorAll('button')];

/** What the candidate sees in `snapshot`'s state. Synchronous, for waitFor: an answer held shows once it arrives. */
function expectPage(snapshot: AnyMachineSnapshot) {
  const context = snapshot.context as AgreementSigningContext;
  if (snapshot.matches('signed')) {
    // By its heading's id: a role query over the whole page (the agreement's text above) at every step is dear.
    const copy = document.querySelector<HTMLElement>('section[aria-labelledby="agreement-signed-title"]');
    expect(copy).not.toBeNull();
    expect(copy).toHaveTextContent(m.agr_signed_title());
    expect(copy).toHaveTextContent(m.agr_signed_by({ name: context.signature!.typed_name, date: formatDate(context.signature!.signed_at, getLocale()) }), { normalizeWhitespace: false });
    expect(copy!.querySelector('code')).toHaveTextContent(nda.sha256);
    expect(document.querySelector('section[aria-labelledby="agreement-sign-title"]')).toBeNull();
    expect(document.querySelector('[data-kind="success"]')).toHaveTextContent(m.agr_signed_toast());
    expect(sent).toHaveLength(attempts);
    return;
  }
  // Only a valid form is sent, once each time it is signed or tried again.
  expect(sent).toHaveLength(attempts);
  for (const element of [section, nameField, agreeBox]) expect(element).toBeInTheDocument();
  const busy = snapshot.matches('signing');
  expect(nameField).toHaveValue(context.fullName);
  expect(agreeBox.checked).toBe(context.agreed);
  for (const control of [nameField, agreeBox]) {
    if (busy) expect(control).toBeDisabled();
    else expect(control).toBeEnabled();
  }

  // The form's own words, on the field and the box each belongs to.
  const issues = snapshot.matches({ reading: 'invalid' }) ? context.issues : [];
  const nameIssue = issues.includes('nameMissing') ? m.agr_name_missing() : issues.includes('nameMismatch') ? m.agr_api_field_name_mismatch({ name: nda.name_on_account }) : null;
  if (nameIssue) {
    expect(nameField).toHaveAttribute('aria-invalid', 'true');
    expect(nameField).toHaveAccessibleDescription(`${m.agr_name_hint({ name: nda.name_on_account })} ${nameIssue}`);
  } else {
    expect(nameField).not.toHaveAttribute('aria-invalid');
    expect(nameField).toHaveAccessibleDescription(m.agr_name_hint({ name: nda.name_on_account }));
  }
  if (issues.includes('notAgreed')) expect(agreeBox).toHaveAccessibleDescription(m.agr_agree_missing());
  else expect(agreeBox).not.toHaveAttribute('aria-describedby');

  // The refusal, said with the way on: tried again as it is, or the new text to read.
  const alert = section.querySelector('[role="alert"]');
  const labels = buttons().map((button) => button.textContent);
  if (snapshot.matches({ failed: 'retryable' })) {
    expect(alert).toHaveTextContent(m.agr_sign_problem());
    expect(alert).toHaveTextContent(m.error_network());
    expect(labels).toEqual([m.agr_try_again()]);
    expect(buttons()[0]).toBeEnabled();
  } else if (snapshot.matches({ failed: 'textChanged' })) {
    expect(alert).toHaveTextContent(m.agr_sign_problem());
    expect(alert).toHaveTextContent(changed.message);
    expect(labels).toEqual([m.agr_read_again()]);
    expect(buttons()[0]).toBeEnabled();
  } else {
    expect(alert).toBeNull();
    const sign = buttons()[0]!;
    expect(buttons()).toHaveLength(1);
    if (busy) {
      expect(sign).toHaveTextContent(m.agr_signing());
      expect(sign).toBeDisabled();
      expect(sign).toHaveAttribute('aria-busy', 'true');
      // The signature names the very text shown, with the name as typed.
      expect(sent.at(-1)).toEqual({ version: nda.version, language: nda.language, sha256: nda.sha256, full_name: context.fullName, agreed: true });
    } else {
      expect(sign).toHaveTextContent(m.agr_sign());
      expect(sign).toBeEnabled();
      expect(sign).not.toHaveAttribute('aria-busy');
    }
  }
}

/** Pasted over what the field holds: one change, as the form sees a name typed in full. */
async function paste(user: UserEvent, fullName: string) {
  if (!fullName) return user.clear(nameField);
  nameField.focus();
  nameField.setSelectionRange(0, nameField.value.length);
  return user.paste(fullName);
}

/** What the candidate does for `event`, leading to `next`. */
async function act(user: UserEvent, event: { type: string; fullName?: string; agreed?: boolean; error?: unknown }, next: AnyMachineSnapshot) {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'TYPE_NAME':
      // Typing the name the field already holds changes nothing (no change event, as in a browser):
      // the candidate first changes it, which is the same TYPE_NAME to the form.
      if (nameField.value === event.fullName) await paste(user, event.fullName ? '' : ' ');
      return paste(user, event.fullName!);
    case 'SET_AGREED':
      // Likewise a box already as asked is unticked (or ticked) first.
      if (agreeBox.checked === event.agreed) await user.click(agreeBox);
      return user.click(agreeBox);
    case 'SIGN':
    case 'RETRY':
      await user.click(buttons().find((button) => button.textContent === (event.type === 'SIGN' ? m.agr_sign() : m.agr_try_again()))!);
      // Only a valid form is sent.
      return next.matches('signing') ? signings.arrival() : undefined;
    case 'xstate.done.actor.sign':
      return signings.release('ok');
    case 'xstate.error.actor.sign':
      return signings.release(event.error === offline ? 'offline' : 'changed');
    default:
      throw new Error(`no candidate's action for ${event.type}`);
  }
}

describe('an agreement, generated paths through its page', () => {
  it('walks every state of the form', () => {
    expect(generated.states.reached).toBe(generated.states.total);
    expect(generated.transitions.uncovered).toEqual([]);
    // The tours take every step the paths take: no state shown and no transition is lost.
    expect(coverage(model, generated, tours)).toEqual({ statesMissed: [], transitionsMissed: [], alwaysMissed: [] });
    if (process.env.PRINT_PATHS) console.log(screenReport(model.name, generated, process.env.PRINT_PATHS === 'all'));
  });

  it.each(tours.map((tour, i) => [`tour ${i + 1} of ${tours.length}, ${tour.steps.length - 1} steps`, tour] as const))('%s', async (_, path: Path) => {
    signings.reset();
    serve();
    const user = userEvent.setup({ delay: null });
    renderRoutes([{ path: '/candidate/agreements/:kind', element: createElement(RequireAuth, null, createElement(AgreementPage)) }], PATH);
    section = await screen.findByRole('region', { name: m.agr_sign_title() });
    nameField = within(section).getByLabelText(m.agr_name_label());
    agreeBox = within(section).getByRole('checkbox', { name: m.agr_agree_label() });
    attempts = 0;
    for (const [index, { event, state }] of path.steps.entries()) {
      try {
        if (state.matches('signing')) attempts++;
        await act(user, event as { type: string }, state);
        await waitFor(() => expectPage(state));
      } catch (error) {
        if (error instanceof Error) error.message = `step ${index} (${event.type}) of ${formatPath(path)}\n${error.message}`;
        throw error;
      }
    }
  });
});
