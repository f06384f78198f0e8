import { m } from '../../src/generated/paraglide/messages.js';
import type { Locale } from '../i18n.js';

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
  | 'report_commented'
  | 'time_off_approved'
  | 'time_off_declined'
  | 'correction_approved'
  | 'correction_declined';

export interface StaffWorkMail {
  template: 'staff_work';
  name: string;
  event: StaffWorkMailEvent;
  /** The other side: the staff member's name or the employer's company. */
  counterpart: string;
  jobTitle: string;
  link: string;
}

type Params = { counterpart: string; job: string };
type Text = ReturnType<typeof m.mail_staff_action_attendance>;
type Message = (p: Params, o: { locale: Locale }) => Text;
type Action = (p: object, o: { locale: Locale }) => Text;

const texts: Record<StaffWorkMailEvent, { subject: Message; body: Message; action: Action }> = {
  clock_out_forgotten: { subject: m.mail_staff_clock_out_forgotten_subject, body: m.mail_staff_clock_out_forgotten_body, action: m.mail_staff_action_attendance },
  report_filed: { subject: m.mail_staff_report_filed_subject, body: m.mail_staff_report_filed_body, action: m.mail_staff_action_reports },
  time_off_requested: { subject: m.mail_staff_time_off_requested_subject, body: m.mail_staff_time_off_requested_body, action: m.mail_staff_action_time_off },
  time_off_cancelled: { subject: m.mail_staff_time_off_cancelled_subject, body: m.mail_staff_time_off_cancelled_body, action: m.mail_staff_action_time_off },
  correction_requested: { subject: m.mail_staff_correction_requested_subject, body: m.mail_staff_correction_requested_body, action: m.mail_staff_action_attendance },
  report_commented: { subject: m.mail_staff_report_commented_subject, body: m.mail_staff_report_commented_body, action: m.mail_staff_action_comment },
  time_off_approved: { subject: m.mail_staff_time_off_approved_subject, body: m.mail_staff_time_off_approved_body, action: m.mail_staff_action_my_job },
  time_off_declined: { subject: m.mail_staff_time_off_declined_subject, body: m.mail_staff_time_off_declined_body, action: m.mail_staff_action_my_job },
  correction_approved: { subject: m.mail_staff_correction_approved_subject, body: m.mail_staff_correction_approved_body, action: m.mail_staff_action_my_job },
  correction_declined: { subject: m.mail_staff_correction_declined_subject, body: m.mail_staff_correction_declined_body, action: m.mail_staff_action_my_job },
};

/** Subject, body and button of a staff-at-work mail, in the recipient's language. */
export function staffWorkMailContent(mail: StaffWorkMail, o: { locale: Locale }) {
  const t = texts[mail.event];
  const params = { counterpart: mail.counterpart, job: mail.jobTitle };
  return { subject: t.subject(params, o), body: t.body(params, o), action: t.action({}, o), link: mail.link };
}
