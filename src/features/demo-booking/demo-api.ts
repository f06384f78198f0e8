import { fromPromise } from 'xstate';
import { api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import type { DemoBooking, DemoDetails, DemoSlot } from '@/machines/demo-booking.machine';

export const loadSlotsActor = fromPromise<DemoSlot[]>(async () => (await unwrap(api.GET('/public/demo-slots'))).slots);

export const bookActor = fromPromise<DemoBooking, { startsAt: string; details: DemoDetails }>(({ input }) =>
  unwrap(api.POST('/public/demo-bookings', { body: { ...input.details, starts_at: input.startsAt } })),
);
