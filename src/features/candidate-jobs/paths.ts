/** Where the candidate's pages live, as the first client's routes spell them. */
export const jobViewPath = (jobId: string) => `/Candidate/JobView?id=${encodeURIComponent(jobId)}`;
export const offerDetailsPath = (jobId: string) => `/offer-details/${encodeURIComponent(jobId)}`;
export const APPLIED_JOBS_PATH = '/dashboard/candidate/applied-jobs';
export const INTERVIEWS_PATH = '/dashboard/candidate/job-interviews';
export const OFFERS_PATH = '/dashboard/candidate/job-offers';
export const JOBS_PATH = '/jobs';
export const ACTIVE_JOB_PATH = '/Candidate/ActiveJob';
