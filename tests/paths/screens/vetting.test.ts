// Generated paths through the candidate's vetting page (/candidate/vetting), from the page's own
// machine (src/machines/vetting.machine.ts): an answer saved, refused on its question or not
// reached, the questionnaire submitted or refused, a case sent back with reasons and answered
// again, and where the review stands once submitted or decided. The page is rendered whole, as
// the route has it, from the case the server answers with; each path is walked by choosing and
// clicking, the saves and the submission held until the path says how they end, and after every
// step the page must show what the candidate should see. The generated paths are walked as a few
// long tours (../screen-tours.ts), without rendering the page again for each.
import { waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import VettingPage from '@/features/vetting/VettingPage';
import { m } from '@/generated/paraglide/messages.js';
import type { ApiProblem } from '@/lib/api-problem';
import { vettingMachine, type AnswerDraft, type VettingCase, type VettingContext } from '@/machines/vetting.machine';
import { formatLongDate } from '@/shared/format';
import { questionsFor } from '@/shared/vetting-questions';
import { api, networkError, problem } from '../../doubles/api';
import { ada } from '../../doubles/fixtures/accounts';
import { bookkeeperAnswers, inReviewCase, makeVettingCase, sentBackCase, vettedCase } from '../../doubles/fixtures/vetting';
import { HeldCalls } from '../../doubles/held-calls';
import { mockApi, renderRoutes } from '../../doubles/render';
import { signedInAs } from '../../doubles/session';
import '../../unit/employer-jobs/page-setup';
import { definePathModel, doneEvent, errorEvent, formatPath, screenPaths, screenReport, type ModelEvent, type Path } from '../harness';
import { expectStartsCovered, screenTours } from '../screen-tours';

const PATH = '/candidate/vetting';
const QUESTIONS = questionsFor('bookkeeper').map((question) => question.key);
/** The answer the paths give: the one question a started case has left. */
const GIVEN: AnswerDraft = { question: 'english_level', answer: 'native' };
const withGiven = (vetting: VettingCase): VettingCase => ({
  ...vetting,
  answers: [...vetting.answers.filter((a) => a.question !== GIVEN.question), { ...GIVEN, answer: String(GIVEN.answer), updated_at: '2026-06-03T10:00:00.000Z' }],
});
/** Profile complete, every question answered but one: saving it is what lets the candidate submit. */
const started = makeVettingCase({ answers: bookkeeperAnswers.filter((a) => a.question !== GIVEN.question) });
const ready = { ...withGiven(started), can_submit: true };
// The server's words, as it sends them (server/http/errors.ts renders them from the same catalogs).
const refused: ApiProblem = { message: m.api_error_validation_failed(), code: 'VALIDATION_FAILED', fields: { answer: m.api_field_choice() } };
const incomplete: ApiProblem = { message: m.vet_api_error_incomplete(), code: 'VETTING_INCOMPLETE' };
const offline = new TypeError('Failed to fetch');

const never = <T, I>() => fromPromise<T, I>(() => new Promise<T>(() => {}));
const machine = vettingMachine.provide({ actors: { save: never<VettingCase, AnswerDraft>(), submit: never<VettingCase, void>() } });

// The page starts from the case the server holds, and each status is a page of its own, so each
// start is a model of its own (screenPaths takes one input). Chosen to take every transition the
// machine declares, each walk as short as it can be:
//  - a started case with an answer left to give: saving (done, refused on the question, not
//    reached), then submitting (done, refused): everything the questionnaire does, once;
//  - a case sent back: the reasons, answering again with them in view, submitting again. Saving
//    is the same there as in the started case, so it is not walked twice;
//  - in review, and vetted: the page the server's status opens on, with nothing to do (vetted is
//    reached no other way; in review also closes both walks above, but loading it is another branch).
// A case with every answer saved is the started one after its save, so it is not a start.
const STARTS = [
  {
    name: 'an answer to give',
    vetting: started,
    events: [
      { type: 'SAVE', draft: GIVEN },
      doneEvent('save', ready),
      errorEvent('save', refused),
      errorEvent('save', offline),
      { type: 'SUBMIT' },
      doneEvent('submit', withGiven(inReviewCase())),
      errorEvent('submit', incomplete),
    ],
  },
  { name: 'sent back', vetting: sentBackCase(), events: [{ type: 'EDIT' }, { type: 'SUBMIT' }, doneEvent('submit', inReviewCase())] },
  { name: 'in review', vetting: inReviewCase(), events: [] },
  { name: 'vetted', vetting: vettedCase(), events: [] },
] satisfies Array<{ name: string; vetting: VettingCase; events: Array<ModelEvent<typeof machine>> }>;

const walks = STARTS.map((start) => {
  const model = definePathModel({
    name: `vetting page, ${start.name}`,
    machine,
    input: { vetting: start.vetting },
    events: start.events,
    // What the page shows: the state, the case's status (its badge, the reasons), whether it can be
    // submitted, the question saved (its busy button, where a refusal is said), the refusal's kind.
    serializeState: (snapshot) => {
      const c = snapshot.context;
      return JSON.stringify([snapshot.value, c.vetting.status, c.vetting.can_submit, c.question, c.problem?.code ?? null]);
    },
  });
  const generated = screenPaths(model);
  const tours = screenTours(model, generated);
  // A start with nothing to do has no tour: its one path, the page as it opens, is walked instead.
  return { start, model, generated, tours: tours.length > 0 ? tours : generated.paths };
});

type SaveOutcome = VettingCase | 'refused' | 'offline';
const saves = new HeldCalls<SaveOutcome>();
const submissions = new HeldCalls<VettingCase | 'incomplete'>();
/** The answers the page sent, as the server received them. */
let sent: Array<[string, unknown]> = [];
const server = mockApi(signedInAs({ ...ada, role: 'candidate', company_name: undefined }));

function serve(start: VettingCase) {
  // The case as the server holds it: the page reads it again after each save and the submission.
  let current = start;
  sent = [];
  server.use(
    api.get('/candidate/vetting', ({ response }) => response(200).json(current)),
    api.put('/candidate/vetting/answers/{question}', async ({ params, request, response }) => {
      sent.push([params.question, (await request.json()).answer]);
      const outcome = await saves.take();
      if (outcome === 'offline') return networkError();
      if (outcome === 'refused') return problem(400, refused.code, refused.message, refused.fields);
      current = outcome;
      return response(200).json(current);
    }),
    api.post('/candidate/vetting/submission', async ({ response }) => {
      const outcome = await submissions.take();
      if (outcome === 'incomplete') return problem(409, incomplete.code, incomplete.message);
      current = outcome;
      return response(200).json(current);
    }),
  );
}

const STATUS: Record<VettingCase['status'], string> = {
  answering: m.vet_status_answering(),
  in_review: m.vet_status_in_review(),
  vetted: m.vet_status_vetted(),
  needs_changes: m.vet_status_needs_changes(),
};

// The page's parts, found once a walk by their ids and attributes: they stay the same elements all
// along, and a role query over the page at every step costs more than the rest of the step.
let page: HTMLElement;
let questions: HTMLElement;
const status = () => page.querySelector<HTMLElement>(':scope > [role="status"]')!;
const form = (key: string) => questions.querySelector<HTMLFormElement>(`form[aria-labelledby="vetting-${key}-label"]`)!;
const saveButton = (key: string) => form(key).querySelector<HTMLButtonElement>('button[type="submit"]');
/** The buttons outside the questions' forms (to edit, to submit), by their words. */
const pageButtons = () => [...page.querySelectorAll('button')].filter((button) => !button.closest('form'));
const pageButton = (name: string) => pageButtons().find((button) => button.textContent === name);
const reasons = () => [...page.children].find((child) => child.textContent?.startsWith(m.vet_reasons_label()));
const problemBox = () => questions.querySelector<HTMLElement>(':scope > [role="alert"]');

/** What the candidate sees in `snapshot`'s state; throws at the first difference. */
function expectPage(snapshot: AnyMachineSnapshot) {
  const { vetting, question, problem: refusal } = snapshot.context as VettingContext;
  const answering = snapshot.matches('answering');
  const submitting = snapshot.matches('submitting');
  const saving = snapshot.matches({ answering: 'saving' });
  const failed = snapshot.matches({ answering: 'failed' });

  // Where the case stands. Answering again after a send-back, the case still needs changes.
  const shown = answering || submitting ? (vetting.status === 'needs_changes' ? 'needs_changes' : 'answering') : (snapshot.value as VettingCase['status']);
  const body = snapshot.matches('in_review')
    ? m.vet_in_review_body({ date: formatLongDate(vetting.submitted_at!, 'en') })
    : snapshot.matches('vetted')
      ? m.vet_vetted_body()
      : snapshot.matches('needs_changes')
        ? m.vet_needs_changes_body()
        : m.vet_answering_intro();
  expect(status().textContent).toBe(STATUS[shown] + body);
  // The reviewer's reasons, for as long as the case is sent back.
  if (vetting.reasons && (snapshot.matches('needs_changes') || answering || submitting)) expect(reasons()?.textContent).toBe(m.vet_reasons_label() + vetting.reasons);
  else expect(reasons()).toBeUndefined();

  // Editing is offered on a case sent back; submitting while answering, once the server says it can be.
  const expectedButtons = snapshot.matches('needs_changes') ? [m.vet_edit()] : answering || submitting ? [m.vet_submit()] : [];
  expect(pageButtons().map((button) => button.textContent)).toEqual(expectedButtons);
  if (answering || submitting) {
    const submit = pageButton(m.vet_submit())!;
    expect(submit.disabled).toBe(!vetting.can_submit || saving || submitting);
    expect(submit.getAttribute('aria-busy')).toBe(submitting ? 'true' : null);
    expect(document.getElementById('vetting-submit-hint')?.textContent ?? null).toBe(vetting.can_submit ? null : m.vet_submit_hint());
  }

  // Each question: saved or not, changeable only while answering, one save at a time.
  for (const key of QUESTIONS) {
    const words = form(key).textContent!;
    const saved = vetting.answers.some((a) => a.question === key);
    expect(words).toContain(saved ? m.vet_answer_saved() : m.vet_answer_missing());
    expect(words).not.toContain(saved ? m.vet_answer_missing() : m.vet_answer_saved());
    const save = saveButton(key);
    if (!answering) {
      expect(save).toBeNull();
    } else {
      expect(save!.disabled).toBe(saving);
      expect(save!.getAttribute('aria-busy')).toBe(saving && question === key ? 'true' : null);
    }
    const control = form(key).querySelector<HTMLInputElement | HTMLTextAreaElement>('input, textarea')!;
    if (control instanceof HTMLTextAreaElement || control.type === 'number') expect(control.readOnly).toBe(!answering);
    else expect(control.disabled).toBe(!answering);
  }

  // A refusal: on its question when the server names the answer, above the questions otherwise.
  const onQuestion = failed ? refusal?.fields?.answer : undefined;
  for (const key of QUESTIONS) {
    const radios = [...form(key).querySelectorAll('input[type="radio"]')];
    if (onQuestion && key === question) {
      expect(form(key).textContent).toContain(onQuestion);
      for (const radio of radios) expect(radio).toHaveAttribute('aria-invalid', 'true');
    } else {
      for (const radio of radios) expect(radio).not.toHaveAttribute('aria-invalid');
    }
  }
  if (failed && !onQuestion) {
    expect(problemBox()?.textContent).toBe((question ? m.vet_not_saved() : m.vet_not_submitted()) + refusal!.message);
  } else {
    expect(problemBox()).toBeNull();
  }
}

async function act(user: UserEvent, event: { type: string; output?: unknown; error?: unknown }, previous: AnyMachineSnapshot | undefined) {
  const busy = previous?.hasTag('busy') ?? false;
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'EDIT':
      return user.click(pageButton(m.vet_edit())!);
    case 'SAVE': {
      const count = sent.length;
      // While a save is on its way, its buttons are disabled: the click sends nothing.
      if (!busy) {
        const choice = form(GIVEN.question).querySelector<HTMLInputElement>(`input[value="${String(GIVEN.answer)}"]`)!;
        if (!choice.checked) await user.click(choice);
      }
      await user.click(saveButton(GIVEN.question)!);
      if (busy) return;
      await saves.arrival();
      expect(sent.slice(count)).toEqual([[GIVEN.question, GIVEN.answer]]);
      return;
    }
    case 'SUBMIT':
      await user.click(pageButton(m.vet_submit())!);
      return busy ? undefined : submissions.arrival();
    case 'xstate.done.actor.save':
      return saves.release(event.output as VettingCase);
    case 'xstate.error.actor.save':
      return saves.release(event.error === offline ? 'offline' : 'refused');
    case 'xstate.done.actor.submit':
      return submissions.release(event.output as VettingCase);
    case 'xstate.error.actor.submit':
      return submissions.release('incomplete');
    default:
      throw new Error(`no candidate's action for ${event.type}`);
  }
}

describe('vetting, generated paths through the candidate’s page', () => {
  it('walks every state of the page, and every transition from one start or another', () => {
    expectStartsCovered(walks, (model, generated) => {
      if (process.env.PRINT_PATHS) console.log(screenReport(model.name, generated, process.env.PRINT_PATHS === 'all'));
    });
  });

  const cases = walks.flatMap(({ start, tours }) => tours.map((tour, i) => [`${start.name}: tour ${i + 1} of ${tours.length}, ${tour.steps.length - 1} steps`, start.vetting, tour] as const));
  it.each(cases)('%s', async (_, start: VettingCase, path: Path) => {
    saves.reset();
    submissions.reset();
    serve(start);
    // Nothing on this page lies over its controls (no dialog, no overlay), and the check of what
    // might (getComputedStyle up every ancestor, at every click) was a third of a click's time.
    // A disabled button still takes no click.
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderRoutes([{ path: PATH, element: createElement(VettingPage) }], PATH);
    questions = await waitFor(() => document.getElementById('vetting-questions')!.closest('section')!);
    page = questions.parentElement!;
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
  });
});
