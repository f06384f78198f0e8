import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.js';
import { isSessionLive } from '../auth/sessions.js';
import type { Owner } from '../http/owner.js';
import { eventsAfter, startingPoint, type LiveEvent } from './live-events.js';
import type { HeldStream, LiveHub, Place } from './live-hub.js';

/*
 * One user's live stream as server-sent events (GET /live; docs/architecture.md, "Live updates").
 *
 * Frames: the first says where the stream starts (`ready`, or `reset` when the browser's
 * Last-Event-ID is older than what is kept: it must refetch), with that position as its `id:` so
 * that a browser reconnecting early resumes from it; then each event with its row id, its kind and
 * its data; a comment every heartbeat.
 *
 * Invariants: rows are read after the last id written, one read at a time, and a wake-up during a
 * read makes another read after it, so nothing is skipped and nothing is sent twice. When the socket
 * does not take a write (`write` returns false) no rows are read until it drains, so a slow reader
 * costs the server at most one page of rows; a socket that does not drain within `blockedMs` is
 * closed and the browser resumes with its Last-Event-ID. Every heartbeat asks whether the session
 * is still live (signed out elsewhere, on any instance) and ends the stream if not; the question
 * does not count as the session being used.
 */

/** Rows read at a time. */
const PAGE = 100;

interface StreamDeps {
  db: Db;
  live: LiveHub;
  log: FastifyBaseLogger;
}

/**
 * Opens the caller's stream, answered on the raw response: Fastify's reply would wait for a body
 * to end, and compressing it would hold frames back. Refusals (429, 503) are thrown before the
 * first byte, as the contract's errors.
 */
export async function openLiveStream(deps: StreamDeps, owner: Owner, lastEventId: number | undefined, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const place = deps.live.admit(owner.userId);
  let start: { after: number; reset: boolean };
  try {
    await deps.live.listen();
    // Listening before reading: an event committed from here on wakes the stream, one committed before is read.
    start = await startingPoint(deps.db, owner.userId, lastEventId);
  } catch (error) {
    place.release();
    throw error;
  }
  reply.hijack();
  const res = reply.raw;
  // The browser may have gone while the stream was starting.
  if (res.destroyed || request.raw.socket.destroyed) {
    place.release();
    return;
  }
  // The headers Fastify's reply holds (a refreshed XSRF cookie, no-store) and those helmet set on the raw response.
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string | string[]>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    // A proxy that buffers answers (nginx) would hold the frames back.
    'x-accel-buffering': 'no',
    // The connection is the stream's: once it ends, the socket closes rather than idling in keep-alive, where the server's close would wait for it.
    connection: 'close',
  });
  if (request.method === 'HEAD') {
    res.end();
    place.release();
    return;
  }
  request.raw.socket.setNoDelay(true);
  new LiveStream(deps, owner, res, place, start.after).start(start.reset ? 'reset' : 'ready');
}

class LiveStream implements HeldStream {
  readonly userId: string;
  private reading = false;
  private again = false;
  private blocked: NodeJS.Timeout | undefined;
  private ended = false;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(
    private readonly deps: StreamDeps,
    private readonly owner: Owner,
    private readonly res: ServerResponse,
    private readonly place: Place,
    /** The last id written; rows above it are still to send. */
    private after: number,
  ) {
    this.userId = owner.userId;
  }

  start(first: 'ready' | 'reset') {
    this.res.on('close', () => this.end());
    this.res.on('error', () => this.end());
    this.place.hold(this);
    this.write(`id: ${this.after}\nevent: ${first}\ndata: {}\n\n`);
    this.heartbeat = setInterval(() => void this.beat(), this.deps.live.options.heartbeatMs);
    this.wake();
  }

  wake() {
    this.again = true;
    if (!this.reading && !this.blocked && !this.ended) void this.read();
  }

  private async read() {
    this.reading = true;
    try {
      while (this.again && !this.blocked && !this.ended) {
        this.again = false;
        const events = await eventsAfter(this.deps.db, this.userId, this.after, PAGE);
        if (this.ended) return;
        for (const event of events) this.write(frame(event));
        if (events.length > 0) this.after = events.at(-1)!.id;
        if (events.length === PAGE) this.again = true;
      }
    } catch (error) {
      this.deps.log.warn({ err: error }, 'live updates: a stream could not read its events');
      this.end();
    } finally {
      this.reading = false;
    }
  }

  /** Writes a frame; when the socket does not take it, reading waits for 'drain', and not forever. */
  private write(text: string) {
    if (this.ended || this.res.write(text) || this.blocked) return;
    this.blocked = setTimeout(() => this.end(true), this.deps.live.options.blockedMs);
    this.res.once('drain', () => {
      clearTimeout(this.blocked);
      this.blocked = undefined;
      if (this.again) this.wake();
    });
  }

  private async beat() {
    // A blocked socket already holds frames; a comment would only add to them.
    if (!this.blocked) this.write(': heartbeat\n\n');
    try {
      if (!(await isSessionLive(this.deps.db, this.owner.sessionId))) this.end();
    } catch (error) {
      this.deps.log.warn({ err: error }, 'live updates: could not check a stream’s session');
    }
  }

  /** Ends the stream; a socket that does not take what it was sent is cut rather than waited for. */
  end(cut = false) {
    if (this.ended) return;
    this.ended = true;
    const blocked = this.blocked !== undefined;
    clearInterval(this.heartbeat);
    clearTimeout(this.blocked);
    this.place.release();
    if (cut || blocked) this.res.destroy();
    else this.res.end();
  }
}

/** An event as a frame: `data` is one line of JSON (JSON.stringify writes no line breaks). */
function frame(event: LiveEvent): string {
  return `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event.data)}\n\n`;
}
