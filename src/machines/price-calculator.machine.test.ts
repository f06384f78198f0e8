import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { EstimateLine } from '@/shared/estimate';
import type { JobRole } from '@/shared/job-roles';
import {
  EMPTY_FORM,
  formFromLine,
  priceCalculatorMachine,
  readSavedCalculator,
  savedCalculator,
  type PriceCalculatorEvent,
  type SaveEstimateRequest,
  type SavedEstimate,
} from './price-calculator.machine';
import { BOOKKEEPERS, FULL_ESTIMATE, KEPT_CALCULATOR, NAME_TAKEN, SAVED_ESTIMATE, TESTER } from '../../tests/doubles/fixtures/estimates';

// Every edge and declared transition is walked by the path model, tests/paths/models/price-calculator.model.ts.
const unreadable = new SyntaxError('Unexpected token < in JSON');
const FALLBACK = 'We couldn’t save the estimate. Your roles are still here, so you can try again.';

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

  it('keeps the role with its industry, as the first client’s jobRole {id, category_name}', () => {
    const { send, context } = start();
    send({ type: 'PICK_ROLE', role: 'paralegal' });
    expect(context().formData.jobRole).toEqual({ id: 'paralegal', category_name: 'legal' });
    send({ type: 'PICK_ROLE', role: 'astronaut' as JobRole });
    expect(context().formData.jobRole).toEqual({ id: 'paralegal', category_name: 'legal' });
  });

  it('adds a complete role, then empties the form for the next one', () => {
    const { send, context } = start();
    send(...fill(BOOKKEEPERS).slice(0, -2), { type: 'ADD_ROLE' });
    expect(context().fullEstimates).toEqual([]);
    send({ type: 'PICK_START_DATE', startDate: BOOKKEEPERS.start_date }, { type: 'SET_USERS', users: 2 }, { type: 'ADD_ROLE' });
    expect(context().fullEstimates).toEqual([BOOKKEEPERS]);
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
    send({ type: 'LOAD', lines: [BOOKKEEPERS, TESTER] }, { type: 'EDIT_ROLE', index: 0 });
    expect(context().formData).toEqual(formFromLine(BOOKKEEPERS));
    expect(context().users).toBe(2);
    send({ type: 'PICK_EXPERIENCE', experience: 'expert' }, { type: 'SET_USERS', users: 4 }, { type: 'ADD_ROLE' });
    expect(context().fullEstimates).toEqual([{ ...BOOKKEEPERS, experience: 'expert', headcount: 4 }, TESTER]);
    expect(context().editing).toBeNull();
  });

  it('follows the line being changed when one before it is removed, and ends the change when it is', () => {
    const { send, context } = start();
    send({ type: 'LOAD', lines: [BOOKKEEPERS, TESTER] }, { type: 'EDIT_ROLE', index: 1 }, { type: 'REMOVE_ROLE', index: 0 });
    expect(context().editing).toBe(0);
    expect(context().formData).toEqual(formFromLine(TESTER));
    send({ type: 'REMOVE_ROLE', index: 0 });
    expect(context()).toMatchObject({ fullEstimates: [], editing: null, formData: EMPTY_FORM });
  });

  it('cancels a change without touching the line', () => {
    const { send, context } = start();
    send({ type: 'LOAD', lines: [BOOKKEEPERS] }, { type: 'EDIT_ROLE', index: 0 }, { type: 'PICK_EXPERIENCE', experience: 'entry' }, { type: 'CANCEL_EDIT' });
    expect(context()).toMatchObject({ fullEstimates: [BOOKKEEPERS], editing: null, formData: EMPTY_FORM, users: 1 });
  });

  it('holds at most the contract’s 20 lines, but a line being changed can still be put back', () => {
    const { send, context } = start();
    send({ type: 'LOAD', lines: FULL_ESTIMATE }, ...fill(TESTER), { type: 'ADD_ROLE' });
    expect(context().fullEstimates).toEqual(FULL_ESTIMATE);
    send({ type: 'EDIT_ROLE', index: 19 }, { type: 'SET_USERS', users: 50 }, { type: 'ADD_ROLE' });
    expect(context().fullEstimates.at(-1)).toEqual({ ...BOOKKEEPERS, headcount: 50 });
    expect(context().fullEstimates).toHaveLength(20);
  });

  it('ignores lines that are not valid, whole, and keeps what it had', () => {
    const { send, context } = start();
    send({ type: 'LOAD', lines: [BOOKKEEPERS] });
    for (const lines of [[], [BOOKKEEPERS, { ...TESTER, work_hours: 40 }], 'bookkeeper', [...FULL_ESTIMATE, BOOKKEEPERS]]) {
      send({ type: 'LOAD', lines });
      expect(context().fullEstimates).toEqual([BOOKKEEPERS]);
    }
  });

  it('switches the total shown and clears everything but the view', () => {
    const { send, context } = start();
    send({ type: 'LOAD', lines: [BOOKKEEPERS] }, { type: 'SHOW_PERIOD' }, { type: 'PICK_ROLE', role: 'recruiter' }, { type: 'CLEAR' });
    expect(context()).toMatchObject({ fullEstimates: [], formData: EMPTY_FORM, typeOfEstimate: 'period' });
    send({ type: 'SHOW_MONTHLY' });
    expect(context().typeOfEstimate).toBe('monthly');
  });

  it('restores what the tab kept, and nothing of another shape', () => {
    const { send, context } = start();
    send({ type: 'RESTORE', saved: KEPT_CALCULATOR });
    expect(savedCalculator(context())).toEqual(KEPT_CALCULATOR);
    for (const saved of [
      { ...KEPT_CALCULATOR, users: 0 },
      { ...KEPT_CALCULATOR, typeOfEstimate: 'yearly' },
      { ...KEPT_CALCULATOR, fullEstimates: [{ ...TESTER, headcount: '1' }] },
      { ...KEPT_CALCULATOR, formData: { ...KEPT_CALCULATOR.formData, jobRole: { id: 'astronaut' } } },
      { ...KEPT_CALCULATOR, formData: { ...KEPT_CALCULATOR.formData, security: 'no' } },
      null,
    ]) {
      expect(readSavedCalculator(saved)).toBeNull();
    }
    // The industry comes from the role table, whatever the tab says.
    expect(readSavedCalculator({ ...KEPT_CALCULATOR, formData: { ...KEPT_CALCULATOR.formData, jobRole: { id: 'paralegal', category_name: 'sales' } } })?.formData.jobRole).toEqual({
      id: 'paralegal',
      category_name: 'legal',
    });
  });

  it('saves once however often SAVE is sent, and shows what the server saved', async () => {
    const { actor, send, calls } = start(async () => SAVED_ESTIMATE);
    send({ type: 'LOAD', lines: [BOOKKEEPERS] }, { type: 'SAVE', name: '  Q1 team ' }, { type: 'SAVE', name: 'Q1 team' });
    expect(calls).toEqual([{ name: 'Q1 team', lines: [BOOKKEEPERS] }]);
    await settle();
    expect(actor.getSnapshot().matches({ ready: 'saved' })).toBe(true);
    expect(actor.getSnapshot().context.saved).toEqual(SAVED_ESTIMATE);
  });

  it('does not save the same estimate twice under the same name, but saves a copy under another', async () => {
    const { send, calls } = start(async () => SAVED_ESTIMATE);
    send({ type: 'LOAD', lines: [BOOKKEEPERS] }, { type: 'SAVE', name: 'Q1 team' });
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
    let reason: unknown = NAME_TAKEN;
    const { actor, send, context } = start(() => Promise.reject(reason));
    send({ type: 'LOAD', lines: [BOOKKEEPERS, TESTER] }, { type: 'SHOW_PERIOD' }, { type: 'SAVE', name: 'Q1 team' });
    await settle();
    expect(actor.getSnapshot().matches({ ready: 'failed' })).toBe(true);
    expect(context()).toMatchObject({ fullEstimates: [BOOKKEEPERS, TESTER], typeOfEstimate: 'period', saveError: NAME_TAKEN.message });
    reason = unreadable;
    send({ type: 'SAVE', name: 'Q1 team (2)' });
    await settle();
    expect(context().saveError).toBe(FALLBACK);
  });

  it('saves nothing without a line or a name, or with a name longer than 120 characters', () => {
    const { actor, send, calls } = start();
    send({ type: 'SAVE', name: 'Empty' });
    send({ type: 'LOAD', lines: [BOOKKEEPERS] }, { type: 'SAVE', name: '   ' }, { type: 'SAVE', name: 'x'.repeat(121) });
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().matches('saving')).toBe(false);
  });

  it('holds the lines still while saving, but not the form or the view', () => {
    const { actor, send, context } = start();
    send({ type: 'LOAD', lines: [BOOKKEEPERS] }, { type: 'SAVE', name: 'Q1 team' });
    send({ type: 'CLEAR' }, { type: 'REMOVE_ROLE', index: 0 }, ...fill(TESTER), { type: 'ADD_ROLE' }, { type: 'SHOW_PERIOD' });
    expect(actor.getSnapshot().matches('saving')).toBe(true);
    expect(context().fullEstimates).toEqual([BOOKKEEPERS]);
    expect(context().formData).toEqual(formFromLine(TESTER));
    expect(context().typeOfEstimate).toBe('period');
  });
});
