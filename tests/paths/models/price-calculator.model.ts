import { expect } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import { clampWorkHours, ESTIMATE_LIMITS } from '@/shared/estimate';
import type { JobRole } from '@/shared/job-roles';
import {
  EMPTY_FORM,
  formFromLine,
  lineFromForm,
  priceCalculatorMachine,
  savedCalculator,
  type PriceCalculatorContext,
  type SaveEstimateRequest,
  type SavedEstimate,
} from '@/machines/price-calculator.machine';
import { definePathModel, doneEvent, errorEvent, type ModelEvent } from '../harness';
import { BOOKKEEPERS, FULL_ESTIMATE, KEPT_CALCULATOR, NAME_TAKEN, SAVED_ESTIMATE } from '../../doubles/fixtures/estimates';

const unreadable = new SyntaxError('Unexpected token < in JSON');
const FALLBACK = 'We couldn’t save the estimate. Your roles are still here, so you can try again.';

type Context = PriceCalculatorContext;
type Event = ModelEvent<typeof priceCalculatorMachine>;

let saveCalls: SaveEstimateRequest[] = [];

const events: Event[] = [
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
  { type: 'LOAD', lines: FULL_ESTIMATE },
  { type: 'LOAD', lines: [{ ...BOOKKEEPERS, headcount: 0 }] },
  { type: 'RESTORE', saved: KEPT_CALCULATOR },
  { type: 'RESTORE', saved: { ...KEPT_CALCULATOR, users: 'three' } },
  { type: 'SAVE', name: ' Q1 team ' },
  { type: 'SAVE', name: 'Q1 team (copy)' },
  { type: 'SAVE', name: '  ' },
  doneEvent('saveEstimate', SAVED_ESTIMATE),
  errorEvent('saveEstimate', NAME_TAKEN),
  errorEvent('saveEstimate', unreadable),
];

const FORM_FIELDS = ['jobRole', 'typeOfHire', 'experience', 'servicePeriod', 'work_hours', 'startDate'] as const;
/**
 * The lines, hours and names make the context endless, so a state is keyed by what the
 * machine's guards and actions read: how many terms the form has, how full the estimate is,
 * whether a line is being changed, the view, and hours still to be held to the kind's range.
 */
function stateKey(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as Context;
  const count = context.fullEstimates.length;
  const { work_hours: hours, typeOfHire: type } = context.formData;
  return JSON.stringify([
    snapshot.value,
    FORM_FIELDS.filter((field) => context.formData[field] !== null).length,
    count >= ESTIMATE_LIMITS.lines ? 'full' : Math.min(count, 2),
    context.editing !== null,
    context.typeOfEstimate,
    hours !== null && type !== null && hours !== clampWorkHours(type, hours),
  ]);
}

const lineChanges = new Set(['ADD_ROLE', 'REMOVE_ROLE', 'CLEAR', 'LOAD', 'RESTORE']);

export default definePathModel({
  name: 'priceCalculator',
  machine: priceCalculatorMachine.provide({
    actors: {
      // Never settles (the path says how the save ends) but records what it was asked to save.
      saveEstimate: fromPromise<SavedEstimate, SaveEstimateRequest>(({ input }) => {
        saveCalls.push(input);
        return new Promise<SavedEstimate>(() => {});
      }),
    },
  }),
  events,
  serializeState: stateKey,
  everyStep({ snapshot, previous, event }) {
    if (event.type === 'xstate.init') saveCalls = [];
    const context = snapshot.context as Context;
    expect(context.fullEstimates.length).toBeLessThanOrEqual(ESTIMATE_LIMITS.lines);
    expect(context.users).toBeGreaterThanOrEqual(1);
    if (context.editing !== null) expect(context.editing).toBeLessThan(context.fullEstimates.length);
    // Every line's hours fit its kind of hire, whatever the form held.
    for (const line of context.fullEstimates) expect(line.work_hours).toBe(clampWorkHours(line.type_of_hire, line.work_hours));
    if (!previous) return;
    const before = previous.context as Context;
    const wasSaving = previous.matches('saving');
    const e = event as Event;
    // The lines being saved are held still; any change to them makes an earlier outcome out of date.
    if (lineChanges.has(e.type) && wasSaving) expect(context.fullEstimates).toBe(before.fullEstimates);
    if (context.fullEstimates !== before.fullEstimates) expect(snapshot.matches({ ready: 'idle' })).toBe(true);
    switch (e.type) {
      case 'ADD_ROLE': {
        const line = lineFromForm(before.formData, before.users);
        const room = before.editing !== null || before.fullEstimates.length < ESTIMATE_LIMITS.lines;
        if (wasSaving || !line || !room) {
          expect(context).toEqual(before);
          break;
        }
        expect(context.fullEstimates).toEqual(before.editing === null ? [...before.fullEstimates, line] : before.fullEstimates.with(before.editing, line));
        expect(context).toMatchObject({ formData: EMPTY_FORM, users: 1, editing: null });
        break;
      }
      case 'SAVE': {
        // Saved and unchanged, the same name again would only make a copy; one request per save.
        const again = previous.matches({ ready: 'saved' }) && e.name.trim() === before.saveName;
        const saves = !wasSaving && !again && before.fullEstimates.length > 0 && e.name.trim() !== '';
        expect(snapshot.matches('saving')).toBe(saves || wasSaving);
        if (saves) expect(saveCalls.at(-1)).toEqual({ name: e.name.trim(), lines: before.fullEstimates });
        else expect(context).toEqual(before);
        break;
      }
      case 'EDIT_ROLE':
        if (!wasSaving && before.fullEstimates[0]) expect(context).toMatchObject({ formData: formFromLine(before.fullEstimates[0]), editing: 0 });
        else expect(context).toEqual(before);
        break;
      case 'REMOVE_ROLE':
        if (wasSaving || e.index >= before.fullEstimates.length) expect(context).toEqual(before);
        else expect(context.fullEstimates).toEqual(before.fullEstimates.toSpliced(e.index, 1));
        break;
      case 'RESTORE':
        if (e.saved === KEPT_CALCULATOR && !wasSaving) expect(savedCalculator(context)).toEqual(KEPT_CALCULATOR);
        else expect(context).toEqual(before);
        break;
      case 'LOAD':
        expect(context.fullEstimates).toEqual(e.lines === FULL_ESTIMATE && !wasSaving ? FULL_ESTIMATE : before.fullEstimates);
        break;
    }
  },
  states: {
    saving: ({ snapshot }) => expect(snapshot.can({ type: 'SAVE', name: 'Q1 team' })).toBe(false),
    'ready.saved': ({ snapshot }) => expect(snapshot.context.saved).toEqual(SAVED_ESTIMATE),
    'ready.failed': ({ snapshot, event }) => {
      // The server's words, or ours when it gave none; kept until the next save.
      if (event.type === 'xstate.error.actor.saveEstimate') expect(snapshot.context.saveError).toBe(event.error === NAME_TAKEN ? NAME_TAKEN.message : FALLBACK);
      else expect([NAME_TAKEN.message, FALLBACK]).toContain(snapshot.context.saveError);
      expect(snapshot.context.fullEstimates.length).toBeGreaterThan(0);
    },
  },
});
