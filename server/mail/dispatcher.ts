import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.js';
import { claimDueMails, markFailed, markSent, type OutboxRow } from './outbox.js';

export interface MailDispatcher {
  /** Sends what is due now; the loop calls it, tests call it directly. */
  flush(): Promise<number>;
  stop(): Promise<void>;
}

type Deliver = (mail: OutboxRow) => Promise<void>;

/**
 * Drains the outbox. With SMTP_URL the mails go out by SMTP; without it they
 * stay readable on the dev mailbox page and are written to the log, so that a
 * newcomer can follow a verification link from the terminal.
 */
export function startMailDispatcher(opts: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): MailDispatcher {
  const { db, log } = opts;
  // Nodemailer waits up to 10 minutes on a silent server by default; one hung peer
  // would then hold every other mail back.
  const transport = opts.smtpUrl
    ? nodemailer.createTransport({ url: opts.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
    : undefined;
  const deliver: Deliver = transport
    ? async (mail) => {
        await transport.sendMail({ from: opts.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      }
    : async (mail) => {
        log.info({ to: mail.to, subject: mail.subject }, `mail kept in the outbox (no SMTP_URL):\n${mail.text}`);
      };

  let running: Promise<number> | undefined;
  const flush = () =>
    (running ??= (async () => {
      let sent = 0;
      try {
        for (const mail of await claimDueMails(db, 20)) {
          try {
            await deliver(mail);
            await markSent(db, mail.id);
            sent++;
          } catch (error) {
            log.warn({ err: error, to: mail.to }, 'mail delivery failed; will retry');
            await markFailed(db, mail, error instanceof Error ? error.message : String(error));
          }
        }
      } finally {
        running = undefined;
      }
      return sent;
    })());

  const timer = setInterval(() => {
    flush().catch((error) => log.error({ err: error }, 'mail dispatcher failed'));
  }, opts.intervalMs ?? 2000);
  timer.unref();

  return {
    flush,
    async stop() {
      clearInterval(timer);
      await running?.catch(() => {});
      transport?.close();
    },
  };
}
