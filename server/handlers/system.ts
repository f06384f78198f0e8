import type { Handlers } from '../http/handler-types.js';
import type { Deps } from './deps.js';
import { ApiError } from '../http/errors.js';
import { listMailbox } from '../mail/outbox.js';
import { pingDatabase } from '../system/database-health.js';

const MAILBOX_PAGE_SIZE = 20;

export function systemHandlers({ db, databaseKind, devMailbox }: Deps): Pick<Handlers, 'getHealth' | 'listMailbox'> {
  return {
    async getHealth(request, reply) {
      try {
        await pingDatabase(db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new ApiError(503, 'UNAVAILABLE');
      }
      return reply.code(200).send({ status: 'ok', database: databaseKind });
    },

    async listMailbox(request, reply) {
      if (!devMailbox) throw new ApiError(404, 'NOT_FOUND');
      const page = request.query.page ?? 1;
      const { mails, hasMore } = await listMailbox(db, page, MAILBOX_PAGE_SIZE, request.query.to);
      return reply.code(200).send({
        page,
        has_more: hasMore,
        mails: mails.map((mail) => ({
          id: mail.id,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          created_at: mail.createdAt.toISOString(),
          sent_at: mail.sentAt?.toISOString() ?? null,
        })),
      });
    },
  };
}
