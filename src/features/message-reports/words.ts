import { m } from '@/generated/paraglide/messages.js';
import { roleLabel } from '@/lib/role-label';
import type { StatusTone } from '@/ui/StatusBadge';
import type { ConversationPerson, MessageReport, ReportStatus } from './api';

/** Each status as the filter names it (a group of reports) and as a report's badge says it. */
export const STATUS: Record<ReportStatus, { filter: () => string; badge: () => string; tone: StatusTone }> = {
  open: { filter: m.mrep_status_open, badge: m.mrep_badge_open, tone: 'orange' },
  resolved: { filter: m.mrep_status_resolved, badge: m.mrep_badge_resolved, tone: 'green' },
  dismissed: { filter: m.mrep_status_dismissed, badge: m.mrep_badge_dismissed, tone: 'gray' },
};

const SUBJECT: Record<MessageReport['about']['kind'], () => string> = {
  application: m.mrep_subject_application,
  candidate: m.mrep_subject_candidate,
  interview: m.mrep_subject_interview,
  offer: m.mrep_subject_offer,
  staff: m.mrep_subject_staff,
  job: m.mrep_subject_job,
  agent: m.mrep_subject_agent,
};

/** "Maria Santos reported Harbor Ltd": a report's heading, and what its buttons and notice name. */
export const reportTitle = (report: MessageReport) => m.mrep_item_title({ reporter: report.reporter.name, reported: report.reported.name });

/** A person of the conversation with their role: "Harbor Ltd (Employer)". */
export const personWithRole = (person: ConversationPerson) => m.mrep_person({ name: person.name, role: roleLabel(person.role) });

/** What the conversation is about: its subject, and its job's title when it belongs to one. */
export function aboutText({ about }: MessageReport): string {
  const subject = SUBJECT[about.kind]();
  return about.job ? m.mrep_about_job({ subject, job: about.job.title }) : subject;
}
