import { m } from '@/generated/paraglide/messages.js';
import type { Conversation, ConversationAbout } from './api';

/** What a conversation is about, in words: its subject and its job's title. */
export function aboutText(about: ConversationAbout): string {
  const job = about.job?.title;
  switch (about.kind) {
    case 'application':
      return job ? m.conv_about_application({ job }) : m.conv_about_profile();
    case 'interview':
      return job ? m.conv_about_interview({ job }) : m.conv_about_profile();
    case 'offer':
      return job ? m.conv_about_offer({ job }) : m.conv_about_profile();
    case 'staff':
      return job ? m.conv_about_staff({ job }) : m.conv_about_profile();
    case 'job':
      return job ? m.conv_about_job({ job }) : m.conv_about_profile();
    case 'candidate':
      return job ? m.conv_about_application({ job }) : m.conv_about_profile();
    default:
      return m.conv_about_agent();
  }
}

/**
 * Where the caller opens what the conversation is about, among the pages its role has
 * (src/routes/router.tsx): an employer's applicants, interviews, offers, staff and the profiles it
 * may see; a candidate's applied jobs, interviews and offers. An agent has none of these.
 */
export function aboutLink(conversation: Pick<Conversation, 'about'>, role: string): string | null {
  const { about } = conversation;
  if (role === 'employer') {
    switch (about.kind) {
      case 'application':
        return about.job ? `/dashboard/activity/jobs/${encodeURIComponent(about.job.id)}` : '/dashboard/activity/job-applications';
      case 'interview':
        return '/dashboard/activity/interviews';
      case 'offer':
        return '/dashboard/activity/offers';
      case 'staff':
        return '/dashboard/activity/staffs';
      case 'candidate':
        return `/Employer/CandidateProfileView?id=${encodeURIComponent(about.id)}`;
      default:
        return null;
    }
  }
  if (role === 'candidate') {
    switch (about.kind) {
      case 'application':
      case 'job':
        return '/dashboard/candidate/applied-jobs';
      case 'interview':
        return '/dashboard/candidate/job-interviews';
      case 'offer':
      case 'staff':
        return '/dashboard/candidate/job-offers';
      default:
        return null;
    }
  }
  return null;
}
