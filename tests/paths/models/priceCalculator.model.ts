import { expect } from 'vitest';
import { fromPromise, type AnyMachineSnapshot } from 'xstate';
import type { ApiProblem } from '@/lib/api-problem';
import { clampWorkHours, ESTIMATE_LIMITS, type EstimateLine } from '@/shared/estimate';
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
} from '@/machines/priceCalculator.machine';
import { definePathModel, doneEvent, errorEvent, type ModelEvent } from '../harness';

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
// A full estimate: adding a line is refused, changing one is not.
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
        if (e.saved === KEPT_TAB && !wasSaving) expect(savedCalculator(context)).toEqual(KEPT_TAB);
        else expect(context).toEqual(before);
        break;
      case 'LOAD':
        expect(context.fullEstimates).toEqual(e.lines === TWENTY && !wasSaving ? TWENTY : before.fullEstimates);
        break;
    }
  },
  states: {
    saving: ({ snapshot }) => expect(snapshot.can({ type: 'SAVE', name: 'Q1 team' })).toBe(false),
    'ready.saved': ({ snapshot }) => expect(snapshot.context.saved).toEqual(SAVED),
    'ready.failed': ({ snapshot, event }) => {
      // The server's words, or ours when it gave none; kept until the next save.
      if (event.type === 'xstate.error.actor.saveEstimate') expect(snapshot.context.saveError).toBe(event.error === conflict ? conflict.message : FALLBACK);
      else expect([conflict.message, FALLBACK]).toContain(snapshot.context.saveError);
      expect(snapshot.context.fullEstimates.length).toBeGreaterThan(0);
    },
  },
});
