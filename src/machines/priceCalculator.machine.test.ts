import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { getAdjacencyMap, getStateNodes, type AdjacencyMap, type StatePath } from 'xstate/graph';
import type { ApiProblem } from '@/lib/api-problem';
import { clampWorkHours, ESTIMATE_LIMITS, type EstimateLine } from '@/shared/estimate';
import type { JobRole } from '@/shared/job-roles';
import {
  definePathModel,
  doneEvent,
  errorEvent,
  findUncovered,
  formatPath,
  replayPath,
  stateName,
  type ModelEvent,
} from '../../tests/paths/harness';
import {
  EMPTY_FORM,
  formFromLine,
  lineFromForm,
  priceCalculatorMachine,
  readSavedCalculator,
  savedCalculator,
  type PriceCalculatorContext,
  type PriceCalculatorEvent,
  type SaveEstimateRequest,
  type SavedEstimate,
} from './priceCalculator.machine';

const BOOKKEEPER: EstimateLine = {
  role: 'bookkeeper',
  experience: 'intermediate',
  type_of_hire: 'full_time',
  headcount: 2,
  service_period_months: 6,
  security: false,
  work_hours: 40,
  start_date: '2026-12-14',
};
const TESTER: EstimateLine = { ...BOOKKEEPER, role: 'qa-tester', type_of_hire: 'fractional', work_hours: 15, headcount: 1, security: true };
const TWENTY = Array.from({ length: ESTIMATE_LIMITS.lines }, (_, i) => ({ ...BOOKKEEPER, headcount: i + 1 }));
const SAVED: SavedEstimate = {
  id: '3f1c2b9a-8d7e-4c6b-9a5f-1e2d3c4b5a69',
  name: 'Q1 team',
  lines: [BOOKKEEPER],
  totals: { first_month_cents: 253_616, monthly_cents: 364_700, period_cents: 2_077_116, grant_savings_cents: 0 },
  created_at: '2026-11-22T10:00:00.000Z',
};
const conflict: ApiProblem = { message: 'You already have an estimate with this name.', code: 'ESTIMATE_NAME_TAKEN' };
const unreadable = new SyntaxError('Unexpected token < in JSON');
const FALLBACK = 'We couldn’t save the estimate. Your roles are still here, so you can try again.';
const KEPT_TAB = {
  users: 3,
  fullEstimates: [TESTER],
  typeOfEstimate: 'period',
  formData: { ...EMPTY_FORM, jobRole: { id: 'paralegal', category_name: 'legal' }, experience: 'expert' },
};

// ---------- focused tests ----------

function start(save: (input: SaveEstimateRequest) => Promise<SavedEstimate> = () => new Promise(() => {})) {
  const calls: SaveEstimateRequest[] = [];
  const machine = priceCalculatorMachine.provide({
    actors: {
      saveEstimate: fromPromise<SavedEstimate, SaveEstimateRequest>(({ input }) => {
        calls.push(input);
        return save(input);
      }),
    },
  });
  const actor = createActor(machine).start();
  const send = (...events: PriceCalculatorEvent[]) => events.forEach((event) => actor.send(event));
  return { actor, send, calls, context: () => actor.getSnapshot().context };
}

const fill = (line: EstimateLine): PriceCalculatorEvent[] => [
  { type: 'PICK_ROLE', role: line.role },
  { type: 'PICK_HIRE_TYPE', typeOfHire: line.type_of_hire },
  { type: 'PICK_EXPERIENCE', experience: line.experience },
  { type: 'PICK_SERVICE_PERIOD', months: line.service_period_months },
  { type: 'SET_SECURITY', security: line.security },
  { type: 'SET_WORK_HOURS', hours: line.work_hours },
  { type: 'PICK_START_DATE', startDate: line.start_date },
  { type: 'SET_USERS', users: line.headcount },
];

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('priceCalculatorMachine', () => {
  it('starts with nothing chosen and no secure cloud computing (seed default)', () => {
    const { context } = start();
    expect(context()).toMatchObject({
      users: 1,
      fullEstimates: [],
      typeOfEstimate: 'monthly',
      formData: {
        jobRole: null,
        typeOfHire: null,
        experience: null,
        servicePeriod: null,
        security: false,
        work_hours: null,
        startDate: null,
      },
    });
  });

  it('keeps the role with its industry, as the seed’s jobRole {id, category_name}', () => {
    const { send, context } = start();
    send({ type: 'PICK_ROLE', role: 'paralegal' });
    expect(context().formData.jobRole).toEqual({ id: 'paralegal', category_name: 'legal' });
    send({ type: 'PICK_ROLE', role: 'astronaut' as JobRole });
    expect(context().formData.jobRole).toEqual({ id: 'paralegal', category_name: 'legal' });
  });

  it('adds a complete role, then empties the form for the next one', () => {
    const { send, context } = start();
    send(...fill(BOOKKEEPER).slice(0, -2), { type: 'ADD_ROLE' });
    expect(context().fullEstimates).toEqual([]);
    send({ type: 'PICK_START_DATE', startDate: BOOKKEEPER.start_date }, { type: 'SET_USERS', users: 2 }, { type: 'ADD_ROLE' });
    expect(context().fullEstimates).toEqual([BOOKKEEPER]);
    expect(context().formData).toEqual(EMPTY_FORM);
    expect(context().users).toBe(1);
  });

  it('offers the usual week of the kind of hire, and holds the hours to its range', () => {
    const { send, context } = start();
    send({ type: 'PICK_HIRE_TYPE', typeOfHire: 'fractional' });
    expect(context().formData.work_hours).toBe(20);
    send({ type: 'PICK_HIRE_TYPE', typeOfHire: 'full_time' });
    expect(context().formData.work_hours).toBe(30);
    send({ type: 'SET_WORK_HOURS', hours: 45 }, { type: 'PICK_HIRE_TYPE', typeOfHire: 'fractional' });
    expect(context().formData.work_hours).toBe(29);
    // Typed after the kind was chosen: kept as typed, held to the range when the role is added.
    send({ type: 'SET_WORK_HOURS', hours: 50 });
    expect(context().formData.work_hours).toBe(50);
    send(...fill(TESTER).filter((event) => event.type !== 'SET_WORK_HOURS' && event.type !== 'PICK_HIRE_TYPE'), { type: 'ADD_ROLE' });
    expect(context().fullEstimates).toEqual([{ ...TESTER, work_hours: 29 }]);
    send({ type: 'SET_WORK_HOURS', hours: 61 }, { type: 'SET_WORK_HOURS', hours: 2.5 });
    expect(context().formData.work_hours).toBeNull();
  });

  it('refuses terms outside the contract: a period, a headcount, a date', () => {
    const { send, context } = start();
    send(
      { type: 'PICK_SERVICE_PERIOD', months: 37 },
      { type: 'SET_USERS', users: 51 },
      { type: 'SET_USERS', users: 0 },
      { type: 'PICK_START_DATE', startDate: '2026-02-30' },
    );
    expect(context().formData).toEqual(EMPTY_FORM);
    expect(context().users).toBe(1);
  });

  it('loads a line back into the form and puts it back in its place', () => {
    const { send, context } = start();
    send({ type: 'LOAD', lines: [BOOKKEEPER, TESTER] }, { type: 'EDIT_ROLE', index: 0 });
    expect(context().formData).toEqual(formFromLine(BOOKKEEPER));
    expect(context().users).toBe(2);
    send({ type: 'PICK_EXPERIENCE', experience: 'expert' }, { type: 'SET_USERS', users: 4 }, { type: 'ADD_ROLE' });
    expect(context().fullEstimates).toEqual([{ ...BOOKKEEPER, experience: 'expert', headcount: 4 }, TESTER]);
    expect(context().editing).toBeNull();
  });

  it('follows the line being changed when one before it is removed, and ends the change when it is', () => {
    const { send, context } = start();
    send({ type: 'LOAD', lines: [BOOKKEEPER, TESTER] }, { type: 'EDIT_ROLE', index: 1 }, { type: 'REMOVE_ROLE', index: 0 });
    expect(context().editing).toBe(0);
    expect(context().formData).toEqual(formFromLine(TESTER));
    send({ type: 'REMOVE_ROLE', index: 0 });
    expect(context()).toMatchObject({ fullEstimates: [], editing: null, formData: EMPTY_FORM });
  });

  it('cancels a change without touching the line', () => {
    const { send, context } = start();
    send({ type: 'LOAD', lines: [BOOKKEEPER] }, { type: 'EDIT_ROLE', index: 0 }, { type: 'PICK_EXPERIENCE', experience: 'entry' }, { type: 'CANCEL_EDIT' });
    expect(context()).toMatchObject({ fullEstimates: [BOOKKEEPER], editing: null, formData: EMPTY_FORM, users: 1 });
  });

  it('holds at most the contract’s 20 lines, but a line being changed can still be put back', () => {
    const { send, context } = start();
    send({ type: 'LOAD', lines: TWENTY }, ...fill(TESTER), { type: 'ADD_ROLE' });
    expect(context().fullEstimates).toEqual(TWENTY);
    send({ type: 'EDIT_ROLE', index: 19 }, { type: 'SET_USERS', users: 50 }, { type: 'ADD_ROLE' });
    expect(context().fullEstimates.at(-1)).toEqual({ ...BOOKKEEPER, headcount: 50 });
    expect(context().fullEstimates).toHaveLength(20);
  });

  it('ignores lines that are not valid, whole, and keeps what it had', () => {
    const { send, context } = start();
    send({ type: 'LOAD', lines: [BOOKKEEPER] });
    for (const lines of [[], [BOOKKEEPER, { ...TESTER, work_hours: 40 }], 'bookkeeper', [...TWENTY, BOOKKEEPER]]) {
      send({ type: 'LOAD', lines });
      expect(context().fullEstimates).toEqual([BOOKKEEPER]);
    }
  });

  it('switches the total shown and clears everything but the view', () => {
    const { send, context } = start();
    send({ type: 'LOAD', lines: [BOOKKEEPER] }, { type: 'SHOW_PERIOD' }, { type: 'PICK_ROLE', role: 'recruiter' }, { type: 'CLEAR' });
    expect(context()).toMatchObject({ fullEstimates: [], formData: EMPTY_FORM, typeOfEstimate: 'period' });
    send({ type: 'SHOW_MONTHLY' });
    expect(context().typeOfEstimate).toBe('monthly');
  });

  it('restores what the tab kept, and nothing of another shape', () => {
    const { send, context } = start();
    send({ type: 'RESTORE', saved: KEPT_TAB });
    expect(savedCalculator(context())).toEqual(KEPT_TAB);
    for (const saved of [
      { ...KEPT_TAB, users: 0 },
      { ...KEPT_TAB, typeOfEstimate: 'yearly' },
      { ...KEPT_TAB, fullEstimates: [{ ...TESTER, headcount: '1' }] },
      { ...KEPT_TAB, formData: { ...KEPT_TAB.formData, jobRole: { id: 'astronaut' } } },
      { ...KEPT_TAB, formData: { ...KEPT_TAB.formData, security: 'no' } },
      null,
    ]) {
      expect(readSavedCalculator(saved)).toBeNull();
    }
    // The industry comes from the role table, whatever the tab says.
    expect(readSavedCalculator({ ...KEPT_TAB, formData: { ...KEPT_TAB.formData, jobRole: { id: 'paralegal', category_name: 'sales' } } })?.formData.jobRole).toEqual({
      id: 'paralegal',
      category_name: 'legal',
    });
  });

  it('saves once however often SAVE is sent, and shows what the server saved', async () => {
    const { actor, send, calls } = start(async () => SAVED);
    send({ type: 'LOAD', lines: [BOOKKEEPER] }, { type: 'SAVE', name: '  Q1 team ' }, { type: 'SAVE', name: 'Q1 team' });
    expect(calls).toEqual([{ name: 'Q1 team', lines: [BOOKKEEPER] }]);
    await settle();
    expect(actor.getSnapshot().matches({ ready: 'saved' })).toBe(true);
    expect(actor.getSnapshot().context.saved).toEqual(SAVED);
  });

  it('does not save the same estimate twice under the same name, but saves a copy under another', async () => {
    const { send, calls } = start(async () => SAVED);
    send({ type: 'LOAD', lines: [BOOKKEEPER] }, { type: 'SAVE', name: 'Q1 team' });
    await settle();
    send({ type: 'SAVE', name: ' Q1 team' });
    expect(calls).toHaveLength(1);
    send({ type: 'SAVE', name: 'Q1 team, copy' });
    expect(calls.map((call) => call.name)).toEqual(['Q1 team', 'Q1 team, copy']);
    await settle();
    // A change to the lines makes it a different estimate: its own name is fine again.
    send({ type: 'REMOVE_ROLE', index: 0 }, { type: 'LOAD', lines: [TESTER] }, { type: 'SAVE', name: 'Q1 team, copy' });
    expect(calls).toHaveLength(3);
  });

  it('keeps every line when the save fails, with the server’s words or our own', async () => {
    let reason: unknown = conflict;
    const { actor, send, context } = start(() => Promise.reject(reason));
    send({ type: 'LOAD', lines: [BOOKKEEPER, TESTER] }, { type: 'SHOW_PERIOD' }, { type: 'SAVE', name: 'Q1 team' });
    await settle();
    expect(actor.getSnapshot().matches({ ready: 'failed' })).toBe(true);
    expect(context()).toMatchObject({ fullEstimates: [BOOKKEEPER, TESTER], typeOfEstimate: 'period', saveError: conflict.message });
    reason = unreadable;
    send({ type: 'SAVE', name: 'Q1 team (2)' });
    await settle();
    expect(context().saveError).toBe(FALLBACK);
  });

  it('saves nothing without a line or a name, or with a name longer than 120 characters', () => {
    const { actor, send, calls } = start();
    send({ type: 'SAVE', name: 'Empty' });
    send({ type: 'LOAD', lines: [BOOKKEEPER] }, { type: 'SAVE', name: '   ' }, { type: 'SAVE', name: 'x'.repeat(121) });
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().matches('saving')).toBe(false);
  });

  it('holds the lines still while saving, but not the form or the view', () => {
    const { actor, send, context } = start();
    send({ type: 'LOAD', lines: [BOOKKEEPER] }, { type: 'SAVE', name: 'Q1 team' });
    send({ type: 'CLEAR' }, { type: 'REMOVE_ROLE', index: 0 }, ...fill(TESTER), { type: 'ADD_ROLE' }, { type: 'SHOW_PERIOD' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    expect(context().fullEstimates).toEqual([BOOKKEEPER]);
    expect(context().formData).toEqual(formFromLine(TESTER));
    expect(context().typeOfEstimate).toBe('period');
  });
});

// ---------- model-based: every edge of getAdjacencyMap ----------

type Snapshot = AnyMachineSnapshot;
type Path = StatePath<Snapshot, EventObject>;
type ModelEventOf = ModelEvent<typeof priceCalculatorMachine>;

let saveCalls: SaveEstimateRequest[] = [];
let callsSeen = 0;

const modelEvents: ModelEventOf[] = [
  { type: 'PICK_ROLE', role: 'bookkeeper' },
  { type: 'PICK_ROLE', role: 'astronaut' as JobRole },
  { type: 'PICK_HIRE_TYPE', typeOfHire: 'full_time' },
  { type: 'PICK_HIRE_TYPE', typeOfHire: 'fractional' },
  { type: 'PICK_EXPERIENCE', experience: 'expert' },
  { type: 'PICK_SERVICE_PERIOD', months: 6 },
  { type: 'PICK_SERVICE_PERIOD', months: 0 },
  { type: 'SET_SECURITY', security: true },
  { type: 'SET_WORK_HOURS', hours: 45 },
  { type: 'PICK_START_DATE', startDate: '2026-12-14' },
  { type: 'PICK_START_DATE', startDate: '2026-02-30' },
  { type: 'SET_USERS', users: 3 },
  { type: 'SET_USERS', users: 51 },
  { type: 'ADD_ROLE' },
  { type: 'REMOVE_ROLE', index: 0 },
  { type: 'REMOVE_ROLE', index: 25 },
  { type: 'EDIT_ROLE', index: 0 },
  { type: 'CANCEL_EDIT' },
  { type: 'SHOW_MONTHLY' },
  { type: 'SHOW_PERIOD' },
  { type: 'CLEAR' },
  { type: 'LOAD', lines: TWENTY },
  { type: 'LOAD', lines: [{ ...BOOKKEEPER, headcount: 0 }] },
  { type: 'RESTORE', saved: KEPT_TAB },
  { type: 'RESTORE', saved: { ...KEPT_TAB, users: 'three' } },
  { type: 'SAVE', name: ' Q1 team ' },
  { type: 'SAVE', name: 'Q1 team (copy)' },
  { type: 'SAVE', name: '  ' },
  doneEvent('saveEstimate', SAVED),
  errorEvent('saveEstimate', conflict),
  errorEvent('saveEstimate', unreadable),
];

const lineChanges = new Set(['ADD_ROLE', 'REMOVE_ROLE', 'CLEAR', 'LOAD', 'RESTORE']);

/**
 * What must hold after `event` took `previous` to `snapshot`, read from the snapshots alone,
 * so that it can be checked on every edge of the map as well as on the live replays.
 */
function checkStep(previous: Snapshot | undefined, event: EventObject, snapshot: Snapshot) {
  const context = snapshot.context as PriceCalculatorContext;
  expect(context.fullEstimates.length).toBeLessThanOrEqual(ESTIMATE_LIMITS.lines);
  expect(context.users).toBeGreaterThanOrEqual(1);
  if (context.editing !== null) expect(context.editing).toBeLessThan(context.fullEstimates.length);
  // Every line's hours fit its kind of hire, whatever the form held.
  for (const line of context.fullEstimates) {
    expect(line.work_hours).toBeGreaterThanOrEqual(line.type_of_hire === 'full_time' ? 30 : 1);
    expect(line.work_hours).toBeLessThanOrEqual(line.type_of_hire === 'full_time' ? 60 : 29);
  }
  if (snapshot.matches('saving')) expect(['Q1 team', 'Q1 team (copy)']).toContain(context.saveName);
  if (snapshot.matches({ ready: 'saved' })) expect(context.saved).toEqual(SAVED);
  if (snapshot.matches({ ready: 'failed' })) expect([conflict.message, FALLBACK]).toContain(context.saveError);
  if (!previous) return;
  const before = previous.context as PriceCalculatorContext;
  const wasSaving = previous.matches('saving');
  const e = event as ModelEventOf;

  if (lineChanges.has(e.type) && wasSaving) expect(context.fullEstimates).toBe(before.fullEstimates);
  // New lines make an earlier "saved" or "not saved" out of date.
  if (context.fullEstimates !== before.fullEstimates) expect(snapshot.matches({ ready: 'idle' })).toBe(true);
  switch (e.type) {
    case 'ADD_ROLE': {
      const line = lineFromForm(before.formData, before.users);
      const room = before.editing !== null || before.fullEstimates.length < ESTIMATE_LIMITS.lines;
      if (wasSaving || !line || !room) {
        expect(context).toEqual(before);
        break;
      }
      const expected = before.editing === null ? [...before.fullEstimates, line] : before.fullEstimates.with(before.editing, line);
      expect(context.fullEstimates).toEqual(expected);
      expect(context).toMatchObject({ formData: EMPTY_FORM, users: 1, editing: null });
      expect(snapshot.matches({ ready: 'idle' })).toBe(true);
      break;
    }
    case 'SAVE': {
      // Saved and unchanged, the same name again would only make a copy.
      const again = previous.matches({ ready: 'saved' }) && e.name.trim() === before.saveName;
      const saves = !wasSaving && !again && before.fullEstimates.length > 0 && e.name.trim() !== '';
      if (saves) expect(context.saveName).toBe(e.name.trim());
      expect(snapshot.matches('saving')).toBe(saves || wasSaving);
      // A second SAVE while the first is on its way changes nothing.
      if (!saves) expect(context).toEqual(before);
      break;
    }
    case 'xstate.done.actor.saveEstimate':
      expect(context.saved).toEqual(SAVED);
      expect(context.fullEstimates).toEqual(before.fullEstimates);
      break;
    case 'xstate.error.actor.saveEstimate':
      expect(context.saveError).toBe(e.error === conflict ? conflict.message : FALLBACK);
      expect(context.fullEstimates).toBe(before.fullEstimates);
      expect(context.saved).toBe(before.saved);
      break;
    case 'EDIT_ROLE':
      if (!wasSaving && before.fullEstimates[0]) {
        expect(context.formData).toEqual(formFromLine(before.fullEstimates[0]));
        expect(context.editing).toBe(0);
      } else {
        expect(context).toEqual(before);
      }
      break;
    case 'CANCEL_EDIT':
      if (!wasSaving && before.editing !== null) expect(context).toMatchObject({ formData: EMPTY_FORM, users: 1, editing: null });
      expect(context.fullEstimates).toBe(before.fullEstimates);
      break;
    case 'REMOVE_ROLE':
      if (wasSaving || e.index >= before.fullEstimates.length) expect(context).toEqual(before);
      else expect(context.fullEstimates).toEqual(before.fullEstimates.toSpliced(e.index, 1));
      break;
    case 'CLEAR':
      if (!wasSaving) expect(context).toMatchObject({ fullEstimates: [], formData: EMPTY_FORM, editing: null, typeOfEstimate: before.typeOfEstimate });
      break;
    case 'LOAD':
      expect(context.fullEstimates).toEqual(e.lines === TWENTY && !wasSaving ? TWENTY : before.fullEstimates);
      break;
    case 'RESTORE':
      if (e.saved === KEPT_TAB && !wasSaving) expect(savedCalculator(context)).toEqual(KEPT_TAB);
      else expect(context).toEqual(before);
      break;
    case 'PICK_HIRE_TYPE': {
      const { min, max, usual } = e.typeOfHire === 'full_time' ? { min: 30, max: 60, usual: 40 } : { min: 1, max: 29, usual: 20 };
      expect(context.formData.typeOfHire).toBe(e.typeOfHire);
      expect(context.formData.work_hours).toBe(Math.min(Math.max(before.formData.work_hours ?? usual, min), max));
      break;
    }
    case 'PICK_ROLE':
    case 'PICK_SERVICE_PERIOD':
    case 'PICK_START_DATE':
    case 'SET_USERS': {
      const valid = { PICK_ROLE: 'bookkeeper', PICK_SERVICE_PERIOD: 6, PICK_START_DATE: '2026-12-14', SET_USERS: 3 }[e.type];
      const value = 'role' in e ? e.role : 'months' in e ? e.months : 'startDate' in e ? e.startDate : e.users;
      if (value !== valid) expect(context).toEqual(before);
      break;
    }
    case 'SHOW_MONTHLY':
    case 'SHOW_PERIOD':
      expect(context.typeOfEstimate).toBe(e.type === 'SHOW_MONTHLY' ? 'monthly' : 'period');
      break;
  }
}

const model = definePathModel({
  name: 'priceCalculator',
  machine: priceCalculatorMachine.provide({
    actors: {
      saveEstimate: fromPromise<SavedEstimate, SaveEstimateRequest>(({ input }) => {
        saveCalls.push(input);
        return new Promise<SavedEstimate>(() => {});
      }),
    },
  }),
  events: modelEvents,
  everyStep({ snapshot, previous, event }) {
    if (event.type === 'xstate.init') {
      saveCalls = [];
      callsSeen = 0;
    }
    checkStep(previous, event, snapshot);
    // Live only: the requests the invoked actor received, one per save that started.
    const started = event.type === 'SAVE' && previous !== undefined && !previous.matches('saving') && snapshot.matches('saving');
    expect(saveCalls.length).toBe(callsSeen + (started ? 1 : 0));
    if (started) expect(saveCalls.at(-1)).toEqual({ name: snapshot.context.saveName, lines: previous.context.fullEstimates });
    callsSeen = saveCalls.length;
  },
  states: {
    saving: ({ snapshot }) => expect(snapshot.can({ type: 'SAVE', name: 'Q1 team' })).toBe(false),
  },
});

/**
 * The context is unbounded (lines, hours, names), so the graph is drawn over what the
 * machine's guards and actions read: how many terms the form has, how full the estimate
 * is, whether a line is being changed, the view, and hours still to be held to the range. Each state keeps the real snapshot that first
 * reached it, so every path below replays exactly.
 */
const FORM_FIELDS = ['jobRole', 'typeOfHire', 'experience', 'servicePeriod', 'work_hours', 'startDate'] as const;
function abstractState(snapshot: Snapshot): string {
  const context = snapshot.context as PriceCalculatorContext;
  const count = context.fullEstimates.length;
  const { work_hours: hours, typeOfHire: type } = context.formData;
  return JSON.stringify([
    snapshot.value,
    FORM_FIELDS.filter((field) => context.formData[field] !== null).length,
    count >= ESTIMATE_LIMITS.lines ? 'full' : Math.min(count, 2),
    context.editing !== null,
    context.typeOfEstimate,
    // Hours typed outside the kind of hire's range, which adding the role must bring back into it.
    hours !== null && type !== null && hours !== clampWorkHours(type, hours),
  ]);
}

/** The event types the snapshot's states handle, as xstate/graph's own discovery sees them. */
const handledTypes = (snapshot: Snapshot) => new Set(snapshot._nodes.flatMap((node) => node.ownEvents as string[]));
const eventsFor = (snapshot: Snapshot) => modelEvents.filter((event) => handledTypes(snapshot).has(event.type)) as EventObject[];

const machine: AnyStateMachine = model.machine;
const adjacency: AdjacencyMap<Snapshot, EventObject> = getAdjacencyMap(machine, { events: eventsFor, serializeState: abstractState });
type Entry = (typeof adjacency)[keyof typeof adjacency];
const transitionsOf = (entry: Entry) => Object.values(entry.transitions as Record<string, { event: EventObject; state: Snapshot }>);
const edgeName = (from: Snapshot, event: EventObject, to: Snapshot) =>
  `${stateName(from)} --${event.type}${machine.getTransitionData(from, event).length ? '' : ' (ignored)'}--> ${stateName(to)}`;

function buildPaths(): { paths: Path[]; edges: string[] } {
  const entries = Object.values(adjacency);
  const keyOf = new Map(entries.map((entry) => [entry.state, abstractState(entry.state)]));
  const first = entries[0]!.state;
  const pathTo = new Map<string, Path>([[abstractState(first), { state: first, steps: [{ state: first, event: { type: 'xstate.init' } }], weight: 0 }]]);
  const extend = (head: Path, event: EventObject, state: Snapshot): Path => ({ state, steps: [...head.steps, { state, event }], weight: head.weight + 1 });
  // Breadth first, as the map was built: a state's path is its discoverer's plus the event that found it.
  for (const entry of entries) {
    const head = pathTo.get(abstractState(entry.state))!;
    for (const { event, state } of transitionsOf(entry)) {
      const key = keyOf.get(state);
      if (key !== undefined && !pathTo.has(key)) pathTo.set(key, extend(head, event, state));
    }
  }
  const paths = [...pathTo.values()];
  const edges = new Set<string>();
  const covered = new Set<string>();
  const walk = (path: Path) => path.steps.slice(1).forEach((step, i) => covered.add(edgeName(path.steps[i]!.state, step.event, step.state)));
  paths.forEach(walk);
  for (const entry of entries) {
    const head = pathTo.get(abstractState(entry.state))!;
    for (const { event, state } of transitionsOf(entry)) {
      const edge = edgeName(entry.state, event, state);
      const taken = machine.getTransitionData(entry.state, event).map((t) => `${t.source.id}:${t.eventType}:${String(t.guard && JSON.stringify(t.guard))}`);
      edges.add(edge);
      const goals = [edge, ...taken];
      if (goals.every((goal) => covered.has(goal))) continue;
      paths.push(extend(head, event, state));
      goals.forEach((goal) => covered.add(goal));
    }
  }
  // A path that is the start of a longer one checks nothing the longer one does not.
  const sequence = (path: Path) => path.steps.map((step) => JSON.stringify(step.event)).join('\n');
  const sequences = paths.map(sequence);
  const kept = paths.filter((_, i) => !sequences.some((other, j) => j !== i && (other.startsWith(`${sequences[i]}\n`) || (other === sequences[i] && j < i))));
  return { paths: kept, edges: [...edges].sort() };
}

describe('priceCalculatorMachine, every edge', () => {
  const { paths, edges } = buildPaths();

  it('has an event in the model for every event the machine handles', () => {
    const handled = new Set([machine.root, ...getStateNodes(machine.root)].flatMap((node) => node.ownEvents as string[]));
    expect([...handled].filter((type) => !modelEvents.some((event) => event.type === type))).toEqual([]);
  });

  it('holds on every edge of the adjacency map', () => {
    let checked = 0;
    for (const entry of Object.values(adjacency)) {
      const from = entry.state;
      for (const { event, state: to } of transitionsOf(entry)) {
        try {
          checkStep(from, event, to);
        } catch (error) {
          throw new Error(`${stateName(from)} ${abstractState(from)} --${JSON.stringify(event)}-->`, { cause: error });
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
    // Over a thousand steps checked one by one: about a second alone, several on a busy machine.
  }, 30_000);

  it('replays paths through every edge of the machine and every declared transition', () => {
    const { uncoveredEdges, uncoveredTransitions } = findUncovered(model, paths, edges);
    expect(edges.length).toBeGreaterThan(50);
    expect(uncoveredEdges).toEqual([]);
    expect(uncoveredTransitions).toEqual([]);
  });

  it.each(paths.map((path) => [formatPath(path), path] as const))('replays %s', (_, path) => {
    replayPath(model, path);
  });
});
