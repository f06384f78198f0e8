// The outbox and its dispatcher: dev mode (log) and SMTP mode against a real SMTP peer.
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startMailDispatcher, type MailDispatcher } from '../../server/mail/dispatcher.js';
import { API, expectError, msg, registrationBody, startTestServer, uniqueEmail, type TestServer } from './harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

const FROM = 'RemoteHire <no-reply@remotehire.test>';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP peer; `refuse` makes it answer 550 to every message. */
async function startSmtp(opts: { refuse?: string } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (error?: Error | null) => void) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (opts.refuse) {
          const error = Object.assign(new Error(opts.refuse), { responseCode: 550 });
          return callback(error);
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback(null);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft line breaks and escapes, so a long link can be read whole. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const silentLog = () => {
  const lines: string[] = [];
  const log = {
    info: (_obj: unknown, line?: string) => lines.push(String(line ?? '')),
    warn: () => {},
    error: () => {},
    debug: () => {},
    trace: () => {},
    fatal: () => {},
    child: () => log,
    level: 'info',
  };
  return { log: log as unknown as FastifyBaseLogger, lines };
};

interface OutboxRow {
  id: string;
  to: string;
  sent_at: Date | null;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  due_in_seconds: number;
}
const outboxOf = async (to: string) =>
  (
    await t.query<OutboxRow>(
      `select id, "to", sent_at, attempts, last_error, next_attempt_at, extract(epoch from next_attempt_at - now())::int as due_in_seconds
       from outbox where "to" = '${to}' order by created_at`,
    )
  ).map((r) => ({ ...r, attempts: Number(r.attempts), due_in_seconds: Number(r.due_in_seconds) }));

/** Nothing else waits in the outbox, so a flush concerns only the mail of the test. */
const settleOthers = () => t.query(`update outbox set sent_at = coalesce(sent_at, now())`);

async function registerSomeone(overrides: Record<string, unknown> = {}, headers?: Record<string, string>) {
  const body = registrationBody('candidate', { firstname: 'Grace', ...overrides });
  const res = await t.client({ headers }).post(`${API}/auth/register`, body);
  expect(res.statusCode, res.body).toBe(201);
  return String(body.email);
}

describe('the outbox', () => {
  test.each([
    ['en', {}, undefined],
    ['fr', {}, { 'accept-language': 'fr' }],
    ['es', { locale: 'es' }, undefined],
    ['zh', { locale: 'zh' }, { 'accept-language': 'fr' }],
  ] as const)('the verification mail is written in the registrant’s language (%s)', async (locale, overrides, headers) => {
    const email = await registerSomeone(overrides, headers);
    const [mail] = await t.mailbox(email);
    expect(mail!.subject).toBe(msg('mail_verify_subject', {}, locale));
    expect(mail!.text.startsWith(msg('mail_greeting', { name: 'Grace' }, locale))).toBe(true);
    expect(mail!.text).toContain(msg('mail_verify_body', {}, locale));
    expect(mail!.text).toContain(`${msg('mail_verify_action', {}, locale)}: http://localhost:3000/verify-email/`);
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/verify-email\/[A-Za-z0-9_-]{43}\n/);
    expect(mail!.html).toContain(`<html lang="${locale}">`);
  });
});

describe('dispatcher without SMTP (dev mailbox)', () => {
  let dispatcher: MailDispatcher | undefined;
  afterAll(async () => {
    await dispatcher?.stop();
  });

  test('flush writes the mail to the log, with its link, and marks it sent', async () => {
    await settleOthers();
    const email = await registerSomeone();
    const { log, lines } = silentLog();
    dispatcher = startMailDispatcher({ db: t.db, from: FROM, log, intervalMs: 3_600_000 });
    expect(await dispatcher.flush()).toBe(1);
    const token = await t.linkToken(email);
    expect(lines.join('\n')).toContain(`http://localhost:3000/verify-email/${token}`);
    const [row] = await outboxOf(email);
    expect(row!.sent_at).not.toBeNull();
    expect(row!.attempts).toBe(1);
    expect(await dispatcher.flush()).toBe(0);
  });
});

describe('dispatcher with SMTP', () => {
  const stops: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });
  const dispatcherFor = (smtpUrl: string) => {
    const d = startMailDispatcher({ db: t.db, smtpUrl, from: FROM, log: silentLog().log, intervalMs: 3_600_000 });
    stops.push(() => d.stop());
    return d;
  };

  test('delivers to a real SMTP peer and marks the row sent', async () => {
    const smtp = await startSmtp();
    stops.push(smtp.close);
    await settleOthers();
    const email = await registerSomeone();
    const token = await t.linkToken(email);
    const dispatcher = dispatcherFor(smtp.url);

    expect(await dispatcher.flush()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const message = smtp.received[0]!;
    expect(message.to).toEqual([email]);
    expect(message.from).toBe('no-reply@remotehire.test');
    const raw = decodeQuotedPrintable(message.raw);
    expect(raw).toMatch(new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}\\r?$`, 'mi'));
    expect(raw).toMatch(/^From: RemoteHire <no-reply@remotehire\.test>\r?$/im);
    expect(raw).toMatch(new RegExp(`^Subject: ${msg('mail_verify_subject')}\\r?$`, 'mi'));
    expect(raw).toContain(`http://localhost:3000/verify-email/${token}`);
    expect(raw).toMatch(/multipart\/alternative/);

    const [row] = await outboxOf(email);
    expect(row!.sent_at).not.toBeNull();
    expect(row!.attempts).toBe(1);
    expect(row!.last_error).toBeNull();
    // Nothing is sent twice.
    expect(await dispatcher.flush()).toBe(0);
    expect(smtp.received).toHaveLength(1);
  });

  test('a peer that refuses the message: the row stays unsent with last_error, retried a minute later, then delivered', async () => {
    const refusing = await startSmtp({ refuse: 'mailbox unavailable' });
    stops.push(refusing.close);
    await settleOthers();
    const email = await registerSomeone();
    const failing = dispatcherFor(refusing.url);

    expect(await failing.flush()).toBe(0);
    const [row] = await outboxOf(email);
    expect(row!.sent_at).toBeNull();
    expect(row!.attempts).toBe(1);
    expect(row!.last_error).toMatch(/550|mailbox unavailable/);
    expect(row!.due_in_seconds).toBeGreaterThan(45);
    expect(row!.due_in_seconds).toBeLessThanOrEqual(60);
    // Not due yet: a second flush leaves it alone.
    expect(await failing.flush()).toBe(0);
    expect((await outboxOf(email))[0]!.attempts).toBe(1);

    // When it is due again and a working peer answers, it goes out; the error is cleared.
    const working = await startSmtp();
    stops.push(working.close);
    await t.query(`update outbox set next_attempt_at = now() - interval '1 second' where id = '${row!.id}'`);
    expect(await dispatcherFor(working.url).flush()).toBe(1);
    expect(working.received.map((r) => r.to)).toEqual([[email]]);
    const [after] = await outboxOf(email);
    expect(after!.sent_at).not.toBeNull();
    expect(after!.attempts).toBe(2);
    expect(after!.last_error).toBeNull();
  });

  test('a peer that is down: the row stays unsent with the connection error; backoff grows with attempts', async () => {
    const gone = await startSmtp();
    await gone.close();
    await settleOthers();
    const email = await registerSomeone();
    const dispatcher = dispatcherFor(gone.url);

    expect(await dispatcher.flush()).toBe(0);
    let [row] = await outboxOf(email);
    expect(row!.sent_at).toBeNull();
    expect(row!.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(row!.due_in_seconds).toBeGreaterThan(45);
    expect(row!.due_in_seconds).toBeLessThanOrEqual(60);

    await t.query(`update outbox set next_attempt_at = now() where id = '${row!.id}'`);
    expect(await dispatcher.flush()).toBe(0);
    [row] = await outboxOf(email);
    expect(row!.attempts).toBe(2);
    expect(row!.due_in_seconds).toBeGreaterThan(105);
    expect(row!.due_in_seconds).toBeLessThanOrEqual(120);
  });

  test('listMailbox is 404 while mail goes out by SMTP', async () => {
    const smtpApp = await t.buildAnotherApp({ smtpUrl: 'smtp://127.0.0.1:2525' });
    expectError(await smtpApp.inject({ method: 'GET', url: `${API}/dev/mailbox?to=${encodeURIComponent(uniqueEmail())}` }), 404, 'NOT_FOUND');
  });
});
