import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { toProblem, type ApiProblem } from '@/lib/api-problem';

type S = components['schemas'];
export type WorksiteAudit = S['WorksiteAudit'];
export type AuditWork = S['AuditWork'];
export type AuditDecision = S['AuditDecision'];

/** A decision as the auditor sends it: the checklist and findings on screen, saved first, then the verdict. */
export interface DecisionDraft {
  work: AuditWork;
  decision: AuditDecision;
}

export interface WorksiteAuditContext {
  audit: WorksiteAudit;
  problem: ApiProblem | null;
  /** A start was refused because the audit had moved on elsewhere (started or decided): it was read again and is shown as it now stands. */
  overtaken: boolean;
}

export type WorksiteAuditEvent =
  | { type: 'START' }
  | { type: 'SAVE'; work: AuditWork }
  | { type: 'DECIDE'; draft: DecisionDraft }
  /** The audit as a photo's upload or removal left it (a single call, src/features/worksite-audits/flows.ts). */
  | { type: 'UPDATED'; audit: WorksiteAudit };

function notProvided(name: string): never {
  throw new Error(`worksiteAuditMachine: provide the '${name}' actor`);
}

/**
 * An auditor's audit of a worksite (docs/product.md, partners): assigned → in progress (begun at the
 * site: 'start') → passed or failed ('decide', with reasons). While in progress the checklist and
 * findings are saved as drafts ('save'), so a reload resumes where the server's audit stands; a
 * decision saves what is on screen first, then decides. The server's refusal (an item unanswered,
 * a pass with a shortfall) keeps the audit open, with its words. A start refused because the audit
 * is no longer open (started or decided in another tab or device, 409 AUDIT_NOT_OPEN) or no longer
 * the auditor's (404) reads the audit again ('load') and goes where it now stands, saying why; one
 * no longer found is gone.
 */
export const worksiteAuditMachine = setup({
  types: {
    context: {} as WorksiteAuditContext,
    events: {} as WorksiteAuditEvent,
    input: {} as { audit: WorksiteAudit },
    tags: {} as 'busy',
  },
  actors: {
    start: fromPromise<WorksiteAudit, void>(async () => notProvided('start')),
    load: fromPromise<WorksiteAudit, void>(async () => notProvided('load')),
    save: fromPromise<WorksiteAudit, AuditWork>(async () => notProvided('save')),
    decide: fromPromise<WorksiteAudit, DecisionDraft>(async () => notProvided('decide')),
  },
  guards: {
    isAssigned: ({ context }) => context.audit.status === 'assigned',
    isInProgress: ({ context }) => context.audit.status === 'in_progress',
    isPassed: ({ context }) => context.audit.status === 'passed',
    passedNow: ({ event }) => (event as unknown as { output: WorksiteAudit }).output.status === 'passed',
    movedOn: (_, params: { error: unknown }) => ['AUDIT_NOT_OPEN', 'NOT_FOUND'].includes(toProblem(params.error).code),
    notFound: (_, params: { error: unknown }) => toProblem(params.error).code === 'NOT_FOUND',
  },
  actions: {
    storeAudit: assign((_, params: { audit: WorksiteAudit }) => ({ audit: params.audit, problem: null })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    clearProblem: assign({ problem: null, overtaken: false }),
    // Read again after a refused start: still assigned, the refusal stays beside the start; moved
    // on, the audit says it was overtaken instead.
    storeReloaded: assign(({ context }, params: { audit: WorksiteAudit }) => {
      const overtaken = params.audit.status !== 'assigned';
      return { audit: params.audit, overtaken, problem: overtaken ? null : context.problem };
    }),
    /** For the flow: say so. */
    saved: () => {},
    decided: () => {},
  },
}).createMachine({
  id: 'worksiteAudit',
  context: ({ input }) => ({ audit: input.audit, problem: null, overtaken: false }),
  initial: 'resuming',
  states: {
    resuming: {
      always: [
        { guard: 'isAssigned', target: 'assigned' },
        { guard: 'isInProgress', target: 'in_progress' },
        { guard: 'isPassed', target: 'passed' },
        { target: 'failed' },
      ],
    },
    assigned: {
      initial: 'idle',
      states: {
        idle: {
          on: { START: 'starting' },
        },
        starting: {
          tags: 'busy',
          invoke: {
            id: 'start',
            src: 'start',
            onDone: { target: '#worksiteAudit.in_progress', actions: { type: 'storeAudit', params: ({ event }) => ({ audit: event.output }) } },
            onError: [
              { guard: { type: 'movedOn', params: ({ event }) => ({ error: event.error }) }, target: 'reloading', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
              { target: 'idle', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
            ],
          },
        },
        reloading: {
          tags: 'busy',
          invoke: {
            id: 'load',
            src: 'load',
            onDone: { target: '#worksiteAudit.resuming', actions: { type: 'storeReloaded', params: ({ event }) => ({ audit: event.output }) } },
            // Not found: no longer the auditor's. Not reached: the start's refusal stays, and starting again reads it again.
            onError: [{ guard: { type: 'notFound', params: ({ event }) => ({ error: event.error }) }, target: '#worksiteAudit.gone' }, { target: 'idle' }],
          },
        },
      },
    },
    in_progress: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SAVE: { target: 'saving', actions: 'clearProblem' },
            DECIDE: { target: 'deciding', actions: 'clearProblem' },
            UPDATED: { actions: { type: 'storeAudit', params: ({ event }) => ({ audit: event.audit }) } },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'save',
            src: 'save',
            input: ({ event }) => (event as Extract<WorksiteAuditEvent, { type: 'SAVE' }>).work,
            onDone: { target: 'editing', actions: [{ type: 'storeAudit', params: ({ event }) => ({ audit: event.output }) }, 'saved'] },
            onError: { target: 'editing', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        deciding: {
          tags: 'busy',
          invoke: {
            id: 'decide',
            src: 'decide',
            input: ({ event }) => (event as Extract<WorksiteAuditEvent, { type: 'DECIDE' }>).draft,
            onDone: [
              { guard: 'passedNow', target: '#worksiteAudit.passed', actions: [{ type: 'storeAudit', params: ({ event }) => ({ audit: event.output }) }, 'decided'] },
              { target: '#worksiteAudit.failed', actions: [{ type: 'storeAudit', params: ({ event }) => ({ audit: event.output }) }, 'decided'] },
            ],
            onError: { target: 'editing', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    passed: { type: 'final' },
    failed: { type: 'final' },
    gone: { type: 'final' },
  },
});
