import { m } from '../../src/generated/paraglide/messages.js';
import type { Locale } from '../i18n.js';
import { eventMailContent, type EventMail, type EventText } from './event-mails.js';

/**
 * What a hiring mail tells its recipient. An expired offer is news to both sides, in
 * different words, so it is the one event with a mail per side.
 */
export type HiringMailEvent =
  | 'application_received'
  | 'invitation_accepted'
  | 'application_withdrawn'
  | 'interview_accepted'
  | 'interview_declined'
  | 'interview_reschedule_requested'
  | 'offer_accepted'
  | 'offer_declined'
  | 'offer_expired_employer'
  | 'invitation_received'
  | 'application_shortlisted'
  | 'application_rejected'
  | 'interview_invited'
  | 'interview_cancelled'
  | 'offer_received'
  | 'offer_withdrawn'
  | 'offer_expired_candidate'
  | 'worktime_updated'
  | 'contract_ended';

export interface HiringMail extends EventMail<HiringMailEvent> {
  template: 'hiring_update';
}

const texts: Record<HiringMailEvent, EventText> = {
  application_received: { subject: m.mail_pipeline_application_received_subject, body: m.mail_pipeline_application_received_body, action: m.mail_pipeline_action_applicants },
  invitation_accepted: { subject: m.mail_pipeline_invitation_accepted_subject, body: m.mail_pipeline_invitation_accepted_body, action: m.mail_pipeline_action_applicants },
  application_withdrawn: { subject: m.mail_pipeline_application_withdrawn_subject, body: m.mail_pipeline_application_withdrawn_body, action: m.mail_pipeline_action_applicants },
  interview_accepted: { subject: m.mail_pipeline_interview_accepted_subject, body: m.mail_pipeline_interview_accepted_body, action: m.mail_pipeline_action_interviews },
  interview_declined: { subject: m.mail_pipeline_interview_declined_subject, body: m.mail_pipeline_interview_declined_body, action: m.mail_pipeline_action_interviews },
  interview_reschedule_requested: {
    subject: m.mail_pipeline_interview_reschedule_requested_subject,
    body: m.mail_pipeline_interview_reschedule_requested_body,
    action: m.mail_pipeline_action_interviews,
  },
  offer_accepted: { subject: m.mail_pipeline_offer_accepted_subject, body: m.mail_pipeline_offer_accepted_body, action: m.mail_pipeline_action_offers },
  offer_declined: { subject: m.mail_pipeline_offer_declined_subject, body: m.mail_pipeline_offer_declined_body, action: m.mail_pipeline_action_offers },
  offer_expired_employer: { subject: m.mail_pipeline_offer_expired_employer_subject, body: m.mail_pipeline_offer_expired_employer_body, action: m.mail_pipeline_action_offers },
  invitation_received: { subject: m.mail_pipeline_invitation_received_subject, body: m.mail_pipeline_invitation_received_body, action: m.mail_pipeline_action_my_applications },
  application_shortlisted: {
    subject: m.mail_pipeline_application_shortlisted_subject,
    body: m.mail_pipeline_application_shortlisted_body,
    action: m.mail_pipeline_action_my_applications,
  },
  application_rejected: { subject: m.mail_pipeline_application_rejected_subject, body: m.mail_pipeline_application_rejected_body, action: m.mail_pipeline_action_my_applications },
  interview_invited: { subject: m.mail_pipeline_interview_invited_subject, body: m.mail_pipeline_interview_invited_body, action: m.mail_pipeline_action_my_interviews },
  interview_cancelled: { subject: m.mail_pipeline_interview_cancelled_subject, body: m.mail_pipeline_interview_cancelled_body, action: m.mail_pipeline_action_my_interviews },
  offer_received: { subject: m.mail_pipeline_offer_received_subject, body: m.mail_pipeline_offer_received_body, action: m.mail_pipeline_action_offer },
  offer_withdrawn: { subject: m.mail_pipeline_offer_withdrawn_subject, body: m.mail_pipeline_offer_withdrawn_body, action: m.mail_pipeline_action_offer },
  offer_expired_candidate: { subject: m.mail_pipeline_offer_expired_candidate_subject, body: m.mail_pipeline_offer_expired_candidate_body, action: m.mail_pipeline_action_offer },
  worktime_updated: { subject: m.mail_pipeline_worktime_updated_subject, body: m.mail_pipeline_worktime_updated_body, action: m.mail_pipeline_action_offer },
  contract_ended: { subject: m.mail_pipeline_contract_ended_subject, body: m.mail_pipeline_contract_ended_body, action: m.mail_pipeline_action_offer },
};

/** Subject, body and button of a hiring mail, in the recipient's language. */
export function hiringMailContent(mail: HiringMail, o: { locale: Locale }) {
  return eventMailContent(texts, mail, o);
}
