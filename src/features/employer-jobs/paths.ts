import type { HireType } from '@/machines/post-job.machine';

/** The employer's job pages, in one place so links and redirects agree. */
export const JOBS_PATH = '/dashboard/activity/jobs';
export const SELECT_METHOD_PATH = '/dashboard/activity/jobs/select-method';
export const jobPath = (id: string) => `${JOBS_PATH}/${id}`;
export const postJobPath = (method: HireType) => `${JOBS_PATH}/post-job?method=${method}`;
export const editJobPath = (id: string) => `${JOBS_PATH}/post-job?edit=${encodeURIComponent(id)}`;
export const previewJobPath = (id: string) => `/PostOverview?id=${encodeURIComponent(id)}`;
