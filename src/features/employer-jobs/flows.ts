import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useNavigate } from 'react-router';
import { m } from '@/generated/paraglide/messages.js';
import { toProblem } from '@/lib/api-problem';
import { afterJobChange, afterJobChangedElsewhere } from '@/lib/cache';
import { postJobMachine, type EmployerJob, type PostJobInput } from '@/machines/post-job.machine';
import { notify } from '@/ui/toaster';
import { jobActionCall, publishJobActor, storeJobActor, type JobAction } from './api';
import { jobPath } from './paths';

/**
 * The job post wizard's machine. Once the job is stored (a draft saved, a job published,
 * or the changes of an open one live): said so, its page and lists refreshed, and on to it.
 */
export function usePostJob(input: PostJobInput, editingLive: boolean) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const stored = (job: EmployerJob | null, title: string) => {
    if (!job) return;
    void afterJobChange(queryClient, job);
    notify({ kind: 'success', title, comment: job.title });
    void navigate(jobPath(job.id), { replace: true });
  };
  return useActorRef(
    postJobMachine.provide({
      actors: { storeJob: storeJobActor, publishJob: publishJobActor },
      actions: {
        jobSaved: (_, { job }) => stored(job, m.ejobs_toast_draft_saved()),
        jobPublished: (_, { job }) => stored(job, editingLive ? m.ejobs_toast_changes_live() : m.ejobs_toast_published()),
      },
    }),
    { input },
  );
}

const doneMessage: Record<JobAction, () => string> = {
  publish: m.ejobs_toast_published,
  close: m.ejobs_toast_closed,
  reopen: m.ejobs_toast_reopened,
};

/**
 * Publish, close or reopen a job; `onSettled` closes what the view opened to ask. A refusal
 * (the job changed elsewhere: 409) says the server's words and reads the job again.
 */
export function useJobAction(jobId: string, onSettled: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: JobAction) => jobActionCall(action, jobId),
    onSuccess: (changed, action) => {
      void afterJobChange(queryClient, changed);
      onSettled();
      notify({ kind: 'success', title: doneMessage[action](), comment: changed.title });
    },
    onError: (error) => {
      onSettled();
      notify({ kind: 'error', title: toProblem(error).message, duration: 8000 });
      void afterJobChangedElsewhere(queryClient, jobId);
    },
  });
}
