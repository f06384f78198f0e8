import { m } from '../../src/generated/paraglide/messages.js';
import type { Locale } from '../i18n.js';
import { eventMailContent, type EventMail, type EventText } from './event-mails.js';

/*
 * What worksite audits and business associations tell the other side (server/audits/notify.ts,
 * server/associations/notify.ts): the auditor hears of an assignment; the BPO of its audit being
 * scheduled and decided, and of an association endorsing it or withdrawing. `counterpart` is the
 * other side's name, `jobTitle` the worksite's (or the association's for endorsements).
 */
export type PartnerAuditMailEvent =
  | 'audit_assigned'
  | 'audit_scheduled'
  | 'audit_passed'
  | 'audit_failed'
  | 'endorsement_given'
  | 'endorsement_withdrawn';

export interface PartnerAuditMail extends EventMail<PartnerAuditMailEvent> {
  template: 'partner_audit';
}

const texts: Record<PartnerAuditMailEvent, EventText> = {
  audit_assigned: { subject: m.mail_audit_assigned_subject, body: m.mail_audit_assigned_body, action: m.mail_audit_action_open_audit },
  audit_scheduled: { subject: m.mail_audit_scheduled_subject, body: m.mail_audit_scheduled_body, action: m.mail_audit_action_worksites },
  audit_passed: { subject: m.mail_audit_passed_subject, body: m.mail_audit_passed_body, action: m.mail_audit_action_worksites },
  audit_failed: { subject: m.mail_audit_failed_subject, body: m.mail_audit_failed_body, action: m.mail_audit_action_worksites },
  endorsement_given: { subject: m.mail_endorsement_given_subject, body: m.mail_endorsement_given_body, action: m.mail_audit_action_worksites },
  endorsement_withdrawn: { subject: m.mail_endorsement_withdrawn_subject, body: m.mail_endorsement_withdrawn_body, action: m.mail_audit_action_worksites },
};

/** Subject, body and button of an audit or association mail, in the recipient's language. */
export function partnerAuditMailContent(mail: PartnerAuditMail, o: { locale: Locale }) {
  return eventMailContent(texts, mail, o);
}
