import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { m } from '@/generated/paraglide/messages.js';
import { formSubmissionMachine, submitActor } from '@/machines/form-submission.machine';
import { notify } from '@/ui/toaster';
import { changeFractionalHours, requestFractionalStaff, type FractionalStaff, type FractionalStaffRequestInput, type HoursRange } from './api';

/** The overview and every month read: a range change moves this month's charge and the months ahead. */
const afterHoursChange = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['get', '/employer/fractional-hire'] }),
    queryClient.invalidateQueries({ queryKey: ['get', '/employer/fractional/staff/{id}/month'] }),
  ]);

/** A request posts an open fractional job: the overview's requests and the employer's jobs move. */
const afterStaffRequest = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['get', '/employer/fractional-hire'] }),
    queryClient.invalidateQueries({ queryKey: ['get', '/employer/jobs'] }),
    queryClient.invalidateQueries({ queryKey: ['get', '/employer/dashboard'] }),
  ]);

/**
 * A new hours range for one fractional staff member, one call per save, its refusal kept with the
 * form (a field the server names shows its message). Once saved, said so, the page read again,
 * and `onSaved`.
 */
export function useHoursChange(staff: FractionalStaff, name: string, onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMachine(
    formSubmissionMachine.provide({
      actors: { submit: submitActor((range: HoursRange) => changeFractionalHours(staff.offer_id, range)) },
      actions: {
        submitted: (_, { output }) => {
          const saved = output as FractionalStaff;
          notify({
            kind: 'success',
            title: saved.next_hours_range ? m.fhire_hours_saved_later({ name }) : m.fhire_hours_saved({ name }),
          });
          void afterHoursChange(queryClient);
          onSaved();
        },
      },
    }),
    { input: {} },
  );
}

/** A request for fractional staff; once sent, said so (it posted a job), the lists read again, and `onSent`. */
export function useStaffRequest(onSent: () => void) {
  const queryClient = useQueryClient();
  return useMachine(
    formSubmissionMachine.provide({
      actors: { submit: submitActor((body: FractionalStaffRequestInput) => requestFractionalStaff(body)) },
      actions: {
        submitted: () => {
          notify({ kind: 'success', title: m.fhire_request_sent(), comment: m.fhire_request_sent_body() });
          void afterStaffRequest(queryClient);
          onSent();
        },
      },
    }),
    { input: {} },
  );
}
