// Generated paths through the candidate's identity check (/candidate/kyc), from the page's own
// machine (src/machines/identity-check.machine.ts): a check started or not reached, the sandbox's
// capture screen taking both photos (one refused by the browser, one by the server) and the result
// to report, the result awaited and read again on the poll's timer, verified or failed with its
// reason, and tried again. With Stripe Identity the page hands over to the provider's page: the
// address it sends the browser to is checked instead of walking that page. The page is rendered
// whole, as the route has it, from the check the server answers with; each path is walked by
// choosing files and clicking, the calls held until the path says how they end, the poll's timer
// moved on by vitest's fake timers (the only thing the page waits on that no call can hold), and
// after every step the page must show what the candidate should see. The generated paths are
// walked as a few long tours (../screen-tours.ts), without rendering the page again for each.
import { act as flush, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import IdentityCheckPage from '@/features/identity-check/IdentityCheckPage';
import { m } from '@/generated/paraglide/messages.js';
import type { ApiProblem } from '@/lib/api-problem';
import {
  identityCheckMachine,
  PHOTO_SIDES,
  type IdentityCheck,
  type IdentityCheckContext,
  type IdentityOverview,
  type PhotoIssue,
  type PhotoSide,
  type PhotoUpload,
  type SandboxOutcome,
} from '@/machines/identity-check.machine';
import { formatDate } from '@/shared/format';
import { api, networkError, problem } from '../../doubles/api';
import { grace } from '../../doubles/fixtures/accounts';
import { HeldCalls } from '../../doubles/held-calls';
import { mockApi, renderRoutes } from '../../doubles/render';
import { signedInAs } from '../../doubles/session';
import { chosenFile, withNodeForms } from '../../doubles/uploads';
import '../../unit/employer-jobs/page-setup';
import { afterEvent, definePathModel, doneEvent, errorEvent, formatPath, pendingActor, screenPaths, screenReport, type ModelEvent, type Path } from '../harness';
import { expectStartsCovered, screenTours } from '../screen-tours';

const PATH = '/candidate/kyc';
const at = '2026-11-27T09:00:00.000Z';
const SESSION = 'vs_sandbox_1';
const STRIPE = 'https://verify.stripe.com/start/vs_1';
/** The machine's `poll` delay: how long the page waits before reading the check again. */
const POLL = 2000;
/** Files the traversal tells apart by name (a File writes itself as `{}`). */
const named = (file: File) => Object.defineProperty(file, 'toJSON', { value: () => `File ${file.name}` });
const front = named(chosenFile('png front', 'front.png', 'image/png'));
const selfie = named(chosenFile('png selfie', 'selfie.png', 'image/png'));
// Of a type the browser refuses before anything is sent.
const scan = named(chosenFile('%PDF-1.7', 'selfie.pdf', 'application/pdf'));

const capturing: IdentityCheck = { id: 'c1', provider: 'sandbox', status: 'started', started_at: at, next_action: { type: 'sandbox_capture', session_id: SESSION } };
const redirect: IdentityCheck = { id: 'c2', provider: 'stripe', status: 'started', started_at: at, next_action: { type: 'redirect', url: STRIPE } };
const processing: IdentityCheck = { id: 'c1', provider: 'sandbox', status: 'processing', started_at: at, submitted_at: at };
const failed: IdentityCheck = { ...processing, status: 'failed', reason: 'selfie_mismatch', decided_at: at };
const verified: IdentityCheck = { ...processing, status: 'verified', decided_at: at };
/** Where the check stands as the server says it: the newest attempt's status, reason and decision. */
const overview = (check: IdentityCheck | null): IdentityOverview =>
  check
    ? { status: check.status, ...(check.reason ? { reason: check.reason } : {}), ...(check.decided_at ? { decided_at: check.decided_at } : {}), attempts: [check] }
    : { status: 'not_started', attempts: [] };
// The server's words, as it sends them (server/http/errors.ts renders them from the same catalogs).
const refused: ApiProblem = { message: m.api_error_validation_failed(), code: 'VALIDATION_FAILED', fields: { file: m.api_field_file_type({ types: 'JPEG, PNG, WEBP' }) } };
const offline = new TypeError('Failed to fetch');

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const machine = identityCheckMachine.provide({
  actors: {
    start: pendingActor<IdentityCheck>(),
    uploadPhoto: never<void, PhotoUpload>(),
    submit: never<IdentityCheck, { sessionId: string; outcome: SandboxOutcome }>(),
    readStatus: pendingActor<IdentityOverview>(),
  },
});

// The page starts from the check the server holds, and the machine boots from it to a state of its
// own (screenPaths takes one input), so each start is a model of its own:
//  - nothing started: everything the page does, from starting a check (on the sandbox, on Stripe's
//    page, or one already sent) through both photos, the result awaited, read and tried again;
//  - a check waiting for its photos, one being checked, one failed, one verified: the page as it
//    opens on each, every state it boots to, which the first walk reaches by other transitions.
const STARTS = [
  {
    name: 'nothing started',
    overview: overview(null),
    events: [
      { type: 'START' },
      { type: 'RETRY' },
      { type: 'CHOOSE', side: 'document_front', file: front },
      { type: 'CHOOSE', side: 'selfie', file: selfie },
      { type: 'CHOOSE', side: 'selfie', file: scan },
      { type: 'SUBMIT', outcome: 'selfie_mismatch' },
      doneEvent('start', capturing),
      doneEvent('start', redirect),
      doneEvent('start', processing),
      errorEvent('start', offline),
      doneEvent('uploadPhoto'),
      errorEvent('uploadPhoto', refused),
      doneEvent('submit', processing),
      errorEvent('submit', offline),
      afterEvent('poll', 'identityCheck.processing.waiting'),
      doneEvent('readStatus', overview(processing)),
      doneEvent('readStatus', overview(failed)),
      doneEvent('readStatus', overview(verified)),
      errorEvent('readStatus', offline),
    ],
  },
  { name: 'waiting for photos', overview: overview(capturing), events: [] },
  { name: 'being checked', overview: overview(processing), events: [] },
  { name: 'failed', overview: overview(failed), events: [] },
  { name: 'verified', overview: overview(verified), events: [] },
] satisfies Array<{ name: string; overview: IdentityOverview; events: Array<ModelEvent<typeof machine>> }>;

const walks = STARTS.map((start) => {
  const model = definePathModel({
    name: `identity check page, ${start.name}`,
    machine,
    input: { overview: start.overview },
    events: start.events,
    // What the page shows: the state and the attempts' badges; where the check stands in the words
    // of the start button (to start or to continue) and of a failure (its reason), only where they
    // are said (a check tried again keeps the failed one's reason in the machine's context, and the
    // page does not show it); on the capture screen the photos received and the one on its way; the
    // refusal's kind where it is said. A photo's issue (missing, of the wrong type) is left out: it
    // is said on its own field whatever the others show, and every transition that raises or clears
    // one is walked and checked all the same; with it, each combination of issues and photos
    // received was a state of its own, and the tours nearly twice as long.
    serializeState: (snapshot) => {
      const c = snapshot.context;
      const starting = snapshot.matches('idle') || snapshot.matches('starting') ? c.overview.status : null;
      const reason = snapshot.matches('failed') || snapshot.matches('starting') ? (c.overview.reason ?? null) : null;
      const capture = snapshot.matches('capturing') ? [c.taken, c.sending?.side ?? null] : null;
      const refusal = snapshot.matches({ idle: 'failed' }) || snapshot.matches({ capturing: 'failed' }) ? (c.problem?.code ?? null) : null;
      return JSON.stringify([snapshot.value, c.overview.attempts.map((a) => a.status), starting, reason, capture, refusal]);
    },
  });
  const generated = screenPaths(model);
  const tours = screenTours(model, generated);
  // A start with nothing to do has no tour: its one path, the page as it opens, is walked instead.
  return { start, model, generated, tours: tours.length > 0 ? tours : generated.paths };
});

const starts = new HeldCalls<IdentityCheck | 'offline'>();
const uploads = new HeldCalls<'ok' | 'refused'>();
const submissions = new HeldCalls<'ok' | 'offline'>();
const reads = new HeldCalls<IdentityOverview | 'offline'>();
/** What the page sent: each photo (session, side, file) and each submission (session, outcome). */
let sent: { photos: string[]; submissions: string[] };
/** Where the page sent the browser: jsdom cannot leave the page, so window.location.assign only notes the address. */
let assigned: string[] = [];
const server = mockApi(signedInAs(grace));
withNodeForms();

// window is the test's global (vitest's jsdom environment): the page's window.location is this
// stand-in, which reads the real one and only notes where assign would go.
const realLocation = window.location;
const leaving = Object.defineProperties(
  {},
  Object.fromEntries(
    Object.getOwnPropertyNames(realLocation).map((key) => {
      const value = () => Reflect.get(realLocation, key) as unknown;
      const read = () => (typeof value() === 'function' ? (value() as (...args: unknown[]) => unknown).bind(realLocation) : value());
      return [key, { get: key === 'assign' ? () => (url: string | URL) => void assigned.push(String(url)) : read }];
    }),
  ),
);
beforeAll(() => {
  vi.stubGlobal('location', leaving);
});
afterAll(() => {
  vi.unstubAllGlobals();
});
afterEach(() => {
  vi.useRealTimers();
});

function serve(start: IdentityOverview) {
  let loaded = false;
  sent = { photos: [], submissions: [] };
  assigned = [];
  server.use(
    api.get('/candidate/identity-check', async ({ response }) => {
      // The page's first read answers at once; the reads after it (the poll's, the page's own once
      // the result is in) are held.
      if (!loaded) {
        loaded = true;
        return response(200).json(start);
      }
      const outcome = await reads.take();
      return outcome === 'offline' ? networkError() : response(200).json(outcome);
    }),
    api.post('/candidate/identity-checks', async ({ response }) => {
      const outcome = await starts.take();
      return outcome === 'offline' ? networkError() : response(201).json(outcome);
    }),
    api.post('/sandbox/identity-sessions/{id}/images', async ({ params, request, response }) => {
      const form = await request.formData();
      sent.photos.push(`${params.id} ${String(form.get('side'))} ${(form.get('file') as File).name}`);
      if ((await uploads.take()) === 'refused') return problem(400, refused.code, refused.message, refused.fields);
      return response(204).empty();
    }),
    api.post('/sandbox/identity-sessions/{id}/submission', async ({ params, request, response }) => {
      sent.submissions.push(`${params.id} ${(await request.json()).outcome}`);
      return (await submissions.take()) === 'offline' ? networkError() : response(200).json(processing);
    }),
  );
}

const STATUS: Record<IdentityCheck['status'], string> = {
  started: m.idc_status_started(),
  processing: m.idc_status_processing(),
  verified: m.idc_status_verified(),
  failed: m.idc_status_failed(),
};
const REASON: Record<NonNullable<IdentityCheck['reason']>, string> = {
  selfie_mismatch: m.idc_reason_selfie_mismatch(),
  document_unverified: m.idc_reason_document_unverified(),
  document_expired: m.idc_reason_document_expired(),
};
/** The results the sandbox can be told to report, in the page's order. */
const OUTCOMES: SandboxOutcome[] = ['verified', 'document_unverified', 'document_expired', 'selfie_mismatch'];
const ISSUE: Partial<Record<PhotoIssue, string>> = { missing: m.idc_photo_missing(), type: m.idc_photo_type() };
const date = (iso: string) => formatDate(iso, 'en');

// The page, found once a walk: it stays the same element all along, and a role query over the
// page at every step costs more than the rest of the step.
let page: HTMLElement;
const photoField = (side: PhotoSide) => page.querySelector<HTMLInputElement>(`#idc-photo-${side}`)!;
const pageButton = (name: string) => [...page.querySelectorAll('button')].find((button) => button.textContent === name);

/** What the candidate sees, in words: what the page shows now, or what it should show in `snapshot`'s state. */
interface View {
  headings: string[];
  statuses: string[];
  alerts: string[];
  buttons: string[];
  startHint: boolean;
  photos: Array<{ disabled: boolean; invalid: boolean; error: string | null }> | null;
  outcomes: string[];
  attempts: string[];
  leftFor: string[];
}

const buttonWords = (button: HTMLButtonElement) => `${button.textContent}${button.disabled ? ' (disabled)' : ''}${button.getAttribute('aria-busy') === 'true' ? ' (busy)' : ''}`;

function seen(): View {
  const outermost = (selector: string) => [...page.querySelectorAll(selector)].filter((element) => !element.parentElement!.closest(selector)).map((element) => element.textContent!);
  const photos = PHOTO_SIDES.map((side) => photoField(side));
  return {
    headings: [...page.querySelectorAll('h2')].map((heading) => heading.textContent!),
    statuses: outermost('[role="status"]'),
    alerts: outermost('[role="alert"]'),
    buttons: [...page.querySelectorAll('button')].map(buttonWords),
    startHint: page.textContent!.includes(m.idc_start_hint()),
    // Each photo's field: whether it takes a file, whether it says it is wrong, and the words it is described by.
    photos: photos.every(Boolean)
      ? photos.map((input) => ({
          disabled: input.disabled,
          invalid: input.getAttribute('aria-invalid') === 'true',
          error: input.getAttribute('aria-describedby')?.split(' ').includes(`${input.id}-error`) ? document.getElementById(`${input.id}-error`)!.textContent : null,
        }))
      : null,
    outcomes: [...page.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((radio) => `${radio.value}${radio.disabled ? ' (disabled)' : ''}`),
    attempts: [...page.querySelectorAll('section[aria-labelledby="idc-attempts"] li')].map((item) => item.textContent!),
    leftFor: assigned,
  };
}

function expected(snapshot: AnyMachineSnapshot): View {
  const c = snapshot.context as IdentityCheckContext;
  const busy = snapshot.hasTag('busy');
  const starting = snapshot.matches('starting');
  const view: View = {
    headings: [],
    statuses: [],
    alerts: [],
    buttons: [],
    startHint: false,
    photos: null,
    outcomes: [],
    attempts: c.overview.attempts.map((attempt) => m.idc_attempt_line({ date: date(attempt.started_at) }) + STATUS[attempt.status]),
    // The provider's page, once and only from there.
    leftFor: snapshot.matches('redirecting') ? [STRIPE] : [],
  };
  const decidedAt = c.overview.decided_at;
  // Starting a check is a button busy in place of the one clicked: the page says nothing else meanwhile.
  const button = (words: string) => (starting ? `${m.idc_starting()} (disabled) (busy)` : words);
  if (snapshot.matches('verified')) {
    view.headings.push(`✓ ${m.idc_verified_title()}`);
    view.statuses.push(`✓ ${m.idc_verified_title()}${decidedAt ? m.idc_verified_on({ date: date(decidedAt) }) : ''}`);
  } else if (snapshot.matches('failed') || (starting && c.overview.status === 'failed')) {
    view.alerts.push(`${m.idc_failed_title()}${REASON[c.overview.reason!]}${decidedAt ? ` ${m.idc_failed_on({ date: date(decidedAt) })}` : ''}`);
    view.buttons.push(button(m.idc_retry()));
  } else if (snapshot.matches('processing')) {
    view.headings.push(m.idc_processing_title());
    // The spinner's label, then the heading and the words under it.
    view.statuses.push(m.idc_processing_title() + m.idc_processing_title() + m.idc_processing_body());
  } else if (snapshot.matches('redirecting')) {
    view.statuses.push(m.idc_redirecting());
  } else if (snapshot.matches('capturing')) {
    const sending = snapshot.matches({ capturing: 'sendingPhoto' }) ? c.sending!.side : null;
    const failedHere = snapshot.matches({ capturing: 'failed' });
    view.headings.push(m.idc_sandbox_title());
    view.photos = PHOTO_SIDES.map((side) => {
      const issue = c.issues[side];
      // The server's refusal of a photo is said on the photos until the next one is chosen.
      const error = issue ? ISSUE[issue]! : failedHere ? (c.problem?.fields?.file ?? null) : null;
      return { disabled: busy, invalid: error !== null, error };
    });
    for (const side of PHOTO_SIDES) {
      if (sending === side) view.statuses.push(m.idc_photo_sending());
      else if (c.taken[side]) view.statuses.push(`✓ ${m.idc_photo_taken()}`);
    }
    view.outcomes = OUTCOMES.map((outcome) => `${outcome}${busy ? ' (disabled)' : ''}`);
    if (failedHere && !c.problem?.fields) view.alerts.push(m.idc_capture_problem() + c.problem!.message);
    view.buttons.push(snapshot.matches({ capturing: 'submitting' }) ? `${m.idc_submitting()} (disabled) (busy)` : `${m.idc_submit()}${busy ? ' (disabled)' : ''}`);
  } else {
    // Not started, or starting from there; an open Stripe session is continued.
    view.startHint = true;
    if (snapshot.matches({ idle: 'failed' })) view.alerts.push(m.idc_start_problem() + c.problem!.message);
    view.buttons.push(button(c.overview.status === 'started' ? m.idc_continue() : m.idc_start()));
  }
  if (c.overview.attempts.length > 0) view.headings.push(m.idc_attempts_title());
  return view;
}

async function act(user: UserEvent, event: { type: string; side?: PhotoSide; file?: File; outcome?: SandboxOutcome; output?: unknown }, previous: AnyMachineSnapshot | undefined) {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'START':
      await user.click(pageButton(m.idc_start())!);
      return starts.arrival();
    case 'RETRY':
      await user.click(pageButton(m.idc_retry())!);
      return starts.arrival();
    case 'CHOOSE': {
      const field = photoField(event.side!);
      // Choosing the file the field already holds changes nothing (no change event, as in a
      // browser): the candidate first clears the choice, which sends nothing.
      if (field.files?.[0] === event.file) await user.upload(field, []);
      const count = sent.photos.length;
      await user.upload(field, event.file!);
      // A photo of a type the page takes is sent at once, to the sandbox's session; another is not.
      if (event.file !== scan) await uploads.arrival();
      expect(sent.photos.slice(count)).toEqual(event.file === scan ? [] : [`${SESSION} ${event.side} ${event.file!.name}`]);
      return;
    }
    case 'SUBMIT': {
      const choice = page.querySelector<HTMLInputElement>(`input[type="radio"][value="${event.outcome}"]`)!;
      if (!choice.checked) await user.click(choice);
      const count = sent.submissions.length;
      await user.click(pageButton(m.idc_submit())!);
      // Sent only with both photos received; before, the page says which are missing.
      const { taken } = previous!.context as IdentityCheckContext;
      const both = taken.document_front && taken.selfie;
      if (both) await submissions.arrival();
      expect(sent.submissions.slice(count)).toEqual(both ? [`${SESSION} ${event.outcome}`] : []);
      return;
    }
    case 'xstate.done.actor.start':
      return starts.release(event.output as IdentityCheck);
    case 'xstate.error.actor.start':
      return starts.release('offline');
    case 'xstate.done.actor.uploadPhoto':
      return uploads.release('ok');
    case 'xstate.error.actor.uploadPhoto':
      return uploads.release('refused');
    case 'xstate.done.actor.submit':
      return submissions.release('ok');
    case 'xstate.error.actor.submit':
      return submissions.release('offline');
    case 'xstate.after.poll.identityCheck.processing.waiting':
      // The poll's timer runs out: the check is read again.
      await flush(() => vi.advanceTimersByTimeAsync(POLL));
      return reads.arrival();
    case 'xstate.done.actor.readStatus': {
      const read = event.output as IdentityOverview;
      await reads.release(read);
      // Once the result is in, the page reads the check again for itself (flows.ts, 'settled').
      if (read.status === 'verified' || read.status === 'failed') {
        await waitFor(() => expect(reads.held).toBe(1));
        await reads.release(read);
      }
      return;
    }
    case 'xstate.error.actor.readStatus':
      return reads.release('offline');
    default:
      throw new Error(`no candidate's action for ${event.type}`);
  }
}

describe('the identity check, generated paths through the candidate’s page', () => {
  it('walks every state of the page, and every transition from one start or another', () => {
    expectStartsCovered(walks, (model, generated) => {
      if (process.env.PRINT_PATHS) console.log(screenReport(model.name, generated, process.env.PRINT_PATHS === 'all'));
    });
  });

  const cases = walks.flatMap(({ start, tours }) => tours.map((tour, i) => [`${start.name}: tour ${i + 1} of ${tours.length}, ${tour.steps.length - 1} steps`, start.overview, tour] as const));
  it.each(cases)('%s', async (_, start: IdentityOverview, path: Path) => {
    starts.reset();
    uploads.reset();
    submissions.reset();
    reads.reset();
    serve(start);
    // Only a walk that waits on the poll has its timers faked; they still run on their own (the
    // page's reads and renders wait on zero-delay timers), so a slow step may poll early: the page
    // shows the same while it waits and while it reads, and the read is held all the same.
    if (path.steps.some((step) => step.event.type.startsWith('xstate.after.'))) vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true, advanceTimeDelta: 1 });
    // Nothing on this page lies over its controls (no dialog, no overlay), and the check of what
    // might (getComputedStyle up every ancestor, at every click) is a large part of a click's time.
    const user = userEvent.setup({ delay: null, applyAccept: false, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderRoutes([{ path: PATH, element: createElement(IdentityCheckPage) }], PATH);
    // The layout's main: the first step waits there for the page to load.
    page = document.querySelector('main')!;
    let previous: AnyMachineSnapshot | undefined;
    for (const [index, { event, state }] of path.steps.entries()) {
      try {
        await act(user, event as { type: string }, previous);
        await waitFor(() => expect(seen()).toEqual(expected(state)));
      } catch (error) {
        if (error instanceof Error) error.message = `step ${index} (${event.type}) of ${formatPath(path)}\n${error.message}`;
        throw error;
      }
      previous = state;
    }
  });
});
