import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { m } from '@/generated/paraglide/messages.js';
import { isApiProblem } from '@/lib/api-problem';
import { clampWorkHours, ESTIMATE_LIMITS, isCalendarDate, readEstimateLines, workHoursRange, type EstimateLine, type HireType } from '@/shared/estimate';
import { industryOf, JOB_ROLES, LEVEL_FACTOR, type ExperienceLevel, type Industry, type JobRole } from '@/shared/job-roles';
import { HOURS_PER_WEEK } from '@/shared/working-hours';

export type { EstimateLine, HireType } from '@/shared/estimate';
/** An estimate the server saved, with the totals it computed. */
export type SavedEstimate = components['schemas']['Estimate'];
export type SaveEstimateRequest = components['schemas']['EstimateRequest'];
/** Which total the calculator shows: a month of the team, or its whole service period. */
export type EstimateView = 'monthly' | 'period';

/** The role being added (docs/product.md section 8, "Price calculator"): nothing chosen yet, no secure cloud computing. */
export interface CalculatorForm {
  jobRole: { id: JobRole; category_name: Industry } | null;
  typeOfHire: HireType | null;
  experience: ExperienceLevel | null;
  /** Months. */
  servicePeriod: number | null;
  security: boolean;
  /** Hours a week. */
  work_hours: number | null;
  /** `YYYY-MM-DD`. */
  startDate: string | null;
}

export const EMPTY_FORM: CalculatorForm = {
  jobRole: null,
  typeOfHire: null,
  experience: null,
  servicePeriod: null,
  security: false,
  work_hours: null,
  startDate: null,
};

/** Any hours the form holds; the kind of hire's own range applies when the line is added. */
export const FORM_HOURS = { min: 1, max: 60 } as const;

export interface PriceCalculatorContext {
  /** How many people the role being added is for. */
  users: number;
  /** The lines added so far, in order (a grant covers people in this order). */
  fullEstimates: EstimateLine[];
  typeOfEstimate: EstimateView;
  formData: CalculatorForm;
  /** The line loaded back into the form, which the next ADD_ROLE replaces; null while adding a new one. */
  editing: number | null;
  /** The name the estimate is being, or was last, saved under. */
  saveName: string;
  saved: SavedEstimate | null;
  saveError: string | null;
}

/** What the tab keeps of the calculator (the first client's `priceCalculator` area). */
export type SavedCalculator = Pick<PriceCalculatorContext, 'users' | 'fullEstimates' | 'typeOfEstimate' | 'formData'>;

export type PriceCalculatorEvent =
  | { type: 'PICK_ROLE'; role: JobRole | null }
  | { type: 'PICK_HIRE_TYPE'; typeOfHire: HireType | null }
  | { type: 'PICK_EXPERIENCE'; experience: ExperienceLevel | null }
  | { type: 'PICK_SERVICE_PERIOD'; months: number | null }
  | { type: 'SET_SECURITY'; security: boolean }
  | { type: 'SET_WORK_HOURS'; hours: number | null }
  | { type: 'PICK_START_DATE'; startDate: string | null }
  | { type: 'SET_USERS'; users: number }
  | { type: 'ADD_ROLE' }
  | { type: 'REMOVE_ROLE'; index: number }
  | { type: 'EDIT_ROLE'; index: number }
  | { type: 'CANCEL_EDIT' }
  | { type: 'SHOW_MONTHLY' }
  | { type: 'SHOW_PERIOD' }
  | { type: 'CLEAR' }
  /** Lines from a shared link or a saved estimate; refused whole unless every line is valid. */
  | { type: 'LOAD'; lines: unknown }
  /** What the tab kept of the calculator; refused unless it has the shape written here. */
  | { type: 'RESTORE'; saved: unknown }
  | { type: 'SAVE'; name: string };

const isIntegerIn = (value: unknown, min: number, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

export const isJobRole = (value: unknown): value is JobRole => typeof value === 'string' && Object.hasOwn(JOB_ROLES, value);
export const isExperience = (value: unknown): value is ExperienceLevel => typeof value === 'string' && Object.hasOwn(LEVEL_FACTOR, value);
export const isHireType = (value: unknown): value is HireType => typeof value === 'string' && Object.hasOwn(HOURS_PER_WEEK, value);
export const isServicePeriod = (value: unknown): value is number =>
  isIntegerIn(value, ESTIMATE_LIMITS.servicePeriodMonths.min, ESTIMATE_LIMITS.servicePeriodMonths.max);
export const isHeadcount = (value: unknown): value is number => isIntegerIn(value, ESTIMATE_LIMITS.headcount.min, ESTIMATE_LIMITS.headcount.max);

/** The form's terms as a line, once every field is chosen, with the hours held to the kind of hire's range. */
export function lineFromForm(form: CalculatorForm, headcount: number): EstimateLine | null {
  const { jobRole, typeOfHire, experience, servicePeriod, work_hours, startDate } = form;
  if (!jobRole || !typeOfHire || !experience || servicePeriod === null || work_hours === null || startDate === null) return null;
  return {
    role: jobRole.id,
    experience,
    type_of_hire: typeOfHire,
    headcount,
    service_period_months: servicePeriod,
    security: form.security,
    work_hours: clampWorkHours(typeOfHire, work_hours),
    start_date: startDate,
  };
}

/** A line back in the form, to be changed and added again. */
export const formFromLine = (line: EstimateLine): CalculatorForm => ({
  jobRole: { id: line.role, category_name: industryOf(line.role) },
  typeOfHire: line.type_of_hire,
  experience: line.experience,
  servicePeriod: line.service_period_months,
  security: line.security,
  work_hours: line.work_hours,
  startDate: line.start_date,
});

function readForm(value: unknown): CalculatorForm | null {
  if (typeof value !== 'object' || value === null) return null;
  const form = value as Record<string, unknown>;
  const role = form.jobRole as { id?: unknown } | null;
  const jobRole = role === null ? null : isJobRole(role?.id) ? { id: role.id, category_name: industryOf(role.id) } : undefined;
  const ok =
    jobRole !== undefined &&
    (form.typeOfHire === null || isHireType(form.typeOfHire)) &&
    (form.experience === null || isExperience(form.experience)) &&
    (form.servicePeriod === null || isServicePeriod(form.servicePeriod)) &&
    typeof form.security === 'boolean' &&
    (form.work_hours === null || isIntegerIn(form.work_hours, FORM_HOURS.min, FORM_HOURS.max)) &&
    (form.startDate === null || isCalendarDate(form.startDate));
  if (!ok) return null;
  return {
    jobRole,
    typeOfHire: form.typeOfHire as HireType | null,
    experience: form.experience as ExperienceLevel | null,
    servicePeriod: form.servicePeriod as number | null,
    security: form.security as boolean,
    work_hours: form.work_hours as number | null,
    startDate: form.startDate as string | null,
  };
}

/** What the tab kept, if it has the shape written by savedCalculator; an empty estimate is fine here. */
export function readSavedCalculator(value: unknown): SavedCalculator | null {
  if (typeof value !== 'object' || value === null) return null;
  const saved = value as Record<string, unknown>;
  const lines = Array.isArray(saved.fullEstimates) && saved.fullEstimates.length === 0 ? [] : readEstimateLines(saved.fullEstimates);
  const formData = readForm(saved.formData);
  if (!lines || !formData || !isHeadcount(saved.users)) return null;
  if (saved.typeOfEstimate !== 'monthly' && saved.typeOfEstimate !== 'period') return null;
  return { users: saved.users, fullEstimates: lines, typeOfEstimate: saved.typeOfEstimate, formData };
}

export const savedCalculator = (context: PriceCalculatorContext): SavedCalculator => ({
  users: context.users,
  fullEstimates: context.fullEstimates,
  typeOfEstimate: context.typeOfEstimate,
  formData: context.formData,
});

const initialContext = (): PriceCalculatorContext => ({
  users: 1,
  fullEstimates: [],
  typeOfEstimate: 'monthly',
  formData: EMPTY_FORM,
  editing: null,
  saveName: '',
  saved: null,
  saveError: null,
});

const freshForm = { formData: EMPTY_FORM, users: 1, editing: null } as const;

function notProvided(name: string): never {
  throw new Error(`priceCalculatorMachine: provide the '${name}' actor`);
}

type Params<T extends PriceCalculatorEvent['type']> = Omit<Extract<PriceCalculatorEvent, { type: T }>, 'type'>;

/**
 * The price calculator (docs/product.md section 8, "Price calculator"): a form for one role at a time,
 * the lines added so far, which total is shown, and saving the estimate to a signed-in
 * employer's account. The arithmetic is not here: views price the lines with
 * src/shared/estimate.ts, the module checkout charges with.
 */
export const priceCalculatorMachine = setup({
  types: {
    context: {} as PriceCalculatorContext,
    events: {} as PriceCalculatorEvent,
  },
  actors: {
    saveEstimate: fromPromise<SavedEstimate, SaveEstimateRequest>(async () => notProvided('saveEstimate')),
  },
  actions: {
    pickRole: assign(({ context }, { role }: Params<'PICK_ROLE'>) => ({
      formData: { ...context.formData, jobRole: role === null ? null : { id: role, category_name: industryOf(role) } },
    })),
    pickHireType: assign(({ context }, { typeOfHire }: Params<'PICK_HIRE_TYPE'>) => {
      const hours = context.formData.work_hours;
      // The usual week of the kind chosen, or the hours already typed held to its range.
      const work_hours = typeOfHire === null ? hours : hours === null ? workHoursRange(typeOfHire).usual : clampWorkHours(typeOfHire, hours);
      return { formData: { ...context.formData, typeOfHire, work_hours } };
    }),
    pickExperience: assign(({ context }, { experience }: Params<'PICK_EXPERIENCE'>) => ({ formData: { ...context.formData, experience } })),
    pickServicePeriod: assign(({ context }, { months }: Params<'PICK_SERVICE_PERIOD'>) => ({
      formData: { ...context.formData, servicePeriod: months },
    })),
    setSecurity: assign(({ context }, { security }: Params<'SET_SECURITY'>) => ({ formData: { ...context.formData, security } })),
    setWorkHours: assign(({ context }, { hours }: Params<'SET_WORK_HOURS'>) => ({ formData: { ...context.formData, work_hours: hours } })),
    pickStartDate: assign(({ context }, { startDate }: Params<'PICK_START_DATE'>) => ({ formData: { ...context.formData, startDate } })),
    setUsers: assign((_, { users }: Params<'SET_USERS'>) => ({ users })),
    addRole: assign(({ context }) => {
      const line = lineFromForm(context.formData, context.users)!;
      const lines =
        context.editing === null ? [...context.fullEstimates, line] : context.fullEstimates.map((old, i) => (i === context.editing ? line : old));
      return { fullEstimates: lines, ...freshForm };
    }),
    removeRole: assign(({ context }, { index }: Params<'REMOVE_ROLE'>) => {
      const fullEstimates = context.fullEstimates.filter((_, i) => i !== index);
      // Removing the line being changed ends the change; a later line moves up one place.
      if (context.editing === index) return { fullEstimates, ...freshForm };
      const editing = context.editing !== null && context.editing > index ? context.editing - 1 : context.editing;
      return { fullEstimates, editing };
    }),
    editRole: assign(({ context }, { index }: Params<'EDIT_ROLE'>) => {
      const line = context.fullEstimates[index]!;
      return { formData: formFromLine(line), users: line.headcount, editing: index };
    }),
    resetForm: assign(freshForm),
    showMonthly: assign({ typeOfEstimate: 'monthly' }),
    showPeriod: assign({ typeOfEstimate: 'period' }),
    clear: assign({ fullEstimates: [], ...freshForm }),
    load: assign((_, { lines }: Params<'LOAD'>) => ({ fullEstimates: readEstimateLines(lines)!, ...freshForm })),
    restore: assign((_, { saved }: Params<'RESTORE'>) => ({ ...readSavedCalculator(saved)!, editing: null })),
    startSaving: assign((_, { name }: Params<'SAVE'>) => ({ saveName: name.trim(), saveError: null })),
    storeSaved: assign((_, { estimate }: { estimate: SavedEstimate }) => ({ saved: estimate, saveError: null })),
    storeSaveError: assign((_, { error }: { error: unknown }) => ({
      saveError: isApiProblem(error) ? error.message : m.pricing_save_failed(),
    })),
  },
  guards: {
    isRoleChoice: (_, { role }: Params<'PICK_ROLE'>) => role === null || isJobRole(role),
    isHireTypeChoice: (_, { typeOfHire }: Params<'PICK_HIRE_TYPE'>) => typeOfHire === null || isHireType(typeOfHire),
    isExperienceChoice: (_, { experience }: Params<'PICK_EXPERIENCE'>) => experience === null || isExperience(experience),
    isServicePeriodChoice: (_, { months }: Params<'PICK_SERVICE_PERIOD'>) => months === null || isServicePeriod(months),
    isSecurityChoice: (_, { security }: Params<'SET_SECURITY'>) => typeof security === 'boolean',
    isWorkHoursChoice: (_, { hours }: Params<'SET_WORK_HOURS'>) => hours === null || isIntegerIn(hours, FORM_HOURS.min, FORM_HOURS.max),
    isStartDateChoice: (_, { startDate }: Params<'PICK_START_DATE'>) => startDate === null || isCalendarDate(startDate),
    isHeadcount: (_, { users }: Params<'SET_USERS'>) => isHeadcount(users),
    // A new line only while the estimate has room; a line being changed keeps its place.
    canAddRole: ({ context }) =>
      lineFromForm(context.formData, context.users) !== null && (context.editing !== null || context.fullEstimates.length < ESTIMATE_LIMITS.lines),
    isLine: ({ context }, { index }: Params<'REMOVE_ROLE'>) => Number.isInteger(index) && index >= 0 && index < context.fullEstimates.length,
    isEditing: ({ context }) => context.editing !== null,
    areLines: (_, { lines }: Params<'LOAD'>) => readEstimateLines(lines) !== null,
    isSavedCalculator: (_, { saved }: Params<'RESTORE'>) => readSavedCalculator(saved) !== null,
    isSavedName: ({ context }, { name }: Params<'SAVE'>) => typeof name === 'string' && name.trim() === context.saveName,
    canSave: ({ context }, { name }: Params<'SAVE'>) =>
      context.fullEstimates.length > 0 && typeof name === 'string' && name.trim().length > 0 && name.trim().length <= ESTIMATE_LIMITS.name.max,
  },
}).createMachine({
  id: 'priceCalculator',
  context: initialContext,
  // Choosing terms and the view never waits for a save; only the lines being saved are held still.
  on: {
    PICK_ROLE: { guard: { type: 'isRoleChoice', params: ({ event }) => event }, actions: { type: 'pickRole', params: ({ event }) => event } },
    PICK_HIRE_TYPE: {
      guard: { type: 'isHireTypeChoice', params: ({ event }) => event },
      actions: { type: 'pickHireType', params: ({ event }) => event },
    },
    PICK_EXPERIENCE: {
      guard: { type: 'isExperienceChoice', params: ({ event }) => event },
      actions: { type: 'pickExperience', params: ({ event }) => event },
    },
    PICK_SERVICE_PERIOD: {
      guard: { type: 'isServicePeriodChoice', params: ({ event }) => event },
      actions: { type: 'pickServicePeriod', params: ({ event }) => event },
    },
    SET_SECURITY: { guard: { type: 'isSecurityChoice', params: ({ event }) => event }, actions: { type: 'setSecurity', params: ({ event }) => event } },
    SET_WORK_HOURS: {
      guard: { type: 'isWorkHoursChoice', params: ({ event }) => event },
      actions: { type: 'setWorkHours', params: ({ event }) => event },
    },
    PICK_START_DATE: {
      guard: { type: 'isStartDateChoice', params: ({ event }) => event },
      actions: { type: 'pickStartDate', params: ({ event }) => event },
    },
    SET_USERS: { guard: { type: 'isHeadcount', params: ({ event }) => event }, actions: { type: 'setUsers', params: ({ event }) => event } },
    SHOW_MONTHLY: { actions: 'showMonthly' },
    SHOW_PERIOD: { actions: 'showPeriod' },
  },
  initial: 'ready',
  states: {
    ready: {
      initial: 'idle',
      // A change to the lines makes an earlier "saved" or "not saved" out of date.
      on: {
        ADD_ROLE: { guard: 'canAddRole', target: '.idle', actions: 'addRole' },
        REMOVE_ROLE: { guard: { type: 'isLine', params: ({ event }) => event }, target: '.idle', actions: { type: 'removeRole', params: ({ event }) => event } },
        EDIT_ROLE: { guard: { type: 'isLine', params: ({ event }) => event }, actions: { type: 'editRole', params: ({ event }) => event } },
        CANCEL_EDIT: { guard: 'isEditing', actions: 'resetForm' },
        CLEAR: { target: '.idle', actions: 'clear' },
        LOAD: { guard: { type: 'areLines', params: ({ event }) => event }, target: '.idle', actions: { type: 'load', params: ({ event }) => event } },
        RESTORE: {
          guard: { type: 'isSavedCalculator', params: ({ event }) => event },
          target: '.idle',
          actions: { type: 'restore', params: ({ event }) => event },
        },
        SAVE: { guard: { type: 'canSave', params: ({ event }) => event }, target: 'saving', actions: { type: 'startSaving', params: ({ event }) => event } },
      },
      states: {
        idle: {},
        saved: {
          on: {
            // Saved already, unchanged since: the same name again (a double click) would only make a copy.
            SAVE: [
              { guard: { type: 'isSavedName', params: ({ event }) => event } },
              {
                guard: { type: 'canSave', params: ({ event }) => event },
                target: '#priceCalculator.saving',
                actions: { type: 'startSaving', params: ({ event }) => event },
              },
            ],
          },
        },
        failed: {},
      },
    },
    // A second SAVE meanwhile is not handled: one request per save.
    saving: {
      invoke: {
        id: 'saveEstimate',
        src: 'saveEstimate',
        input: ({ context }) => ({ name: context.saveName, lines: context.fullEstimates }),
        onDone: { target: 'ready.saved', actions: { type: 'storeSaved', params: ({ event }) => ({ estimate: event.output }) } },
        // Nothing is lost: the lines stay for another try.
        onError: { target: 'ready.failed', actions: { type: 'storeSaveError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
