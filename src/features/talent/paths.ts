/** Where talent pages send people; kept apart so a light page can link without loading a heavy one. */
export const POST_JOB_PATH = '/dashboard/activity/jobs/select-method';
export const SEARCH_PATH = '/employer/search';
export const EMPLOYER_SIGNUP_PATH = '/signup/employer';
export const candidateProfilePath = (candidateId: string) => `/candidate/${candidateId}`;
export const invitePath = (candidateId: string) => `/InviteJob?candidate=${candidateId}`;
export const employerJobPath = (jobId: string) => `/dashboard/activity/jobs/${jobId}`;
export const hireRolePath = (role: string) => `/hire-staff/${role}`;
export const searchRolePath = (role: string) => `${SEARCH_PATH}?role=${encodeURIComponent(role)}`;
