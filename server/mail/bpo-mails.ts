import { m } from '../../src/generated/paraglide/messages.js';
import type { Locale } from '../i18n.js';
import { eventMailContent, type EventMail, type EventText } from './event-mails.js';

/*
 * What a BPO and its candidates tell each other (server/bpo/notify.ts). The BPO hears that its
 * application is in and of candidates answering its invitations; a candidate of an invitation (to
 * sign up first when the address has no account), of being placed at a worksite or nowhere, and of
 * the membership ending. `counterpart` is the other side's name, `jobTitle` the worksite's name
 * (empty where there is none).
 */
export type BpoMailEvent =
  | 'application_received'
  | 'member_invited'
  | 'member_invited_signup'
  | 'invitation_accepted'
  | 'invitation_declined'
  | 'member_placed'
  | 'member_unplaced'
  | 'member_removed';

export interface BpoMail extends EventMail<BpoMailEvent> {
  template: 'bpo';
}

const texts: Record<BpoMailEvent, EventText> = {
  application_received: { subject: m.mail_bpo_application_received_subject, body: m.mail_bpo_application_received_body, action: m.mail_bpo_action_worksites },
  member_invited: { subject: m.mail_bpo_member_invited_subject, body: m.mail_bpo_member_invited_body, action: m.mail_bpo_action_answer },
  member_invited_signup: { subject: m.mail_bpo_member_invited_subject, body: m.mail_bpo_member_invited_signup_body, action: m.mail_bpo_action_signup },
  invitation_accepted: { subject: m.mail_bpo_invitation_accepted_subject, body: m.mail_bpo_invitation_accepted_body, action: m.mail_bpo_action_candidates },
  invitation_declined: { subject: m.mail_bpo_invitation_declined_subject, body: m.mail_bpo_invitation_declined_body, action: m.mail_bpo_action_candidates },
  member_placed: { subject: m.mail_bpo_member_placed_subject, body: m.mail_bpo_member_placed_body, action: m.mail_bpo_action_my_bpo },
  member_unplaced: { subject: m.mail_bpo_member_unplaced_subject, body: m.mail_bpo_member_unplaced_body, action: m.mail_bpo_action_my_bpo },
  member_removed: { subject: m.mail_bpo_member_removed_subject, body: m.mail_bpo_member_removed_body, action: m.mail_bpo_action_my_bpo },
};

/** Subject, body and button of a BPO mail, in the recipient's language. */
export function bpoMailContent(mail: BpoMail, o: { locale: Locale }) {
  return eventMailContent(texts, mail, o);
}
