// Generated paths through the candidate's intake survey page, from the survey's own machine
// (src/machines/intake-survey.machine.ts): each of the three sections filled and saved, refused by
// the server or not reached, the way back, the steps reopened, the review once all are saved and a
// section changed from it, and a page opened again on a survey already begun or complete. Each path
// is walked by typing, choosing and clicking, every save held until the path says how it ends;
// after every step the page must show what the candidate should see. The generated paths are walked
// as a few long tours (../screen-tours.ts): every step of every path, without rendering the page
// again for each.
import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it, vi, type MockInstance } from 'vitest';
import { fromPromise, getInitialSnapshot, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import IntakeSurveyPage from '@/features/intake-survey/IntakeSurveyPage';
import { m } from '@/generated/paraglide/messages.js';
import {
  INTAKE_SECTIONS,
  intakeSurveyMachine,
  nextSection,
  type IntakeSection,
  type IntakeSurvey,
  type IntakeSurveyContext,
  type SectionAnswers,
} from '@/machines/intake-survey.machine';
import { RequireAuth } from '@/routes/guards';
import { browserTimeZone } from '@/shared/time-zones';
import { toaster } from '@/ui/toaster';
import { api, networkError, problem } from '../../doubles/api';
import { ada } from '../../doubles/fixtures/accounts';
import { emergencyContact, emptySurvey, workingHours, workSetup } from '../../doubles/fixtures/intake-survey';
import { HeldCalls } from '../../doubles/held-calls';
import { mockApi, renderRoutes } from '../../doubles/render';
import { signedInAs } from '../../doubles/session';
import '../../unit/employer-jobs/page-setup';
import { definePathModel, doneEvent, errorEvent, formatPath, screenPaths, screenReport, type Path } from '../harness';
import { coverage, screenTours } from '../screen-tours';

const PATH = '/candidate/intake/survey';
const TITLE: Record<IntakeSection, string> = {
  work_setup: m.intake_section_work_setup(),
  emergency_contact: m.intake_section_emergency_contact(),
  working_hours: m.intake_section_working_hours(),
};

// One valid fill per section. The hours keep the form's own zone and days (the zone picker is
// src/ui/TimeZonePicker.tsx's to test): the candidate changes the start and the end.
const hours: typeof workingHours = { ...workingHours, timezone: browserTimeZone() };
const ANSWERS: Record<IntakeSection, SectionAnswers> = {
  work_setup: { section: 'work_setup', values: workSetup },
  emergency_contact: { section: 'emergency_contact', values: emergencyContact },
  working_hours: { section: 'working_hours', values: hours },
};
// The survey as the server answers each save: the sections are saved in order, so a save answers
// with the sections before it.
const afterFirst: IntakeSurvey = { work_setup: workSetup, sections_done: ['work_setup'] };
const afterTwo: IntakeSurvey = { ...afterFirst, emergency_contact: emergencyContact, sections_done: ['work_setup', 'emergency_contact'] };
const complete: IntakeSurvey = { ...afterTwo, working_hours: hours, sections_done: [...INTAKE_SECTIONS], completed_at: '2026-06-02T10:00:00.000Z' };
// A refusal names a field: the hours' end, which server/onboarding/intake-survey.ts refuses. Only the
// hours are refused here: the work set-up's form places no field of the server's (SectionForms.tsx).
const refused = { message: 'Please check the highlighted fields.', code: 'VALIDATION_FAILED', fields: { end_time: 'This value is not valid.' } };
const offline = new TypeError('Failed to fetch');

const isDone = (survey: IntakeSurvey, section: IntakeSection) => survey.sections_done.includes(section);
/** The steps the candidate can open from the stepper: every section before the one on screen, every saved one, and the first not saved. */
const openable = (c: IntakeSurveyContext, section: IntakeSection) =>
  section !== c.section &&
  (INTAKE_SECTIONS.indexOf(section) < INTAKE_SECTIONS.indexOf(c.section) || isDone(c.survey, section) || section === nextSection(c.survey));

const model = definePathModel({
  name: 'intake survey page',
  machine: intakeSurveyMachine.provide({ actors: { save: fromPromise<IntakeSurvey, SectionAnswers>(() => new Promise(() => {})) } }),
  input: { survey: emptySurvey() },
  events: [
    ...INTAKE_SECTIONS.map((section) => ({ type: 'SAVE' as const, answers: ANSWERS[section] })),
    { type: 'BACK' },
    ...INTAKE_SECTIONS.map((section) => ({ type: 'EDIT' as const, section })),
    doneEvent('save', afterFirst),
    doneEvent('save', afterTwo),
    doneEvent('save', complete),
    errorEvent('save', refused),
    errorEvent('save', offline),
  ],
  // What the page offers: the form on screen, the steps it links, and the server's answer to the
  // section sent: the survey with it saved, a network failure, or (for the hours) a refusal.
  offers: (snapshot, event) => {
    const c = snapshot.context as IntakeSurveyContext;
    switch (event.type) {
      case 'SAVE':
        return (event as { answers: SectionAnswers }).answers.section === c.section;
      case 'EDIT':
        return snapshot.matches('review') || openable(c, (event as { section: IntakeSection }).section);
      case 'xstate.done.actor.save': {
        const saved = (event as unknown as { output: IntakeSurvey }).output.sections_done;
        return INTAKE_SECTIONS.every((section) => saved.includes(section) === (isDone(c.survey, section) || section === c.section));
      }
      case 'xstate.error.actor.save':
        return (event as unknown as { error: unknown }).error === offline || c.section === 'working_hours';
      default:
        return true;
    }
  },
  // What the page shows: the section on screen and the steps saved; while a section is sent, or
  // once it failed, the page is the same around it (its steps are checked as it was opened), so
  // there the section and the failure's kind. The review shows every section alike, whichever was
  // edited last. A few states, so that the tours stay short.
  serializeState: (snapshot) => {
    const c = snapshot.context as IntakeSurveyContext;
    if (snapshot.matches('review')) return JSON.stringify(['review']);
    if (snapshot.matches({ editing: 'idle' })) return JSON.stringify(['idle', c.section, c.survey.sections_done]);
    return JSON.stringify([snapshot.value, c.section, c.problem?.code ?? null]);
  },
});
const generated = screenPaths(model);
// The tours walk the machine's transitions (../screen-tours.ts), which know nothing of `offers`:
// they are given the machine as the page offers it, so that they send only what a path could.
const asOffered = Object.create(model.machine, {
  getTransitionData: {
    value: (snapshot: AnyMachineSnapshot, event: EventObject) => (model.offers!(snapshot, event as never) ? model.machine.getTransitionData(snapshot, event as never) : []),
  },
}) as AnyStateMachine;
const tours = screenTours({ ...model, machine: asOffered }, generated);
// A page opened again: at the first section not saved, or at the review. These starts reach nothing
// the tours do not, but their first state, which the machine's own start decides.
const resumed: Path[] = [
  { name: 'one section saved', input: { survey: afterFirst } },
  { name: 'complete', input: { survey: complete } },
].map((start) => {
  const state = getInitialSnapshot(model.machine, start.input);
  return { start, state, steps: [{ state, event: { type: 'xstate.init' } }], weight: 0 };
});

type Outcome = IntakeSurvey | 'refused' | 'offline';
const saves = new HeldCalls<Outcome>();
/** What each save sent, and the survey as the server holds it (read again after a save). */
let sent: SectionAnswers[] = [];
let stored: IntakeSurvey = emptySurvey();
const server = mockApi();

function serve(start: IntakeSurvey) {
  sent = [];
  stored = start;
  const save = (section: IntakeSection) => async ({ request }: { request: Request }) => {
    sent.push({ section, values: await request.json() } as SectionAnswers);
    const outcome = await saves.take();
    if (outcome === 'offline') return networkError();
    if (outcome === 'refused') return problem(400, refused.code, refused.message, refused.fields);
    stored = outcome;
    return Response.json(outcome);
  };
  server.use(
    signedInAs({ ...ada, role: 'candidate', company_name: undefined }),
    api.get('/candidate/intake-survey', ({ response }) => response(200).json(stored)),
    api.put('/candidate/intake-survey/work-setup', save('work_setup')),
    api.put('/candidate/intake-survey/emergency-contact', save('emergency_contact')),
    api.put('/candidate/intake-survey/working-hours', save('working_hours')),
  );
}

// By selector, not by role over the whole document: a role query at every step costs more than the step.
const main = () => document.querySelector('main')!;
const stepper = () => main().querySelector<HTMLElement>(`nav[aria-label="${m.intake_steps_label()}"]`);
/** The section on screen (one at a time while editing; three in the review). */
const sections = () => [...main().querySelectorAll<HTMLElement>('section')];
const form = () => sections()[0]!;
const buttonNamed = (within: HTMLElement, text: string) => [...within.querySelectorAll('button')].find((button) => button.textContent === text);
const field = (label: string) => within(form()).getByLabelText(label) as HTMLInputElement;
/** One field per section, to tell an empty form from one holding the answers. */
const FIRST_FIELD: Record<IntakeSection, [label: () => string, answer: string, empty: string]> = {
  work_setup: [m.intake_download, String(workSetup.download_mbps), ''],
  emergency_contact: [m.intake_contact_name, emergencyContact.name, ''],
  // A new section of hours starts from the usual day (src/features/intake-survey/forms.ts).
  working_hours: [m.intake_end, hours.end_time, '17:00'],
};
/** The toasts raised since the step began (the store's own list empties as they time out). */
let toasts: MockInstance<typeof toaster.create>;
const savedToasts = () => toasts.mock.calls.filter(([toast]) => toast.title === m.intake_saved()).length;

/** What the candidate sees in `snapshot`'s state, `event` having just happened. */
function expectPage(snapshot: AnyMachineSnapshot, event: EventObject) {
  const c = snapshot.context as IntakeSurveyContext;
  // Every save that succeeds says so, once (flows.ts).
  expect(savedToasts()).toBe(event.type === 'xstate.done.actor.save' ? 1 : 0);
  if (snapshot.matches('review')) {
    expect(stepper()).toBeNull();
    expect(main().querySelector('[role="status"]')).toHaveTextContent(m.intake_review_title());
    expect(sections().map((section) => section.querySelector('h3')?.textContent)).toEqual(INTAKE_SECTIONS.map((id) => TITLE[id]));
    const [setup, contact, times] = sections();
    expect(setup).toHaveTextContent(m.intake_speeds({ download: workSetup.download_mbps, upload: workSetup.upload_mbps }));
    for (const fact of Object.values(emergencyContact)) expect(contact).toHaveTextContent(fact);
    expect(times).toHaveTextContent(`${hours.start_time} – ${hours.end_time}`);
    for (const [i, id] of INTAKE_SECTIONS.entries()) expect(sections()[i]!.querySelector('button')).toHaveAccessibleName(m.intake_edit_named({ section: TITLE[id] }));
    return;
  }
  const busy = snapshot.matches('saving');
  expect(sections()).toHaveLength(1);
  expect(form().querySelector('h2')).toHaveTextContent(TITLE[c.section]);

  // The steps: the one on screen, those saved, and those that can be opened (none while saving).
  const steps = [...stepper()!.querySelectorAll('li')];
  for (const [i, id] of INTAKE_SECTIONS.entries()) {
    const step = steps[i]!;
    expect(step).toHaveTextContent(TITLE[id]);
    expect(step.getAttribute('aria-current')).toBe(id === c.section ? 'step' : null);
    const marked = step.textContent!.includes(`(${m.intake_step_done()})`);
    expect(marked).toBe(id !== c.section && isDone(c.survey, id));
    expect(step.querySelector('button') !== null).toBe(!busy && openable(c, id));
  }

  // The buttons: back (but on the first section), save, busy while the section is on its way.
  const back = buttonNamed(form(), m.intake_back());
  if (c.section === INTAKE_SECTIONS[0]) expect(back).toBeUndefined();
  else expect(back!.disabled).toBe(busy);
  const save = form().querySelector<HTMLButtonElement>('button[type="submit"]')!;
  if (busy) {
    expect(save).toBeDisabled();
    expect(save).toHaveAttribute('aria-busy', 'true');
    expect(save).toHaveTextContent(m.intake_saving());
  } else {
    expect(save).toBeEnabled();
    const last = INTAKE_SECTIONS.every((id) => id === c.section || isDone(c.survey, id));
    expect(save.textContent).toBe(last ? m.intake_save() : m.intake_save_next());
  }

  // A fresh form for a section opened, holding what was saved; the answers stay while they are sent.
  const [label, answer, empty] = FIRST_FIELD[c.section];
  expect(field(label()).value).toBe(isDone(c.survey, c.section) || !snapshot.matches({ editing: 'idle' }) ? answer : empty);

  // The server's refusal on its field; any other failure above the form.
  const alert = form().querySelector('[role="alert"]');
  if (c.problem && !c.problem.fields) {
    expect(alert).toHaveTextContent(m.intake_save_problem());
    expect(alert).toHaveTextContent(c.problem.message);
  } else expect(alert).toBeNull();
  const invalid = [...form().querySelectorAll('[aria-invalid="true"]')];
  if (snapshot.matches({ editing: 'failed' }) && c.problem?.fields) {
    expect(invalid).toEqual([field(m.intake_end())]);
    expect(invalid[0]).toHaveAccessibleDescription(refused.fields.end_time);
  } else if (!busy) expect(invalid).toEqual([]);
}

/** Types `text` into a field as pasted: the fields' typing is not what these paths are about. */
async function enter(user: UserEvent, label: string, text: string) {
  await user.click(field(label));
  await user.paste(text);
}

/** Fills the section on screen with `answers`, unless it holds them already (saved, or sent before). */
async function fill(user: UserEvent, answers: SectionAnswers) {
  const [label, answer] = FIRST_FIELD[answers.section];
  if (field(label()).value === answer) return;
  if (answers.section === 'work_setup') {
    const values = answers.values;
    await enter(user, m.intake_download(), String(values.download_mbps));
    await enter(user, m.intake_upload(), String(values.upload_mbps));
    const choices: Array<[string, string]> = [
      [m.intake_connection(), values.connection],
      [m.intake_backup_connection(), values.backup_connection],
      [m.intake_backup_power(), values.backup_power],
      [m.intake_workspace(), values.workspace],
      [m.intake_computer(), values.computer],
      [m.intake_os(), values.operating_system],
    ];
    // Chosen and ticked by their events, likewise.
    for (const [choice, value] of choices) fireEvent.change(field(choice), { target: { value } });
    if (values.headset) fireEvent.click(field(m.intake_headset()));
    if (values.webcam) fireEvent.click(field(m.intake_webcam()));
  } else if (answers.section === 'emergency_contact') {
    await enter(user, m.intake_contact_name(), answers.values.name);
    await enter(user, m.intake_contact_relationship(), answers.values.relationship);
    await enter(user, m.intake_contact_phone(), answers.values.phone);
  } else {
    fireEvent.change(field(m.intake_start()), { target: { value: answers.values.start_time } });
    fireEvent.change(field(m.intake_end()), { target: { value: answers.values.end_time } });
  }
}

async function actOn(user: UserEvent, event: EventObject, previous: AnyMachineSnapshot | undefined) {
  switch (event.type) {
    case 'xstate.init':
      return;
    case 'SAVE': {
      const { answers } = event as { type: 'SAVE'; answers: SectionAnswers };
      await fill(user, answers);
      await user.click(form().querySelector('button[type="submit"]')!);
      await saves.arrival();
      // Only the section on screen is sent, as it was filled.
      expect(sent.at(-1)).toEqual(answers);
      return;
    }
    case 'BACK':
      return user.click(buttonNamed(form(), m.intake_back())!);
    case 'EDIT': {
      const { section } = event as { type: 'EDIT'; section: IntakeSection };
      if (previous?.matches('review')) return user.click(sections()[INTAKE_SECTIONS.indexOf(section)]!.querySelector('button')!);
      return user.click(stepper()!.querySelectorAll('li')[INTAKE_SECTIONS.indexOf(section)]!.querySelector('button')!);
    }
    case 'xstate.done.actor.save':
      return saves.release((event as unknown as { output: IntakeSurvey }).output);
    case 'xstate.error.actor.save':
      return saves.release((event as unknown as { error: unknown }).error === offline ? 'offline' : 'refused');
    default:
      throw new Error(`no candidate's action for ${event.type}`);
  }
}

const walks = [
  ...tours.map((tour, i) => [`tour ${i + 1} of ${tours.length}, ${tour.steps.length - 1} steps`, tour] as const),
  ...resumed.map((path) => [`opened again, ${path.start!.name}`, path] as const),
];

describe('the intake survey, generated paths through its page', () => {
  it('walks every state of the page', () => {
    expect(generated.states.reached).toBe(generated.states.total);
    // The tours take every step the paths take; the pages opened again, the start into the review.
    expect(coverage(model, generated, [...tours, ...resumed])).toEqual({ statesMissed: [], transitionsMissed: [], alwaysMissed: [] });
    if (process.env.PRINT_PATHS) console.log(screenReport(model.name, generated, process.env.PRINT_PATHS === 'all'));
  });

  it.each(walks)('%s', async (_, path: Path) => {
    saves.reset();
    serve((path.start?.input as { survey: IntakeSurvey } | undefined)?.survey ?? emptySurvey());
    // Without the check that no ancestor turns pointer events off: it reads every ancestor's computed style on each click.
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    renderRoutes([{ path: PATH, element: createElement(RequireAuth, null, createElement(IntakeSurveyPage)) }], PATH);
    // The toasts the flow raises, counted as raised; the spy is this test's only (the worker runs other files after it).
    toasts = vi.spyOn(toaster, 'create');
    let previous: AnyMachineSnapshot | undefined;
    try {
      for (const [index, { event, state }] of path.steps.entries()) {
        try {
          toasts.mockClear();
          await actOn(user, event, previous);
          await waitFor(() => expectPage(state, event));
        } catch (error) {
          if (error instanceof Error) error.message = `step ${index} (${event.type}) of ${formatPath(path)}\n${error.message}`;
          throw error;
        }
        previous = state;
      }
    } finally {
      toasts.mockRestore();
    }
  });
});
