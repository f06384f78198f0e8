import { describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES } from '@/lib/labels';
import { activityHref } from './activity-links';

const job = { id: '6f1c2c49-5a43-4c3e-9a57-0c9f1f1e2a10', title: 'Bookkeeper', hire_type: 'full_time', status: 'open' } as const;

describe('activityHref', () => {
  it('keeps each side on its own pages for every kind of news', () => {
    for (const type of ACTIVITY_TYPES) {
      expect(activityHref({ type, job }, 'employer')).toMatch(/^\/dashboard\/activity\//);
      expect(activityHref({ type, job }, 'candidate')).toMatch(/^\/(dashboard\/candidate\/|Candidate\/)/);
    }
  });

  it('leads to where the news can be answered', () => {
    expect(activityHref({ type: 'interview_reschedule_requested', job }, 'employer')).toBe(`/dashboard/activity/interviews?job=${job.id}`);
    expect(activityHref({ type: 'application_received', job }, 'employer')).toBe(`/dashboard/activity/jobs/${job.id}`);
    expect(activityHref({ type: 'offer_received', job }, 'candidate')).toBe('/dashboard/candidate/job-offers');
    expect(activityHref({ type: 'worktime_updated', job }, 'candidate')).toBe('/Candidate/ActiveJob');
    for (const type of ['report_commented', 'time_off_approved', 'time_off_declined', 'correction_approved', 'correction_declined'] as const) {
      expect(activityHref({ type, job }, 'candidate')).toBe('/Candidate/ActiveJob');
    }
  });

  it('opens the staff member’s page on the tab that answers their news', () => {
    const staff = '9a1c3f7e-2b4d-4e6f-8a0b-1c2d3e4f5a6b';
    const tabs = {
      clock_out_forgotten: 'attendance',
      correction_requested: 'attendance',
      report_filed: 'reports',
      time_off_requested: 'time-off',
      time_off_cancelled: 'time-off',
    } as const;
    for (const [type, tab] of Object.entries(tabs) as Array<[keyof typeof tabs, string]>) {
      expect(activityHref({ type, job, staff_id: staff }, 'employer')).toBe(`/dashboard/activity/staffs/${staff}?tab=${tab}`);
      expect(activityHref({ type, job }, 'employer')).toBe(`/dashboard/activity/staffs?job=${job.id}`);
    }
  });
});
