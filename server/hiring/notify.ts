import type { Tx } from '../db/database.js';
import { activity } from '../db/schema.js';
import type { Schema } from '../http/handler-types.js';
import { asLocale } from '../i18n.js';
import type { HiringMailEvent } from '../mail/hiring-mails.js';
import { enqueueMail } from '../mail/outbox.js';
import { toEmployerRef } from '../views/refs.js';
import type { StaffWorkActivity } from '../staff-work/notify.js';
import { nameOf, type ApplicationRecord, type Party } from './pipeline-records.js';

// A hire is told by checkout's own mails (server/billing/hire-effects.ts), and a hire's work
// by server/staff-work/notify.ts, not from here.
type ActivityType = Exclude<Schema<'ActivityType'>, 'staff_hired' | StaffWorkActivity>;
type Side = 'employer' | 'candidate';

/** The page where the recipient acts on the news. */
function pageFor(type: ActivityType, side: Side, jobId: string): string {
  if (side === 'employer') {
    if (type.startsWith('interview_')) return '/dashboard/activity/interviews';
    if (type.startsWith('offer_')) return '/dashboard/activity/offers';
    return `/dashboard/activity/jobs/${jobId}`;
  }
  if (type.startsWith('interview_')) return '/dashboard/candidate/job-interviews';
  if (type.startsWith('offer_') || type === 'worktime_updated' || type === 'contract_ended') return `/offer-details/${jobId}`;
  return '/dashboard/candidate/applied-jobs';
}

const mailEventOf = (type: ActivityType, side: Side): HiringMailEvent => (type === 'offer_expired' ? `offer_expired_${side}` : type);

/**
 * Tells one side what the other did: a row for their dashboard and a mail in their
 * language, in the transaction of the change itself, so neither is lost nor sent for
 * a change that was rolled back. The mail follows the recipient's choice for hiring news
 * (server/mail/categories.ts); the dashboard row is kept either way.
 */
async function tell(tx: Tx, publicUrl: string, recipient: Party, side: Side, counterpart: string, type: ActivityType, record: ApplicationRecord) {
  await tx.insert(activity).values({
    userId: recipient.id,
    type,
    jobId: record.job.id,
    applicationId: record.application.id,
    counterpart,
  });
  await enqueueMail(
    tx,
    recipient.email,
    {
      template: 'hiring_update',
      name: recipient.callMeBy || recipient.firstname,
      event: mailEventOf(type, side),
      counterpart,
      jobTitle: record.job.title,
      link: `${publicUrl}${pageFor(type, side, record.job.id)}`,
    },
    asLocale(recipient.locale),
  );
}

export const tellEmployer = (tx: Tx, publicUrl: string, record: ApplicationRecord, type: ActivityType) =>
  tell(tx, publicUrl, record.employer, 'employer', nameOf(record.candidate), type, record);

export const tellCandidate = (tx: Tx, publicUrl: string, record: ApplicationRecord, type: ActivityType) =>
  tell(tx, publicUrl, record.candidate, 'candidate', toEmployerRef(record.employer).company_name, type, record);
