import { fromPromise } from 'xstate';
import { api } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import type { ChargeRequest, Payment } from '@/machines/payment.machine';

/** The paymentMachine's 'charge' actor: a checkout (hireStaff, hireFractionalStaff), or a payment tried again. */
export const chargeActor = fromPromise<Payment, ChargeRequest>(({ input }) => {
  switch (input.kind) {
    case 'checkout':
      return unwrap(api.POST('/employer/hirestaff-v2', { body: input.body }));
    case 'fractional':
      return unwrap(api.POST('/employer/hire-fractional-staff', { body: input.body }));
    case 'retry':
      return unwrap(api.POST('/employer/hirestaff/retry-payment', { body: input.body }));
  }
});

/** The paymentMachine's 'confirm' actor: the payment after the card's authentication step. */
export const confirmPaymentActor = fromPromise<Payment, { paymentId: string }>(({ input }) =>
  unwrap(api.POST('/employer/hirestaff/confirm-payment', { body: { payment_id: input.paymentId } })),
);
