import { m } from '../../src/generated/paraglide/messages.js';
import type { Locale } from '../i18n.js';
import { formatLongDate } from '../../src/shared/format.js';
import { hiringMailContent, type HiringMail } from './hiring-mails.js';
import { monthlyBillMailContent, type MonthlyBillMail } from './monthly-billing-mails.js';
import { checkoutMailContent, type CheckoutMail } from './billing-mails.js';
import { publicSiteMailContent, type PublicSiteMail } from './public-site-mails.js';
import { staffWorkMailContent, type StaffWorkMail } from './staff-work-mails.js';
import { accountMailContent, type AccountMail } from './account-mails.js';
import { twoFactorMailContent, type TwoFactorMail } from './two-factor-mails.js';
import { partnerVerificationMailContent, type PartnerVerificationMail } from './partner-mails.js';
import { agentsMailContent, type AgentsMail } from './agents-mails.js';
import { referralMailContent, type ReferralMail } from './referral-mails.js';
import { bpoMailContent, type BpoMail } from './bpo-mails.js';
import { partnerAuditMailContent, type PartnerAuditMail } from './partner-audit-mails.js';
import { messagesMailContent, type MessagesMail } from './messages-mails.js';

export interface RenderedMail {
  template: string;
  subject: string;
  text: string;
  html: string;
}

export type MailTemplate =
  | { template: 'verify_email'; name: string; link: string }
  | { template: 'reset_password'; name: string; link: string }
  | { template: 'password_changed'; name: string }
  /** `day`: the calendar day the account is deleted, in the account's time zone (server/account-deletion/account-deletion.ts). */
  | { template: 'account_deletion_scheduled'; name: string; day: string; link: string }
  | HiringMail
  | MonthlyBillMail
  | CheckoutMail
  | PublicSiteMail
  | StaffWorkMail
  | AccountMail
  | TwoFactorMail
  | PartnerVerificationMail
  | AgentsMail
  | ReferralMail
  | BpoMail
  | PartnerAuditMail
  | MessagesMail
  | { template: 'candidate_request_received'; name: string; headcount: number }
  | { template: 'fractional_request_received'; name: string; title: string; minHours: number; maxHours: number };

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Mails are written in the recipient's language, in plain text and simple HTML. */
export function renderMail(mail: MailTemplate, locale: Locale): RenderedMail {
  const o = { locale };
  const greeting = m.mail_greeting({ name: mail.name }, o);
  const signoff = m.mail_signoff({}, o);
  const content = (() => {
    switch (mail.template) {
      case 'verify_email':
        return { subject: m.mail_verify_subject({}, o), body: m.mail_verify_body({}, o), action: m.mail_verify_action({}, o), link: mail.link };
      case 'reset_password':
        return { subject: m.mail_reset_subject({}, o), body: m.mail_reset_body({}, o), action: m.mail_reset_action({}, o), link: mail.link };
      case 'password_changed':
        return { subject: m.mail_password_changed_subject({}, o), body: m.mail_password_changed_body({}, o) };
      case 'account_deletion_scheduled': {
        const date = formatLongDate(mail.day, locale);
        return { subject: m.mail_account_deletion_subject({ date }, o), body: m.mail_account_deletion_body({ date }, o), action: m.mail_account_deletion_action({}, o), link: mail.link };
      }
      case 'hiring_update': {
        const hiring = hiringMailContent(mail, o);
        return { subject: hiring.subject, body: hiring.body, action: hiring.action, link: hiring.link };
      }
      case 'monthly_bill': {
        const bill = monthlyBillMailContent(mail, o);
        return { subject: bill.subject, body: bill.body, action: bill.action, link: bill.link };
      }
      case 'checkout': {
        const checkout = checkoutMailContent(mail, o);
        return { subject: checkout.subject, body: checkout.body, action: checkout.action, link: checkout.link };
      }
      case 'public_site': {
        const site = publicSiteMailContent(mail, o);
        return { subject: site.subject, body: site.body, action: 'action' in site ? site.action : undefined, link: 'link' in site ? site.link : undefined };
      }
      case 'staff_work': {
        const work = staffWorkMailContent(mail, o);
        return { subject: work.subject, body: work.body, action: work.action, link: work.link };
      }
      case 'partner_verification':
        return partnerVerificationMailContent(mail, o);
      case 'agents':
        return agentsMailContent(mail, o);
      case 'referral':
        return referralMailContent(mail, o);
      case 'bpo':
        return bpoMailContent(mail, o);
      case 'partner_audit':
        return partnerAuditMailContent(mail, o);
      case 'messages':
        return messagesMailContent(mail, o);
      case 'two_factor':
        return twoFactorMailContent(mail, o);
      case 'account': {
        const account = accountMailContent(mail, o);
        return { subject: account.subject, body: account.body, action: account.action, link: account.link };
      }
      case 'candidate_request_received':
        return { subject: m.mail_candidate_request_subject({}, o), body: m.mail_candidate_request_body({ headcount: mail.headcount }, o) };
      case 'fractional_request_received':
        return {
          subject: m.mail_fractional_request_subject({}, o),
          body: m.mail_fractional_request_body({ title: mail.title, min: mail.minHours, max: mail.maxHours }, o),
        };
    }
  })();
  const link = 'link' in content ? content.link : undefined;
  const text = [greeting, '', content.body, ...(link ? ['', `${content.action}: ${link}`] : []), '', signoff].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#1a202c;max-width:560px">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(content.body)}</p>${
    link
      ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0b6e69;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(content.action!)}</a></p>
<p style="font-size:13px">${escapeHtml(m.mail_link_fallback({}, o))}<br>${escapeHtml(link)}</p>`
      : ''
  }<p>${escapeHtml(signoff)}</p></body></html>`;
  return { template: mail.template, subject: content.subject, text, html };
}
