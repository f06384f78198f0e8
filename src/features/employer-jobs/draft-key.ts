import { JOB_POST_KEY_PREFIX } from '@/lib/storage';

/**
 * The tab's storage key of a job post in progress: one per account (another employer
 * signing in on this tab never sees it) and per job (a new post, or the job being edited);
 * sign-out clears them all.
 */
export const postJobDraftKey = (userId: string, jobId: string | null) => `${JOB_POST_KEY_PREFIX}${userId}:${jobId ?? 'new'}`;
