import { expect } from 'vitest';
import { offerMachine, type OfferEvent } from '@/shared/lifecycle/offer.machine';
import { allowedIn, lifecycleModel } from '../lifecycle-model';

const eventTypes: OfferEvent['type'][] = ['ACCEPT', 'DECLINE', 'EXPIRE', 'WITHDRAW', 'PAY', 'UPDATE_WORKTIME', 'END'];
const allowed = (status: string) => allowedIn(offerMachine, status, eventTypes);

export default lifecycleModel({
  name: 'offer (lifecycle)',
  machine: offerMachine,
  eventTypes,
  states: {
    pending: () => expect(allowed('pending')).toEqual(['ACCEPT', 'DECLINE', 'EXPIRE', 'WITHDRAW', 'UPDATE_WORKTIME']),
    // Accepted, it no longer expires or can be declined; it waits for payment, or is withdrawn.
    awaiting_payment: () => expect(allowed('awaiting_payment')).toEqual(['WITHDRAW', 'PAY', 'UPDATE_WORKTIME']),
    // A hire is ended, never withdrawn.
    hired: () => expect(allowed('hired')).toEqual(['UPDATE_WORKTIME', 'END']),
  },
});
