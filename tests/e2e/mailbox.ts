// The dev outbox (without SMTP the server keeps every mail there), read through its API.
import { BASE_URL, expect } from './fixtures.ts';

interface MailboxMail {
  to: string;
  subject: string;
  text: string;
}

/** A new address for every call, so that runs and tests never collide. */
export function uniqueEmail(tag: string) {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.remotehire.test`;
}

async function mailbox(to: string): Promise<MailboxMail[]> {
  const response = await fetch(`${BASE_URL}/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
  expect(response.status, `GET /api/v1/dev/mailbox answered ${response.status}`).toBe(200);
  return ((await response.json()) as { mails: MailboxMail[] }).mails;
}

/** The mails to `to`, waiting for at least one. */
export async function mailsTo(to: string, timeout = 10_000): Promise<MailboxMail[]> {
  let mails: MailboxMail[] = [];
  await expect
    .poll(async () => (mails = await mailbox(to)).length, { message: `no mail to ${to} within ${timeout} ms`, timeout })
    .toBeGreaterThan(0);
  return mails;
}

/** The first link matching `pattern` in the mails to `to`. */
export async function linkFromMail(to: string, pattern: RegExp): Promise<string> {
  const mails = await mailsTo(to);
  for (const mail of mails) {
    const match = mail.text.match(pattern);
    if (match) return match[0];
  }
  throw new Error(`no mail to ${to} has a link matching ${pattern}`);
}

/** Waits until a mail to `to` has this subject (mails are written in the recipient's language), and gives it. */
export async function expectMail(to: string, subject: string, timeout = 15_000): Promise<MailboxMail> {
  let mails: MailboxMail[] = [];
  await expect
    .poll(async () => (mails = await mailbox(to)).map((mail) => mail.subject), { message: `no mail to ${to} with the subject ${JSON.stringify(subject)}`, timeout })
    .toContain(subject);
  return mails.find((mail) => mail.subject === subject)!;
}
