// Generated paths through the auditor's audit page (/audits/:id), from the audit's own machine
// (src/machines/worksite-audit.machine.ts): an audit assigned and started at the site (or not
// reached; or refused because it is no longer open, when the page reads it again and shows it as
// it now stands: started or decided elsewhere, no longer the auditor's, or still assigned when the
// read is not reached), the checklist and findings saved as a draft (or not reached), a photo
// added, and the decision sent: refused by the server (an item unanswered, a pass with a
// shortfall) and sent again, until the worksite passes or fails. The page is rendered whole, as
// the route has it, from the audit the server answers with; each path is walked by choosing,
// typing and clicking, the calls held until the path says how they end, and after every step the
// page must show what the auditor should see. The generated paths are walked as a few long tours
// (../screen-tours.ts), without rendering the page again for each.
import { waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import AuditPage from '@/features/worksite-audits/AuditPage';
import { ITEM, RESULT, STATUS } from '@/features/worksite-audits/words';
import { m } from '@/generated/paraglide/messages.js';
import type { ApiProblem } from '@/lib/api-problem';
import { worksiteAuditMachine, type AuditWork, type DecisionDraft, type WorksiteAudit, type WorksiteAuditContext } from '@/machines/worksite-audit.machine';
import { RequireAuth } from '@/routes/guards';
import { AUDIT_CHECKLIST } from '@/shared/audit-checklist';
import { formatDate } from '@/shared/format';
import { api, networkError, problem } from '../../doubles/api';
import { ada } from '../../doubles/fixtures/accounts';
import { allMeet, failedAudit, makeAudit, passedAudit, startedAudit } from '../../doubles/fixtures/audits';
import { verifiedVerification } from '../../doubles/fixtures/partner-verification';
import { HeldCalls } from '../../doubles/held-calls';
import { mockApi, renderRoutes } from '../../doubles/render';
import { signedInAs } from '../../doubles/session';
import { chosenFile, withNodeForms } from '../../doubles/uploads';
import '../../unit/employer-jobs/page-setup';
import { definePathModel, doneEvent, errorEvent, formatPath, screenPaths, screenReport, type ModelEvent, type Path } from '../harness';
import { expectStartsCovered, screenTours } from '../screen-tours';

const ID = makeAudit().id;
const PATH = `/audits/${ID}`;
const FINDINGS = 'Seats and machines as declared.';
// The drafts the auditor sends: every item but the last answered (a pass the server refuses), the
// power backup falling short with its note (a pass refused, then a fail), and every item met
// (saved, and a pass). An answer once given can be changed but not taken back on the page, so the
// draft with an item left is sent only from an audit nothing was answered in (its own start below).
const SHORT = 'power_backup_tested';
const SHORT_NOTE = 'The generator did not start.';
const allButLast: AuditWork = { checklist: allMeet().slice(0, -1), findings: FINDINGS };
const withShortfall: AuditWork = {
  checklist: allMeet().map((answer) => (answer.item === SHORT ? { ...answer, result: 'falls_short', note: SHORT_NOTE } : answer)),
  findings: FINDINGS,
};
const everyItemMet: AuditWork = { checklist: allMeet(), findings: FINDINGS };
const DRAFTS = {
  incomplete: { work: allButLast, decision: { decision: 'passed', reason: 'Everything as declared.' } },
  shortfall: { work: withShortfall, decision: { decision: 'passed', reason: 'Everything as declared.' } },
  fail: { work: withShortfall, decision: { decision: 'failed', reason: 'No working power backup.' } },
  pass: { work: everyItemMet, decision: { decision: 'passed', reason: 'Everything as declared.' } },
} satisfies Record<string, DecisionDraft>;
const PHOTO = { id: 'p1', name: 'floor.jpg', content_type: 'image/jpeg', size_bytes: 10, url: '/api/v1/audit-photos/p1', added_at: '2026-06-02T10:00:00.000Z' };
const photo = chosenFile('\xff\xd8\xff jpeg', PHOTO.name, PHOTO.content_type);
// The audit as the server answers each call.
const saved = startedAudit({ checklist: everyItemMet.checklist, findings: FINDINGS });
const passed = { ...passedAudit(), findings: FINDINGS };
const failed = { ...failedAudit(), checklist: withShortfall.checklist, findings: FINDINGS };
// The server's words, as it sends them (server/http/errors.ts renders them from the same catalogs).
const notOpen: ApiProblem = { message: m.aud_api_error_not_open(), code: 'AUDIT_NOT_OPEN' };
const notFound: ApiProblem = { message: m.api_error_not_found(), code: 'NOT_FOUND' };
const incomplete: ApiProblem = { message: m.aud_api_error_incomplete(), code: 'AUDIT_INCOMPLETE' };
const shortfall: ApiProblem = { message: m.aud_api_error_shortfall(), code: 'AUDIT_SHORTFALL' };
const offline = new TypeError('Failed to fetch');

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const machine = worksiteAuditMachine.provide({ actors: { start: never<WorksiteAudit, void>(), load: never<WorksiteAudit, void>(), save: never<WorksiteAudit, AuditWork>(), decide: never<WorksiteAudit, DecisionDraft>() } });

/** The draft a decision on its way carries (the decide actor's input), by its name above. */
function draftSent(snapshot: AnyMachineSnapshot): keyof typeof DRAFTS | null {
  const input = (snapshot.children.decide?.getSnapshot() as { input?: DecisionDraft } | undefined)?.input;
  return input ? (Object.keys(DRAFTS) as Array<keyof typeof DRAFTS>).find((name) => DRAFTS[name] === input)! : null;
}
/** How the server answers each draft (server/audits/audit-work.ts): the paths take no other answer. */
const ANSWER: Record<keyof typeof DRAFTS, ModelEvent<typeof machine>> = {
  incomplete: errorEvent('decide', incomplete),
  shortfall: errorEvent('decide', shortfall),
  fail: doneEvent('decide', failed),
  pass: doneEvent('decide', passed),
};

// The page opens where the server's audit stands, so each status is a start of its own (screenPaths
// takes one input). An assigned audit is started (or refused, and read again); everything done in progress is
// walked from an audit in progress, as a reload finds it, not again after starting (the item left
// unanswered from one with nothing answered yet); passed and failed open on the decision, with
// nothing to do.
const { incomplete: itemLeft, ...complete } = DRAFTS;
const STARTS = [
  {
    name: 'assigned',
    audit: makeAudit(),
    events: [
      { type: 'START' },
      doneEvent('start', startedAudit()),
      errorEvent('start', notOpen),
      errorEvent('start', offline),
      // Read again after the refusal: started or decided elsewhere, no longer the auditor's, or not reached.
      doneEvent('load', startedAudit()),
      doneEvent('load', passed),
      errorEvent('load', notFound),
      errorEvent('load', offline),
    ],
  },
  { name: 'in progress, an item left', audit: startedAudit(), events: [{ type: 'DECIDE', draft: itemLeft }, ANSWER.incomplete] },
  {
    name: 'in progress',
    audit: startedAudit(),
    events: [
      { type: 'SAVE', work: everyItemMet },
      doneEvent('save', saved),
      errorEvent('save', offline),
      { type: 'UPDATED', audit: startedAudit({ photos: [PHOTO] }) },
      ...Object.values(complete).map((draft) => ({ type: 'DECIDE' as const, draft })),
      ANSWER.shortfall,
      ANSWER.fail,
      ANSWER.pass,
    ],
  },
  { name: 'passed', audit: passed, events: [] },
  { name: 'failed', audit: failed, events: [] },
] satisfies Array<{ name: string; audit: WorksiteAudit; events: Array<ModelEvent<typeof machine>> }>;

const walks = STARTS.map((start) => {
  const model = definePathModel({
    name: `audit page, ${start.name}`,
    machine,
    input: { audit: start.audit },
    events: start.events,
    // What the page shows: the state, the audit's status (its badge), the refusal's kind, and the
    // draft a decision on its way carries (which says how the server answers it). The photos and
    // the checklist saved are checked from the snapshot at every step, but a photo added or a draft
    // saved changes no control the paths use, so they are left out of the key.
    serializeState: (snapshot) =>
      JSON.stringify([snapshot.value, snapshot.context.audit.status, snapshot.context.problem?.code ?? null, snapshot.context.overtaken, draftSent(snapshot)]),
    offers: (snapshot, event) => !snapshot.matches({ in_progress: 'deciding' }) || !event.type.startsWith('xstate.') || event.type === 'xstate.init' || ANSWER[draftSent(snapshot)!] === event,
  });
  const generated = screenPaths(model);
  const tours = screenTours(model, generated);
  // A start with nothing to do has no tour: its one path, the page as it opens, is walked instead.
  return { start, model, generated, tours: tours.length > 0 ? tours : generated.paths };
});

type Answer = WorksiteAudit | ApiProblem | 'offline';
const starts = new HeldCalls<Answer>();
/** The audit read again after a refused start (the page's first read answers at once). */
const loads = new HeldCalls<Answer>();
let readHeld = false;
const saves = new HeldCalls<Answer>();
const decisions = new HeldCalls<Answer>();
/** The photos call answers at once (it is not the machine's), with the audit the path says. */
let photoAnswer: WorksiteAudit | undefined;
/** What the page sent, as the server received it. */
let sent: Array<AuditWork | DecisionDraft['decision']> = [];
const server = mockApi();
withNodeForms();

const answer = (outcome: Answer, respond: (audit: WorksiteAudit) => Response) => {
  if (outcome === 'offline') return networkError();
  if ('code' in outcome) return problem(outcome.code === 'NOT_FOUND' ? 404 : 409, outcome.code, outcome.message);
  current = outcome;
  return respond(outcome);
};
let current: WorksiteAudit;

function serve(start: WorksiteAudit) {
  current = start;
  sent = [];
  readHeld = false;
  server.use(
    signedInAs({ ...ada, role: 'saa', company_name: undefined }),
    api.get('/partner/verification', ({ response }) => response(200).json(verifiedVerification('saa'))),
    // Read again after each change: the page goes on with the machine's audit, not this one. The
    // read after a refused start waits for the path to say how it ends.
    api.get('/audits/{id}', async ({ response }) => {
      if (!readHeld) return response(200).json(current);
      readHeld = false;
      return answer(await loads.take(), (audit) => response(200).json(audit));
    }),
    api.post('/audits/{id}/start', async ({ response }) => {
      const outcome = await starts.take();
      readHeld = outcome !== 'offline' && 'code' in outcome;
      return answer(outcome, (audit) => response(200).json(audit));
    }),
    api.put('/audits/{id}/work', async ({ request, response }) => {
      sent.push(await request.json());
      return answer(await saves.take(), (audit) => response(200).json(audit));
    }),
    api.post('/audits/{id}/decision', async ({ request, response }) => {
      sent.push(await request.json());
      return answer(await decisions.take(), (audit) => response(200).json(audit));
    }),
    api.post('/audits/{id}/photos', ({ response }) => response(201).json(photoAnswer!)),
  );
}

// The page's parts by their ids and attributes: a role query over the page at every step costs
// more than the rest of the step.
const byId = (id: string) => document.getElementById(id);
const buttons = () => [...document.querySelectorAll('main button')] as HTMLButtonElement[];
const button = (name: string) => buttons().find((b) => b.textContent === name);
const alerts = () => [...document.querySelectorAll('main [role="alert"]')].map((a) => a.textContent);
const radio = (name: string, value: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)!;

/** What the auditor sees in `snapshot`'s state; throws at the first difference. */
function expectPage(snapshot: AnyMachineSnapshot) {
  const { audit, problem: refusal, overtaken } = snapshot.context as WorksiteAuditContext;
  const busy = snapshot.hasTag('busy');
  expect(document.querySelector('main h1')?.textContent).toBe(m.aud_page_title({ worksite: audit.worksite.name }));
  if (snapshot.matches('gone')) {
    // No longer the auditor's: said so, and nothing of the audit left to act on (the way back is the page's link).
    expect(alerts()).toEqual([m.aud_problem_title() + m.aud_gone()]);
    expect(byId('audit-declared')).toBeNull();
    expect(buttons()).toEqual([]);
    return;
  }
  // A start refused because the audit moved on: why the page shows it as it now stands.
  const told = overtaken ? [m.aud_problem_title() + (audit.status === 'in_progress' ? m.aud_started_elsewhere() : m.aud_decided_elsewhere())] : [];
  // The badge says where the audit stands, and no other status.
  const words = new Set([...document.querySelectorAll('main *')].filter((el) => el.childElementCount === 0).map((el) => el.textContent));
  expect(Object.entries(STATUS).filter(([, { label }]) => words.has(label())).map(([status]) => status)).toEqual([audit.status]);
  expect(byId('audit-declared')).not.toBeNull();
  const images = [...document.querySelectorAll('main img')].map((img) => img.getAttribute('alt'));
  expect(images).toEqual(audit.photos.map((p) => m.aud_photo_alt({ name: p.name, worksite: audit.worksite.name })));

  if (snapshot.matches('assigned')) {
    expect(document.querySelector('main')).toHaveTextContent(m.aud_start_intro());
    const start = button(m.aud_start())!;
    expect(start.disabled).toBe(busy);
    expect(start.getAttribute('aria-busy')).toBe(busy ? 'true' : null);
    // A refusal stays in view while the auditor tries again (and while the audit is read again).
    expect(alerts()).toEqual(refusal ? [m.aud_problem_title() + refusal.message] : []);
    expect(byId('audit-checklist')).toBeNull();
    return;
  }
  if (snapshot.matches('in_progress')) {
    expect(buttons().filter((b) => b.textContent === m.aud_start())).toEqual([]);
    for (const name of [m.aud_save(), m.aud_decide()]) {
      const b = button(name)!;
      expect(b.disabled).toBe(busy);
      expect(b.getAttribute('aria-busy')).toBe(busy ? 'true' : null);
    }
    expect(document.querySelectorAll('input[type="radio"][value="meets"]')).toHaveLength(AUDIT_CHECKLIST.length);
    expect(byId('audit-photo-file')).not.toBeNull();
    // The server's refusal, in its words, beside the decision; none once a call is on its way again.
    expect(alerts()).toEqual([...told, ...(refusal ? [m.aud_problem_title() + refusal.message] : [])]);
    return;
  }
  // Decided: the verdict, the reasons, the checklist as given; nothing left to change.
  const section = byId('audit-result')!.parentElement!;
  const date = formatDate(audit.decided_at!, 'en');
  expect(section.textContent).toBe(m.aud_decision() + (audit.status === 'passed' ? m.aud_result_passed({ date }) : m.aud_result_failed({ date })) + audit.reason);
  const rows = [...byId('audit-checklist')!.parentElement!.querySelectorAll('li')].map((li) => li.textContent);
  expect(rows).toEqual(audit.checklist.map((a) => `${ITEM[a.item]()}: ${RESULT[a.result]()}${a.note ? ` — ${a.note}` : ''}`));
  expect(buttons()).toEqual([]);
  expect(byId('audit-photo-file')).toBeNull();
  expect(alerts()).toEqual(told);
}

/** Puts `work` on the page: each item's answer and note, and the findings, as the auditor gives them. */
async function fillWork(user: UserEvent, work: AuditWork) {
  for (const item of AUDIT_CHECKLIST) {
    const given = work.checklist.find((a) => a.item === item);
    // An answer once given is changed, never taken back: the drafts only add or change answers.
    if (given && !radio(`audit-${item}`, given.result).checked) await user.click(radio(`audit-${item}`, given.result));
    const note = byId(`audit-note-${item}`) as HTMLTextAreaElement;
    if (note.value !== (given?.note ?? '')) {
      await user.clear(note);
      if (given?.note) await user.paste(given.note);
    }
  }
  const findings = byId('audit-findings') as HTMLTextAreaElement;
  if (findings.value !== work.findings) {
    await user.clear(findings);
    await user.click(findings);
    await user.paste(work.findings);
  }
}

async function act(user: UserEvent, event: { type: string; work?: AuditWork; draft?: DecisionDraft; audit?: WorksiteAudit; output?: unknown; error?: unknown }, previous: AnyMachineSnapshot | undefined) {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'START':
      await user.click(button(m.aud_start())!);
      return starts.arrival();
    case 'xstate.done.actor.start':
      return starts.release(event.output as WorksiteAudit);
    case 'xstate.error.actor.start':
      return starts.release(event.error === offline ? 'offline' : (event.error as ApiProblem));
    case 'xstate.done.actor.load':
      return loads.release(event.output as WorksiteAudit);
    case 'xstate.error.actor.load':
      return loads.release(event.error === offline ? 'offline' : (event.error as ApiProblem));
    case 'SAVE': {
      const count = sent.length;
      await fillWork(user, event.work!);
      await user.click(button(m.aud_save())!);
      await saves.arrival();
      expect(sent.slice(count)).toEqual([event.work]);
      return;
    }
    case 'xstate.done.actor.save':
      return saves.release(event.output as WorksiteAudit);
    case 'xstate.error.actor.save':
      return saves.release('offline');
    case 'UPDATED': {
      photoAnswer = event.audit;
      const images = document.querySelectorAll('main img').length;
      await user.upload(byId('audit-photo-file') as HTMLInputElement, photo);
      // Done once the page shows the audit the upload answered with.
      await waitFor(() => expect(document.querySelectorAll('main img').length).not.toBe(images));
      return;
    }
    case 'DECIDE': {
      const { work, decision } = event.draft!;
      const count = sent.length;
      await fillWork(user, work);
      if (!radio('audit-verdict', decision.decision).checked) await user.click(radio('audit-verdict', decision.decision));
      const reason = byId('audit-reason') as HTMLTextAreaElement;
      if (reason.value !== decision.reason) {
        await user.clear(reason);
        await user.paste(decision.reason);
      }
      await user.click(button(m.aud_decide())!);
      // What is on screen is saved first (src/features/worksite-audits/flows.ts), then decided.
      await saves.release({ ...(previous!.context as WorksiteAuditContext).audit, checklist: work.checklist, findings: work.findings });
      await decisions.arrival();
      expect(sent.slice(count)).toEqual([work, decision]);
      return;
    }
    case 'xstate.done.actor.decide':
      return decisions.release(event.output as WorksiteAudit);
    case 'xstate.error.actor.decide':
      return decisions.release(event.error as ApiProblem);
    default:
      throw new Error(`no auditor's action for ${event.type}`);
  }
}

describe('a worksite audit, generated paths through the auditor’s page', () => {
  it('walks every state of the page, and every transition from one start or another', () => {
    expectStartsCovered(walks, (model, generated) => {
      if (process.env.PRINT_PATHS) console.log(screenReport(model.name, generated, process.env.PRINT_PATHS === 'all'));
    });
  });

  const cases = walks.flatMap(({ start, tours }) => tours.map((tour, i) => [`${start.name}: tour ${i + 1} of ${tours.length}, ${tour.steps.length - 1} steps`, start.audit, tour] as const));
  it.each(cases)(
    '%s',
    async (_, start: WorksiteAudit, path: Path) => {
      starts.reset();
      loads.reset();
      saves.reset();
      decisions.reset();
      serve(start);
      // Nothing on this page lies over its controls (no dialog, no overlay), and the check of what
      // might (getComputedStyle up every ancestor, at every click) costs more than the click.
      // A disabled button still takes no click.
      const user = userEvent.setup({ delay: null, applyAccept: false, pointerEventsCheck: PointerEventsCheckLevel.Never });
      renderRoutes([{ path: '/audits/:id', element: createElement(RequireAuth, null, createElement(AuditPage)) }], PATH);
      await waitFor(() => expect(byId('audit-declared')).not.toBeNull());
      let previous: AnyMachineSnapshot | undefined;
      for (const [index, { event, state }] of path.steps.entries()) {
        try {
          await act(user, event as { type: string }, previous);
          await waitFor(() => expectPage(state));
        } catch (error) {
          if (error instanceof Error) error.message = `step ${index} (${event.type}) of ${formatPath(path)}\n${error.message}`;
          throw error;
        }
        previous = state;
      }
    },
    20_000,
  );
});
