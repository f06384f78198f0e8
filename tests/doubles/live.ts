// Live updates for page tests: the transport `renderRoutes` gives the app (tests/doubles/render.tsx)
// in place of the browser's EventSource and GET /live/events (src/app-state/live-transport.ts).
// A test publishes with `liveUpdates.push`, as the server would after a change; the page's own
// connection machine receives it through its stream, or through its polling once `goDown` made
// the stream fail.
import { act } from 'react';
import type { LiveStreamHandlers, LiveTransport } from '@/app-state/live-transport';
import type { LiveEvent } from '@/machines/live-connection.machine';

interface State {
  log: LiveEvent[];
  streams: Set<{ after: number; on: LiveStreamHandlers }>;
  down: boolean;
  /** The next stream opens with a `reset` frame: the events after its position are no longer kept. */
  resetNext: boolean;
  polls: number;
}

const fresh = (): State => ({ log: [], streams: new Set(), down: false, resetNext: false, polls: 0 });
let state = fresh();

const lastId = () => state.log.at(-1)?.id ?? 0;

export const testLiveTransport: LiveTransport = {
  open(after, on) {
    if (state.down) {
      const timer = setTimeout(on.failed, 0);
      return () => clearTimeout(timer);
    }
    const stream = { after: after ?? lastId(), on };
    state.streams.add(stream);
    // As the server does: the first frame, then what was published after the position asked for.
    queueMicrotask(() => {
      if (!state.streams.has(stream)) return;
      const reset = state.resetNext;
      state.resetNext = false;
      on.opened(reset ? lastId() : stream.after, reset);
      if (reset) return;
      for (const event of state.log) if (event.id > stream.after) on.received(event);
    });
    return () => {
      state.streams.delete(stream);
    };
  },
  async poll(after) {
    state.polls += 1;
    const events = state.log.filter((event) => event.id > (after ?? lastId()));
    return { events: events.map((event) => ({ ...event, created_at: new Date().toISOString() })), next_after: lastId(), has_more: false, reset: false };
  },
};

function endStreams(): Promise<void> {
  return act(async () => {
    for (const stream of [...state.streams]) {
      state.streams.delete(stream);
      stream.on.failed();
    }
  });
}

export const liveUpdates = {
  /** Forgets every event and stream: renderRoutes calls it as each page starts. */
  restart() {
    state = fresh();
  },
  /** Publishes an event to the signed-in person, as the server's `publishLive` would. */
  push(kind: string, data: Record<string, unknown>): Promise<void> {
    const event: LiveEvent = { id: lastId() + 1, kind, data };
    state.log.push(event);
    return act(async () => {
      for (const stream of state.streams) stream.on.received(event);
    });
  },
  /** Ends the open streams and answers the next with `reset`, as the server does when events were lost. */
  reset(): Promise<void> {
    state.resetNext = true;
    return endStreams();
  },
  /** The stream stops working: open ones fail and new ones cannot open, so the page falls back to polling. */
  goDown(): Promise<void> {
    state.down = true;
    return endStreams();
  },
  /** How many times the page polled. */
  get polls() {
    return state.polls;
  },
};
