import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Handlers } from '../http/handler-types.js';
import { ownerOf } from '../http/owner.js';
import { liveEventsPage } from '../live/live-events.js';
import { openLiveStream } from '../live/live-stream.js';
import type { Deps } from './deps.js';

/** Live updates (tag live): the stream as server-sent events, and the same events polled. */
export function liveHandlers({ db, live, log }: Deps): Pick<Handlers, 'streamLiveEvents' | 'listLiveEvents'> {
  return {
    async streamLiveEvents(request, reply) {
      // EventSource sends the header when it reconnects; the query carries a position a client polled to.
      const header = request.headers['last-event-id'];
      const lastEventId = typeof header === 'string' ? Number(header) : request.query.lastEventId;
      // The stream is written on the raw response, not as the contract's JSON reply.
      await openLiveStream({ db, live, log }, ownerOf(request), lastEventId, request as FastifyRequest, reply as FastifyReply);
      return reply;
    },

    async listLiveEvents(request, reply) {
      return reply.code(200).send(await liveEventsPage(db, ownerOf(request), request.query.after));
    },
  };
}
