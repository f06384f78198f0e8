import { assign, fromCallback, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import type { components } from '@/generated/api';

/** One live update as the page receives it (docs/architecture.md, "Live updates"). */
export interface LiveEvent {
  /** Its position: later events have larger ones. */
  id: number;
  /** What changed, one of src/shared/live-kinds.ts. */
  kind: string;
  data: Record<string, unknown>;
}

export type LiveEventPage = components['schemas']['LiveEventPage'];

/** What a page may say about its live updates (`liveStatusOf`). */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'reconnecting' | 'polling';

/** What the stream actor tells the machine: the server's first frame, each event, the end. */
export type LiveStreamEvent =
  | { type: 'STREAM_OPENED'; position: number; reset: boolean }
  | { type: 'STREAM_EVENT'; event: LiveEvent }
  | { type: 'STREAM_FAILED' };

export type LiveConnectionEvent =
  /** Someone is signed in: connect. */
  | { type: 'START' }
  /** Signed out: stop, and forget the position (the next person's events are not these). */
  | { type: 'STOP' }
  /** The browser is online again: try the stream now rather than at the next timer. */
  | { type: 'ONLINE' }
  | LiveStreamEvent;

export interface LiveConnectionContext {
  /** The last event received (or the position the server started from); null before the first frame. */
  lastEventId: number | null;
  /** Stream attempts that failed since the last one that opened. */
  failures: number;
  /** Polls since the page fell back to polling, or since its last try of the stream. */
  polls: number;
}

/** After this many failed attempts in a row, the page polls (and tries the stream now and then). */
export const STREAM_ATTEMPTS = 3;

/** While polling, the stream is tried again after this many polls (about half a minute). */
export const POLLS_BEFORE_STREAM_RETRY = 6;

/** Waits between attempts, doubled each time from 1 s, at most 30 s. */
export function backoffMs(failures: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, failures - 1));
}

/** The stream actor's input: where to resume. */
export interface LiveStreamInput {
  after: number | null;
}

/** The events after `last`, in order: what a poll or a stream frame adds to what was delivered. */
export function newEvents(last: number | null, events: ReadonlyArray<LiveEvent & { created_at?: string }>): LiveEvent[] {
  return events.filter((event) => last === null || event.id > last).map(({ id, kind, data }) => ({ id, kind, data }));
}

function notProvided(name: string): never {
  throw new Error(`liveConnectionMachine: provide the '${name}' actor`);
}

/**
 * One tab's live updates: a server-sent event stream while it works, polling while it cannot
 * (docs/architecture.md, "Live updates"; decision 027).
 *
 *   off ─START→ streaming.opening ─STREAM_OPENED→ streaming.open
 *   streaming ─STREAM_FAILED→ reconnecting (backoff) → streaming …  ─(3rd failure)→ polling
 *   polling: fetching ⇄ waiting, and every sixth round (or back online) another try of the stream
 *
 * Every event is handed on once, in order: an id at or below the last one delivered is dropped
 * (a stream resumed after its Last-Event-ID, a poll racing the stream's first frame). A stream
 * that says nothing within `openTimeout` counts as failed: a proxy that buffers the answer would
 * otherwise leave the page waiting for ever, neither live nor polling. The position survives a
 * reconnection (the stream resumes after it, the poll asks after it), so nothing is missed; the
 * server says `reset` when it no longer keeps that far back, and the pages read their data again.
 */
export const liveConnectionMachine = setup({
  types: {
    context: {} as LiveConnectionContext,
    events: {} as LiveConnectionEvent,
  },
  actors: {
    stream: fromCallback<LiveStreamEvent, LiveStreamInput>(() => notProvided('stream')),
    poll: fromPromise<LiveEventPage, LiveStreamInput>(() => notProvided('poll')),
  },
  actions: {
    /** Hands new events, in order, to the page's listeners (provided by src/app-state/live-updates.tsx). */
    deliver: (_, _params: { events: LiveEvent[] }) => {},
    /** A poll's position kept: past its last event, whichever is further. */
    keepPagePosition: assign(({ context }, { page }: { page: LiveEventPage }) => ({
      lastEventId: Math.max(context.lastEventId ?? 0, page.next_after, ...page.events.map((received) => received.id)),
    })),
    /** Tells the listeners that events were lost: they read what they show again. */
    announceReset: () => {},
  },
  guards: {
    isNew: ({ context }, { id }: { id: number }) => context.lastEventId === null || id > context.lastEventId,
    giveUpStreaming: ({ context }) => context.failures + 1 >= STREAM_ATTEMPTS,
    reset: (_, { reset }: { reset: boolean }) => reset,
    hasMore: (_, { hasMore }: { hasMore: boolean }) => hasMore,
    timeToTryStream: ({ context }) => context.polls >= POLLS_BEFORE_STREAM_RETRY,
  },
  delays: {
    backoff: ({ context }) => backoffMs(context.failures),
    openTimeout: 15_000,
    pollInterval: 5_000,
  },
}).createMachine({
  id: 'liveConnection',
  context: { lastEventId: null, failures: 0, polls: 0 },
  initial: 'off',
  states: {
    off: {
      tags: ['off'],
      entry: assign({ lastEventId: null, failures: 0, polls: 0 }),
      on: { START: 'streaming' },
    },
    streaming: {
      invoke: { id: 'stream', src: 'stream', input: ({ context }) => ({ after: context.lastEventId }) },
      on: {
        STOP: 'off',
        STREAM_FAILED: [
          // Counted up to the attempts only: past them, the page polls whatever the count.
          { guard: 'giveUpStreaming', target: 'polling', actions: assign({ failures: STREAM_ATTEMPTS }) },
          { target: 'reconnecting', actions: assign({ failures: ({ context }) => context.failures + 1 }) },
        ],
      },
      initial: 'opening',
      states: {
        opening: {
          tags: ['opening'],
          after: { openTimeout: { actions: raise({ type: 'STREAM_FAILED' }) } },
          on: {
            STREAM_OPENED: [
              {
                guard: { type: 'reset', params: ({ event }) => ({ reset: event.reset }) },
                target: 'open',
                actions: [assign({ lastEventId: ({ event }) => event.position, failures: 0 }), 'announceReset'],
              },
              { target: 'open', actions: assign({ lastEventId: ({ context, event }) => Math.max(context.lastEventId ?? 0, event.position), failures: 0 }) },
            ],
          },
        },
        open: {
          tags: ['live'],
          on: {
            STREAM_EVENT: {
              guard: { type: 'isNew', params: ({ event }) => ({ id: event.event.id }) },
              actions: [{ type: 'deliver', params: ({ event }) => ({ events: [event.event] }) }, assign({ lastEventId: ({ event }) => event.event.id })],
            },
          },
        },
      },
    },
    reconnecting: {
      tags: ['reconnecting'],
      after: { backoff: 'streaming' },
      on: { STOP: 'off', ONLINE: 'streaming' },
    },
    polling: {
      tags: ['polling'],
      entry: assign({ polls: 0 }),
      on: { STOP: 'off', ONLINE: 'streaming' },
      initial: 'fetching',
      states: {
        fetching: {
          entry: assign({ polls: ({ context }) => Math.min(POLLS_BEFORE_STREAM_RETRY, context.polls + 1) }),
          invoke: {
            id: 'poll',
            src: 'poll',
            input: ({ context }) => ({ after: context.lastEventId }),
            onDone: [
              {
                guard: { type: 'reset', params: ({ event }) => ({ reset: event.output.reset }) },
                target: 'waiting',
                actions: [assign({ lastEventId: ({ event }) => event.output.next_after }), 'announceReset'],
              },
              {
                guard: { type: 'hasMore', params: ({ event }) => ({ hasMore: event.output.has_more }) },
                target: 'fetching',
                reenter: true,
                // A poll's new events, each once, then its position.
                actions: [
                  { type: 'deliver', params: ({ context, event }) => ({ events: newEvents(context.lastEventId, event.output.events) }) },
                  { type: 'keepPagePosition', params: ({ event }) => ({ page: event.output }) },
                ],
              },
              {
                target: 'waiting',
                actions: [
                    { type: 'deliver', params: ({ context, event }) => ({ events: newEvents(context.lastEventId, event.output.events) }) },
                    { type: 'keepPagePosition', params: ({ event }) => ({ page: event.output }) },
                  ],
              },
            ],
            // Offline, or the server restarting: the next round asks again from the same position.
            onError: 'waiting',
          },
        },
        waiting: {
          after: { pollInterval: [{ guard: 'timeToTryStream', target: '#liveConnection.streaming' }, { target: 'fetching' }] },
        },
      },
    },
  },
});

/** What the page may say about its updates: while a probe of the stream runs after polling, it still polls. */
export function liveStatusOf(snapshot: SnapshotFrom<typeof liveConnectionMachine>): LiveStatus {
  if (snapshot.hasTag('off')) return 'off';
  if (snapshot.hasTag('live')) return 'live';
  if (snapshot.hasTag('polling')) return 'polling';
  if (snapshot.hasTag('reconnecting')) return 'reconnecting';
  const failures = snapshot.context.failures;
  return failures === 0 ? 'connecting' : failures >= STREAM_ATTEMPTS ? 'polling' : 'reconnecting';
}
