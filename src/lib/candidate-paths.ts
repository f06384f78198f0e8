/**
 * Where the candidate's pages that several features link to live, as the first client's routes
 * spell them: the jobs board and a job's page (the jobs and the work home link there), and the
 * work home (the offers link to it once hired).
 */
export const jobViewPath = (jobId: string) => `/Candidate/JobView?id=${encodeURIComponent(jobId)}`;
export const JOBS_PATH = '/jobs';
export const ACTIVE_JOB_PATH = '/Candidate/ActiveJob';
