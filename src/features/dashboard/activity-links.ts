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

/** News about a staff member's work opens their page (ActivityItem.staff_id) on the tab that answers it. */
const staffWorkTab: Partial<Record<ActivityType, 'attendance' | 'reports' | 'time-off'>> = {
  clock_out_forgotten: 'attendance',
  correction_requested: 'attendance',
  onboarding_completed: 'attendance',
  report_filed: 'reports',
  time_off_requested: 'time-off',
  time_off_cancelled: 'time-off',
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
  // The news does not carry the report's id: the work home lists the latest reports.
  report_commented: '/Candidate/ActiveJob',
  time_off_approved: '/Candidate/ActiveJob',
  time_off_declined: '/Candidate/ActiveJob',
  correction_approved: '/Candidate/ActiveJob',
  correction_declined: '/Candidate/ActiveJob',
};

/**
 * Where to go from a piece of news on the dashboard. Each side only ever receives its own
 * kinds of news; one of the other side's (which the server never sends it) falls back to the job.
 */
export function activityHref(item: Pick<ActivityItem, 'type' | 'job' | 'staff_id'>, side: 'employer' | 'candidate'): string {
  const job = encodeURIComponent(item.job.id);
  const tab = staffWorkTab[item.type];
  if (side === 'employer' && tab) {
    // Without the staff member named, the job's staff are the nearest list.
    return item.staff_id ? `/dashboard/activity/staffs/${encodeURIComponent(item.staff_id)}?tab=${tab}` : `/dashboard/activity/staffs?job=${job}`;
  }
  if (side === 'employer') return employerPlace[item.type]?.(job) ?? `/dashboard/activity/jobs/${job}`;
  return candidatePlace[item.type] ?? `/Candidate/JobView?id=${job}`;
}
