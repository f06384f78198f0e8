import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useNavigate } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { afterAttendanceChange, afterContractEnded, afterReportChange, afterTimeOffChange } from '@/lib/cache';
import { clockMachine } from '@/machines/clock.machine';
import { eodReportMachine, type EodReportInput } from '@/machines/eod-report.machine';
import { formSubmissionMachine, submitActor } from '@/machines/form-submission.machine';
import { timeOffRequestMachine, type TimeOffRequestMachineInput } from '@/machines/time-off-request.machine';
import { notify } from '@/ui/toaster';
import {
  cancelTimeOffActor,
  findTodaysReportActor,
  loadClockActor,
  punchActor,
  requestCorrection,
  requestTimeOffActor,
  saveReportActor,
  type AttendanceCorrection,
  type CorrectionRequest,
} from './api';
import { reportPath } from './paths';

/** The staff member's clock: every move reads today's hours and the attendance again. */
export function useClock() {
  const queryClient = useQueryClient();
  return useMachine(
    clockMachine.provide({
      actors: { loadClock: loadClockActor, punch: punchActor },
      actions: {
        clockChanged: () => void afterAttendanceChange(queryClient),
        // The page reads the job again and shows what is left of it.
        contractClosed: () => void afterContractEnded(queryClient),
      },
    }),
  );
}

/** Writing today's report: once filed or changed, its page shows it. */
export function useReportComposer(input: EodReportInput) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMachine(
    eodReportMachine.provide({
      actors: { saveReport: saveReportActor, findTodaysReport: findTodaysReportActor },
      actions: {
        saved: (_, { report, created }) => {
          notify({ kind: 'success', title: created ? m.work_report_filed_toast() : m.work_report_changed_toast() });
          void afterReportChange(queryClient, report);
          void navigate(reportPath(report.id));
        },
      },
    }),
    { input },
  );
}

/** A time-off request, new or as the list shows it; `onRequested` lets the form start afresh. */
export function useTimeOffRequest(input: TimeOffRequestMachineInput, onRequested?: () => void) {
  const queryClient = useQueryClient();
  return useMachine(
    timeOffRequestMachine.provide({
      actors: { requestTimeOff: requestTimeOffActor, cancelTimeOff: cancelTimeOffActor },
      actions: {
        requested: () => {
          notify({ kind: 'success', title: m.work_time_off_sent_toast() });
          void afterTimeOffChange(queryClient);
          onRequested?.();
        },
        cancelled: () => {
          notify({ kind: 'success', title: m.work_time_off_cancelled_toast() });
          void afterTimeOffChange(queryClient);
        },
        answeredElsewhere: () => void afterTimeOffChange(queryClient),
      },
    }),
    { input },
  );
}

/**
 * Asking the employer to correct a day's times: one call with nothing to show but waiting and
 * a refusal, so the form-submission machine carries it (a double click sends once). Once asked,
 * the clock and the attendance are read again (the forgotten clock-out leaves the list).
 */
export function useCorrectionRequest(onDone: (correction: AttendanceCorrection) => void) {
  const queryClient = useQueryClient();
  const [state, send] = useMachine(
    formSubmissionMachine.provide({
      actors: { submit: submitActor((body: CorrectionRequest) => requestCorrection(body)) },
      actions: {
        submitted: (_, { output }) => {
          notify({ kind: 'success', title: m.work_correction_sent_toast() });
          void afterAttendanceChange(queryClient);
          onDone(output as AttendanceCorrection);
        },
      },
    }),
    { input: {} },
  );
  return {
    busy: state.matches('submitting'),
    problem: state.matches('failed') ? state.context.problem : null,
    ask: (body: CorrectionRequest) => send({ type: 'SUBMIT', values: body }),
  };
}
