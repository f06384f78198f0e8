import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { m } from '@/generated/paraglide/messages.js';
import { afterCorrectionDecision, afterReportComment, afterReportOpened, afterTimeOffDecision, afterTimeOffPolicyChange } from '@/lib/cache';
import { formSubmissionMachine, submitActor } from '@/machines/form-submission.machine';
import { timeOffApprovalMachine } from '@/machines/time-off-approval.machine';
import { notify } from '@/ui/toaster';
import {
  approveCorrection,
  approveTimeOffActor,
  commentOnReport,
  declineCorrection,
  declineTimeOffActor,
  updateTimeOffPolicy,
  useStaffReport,
  type AttendanceCorrection,
  type TimeOffPolicy,
  type TimeOffRequest,
} from './api';

/**
 * The answer to one time-off request (src/machines/time-off-approval.machine.ts): once given, said
 * so and the lists read again; a request found answered or cancelled meanwhile is read again too,
 * and the page says it changed.
 */
export function useTimeOffApproval(request: TimeOffRequest, staffName: string) {
  const queryClient = useQueryClient();
  return useMachine(
    timeOffApprovalMachine.provide({
      actors: { approve: approveTimeOffActor, decline: declineTimeOffActor },
      actions: {
        answered: (_, { request: answered }) => {
          notify({
            kind: 'success',
            title:
              answered.status === 'approved'
                ? m.staffwork_time_off_approved({ name: staffName })
                : m.staffwork_time_off_declined({ name: staffName }),
          });
          void afterTimeOffDecision(queryClient);
        },
        requestChanged: () => {
          notify({ kind: 'warning', title: m.staffwork_time_off_changed_title(), comment: m.staffwork_time_off_changed_body(), duration: 8000 });
          void afterTimeOffDecision(queryClient);
        },
      },
    }),
    { input: { requestId: request.id } },
  );
}

/** What the employer decides about a correction: its times, or a reason they are not taken. */
export type CorrectionDecision = { decision: 'approve' } | { decision: 'decline'; reason: string };

/**
 * Approving or declining one correction of attendance times, one call per decision, its refusal
 * kept with the request. The month is read again either way: after a refusal too, since the
 * request may have been decided or withdrawn elsewhere.
 */
export function useCorrectionDecision(correction: AttendanceCorrection) {
  const queryClient = useQueryClient();
  const decide = async (values: CorrectionDecision) => {
    try {
      return values.decision === 'approve' ? await approveCorrection(correction.id) : await declineCorrection(correction.id, values.reason);
    } catch (error) {
      void afterCorrectionDecision(queryClient);
      throw error;
    }
  };
  return useMachine(
    formSubmissionMachine.provide({
      actors: { submit: submitActor(decide) },
      actions: {
        submitted: (_, { values }) => {
          const approved = (values as CorrectionDecision).decision === 'approve';
          notify({ kind: 'success', title: approved ? m.staffwork_correction_approved() : m.staffwork_correction_declined() });
          void afterCorrectionDecision(queryClient);
        },
      },
    }),
    { input: {} },
  );
}

/** A comment on a report; once sent, said so, the report and its list read again, and `onSent`. */
export function useReportComment(reportId: string, onSent: () => void) {
  const queryClient = useQueryClient();
  return useMachine(
    formSubmissionMachine.provide({
      actors: { submit: submitActor(({ body }: { body: string }) => commentOnReport(reportId, body)) },
      actions: {
        submitted: () => {
          notify({ kind: 'success', title: m.staffwork_comment_sent() });
          void afterReportComment(queryClient);
          onSent();
        },
      },
    }),
    { input: {} },
  );
}

/** The employer's time-off policy saved for all their staff; once saved, said so, balances read again, and `onSaved`. */
export function useTimeOffPolicySave(onSaved: () => void) {
  const queryClient = useQueryClient();
  return useMachine(
    formSubmissionMachine.provide({
      actors: { submit: submitActor((policy: TimeOffPolicy) => updateTimeOffPolicy(policy)) },
      actions: {
        submitted: (_, { output }) => {
          notify({ kind: 'success', title: m.staffwork_policy_saved() });
          void afterTimeOffPolicyChange(queryClient, output);
          onSaved();
        },
      },
    }),
    { input: {} },
  );
}

/**
 * One report with its comments. The server marks it read as it answers, so the lists' unread marks
 * and count are read again once it has arrived.
 */
export function useOpenedReport(staffId: string, reportId: string) {
  const queryClient = useQueryClient();
  const report = useStaffReport(staffId, reportId);
  const arrived = report.data !== undefined;
  useEffect(() => {
    if (arrived) void afterReportOpened(queryClient);
  }, [arrived, reportId, queryClient]);
  return report;
}
