import { api, contractUrl } from '@/lib/api-client';
import { unwrap } from '@/lib/api-problem';
import type { LiveEvent, LiveEventPage } from '@/machines/live-connection.machine';
import { LIVE_KINDS } from '@/shared/live-kinds';

/** What the stream tells whoever opened it. */
export interface LiveStreamHandlers {
  /** The server's first frame: its position, and whether the one asked for was too old (events lost). */
  opened: (position: number, reset: boolean) => void;
  received: (event: LiveEvent) => void;
  /** The stream ended or could not open; the connection machine decides when to try again. */
  failed: () => void;
}

/**
 * How a tab reaches its live updates: the stream (GET /live) and the polling fallback
 * (GET /live/events). The browser's is below; page tests give their own (tests/doubles/live.ts).
 */
export interface LiveTransport {
  /** Opens the stream after `after` (null: from now on); returns what closes it. */
  open: (after: number | null, on: LiveStreamHandlers) => () => void;
  poll: (after: number | null, signal: AbortSignal) => Promise<LiveEventPage>;
}

function position(frame: MessageEvent): number {
  return Number(frame.lastEventId);
}

/**
 * The browser's EventSource. It would reconnect by itself on an error, at its own pace and for
 * ever; it is closed instead, so that the connection machine (src/machines/live-connection.machine.ts)
 * owns the waits and the switch to polling, and reopens it with the position as `lastEventId`.
 */
export const browserLiveTransport: LiveTransport = {
  open(after, on) {
    if (typeof EventSource === 'undefined') {
      // Told after the caller has its close function, as an EventSource's error would be.
      const timer = setTimeout(on.failed, 0);
      return () => clearTimeout(timer);
    }
    const source = new EventSource(contractUrl('/live', after === null ? {} : { query: { lastEventId: after } }), { withCredentials: true });
    source.addEventListener('ready', (frame) => on.opened(position(frame), false));
    source.addEventListener('reset', (frame) => on.opened(position(frame), true));
    for (const kind of LIVE_KINDS) {
      source.addEventListener(kind, (frame) => {
        let data: Record<string, unknown>;
        try {
          data = JSON.parse(frame.data) as Record<string, unknown>;
        } catch {
          return;
        }
        on.received({ id: position(frame), kind, data });
      });
    }
    source.onerror = () => {
      source.close();
      on.failed();
    };
    return () => source.close();
  },
  poll: (after, signal) => unwrap(api.GET('/live/events', { params: { query: after === null ? {} : { after } }, signal })),
};
