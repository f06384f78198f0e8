import { setup } from 'xstate';

export type ApplicationStatus =
  | 'invited'
  | 'applied'
  | 'shortlisted'
  | 'interviewing'
  | 'offered'
  | 'hired'
  | 'rejected'
  | 'withdrawn';

export type ApplicationEvent =
  | { type: 'APPLY' }
  | { type: 'SHORTLIST' }
  | { type: 'INTERVIEW' }
  | { type: 'OFFER' }
  | { type: 'OFFER_CLOSED' }
  | { type: 'HIRE' }
  | { type: 'REJECT' }
  | { type: 'WITHDRAW' };

/**
 * An application's lifecycle, shared by the server (which refuses what it does not
 * allow) and the client (which offers only what it allows). An employer's invitation
 * starts at `invited`; applying starts at `applied`. No interview or offer once it is
 * rejected or withdrawn; an offer that is declined, withdrawn or expires sends it back
 * to `interviewing`; a candidate with an open offer answers the offer rather than
 * withdrawing; checkout (HIRE) makes it `hired`.
 */
export const applicationMachine = setup({
  types: { events: {} as ApplicationEvent },
}).createMachine({
  id: 'application',
  initial: 'applied',
  states: {
    invited: { on: { APPLY: 'applied', WITHDRAW: 'withdrawn', REJECT: 'rejected' } },
    applied: {
      on: { SHORTLIST: 'shortlisted', INTERVIEW: 'interviewing', OFFER: 'offered', REJECT: 'rejected', WITHDRAW: 'withdrawn' },
    },
    shortlisted: { on: { INTERVIEW: 'interviewing', OFFER: 'offered', REJECT: 'rejected', WITHDRAW: 'withdrawn' } },
    // INTERVIEW again is a further round (or new times after a reschedule request).
    interviewing: { on: { INTERVIEW: 'interviewing', OFFER: 'offered', REJECT: 'rejected', WITHDRAW: 'withdrawn' } },
    offered: { on: { OFFER_CLOSED: 'interviewing', HIRE: 'hired', REJECT: 'rejected' } },
    hired: { type: 'final' },
    rejected: { type: 'final' },
    withdrawn: { type: 'final' },
  },
});
