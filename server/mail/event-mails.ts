import type { m } from '../../src/generated/paraglide/messages.js';
import type { Locale } from '../i18n.js';

/*
 * A mail that tells one side of a hire what the other did (the hiring pipeline's news,
 * server/mail/hiring-mails.ts, and staff at work's, server/mail/staff-work-mails.ts): each area
 * keeps its table of events, each event a subject, a body and a button, all worded with the other
 * side's name and the job.
 */

type Params = { counterpart: string; job: string };
type Text = ReturnType<typeof m.mail_link_fallback>;

export interface EventText {
  subject: (p: Params, o: { locale: Locale }) => Text;
  body: (p: Params, o: { locale: Locale }) => Text;
  action: (p: object, o: { locale: Locale }) => Text;
}

export interface EventMail<E extends string> {
  name: string;
  event: E;
  /** The other side: the candidate's or staff member's name, or the employer's company. */
  counterpart: string;
  jobTitle: string;
  link: string;
}

/** Subject, body and button of an event mail, in the recipient's language. */
export function eventMailContent<E extends string>(texts: Record<E, EventText>, mail: EventMail<E>, o: { locale: Locale }) {
  const t = texts[mail.event];
  const params = { counterpart: mail.counterpart, job: mail.jobTitle };
  return { subject: t.subject(params, o), body: t.body(params, o), action: t.action({}, o), link: mail.link };
}
