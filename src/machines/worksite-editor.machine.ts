import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { limits } from '@/generated/limits';
import { toProblem, type ApiProblem } from '@/lib/api-problem';
import { removeLocal, writeLocal } from '@/lib/storage';

export type Worksite = components['schemas']['Worksite'];
export type WorksiteInput = components['schemas']['WorksiteInput'];
type Connection = components['schemas']['ConnectionRedundancy'];
type Power = components['schemas']['PowerRedundancy'];
type Measure = components['schemas']['SecurityMeasure'];

const LIMITS = limits.WorksiteInput;
export const WORKSITE_TEXT_MAX = {
  name: LIMITS.name.maxLength,
  address_line1: LIMITS.address_line1.maxLength,
  address_line2: LIMITS.address_line2.maxLength,
  city: LIMITS.city.maxLength,
  postal_code: LIMITS.postal_code.maxLength,
  equipment: LIMITS.equipment.maxLength,
} as const;
export const SEATS = { min: LIMITS.seats.minimum, max: LIMITS.seats.maximum } as const;

/** The form as typed: seats as the digits typed, the choices empty until chosen. */
export interface WorksiteFields {
  name: string;
  address_line1: string;
  address_line2: string;
  city: string;
  postal_code: string;
  country: string;
  seats: string;
  equipment: string;
  connection_redundancy: Connection | '';
  power_redundancy: Power | '';
  security_measures: Measure[];
}

export type WorksiteFieldIssue = 'required' | 'tooLong' | 'seats';
export type WorksiteIssues = Partial<Record<keyof WorksiteFields, WorksiteFieldIssue>>;

/** What the browser keeps while a worksite is being written, so that a reload finds it again. */
export interface WorksiteDraft {
  /** The worksite being changed, or null for a new one. */
  worksiteId: string | null;
  fields: WorksiteFields;
}

export interface WorksiteEditorInput {
  /** The worksite to change, or null to add one. */
  worksite: Worksite | null;
  /** What the browser kept under `storageKey` (anything: only a draft of this worksite that fits comes back). */
  draft: unknown;
  storageKey: string | null;
}

export interface WorksiteEditorContext {
  worksiteId: string | null;
  baseline: WorksiteFields;
  fields: WorksiteFields;
  /** A kept draft was picked up. */
  resumed: boolean;
  /** SUBMIT was tried: the view now shows each field's issue. */
  showIssues: boolean;
  problem: ApiProblem | null;
  storageKey: string | null;
}

export type WorksiteEditorEvent = { type: 'UPDATE'; fields: Partial<WorksiteFields> } | { type: 'SUBMIT' } | { type: 'RETRY' } | { type: 'DISCARD' };

export type WorksiteEditorTag = 'busy' | 'canRetry';

export interface SaveWorksiteInput {
  worksiteId: string | null;
  body: WorksiteInput;
}

export const EMPTY_WORKSITE: WorksiteFields = {
  name: '',
  address_line1: '',
  address_line2: '',
  city: '',
  postal_code: '',
  country: '',
  seats: '',
  equipment: '',
  connection_redundancy: '',
  power_redundancy: '',
  security_measures: [],
};

const fieldsOf = (worksite: Worksite): WorksiteFields => ({
  name: worksite.name,
  address_line1: worksite.address_line1,
  address_line2: worksite.address_line2 ?? '',
  city: worksite.city,
  postal_code: worksite.postal_code ?? '',
  country: worksite.country,
  seats: String(worksite.seats),
  equipment: worksite.equipment,
  connection_redundancy: worksite.connection_redundancy,
  power_redundancy: worksite.power_redundancy,
  security_measures: worksite.security_measures,
});

/** Each field's issue, as the contract would refuse it. */
export function worksiteIssues(fields: WorksiteFields): WorksiteIssues {
  const issues: WorksiteIssues = {};
  for (const key of ['name', 'address_line1', 'city', 'equipment'] as const) {
    const text = fields[key].trim();
    if (!text) issues[key] = 'required';
    else if (text.length > WORKSITE_TEXT_MAX[key]) issues[key] = 'tooLong';
  }
  for (const key of ['address_line2', 'postal_code'] as const) if (fields[key].trim().length > WORKSITE_TEXT_MAX[key]) issues[key] = 'tooLong';
  for (const key of ['country', 'connection_redundancy', 'power_redundancy'] as const) if (!fields[key]) issues[key] = 'required';
  const seats = Number(fields.seats.trim());
  if (!fields.seats.trim()) issues.seats = 'required';
  else if (!/^\d+$/.test(fields.seats.trim()) || seats < SEATS.min || seats > SEATS.max) issues.seats = 'seats';
  return issues;
}

/** The body sent: trimmed, optional lines left out when blank. Only called once worksiteIssues is empty. */
export function worksiteBody(fields: WorksiteFields): WorksiteInput {
  return {
    name: fields.name.trim(),
    address_line1: fields.address_line1.trim(),
    ...(fields.address_line2.trim() ? { address_line2: fields.address_line2.trim() } : {}),
    city: fields.city.trim(),
    ...(fields.postal_code.trim() ? { postal_code: fields.postal_code.trim() } : {}),
    country: fields.country,
    seats: Number(fields.seats.trim()),
    equipment: fields.equipment.trim(),
    connection_redundancy: fields.connection_redundancy as Connection,
    power_redundancy: fields.power_redundancy as Power,
    security_measures: fields.security_measures,
  };
}

function isDraft(value: unknown): value is WorksiteDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<WorksiteDraft>;
  const fields = draft.fields as Partial<WorksiteFields> | undefined;
  if (!(draft.worksiteId === null || typeof draft.worksiteId === 'string') || typeof fields !== 'object' || fields === null) return false;
  const texts = ['name', 'address_line1', 'address_line2', 'city', 'postal_code', 'country', 'seats', 'equipment', 'connection_redundancy', 'power_redundancy'] as const;
  return texts.every((key) => typeof fields[key] === 'string') && Array.isArray(fields.security_measures);
}

function startContext(input: WorksiteEditorInput): WorksiteEditorContext {
  const baseline = input.worksite ? fieldsOf(input.worksite) : EMPTY_WORKSITE;
  const worksiteId = input.worksite?.id ?? null;
  // Only a draft of this same worksite (or of a new one, for the add page) comes back.
  const draft = isDraft(input.draft) && input.draft.worksiteId === worksiteId ? input.draft : null;
  return { worksiteId, baseline, fields: draft ? draft.fields : baseline, resumed: draft !== null, showIssues: false, problem: null, storageKey: input.storageKey };
}

function notProvided(name: string): never {
  throw new Error(`worksiteEditorMachine: provide the '${name}' actor`);
}

const submit = [
  { guard: 'fieldsValid' as const, target: '#worksiteEditor.saving' as const, actions: 'startSubmit' as const },
  { actions: 'revealIssues' as const },
];

/**
 * The worksite editor (/debpo/add-worksite, /debpo/edit-worksite/:id): the worksite's details
 * written, kept in the browser's local storage at every change so that a reload (or a closed tab)
 * finds them again, then sent ('saveWorksite': a create without an id, a change with one). A
 * refusal keeps the form with the server's words and RETRY; WORKSITE_CLOSED (closed meanwhile)
 * ends the flow. DISCARD drops the draft and goes back to what is saved.
 */
export const worksiteEditorMachine = setup({
  types: {
    context: {} as WorksiteEditorContext,
    events: {} as WorksiteEditorEvent,
    input: {} as WorksiteEditorInput,
    tags: {} as WorksiteEditorTag,
  },
  actors: {
    saveWorksite: fromPromise<Worksite, SaveWorksiteInput>(async () => notProvided('saveWorksite')),
  },
  guards: {
    fieldsValid: ({ context }) => Object.keys(worksiteIssues(context.fields)).length === 0,
    refusedAs: (_, params: { error: unknown; code: string }) => toProblem(params.error).code === params.code,
  },
  actions: {
    update: assign(({ context }, params: { fields: Partial<WorksiteFields> }) => ({ fields: { ...context.fields, ...params.fields } })),
    startSubmit: assign({ problem: null, showIssues: false }),
    revealIssues: assign({ showIssues: true }),
    reset: assign(({ context }) => ({ fields: context.baseline, resumed: false, showIssues: false, problem: null })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    persistDraft: ({ context }) => {
      if (context.storageKey) writeLocal(context.storageKey, { worksiteId: context.worksiteId, fields: context.fields } satisfies WorksiteDraft);
    },
    clearDraft: ({ context }) => {
      if (context.storageKey) removeLocal(context.storageKey);
    },
    /** For the flow: the worksite is saved (a toast, the lists read again, its page). */
    saved: (_, _params: { worksite: Worksite; created: boolean }) => {},
  },
}).createMachine({
  id: 'worksiteEditor',
  context: ({ input }) => startContext(input),
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        UPDATE: { actions: [{ type: 'update', params: ({ event }) => ({ fields: event.fields }) }, 'persistDraft'] },
        SUBMIT: submit,
        DISCARD: { target: '.idle', actions: ['reset', 'clearDraft'] },
      },
      states: {
        idle: {},
        failed: { tags: ['canRetry'], on: { RETRY: submit } },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveWorksite',
        src: 'saveWorksite',
        input: ({ context }) => ({ worksiteId: context.worksiteId, body: worksiteBody(context.fields) }),
        onDone: {
          target: 'saved',
          actions: ['clearDraft', { type: 'saved', params: ({ context, event }) => ({ worksite: event.output, created: context.worksiteId === null }) }],
        },
        onError: [
          {
            guard: { type: 'refusedAs', params: ({ event }) => ({ error: event.error, code: 'WORKSITE_CLOSED' }) },
            target: 'closed',
            actions: [{ type: 'storeProblem', params: ({ event }) => ({ error: event.error }) }, 'clearDraft'],
          },
          { target: 'editing.failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    closed: { type: 'final' },
    saved: { type: 'final' },
  },
});
