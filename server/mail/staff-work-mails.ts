import { m } from '../../src/generated/paraglide/messages.js';
import type { Locale } from '../i18n.js';
import { eventMailContent, type EventMail, type EventText } from './event-mails.js';

/**
 * What a staff-at-work mail tells its recipient: news of a hired staff member's attendance,
 * end-of-day reports and time off, from the other side of the hire. The employer hears of
 * forgotten clock-outs, reports and requests; the staff member of comments and answers.
 */
export type StaffWorkMailEvent =
  | 'clock_out_forgotten'
  | 'report_filed'
  | 'time_off_requested'
  | 'time_off_cancelled'
  | 'correction_requested'
  | 'onboarding_completed'
  | 'report_commented'
  | 'time_off_approved'
  | 'time_off_declined'
  | 'correction_approved'
  | 'correction_declined';

export interface StaffWorkMail extends EventMail<StaffWorkMailEvent> {
  template: 'staff_work';
}

const texts: Record<StaffWorkMailEvent, EventText> = {
  clock_out_forgotten: { subject: m.mail_staff_clock_out_forgotten_subject, body: m.mail_staff_clock_out_forgotten_body, action: m.mail_staff_action_attendance },
  report_filed: { subject: m.mail_staff_report_filed_subject, body: m.mail_staff_report_filed_body, action: m.mail_staff_action_reports },
  time_off_requested: { subject: m.mail_staff_time_off_requested_subject, body: m.mail_staff_time_off_requested_body, action: m.mail_staff_action_time_off },
  time_off_cancelled: { subject: m.mail_staff_time_off_cancelled_subject, body: m.mail_staff_time_off_cancelled_body, action: m.mail_staff_action_time_off },
  correction_requested: { subject: m.mail_staff_correction_requested_subject, body: m.mail_staff_correction_requested_body, action: m.mail_staff_action_attendance },
  onboarding_completed: { subject: m.mail_staff_onboarding_completed_subject, body: m.mail_staff_onboarding_completed_body, action: m.mail_staff_action_staff_member },
  report_commented: { subject: m.mail_staff_report_commented_subject, body: m.mail_staff_report_commented_body, action: m.mail_staff_action_comment },
  time_off_approved: { subject: m.mail_staff_time_off_approved_subject, body: m.mail_staff_time_off_approved_body, action: m.mail_staff_action_my_job },
  time_off_declined: { subject: m.mail_staff_time_off_declined_subject, body: m.mail_staff_time_off_declined_body, action: m.mail_staff_action_my_job },
  correction_approved: { subject: m.mail_staff_correction_approved_subject, body: m.mail_staff_correction_approved_body, action: m.mail_staff_action_my_job },
  correction_declined: { subject: m.mail_staff_correction_declined_subject, body: m.mail_staff_correction_declined_body, action: m.mail_staff_action_my_job },
};

/** Subject, body and button of a staff-at-work mail, in the recipient's language. */
export function staffWorkMailContent(mail: StaffWorkMail, o: { locale: Locale }) {
  return eventMailContent(texts, mail, o);
}
