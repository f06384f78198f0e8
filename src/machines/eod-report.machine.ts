import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { limits } from '@/generated/limits';
import { toProblem, type ApiProblem } from '@/lib/api-problem';
import { removeSession, writeSession } from '@/lib/storage';

export type EodReport = components['schemas']['EodReport'];
export type EodReportFields = components['schemas']['EodReportFields'];

const LIMITS = limits.EodReportFields;
/** Hours are reported in quarter hours (the contract's multipleOf). */
export const REPORT_MINUTES_STEP = 15;
export const REPORT_MINUTES_MAX = LIMITS.worked_minutes.maximum;
export const REPORT_TEXT_MAX = { done: LIMITS.done.maxLength, blockers: LIMITS.blockers.maxLength, plan: LIMITS.plan.maxLength } as const;

/** What is wrong with a field before anything is sent; the view says it in words. */
export type ReportFieldIssue = 'required' | 'tooLong' | 'notQuarterHour';
export type ReportIssues = Partial<Record<keyof EodReportFields, ReportFieldIssue>>;

/** The fields as typed, untrimmed; sent trimmed. */
export type ReportFields = EodReportFields;

/** What the tab keeps while a report is being written, so that a reload finds it again. */
export interface ReportDraft {
  /** The staff member's working day the draft was written on: another day's draft is not today's report. */
  day: string;
  /** The report being changed, or null for a new one. */
  reportId: string | null;
  fields: ReportFields;
}

export interface EodReportInput {
  /** Today in the staff member's time zone. */
  today: string;
  /** Today's report when it exists (the composer then changes it), else null. */
  report: EodReport | null;
  /** The hours to offer for a new report: today's worked time, in quarter hours. */
  suggestedMinutes: number;
  /** What the tab kept under `storageKey` (anything: only a draft of today that fits comes back). */
  draft: unknown;
  storageKey: string | null;
}

export interface EodReportContext {
  today: string;
  reportId: string | null;
  /** What the form starts from without a draft: the report's own fields, or empty ones. */
  baseline: ReportFields;
  fields: ReportFields;
  /** A draft of this tab was picked up. */
  resumed: boolean;
  /** SUBMIT was tried: the view now shows each field's issue. */
  showIssues: boolean;
  /** Today's report was found already filed (another tab, another device): this composer now changes it. */
  foundExisting: boolean;
  problem: ApiProblem | null;
  storageKey: string | null;
}

export type EodReportEvent = { type: 'UPDATE'; fields: Partial<ReportFields> } | { type: 'SUBMIT' } | { type: 'RETRY' } | { type: 'DISCARD' };

export type EodReportTag = 'busy' | 'canRetry' | 'locked';

export interface SaveReportInput {
  reportId: string | null;
  fields: ReportFields;
}

/** The nearest quarter hour of `minutes`, within a day. */
export const toQuarterHour = (minutes: number) =>
  Math.min(REPORT_MINUTES_MAX, Math.max(0, Math.round(minutes / REPORT_MINUTES_STEP) * REPORT_MINUTES_STEP));

/** Each field's issue, as the contract would refuse it (lengths of the trimmed text, quarter hours). */
export function reportIssues(fields: ReportFields): ReportIssues {
  const issues: ReportIssues = {};
  for (const key of ['done', 'plan'] as const) {
    const text = fields[key].trim();
    if (!text) issues[key] = 'required';
    else if (text.length > REPORT_TEXT_MAX[key]) issues[key] = 'tooLong';
  }
  if (fields.blockers.trim().length > REPORT_TEXT_MAX.blockers) issues.blockers = 'tooLong';
  const minutes = fields.worked_minutes;
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > REPORT_MINUTES_MAX || minutes % REPORT_MINUTES_STEP !== 0) {
    issues.worked_minutes = 'notQuarterHour';
  }
  return issues;
}

const trimmed = (fields: ReportFields): ReportFields => ({
  done: fields.done.trim(),
  blockers: fields.blockers.trim(),
  plan: fields.plan.trim(),
  worked_minutes: fields.worked_minutes,
});

function isDraft(value: unknown): value is ReportDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<ReportDraft>;
  const fields = draft.fields as Partial<ReportFields> | undefined;
  return (
    typeof draft.day === 'string' &&
    (draft.reportId === null || typeof draft.reportId === 'string') &&
    typeof fields === 'object' &&
    fields !== null &&
    typeof fields.done === 'string' &&
    typeof fields.blockers === 'string' &&
    typeof fields.plan === 'string' &&
    typeof fields.worked_minutes === 'number'
  );
}

function startContext(input: EodReportInput): EodReportContext {
  const report = input.report;
  const baseline: ReportFields = report
    ? { done: report.done, blockers: report.blockers, plan: report.plan, worked_minutes: report.worked_minutes }
    : { done: '', blockers: '', plan: '', worked_minutes: toQuarterHour(input.suggestedMinutes) };
  // A draft of today's report comes back, whether it was begun as a new report or as a change to
  // the one filed since; yesterday's draft, or one of another report, does not.
  const draft = isDraft(input.draft) && input.draft.day === input.today && (input.draft.reportId === null || input.draft.reportId === report?.id) ? input.draft : null;
  return {
    today: input.today,
    reportId: report?.id ?? null,
    baseline,
    fields: draft ? draft.fields : baseline,
    resumed: draft !== null,
    showIssues: false,
    foundExisting: false,
    problem: null,
    storageKey: input.storageKey,
  };
}

const toDraft = (context: EodReportContext): ReportDraft => ({ day: context.today, reportId: context.reportId, fields: context.fields });

function notProvided(name: string): never {
  throw new Error(`eodReportMachine: provide the '${name}' actor`);
}

const submit = [
  { guard: 'fieldsValid' as const, target: '#eodReport.submitting' as const, actions: 'startSubmit' as const },
  { actions: 'revealIssues' as const },
];

/**
 * The end-of-day report composer: today's report written (or, when it exists, changed), kept in
 * the tab's storage at every change so that a reload finds it, then sent ('saveReport': a create
 * without a report id, a change with one). The server's REPORT_EXISTS (filed meanwhile in another
 * tab) looks today's report up ('findTodaysReport') and carries on as a change of it, with what
 * was typed; REPORT_LOCKED (its working day is over) ends the flow. Any other refusal keeps the
 * form with the server's words and RETRY. Only the form's states take SUBMIT: one report sent once.
 */
export const eodReportMachine = setup({
  types: {
    context: {} as EodReportContext,
    events: {} as EodReportEvent,
    input: {} as EodReportInput,
    tags: {} as EodReportTag,
  },
  actors: {
    saveReport: fromPromise<EodReport, SaveReportInput>(async () => notProvided('saveReport')),
    findTodaysReport: fromPromise<EodReport | null>(async () => notProvided('findTodaysReport')),
  },
  guards: {
    fieldsValid: ({ context }) => Object.keys(reportIssues(context.fields)).length === 0,
    refusedAs: (_, params: { error: unknown; code: string }) => toProblem(params.error).code === params.code,
    found: (_, params: { report: EodReport | null }) => params.report !== null,
  },
  actions: {
    update: assign(({ context }, params: { fields: Partial<ReportFields> }) => ({ fields: { ...context.fields, ...params.fields } })),
    startSubmit: assign({ problem: null, showIssues: false }),
    revealIssues: assign({ showIssues: true }),
    reset: assign(({ context }) => ({ fields: context.baseline, resumed: false, showIssues: false, problem: null })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    adoptExisting: assign((_, params: { report: EodReport }) => ({
      reportId: params.report.id,
      baseline: { done: params.report.done, blockers: params.report.blockers, plan: params.report.plan, worked_minutes: params.report.worked_minutes },
      foundExisting: true,
      problem: null,
    })),
    persistDraft: ({ context }) => {
      if (context.storageKey) writeSession(context.storageKey, toDraft(context));
    },
    clearDraft: ({ context }) => {
      if (context.storageKey) removeSession(context.storageKey);
    },
    /** For the flow: the report is filed or changed (a toast, the lists read again, its page). */
    saved: (_, _params: { report: EodReport; created: boolean }) => {},
  },
}).createMachine({
  id: 'eodReport',
  context: ({ input }) => startContext(input),
  initial: 'composing',
  states: {
    composing: {
      initial: 'editing',
      on: {
        UPDATE: { actions: [{ type: 'update', params: ({ event }) => ({ fields: event.fields }) }, 'persistDraft'] },
        SUBMIT: submit,
        DISCARD: { target: '.editing', actions: ['reset', 'clearDraft'] },
      },
      states: {
        editing: {},
        failed: { tags: ['canRetry'], on: { RETRY: submit } },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'saveReport',
        src: 'saveReport',
        input: ({ context }) => ({ reportId: context.reportId, fields: trimmed(context.fields) }),
        onDone: {
          target: 'saved',
          actions: ['clearDraft', { type: 'saved', params: ({ context, event }) => ({ report: event.output, created: context.reportId === null }) }],
        },
        onError: [
          {
            guard: { type: 'refusedAs', params: ({ event }) => ({ error: event.error, code: 'REPORT_EXISTS' }) },
            target: 'locating',
            actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'refusedAs', params: ({ event }) => ({ error: event.error, code: 'REPORT_LOCKED' }) },
            target: 'locked',
            actions: [{ type: 'storeProblem', params: ({ event }) => ({ error: event.error }) }, 'clearDraft'],
          },
          { target: 'composing.failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    // Today's report was filed meanwhile: find it, and what was typed becomes a change of it.
    locating: {
      tags: ['busy'],
      invoke: {
        id: 'findTodaysReport',
        src: 'findTodaysReport',
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => ({ report: event.output }) },
            target: 'composing.editing',
            actions: [{ type: 'adoptExisting', params: ({ event }) => ({ report: event.output! }) }, 'persistDraft'],
          },
          // Filed, yet not among today's (its day ended meanwhile): the server's words stay.
          { target: 'composing.failed' },
        ],
        onError: { target: 'composing.failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    locked: { type: 'final', tags: ['locked'] },
    saved: { type: 'final' },
  },
});
