import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { m } from '@/generated/paraglide/messages.js';
import { toProblem } from '@/lib/api-problem';
import { worksiteAuditMachine, type AuditWork, type DecisionDraft, type WorksiteAudit } from '@/machines/worksite-audit.machine';
import { notify } from '@/ui/toaster';
import { assignAudit, AUDIT_KEY, AUDITORS_KEY, decideAudit, MINE_KEY, QUEUE_KEY, readAudit, removeAuditPhoto, saveAuditWork, startAudit, uploadAuditPhoto } from './api';

/** The audit machine with its calls: the auditor's list and the audit read again after each change. */
export function useWorksiteAuditFlow(audit: WorksiteAudit) {
  const queryClient = useQueryClient();
  const readAgain = () => {
    void queryClient.invalidateQueries({ queryKey: MINE_KEY });
    void queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
  };
  return useMachine(
    worksiteAuditMachine.provide({
      actors: {
        start: fromPromise<WorksiteAudit, void>(async () => {
          const started = await startAudit(audit.id);
          readAgain();
          return started;
        }),
        // After a refused start: the audit as it now stands. The auditor's list is read again in
        // any case; the page's own read only when there is an audit to show (one no longer found
        // would replace the machine's words with a load failure).
        load: fromPromise<WorksiteAudit, void>(async () => {
          void queryClient.invalidateQueries({ queryKey: MINE_KEY });
          const now = await readAudit(audit.id);
          void queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
          return now;
        }),
        save: fromPromise<WorksiteAudit, AuditWork>(async ({ input }) => {
          const saved = await saveAuditWork(audit.id, input);
          readAgain();
          return saved;
        }),
        // What is on screen is saved first: the decision is taken on the checklist the auditor sees.
        decide: fromPromise<WorksiteAudit, DecisionDraft>(async ({ input }) => {
          await saveAuditWork(audit.id, input.work);
          const decided = await decideAudit(audit.id, input.decision);
          readAgain();
          return decided;
        }),
      },
      actions: {
        saved: () => notify({ kind: 'success', title: m.aud_saved_toast() }),
        decided: () => notify({ kind: 'success', title: m.aud_decided_toast() }),
      },
    }),
    { input: { audit } },
  );
}

/** A photo added or removed (a single call each); `onDone` gets the audit as it now stands. */
export function useAuditPhotos(auditId: string, onDone: (audit: WorksiteAudit) => void) {
  const queryClient = useQueryClient();
  const done = (audit: WorksiteAudit) => {
    void queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
    onDone(audit);
  };
  const add = useMutation({
    mutationFn: (file: File) => uploadAuditPhoto(auditId, file),
    onSuccess: done,
    onError: (error) => notify({ kind: 'error', title: m.aud_photo_failed(), comment: toProblem(error).message }),
  });
  const remove = useMutation({
    mutationFn: (photoId: string) => removeAuditPhoto(photoId),
    onSuccess: done,
    onError: (error) => notify({ kind: 'error', title: m.aud_problem_title(), comment: toProblem(error).message }),
  });
  return { add, remove };
}

/** An administrator's assignment of an auditor to a worksite; the queue and the auditors' counts are read again. */
export function useAssignAudit(onDone: (audit: WorksiteAudit) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignAudit,
    onSuccess: (audit) => {
      void queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
      void queryClient.invalidateQueries({ queryKey: AUDITORS_KEY });
      onDone(audit);
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
      notify({ kind: 'error', title: m.aud_problem_title(), comment: toProblem(error).message });
    },
  });
}
