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

/** What a status's `meta.next` names: the event that usually moves the application on from there. */
export interface ApplicationStateMeta {
  next?: ApplicationEvent['type'];
}

/**
 * An application's lifecycle, shared by the server (which refuses what it does not
 * allow) and the client (which offers only what it allows). An employer's invitation
 * starts at `invited`; applying starts at `applied`. No interview or offer once it is
 * rejected or withdrawn; an offer that is declined, withdrawn or expires sends it back
 * to `interviewing`; a candidate with an open offer answers the offer rather than
 * withdrawing; checkout (HIRE) makes it `hired`. Each open status names in `meta.next` the
 * step that usually follows it, which the employer's page puts first among the actions.
 */
export const applicationMachine = setup({
  types: { events: {} as ApplicationEvent, meta: {} as ApplicationStateMeta },
}).createMachine({
  id: 'application',
  initial: 'applied',
  states: {
    invited: { meta: { next: 'APPLY' }, on: { APPLY: 'applied', WITHDRAW: 'withdrawn', REJECT: 'rejected' } },
    applied: {
      meta: { next: 'SHORTLIST' },
      on: { SHORTLIST: 'shortlisted', INTERVIEW: 'interviewing', OFFER: 'offered', REJECT: 'rejected', WITHDRAW: 'withdrawn' },
    },
    shortlisted: { meta: { next: 'INTERVIEW' }, on: { INTERVIEW: 'interviewing', OFFER: 'offered', REJECT: 'rejected', WITHDRAW: 'withdrawn' } },
    // INTERVIEW again is a further round (or new times after a reschedule request).
    interviewing: { meta: { next: 'OFFER' }, on: { INTERVIEW: 'interviewing', OFFER: 'offered', REJECT: 'rejected', WITHDRAW: 'withdrawn' } },
    offered: { meta: { next: 'HIRE' }, on: { OFFER_CLOSED: 'interviewing', HIRE: 'hired', REJECT: 'rejected' } },
    hired: { type: 'final' },
    rejected: { type: 'final' },
    withdrawn: { type: 'final' },
  },
});
