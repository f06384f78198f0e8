import { assign, fromPromise, setup } from 'xstate';
import type { components } from '@/generated/api';
import { limits } from '@/generated/limits';
import { toProblem, type ApiProblem } from '@/lib/api-problem';

export type TimeOffRequest = components['schemas']['TimeOffRequest'];
export type TimeOffKind = components['schemas']['TimeOffKind'];
export type PartOfDay = components['schemas']['PartOfDay'];
export type TimeOffRequestInput = components['schemas']['TimeOffRequestInput'];

/** Every kind the contract takes, in the order the staff member sees them. */
export const TIME_OFF_KINDS: readonly TimeOffKind[] = ['vacation', 'sick', 'personal', 'public_holiday'];
export const PARTS_OF_DAY: readonly PartOfDay[] = ['full', 'morning', 'afternoon'];
export const TIME_OFF_NOTE_MAX = limits.TimeOffRequestInput.note.maxLength;

/** The form as typed: a kind not chosen yet, dates as the date inputs give them (`YYYY-MM-DD` or empty). */
export interface TimeOffForm {
  kind: TimeOffKind | null;
  start_date: string;
  end_date: string;
  part_of_day: PartOfDay;
  note: string;
}

export type TimeOffFormIssue = 'kind' | 'startMissing' | 'startPast' | 'endMissing' | 'endBeforeStart' | 'halfDayRange' | 'noteTooLong';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What keeps the form from being sent, as the server would refuse it; the view says each in words. */
export function timeOffIssues(form: TimeOffForm, today: string): TimeOffFormIssue[] {
  const issues: TimeOffFormIssue[] = [];
  if (form.kind === null || !TIME_OFF_KINDS.includes(form.kind)) issues.push('kind');
  const start = DATE.test(form.start_date) ? form.start_date : null;
  const end = DATE.test(form.end_date) ? form.end_date : null;
  if (!start) issues.push('startMissing');
  // Dates of one calendar compare as text.
  else if (start < today) issues.push('startPast');
  if (!end) issues.push('endMissing');
  else if (start && end < start) issues.push('endBeforeStart');
  if (form.part_of_day !== 'full' && start && end && start !== end) issues.push('halfDayRange');
  if (form.note.trim().length > TIME_OFF_NOTE_MAX) issues.push('noteTooLong');
  return issues;
}

/** The request the contract takes from a form without issues. */
export function toRequestInput(form: TimeOffForm): TimeOffRequestInput {
  const note = form.note.trim();
  return {
    kind: form.kind!,
    start_date: form.start_date,
    end_date: form.end_date,
    part_of_day: form.part_of_day,
    ...(note ? { note } : {}),
  };
}

export interface TimeOffRequestMachineInput {
  /** The request as the list shows it, or null for a new one. */
  request: TimeOffRequest | null;
  /** Today in the staff member's time zone: a request cannot start before it. */
  today: string;
}

export interface TimeOffRequestContext {
  request: TimeOffRequest | null;
  today: string;
  /** The form as last submitted; its issues show once it has been. */
  form: TimeOffForm | null;
  problem: ApiProblem | null;
}

export type TimeOffRequestEvent =
  | { type: 'SUBMIT'; form: TimeOffForm }
  | { type: 'CANCEL_REQUEST' }
  | { type: 'KEEP' }
  | { type: 'CONFIRM' };

export type TimeOffRequestTag = 'busy' | 'canCancel' | 'confirming' | 'overtaken';

function notProvided(name: string): never {
  throw new Error(`timeOffRequestMachine: provide the '${name}' actor`);
}

/**
 * One time-off request, from the form to its answer: composed and sent ('requestTimeOff'),
 * then pending until the employer answers. Its status is the list's: a view keys the machine
 * by the request's status, so an answer read from the server starts it again where that status
 * says (approved, declined, cancelled are final). A pending request can be cancelled after a
 * confirmation ('cancelTimeOff'); TIME_OFF_NOT_PENDING means the employer answered first, which
 * the dialog says, and the list is read again once it is closed. The server's refusals of a new request
 * (TIME_OFF_OVERLAP, TIME_OFF_BALANCE…) keep the form with its words.
 */
export const timeOffRequestMachine = setup({
  types: {
    context: {} as TimeOffRequestContext,
    events: {} as TimeOffRequestEvent,
    input: {} as TimeOffRequestMachineInput,
    tags: {} as TimeOffRequestTag,
  },
  actors: {
    requestTimeOff: fromPromise<TimeOffRequest, TimeOffRequestInput>(async () => notProvided('requestTimeOff')),
    cancelTimeOff: fromPromise<TimeOffRequest, { requestId: string }>(async () => notProvided('cancelTimeOff')),
  },
  guards: {
    hasStatus: ({ context }, params: { status: TimeOffRequest['status'] }) => context.request?.status === params.status,
    formValid: ({ context }, params: { form: TimeOffForm }) => timeOffIssues(params.form, context.today).length === 0,
    answeredFirst: (_, params: { error: unknown }) => toProblem(params.error).code === 'TIME_OFF_NOT_PENDING',
  },
  actions: {
    storeForm: assign((_, params: { form: TimeOffForm }) => ({ form: params.form, problem: null })),
    storeRequest: assign((_, params: { request: TimeOffRequest }) => ({ request: params.request, problem: null })),
    storeProblem: assign((_, params: { error: unknown }) => ({ problem: toProblem(params.error) })),
    clearProblem: assign({ problem: null }),
    /** For the flow: the request is sent, or cancelled (a toast, the list and balances read again). */
    requested: (_, _params: { request: TimeOffRequest }) => {},
    cancelled: (_, _params: { request: TimeOffRequest }) => {},
    /** For the flow: the employer answered first, so the list is read again (which shows the answer). */
    answeredElsewhere: () => {},
  },
}).createMachine({
  id: 'timeOffRequest',
  context: ({ input }) => ({ request: input.request, today: input.today, form: null, problem: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: { type: 'hasStatus', params: { status: 'requested' } }, target: 'pending' },
        { guard: { type: 'hasStatus', params: { status: 'approved' } }, target: 'approved' },
        { guard: { type: 'hasStatus', params: { status: 'declined' } }, target: 'declined' },
        { guard: { type: 'hasStatus', params: { status: 'cancelled' } }, target: 'cancelled' },
        { target: 'composing' },
      ],
    },
    composing: {
      initial: 'editing',
      on: {
        SUBMIT: [
          {
            guard: { type: 'formValid', params: ({ event }) => ({ form: event.form }) },
            target: 'sending',
            actions: { type: 'storeForm', params: ({ event }) => ({ form: event.form }) },
          },
          { target: '.editing', actions: { type: 'storeForm', params: ({ event }) => ({ form: event.form }) } },
        ],
      },
      states: {
        editing: {},
        // Sending the form again is the retry: it may have been changed meanwhile.
        failed: {},
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'requestTimeOff',
        src: 'requestTimeOff',
        input: ({ context }) => toRequestInput(context.form!),
        onDone: {
          target: 'pending',
          actions: [
            { type: 'storeRequest', params: ({ event }) => ({ request: event.output }) },
            { type: 'requested', params: ({ event }) => ({ request: event.output }) },
          ],
        },
        onError: { target: 'composing.failed', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    pending: {
      tags: ['canCancel'],
      on: { CANCEL_REQUEST: { target: 'confirmingCancel', actions: 'clearProblem' } },
    },
    confirmingCancel: {
      tags: ['confirming'],
      on: {
        KEEP: { target: 'pending', actions: 'clearProblem' },
        CONFIRM: { target: 'cancelling', actions: 'clearProblem' },
      },
    },
    // Not to be abandoned: the cancellation is already on its way.
    cancelling: {
      tags: ['busy', 'confirming'],
      invoke: {
        id: 'cancelTimeOff',
        src: 'cancelTimeOff',
        input: ({ context }) => ({ requestId: context.request!.id }),
        onDone: {
          target: 'cancelled',
          actions: [
            { type: 'storeRequest', params: ({ event }) => ({ request: event.output }) },
            { type: 'cancelled', params: ({ event }) => ({ request: event.output }) },
          ],
        },
        onError: [
          {
            guard: { type: 'answeredFirst', params: ({ event }) => ({ error: event.error }) },
            target: 'overtaken',
            actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'confirmingCancel', actions: { type: 'storeProblem', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    // The dialog says why it can no longer be cancelled; once it is closed, the list is read
    // again and shows the employer's answer (read at once, it would take the dialog away unread).
    overtaken: {
      tags: ['confirming', 'overtaken'],
      on: { KEEP: { target: 'pending', actions: ['clearProblem', 'answeredElsewhere'] } },
    },
    approved: { type: 'final' },
    declined: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
