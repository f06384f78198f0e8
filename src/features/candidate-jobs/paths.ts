/** Where the candidate's job-seeking pages live, as the first client's routes spell them (the shared ones: src/lib/candidate-paths.ts). */
export const offerDetailsPath = (jobId: string) => `/offer-details/${encodeURIComponent(jobId)}`;
export const APPLIED_JOBS_PATH = '/dashboard/candidate/applied-jobs';
export const INTERVIEWS_PATH = '/dashboard/candidate/job-interviews';
export const OFFERS_PATH = '/dashboard/candidate/job-offers';
