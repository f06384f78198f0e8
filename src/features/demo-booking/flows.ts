import { useMachine } from '@xstate/react';
import { demoBookingMachine } from '@/machines/demo-booking.machine';
import { bookActor, loadSlotsActor } from './demo-api';

/** Booking a demo: the open slots, then the booking. */
export const useDemoBooking = () => useMachine(demoBookingMachine.provide({ actors: { loadSlots: loadSlotsActor, book: bookActor } }));
