import type { Tx } from '../db/database.js';
import type { Schema } from '../http/handler-types.js';
import { activity } from '../db/schema.js';
import { nameOf, type Party } from '../hiring/pipeline-records.js';
import { asLocale } from '../i18n.js';
import type { StaffWorkMailEvent } from '../mail/staff-work-mails.js';
import { enqueueMail } from '../mail/outbox.js';
import { toEmployerRef } from '../views/refs.js';
import type { Hire } from './hires.js';

const EMPLOYER_NEWS = ['clock_out_forgotten', 'report_filed', 'time_off_requested', 'time_off_cancelled', 'correction_requested', 'onboarding_completed'] as const;
const STAFF_NEWS = ['report_commented', 'time_off_approved', 'time_off_declined', 'correction_approved', 'correction_declined'] as const;

/** The news of a hire's work, for either side. */
export type StaffWorkActivity = (typeof EMPLOYER_NEWS)[number] | (typeof STAFF_NEWS)[number];
/** Every kind of it: the dashboard names the staff member of each (`staff_id`). */
export const STAFF_WORK_NEWS: readonly (StaffWorkActivity & StaffWorkMailEvent & Schema<'ActivityType'>)[] = [...EMPLOYER_NEWS, ...STAFF_NEWS];

/** News of a staff member's work that the employer hears of. */
export type EmployerWorkNews = (typeof EMPLOYER_NEWS)[number];
/** Answers the staff member hears of (a comment on a report goes through `tellStaffOfComment`, which knows the report). */
export type StaffWorkNews = Exclude<(typeof STAFF_NEWS)[number], 'report_commented'>;

/** The tab of the employer's page of this staff member where the news is acted on. */
function employerTab(type: EmployerWorkNews): 'attendance' | 'reports' | 'time-off' {
  if (type === 'report_filed') return 'reports';
  // A staff member ready to start: their attendance is where their first clock-in shows.
  if (type.startsWith('time_off_')) return 'time-off';
  return 'attendance';
}

/**
 * Tells one side of a hire what the other did: a row for their dashboard (on the hire's job
 * and application, so the dashboard can name the staff member) and a mail in their language,
 * in the transaction of the change itself, as the pipeline does (server/hiring/notify.ts).
 */
async function tell(tx: Tx, hire: Hire, recipient: Party, counterpart: string, type: StaffWorkMailEvent, link: string) {
  await tx.insert(activity).values({ userId: recipient.id, type, jobId: hire.jobId, applicationId: hire.applicationId, counterpart });
  await enqueueMail(
    tx,
    recipient.email,
    { template: 'staff_work', name: recipient.callMeBy || recipient.firstname, event: type, counterpart, jobTitle: hire.jobTitle, link },
    asLocale(recipient.locale),
  );
}

export const tellEmployerOfWork = (tx: Tx, publicUrl: string, hire: Hire, type: EmployerWorkNews) =>
  tell(tx, hire, hire.employer, nameOf(hire.candidate), type, `${publicUrl}/dashboard/activity/staffs/${hire.candidateId}?tab=${employerTab(type)}`);

export const tellStaffOfWork = (tx: Tx, publicUrl: string, hire: Hire, type: StaffWorkNews) =>
  tell(tx, hire, hire.candidate, toEmployerRef(hire.employer).company_name, type, `${publicUrl}/Candidate/ActiveJob`);

/** The employer commented on a report: the mail opens that report. */
export const tellStaffOfComment = (tx: Tx, publicUrl: string, hire: Hire, reportId: string) =>
  tell(tx, hire, hire.candidate, toEmployerRef(hire.employer).company_name, 'report_commented', `${publicUrl}/candidate/report/${reportId}`);
