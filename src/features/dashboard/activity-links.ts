import type { components } from '@/generated/api';

type ActivityItem = components['schemas']['ActivityItem'];
type ActivityType = components['schemas']['ActivityType'];

/** The list that answers each piece of news, filtered to its job where the list can be. */
const employerPlace: Partial<Record<ActivityType, (jobId: string) => string>> = {
  application_received: (job) => `/dashboard/activity/jobs/${job}`,
  invitation_accepted: (job) => `/dashboard/activity/jobs/${job}`,
  application_withdrawn: (job) => `/dashboard/activity/jobs/${job}`,
  interview_accepted: (job) => `/dashboard/activity/interviews?job=${job}`,
  interview_declined: (job) => `/dashboard/activity/interviews?job=${job}`,
  interview_reschedule_requested: (job) => `/dashboard/activity/interviews?job=${job}`,
  offer_accepted: (job) => `/dashboard/activity/offers?job=${job}`,
  offer_declined: (job) => `/dashboard/activity/offers?job=${job}`,
  offer_expired: (job) => `/dashboard/activity/offers?job=${job}`,
  staff_hired: (job) => `/dashboard/activity/staffs?job=${job}`,
  contract_ended: (job) => `/dashboard/activity/staffs?job=${job}`,
};

const candidatePlace: Partial<Record<ActivityType, string>> = {
  invitation_received: '/dashboard/candidate/applied-jobs',
  application_shortlisted: '/dashboard/candidate/applied-jobs',
  application_rejected: '/dashboard/candidate/applied-jobs',
  interview_invited: '/dashboard/candidate/job-interviews',
  interview_cancelled: '/dashboard/candidate/job-interviews',
  offer_received: '/dashboard/candidate/job-offers',
  offer_withdrawn: '/dashboard/candidate/job-offers',
  offer_expired: '/dashboard/candidate/job-offers',
  worktime_updated: '/Candidate/ActiveJob',
  staff_hired: '/Candidate/ActiveJob',
  contract_ended: '/Candidate/ActiveJob',
};

/**
 * Where to go from a piece of news on the dashboard. Each side only ever receives its own
 * kinds of news; one of the other side's (which the server never sends it) falls back to the job.
 */
export function activityHref(item: Pick<ActivityItem, 'type' | 'job'>, side: 'employer' | 'candidate'): string {
  const job = encodeURIComponent(item.job.id);
  if (side === 'employer') return employerPlace[item.type]?.(job) ?? `/dashboard/activity/jobs/${job}`;
  return candidatePlace[item.type] ?? `/Candidate/JobView?id=${job}`;
}
