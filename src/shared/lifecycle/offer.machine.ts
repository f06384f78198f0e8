import { setup } from 'xstate';

export type OfferStatus = 'pending' | 'awaiting_payment' | 'declined' | 'expired' | 'withdrawn' | 'hired' | 'ended';

export type OfferEvent =
  | { type: 'ACCEPT' }
  | { type: 'DECLINE' }
  | { type: 'EXPIRE' }
  | { type: 'WITHDRAW' }
  | { type: 'PAY' }
  | { type: 'UPDATE_WORKTIME' }
  | { type: 'END' };

/** Days a sent offer stays open to an answer. */
export const OFFER_VALID_DAYS = 7;

/**
 * An offer's lifecycle, shared by server and client. A pending offer is accepted,
 * declined, withdrawn by the employer, or expires after OFFER_VALID_DAYS. Accepted, it
 * awaits the employer's payment at checkout (PAY makes it a hire); until then the
 * employer may still withdraw it. A hire's contract ends when the employer ends it.
 * The schedule can change while the offer or contract is alive.
 */
export const offerMachine = setup({
  types: { events: {} as OfferEvent },
}).createMachine({
  id: 'offer',
  initial: 'pending',
  states: {
    pending: {
      on: { ACCEPT: 'awaiting_payment', DECLINE: 'declined', EXPIRE: 'expired', WITHDRAW: 'withdrawn', UPDATE_WORKTIME: 'pending' },
    },
    awaiting_payment: { on: { PAY: 'hired', WITHDRAW: 'withdrawn', UPDATE_WORKTIME: 'awaiting_payment' } },
    hired: { on: { END: 'ended', UPDATE_WORKTIME: 'hired' } },
    declined: { type: 'final' },
    expired: { type: 'final' },
    withdrawn: { type: 'final' },
    ended: { type: 'final' },
  },
});
