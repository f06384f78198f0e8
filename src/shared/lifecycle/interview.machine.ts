import { setup } from 'xstate';

export type InterviewStatus = 'proposed' | 'accepted' | 'declined' | 'reschedule_requested' | 'cancelled';

export type InterviewEvent =
  | { type: 'ACCEPT' }
  | { type: 'DECLINE' }
  | { type: 'RESCHEDULE' }
  | { type: 'PROPOSE' }
  | { type: 'CANCEL' };

/**
 * An interview invite's lifecycle, shared by server and client: the employer proposes
 * times; the candidate accepts one, declines, or asks for other times, after which the
 * employer proposes again. The employer may move an accepted interview (PROPOSE) or
 * call it off.
 */
export const interviewMachine = setup({
  types: { events: {} as InterviewEvent },
}).createMachine({
  id: 'interview',
  initial: 'proposed',
  states: {
    proposed: {
      on: { ACCEPT: 'accepted', DECLINE: 'declined', RESCHEDULE: 'reschedule_requested', PROPOSE: 'proposed', CANCEL: 'cancelled' },
    },
    reschedule_requested: { on: { PROPOSE: 'proposed', CANCEL: 'cancelled' } },
    accepted: { on: { PROPOSE: 'proposed', CANCEL: 'cancelled' } },
    declined: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
