import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { LiveEvent, LiveStatus } from '@/machines/live-connection.machine';
import type { LiveTransport } from './live-transport';

export type { LiveEvent, LiveStatus } from '@/machines/live-connection.machine';

/** What a page's listener is told: an event, or that events were lost and it should read its data again. */
export type LiveUpdate = { type: 'event'; event: LiveEvent } | { type: 'reset' };
type Listener = (update: LiveUpdate) => void;

/** The pages' listeners and the connection's status, which outlive the connection itself (one per signed-in person). */
class LiveHub {
  readonly listeners = new Set<Listener>();
  private current: LiveStatus = 'off';
  private readonly watchers = new Set<() => void>();

  tell(update: LiveUpdate) {
    for (const listener of [...this.listeners]) listener(update);
  }
  setStatus(status: LiveStatus) {
    if (status === this.current) return;
    this.current = status;
    for (const watcher of [...this.watchers]) watcher();
  }
  readonly status = () => this.current;
  readonly watch = (watcher: () => void) => {
    this.watchers.add(watcher);
    return () => {
      this.watchers.delete(watcher);
    };
  };
}

const LiveContext = createContext<LiveHub | null>(null);

/**
 * The tab's one live connection (docs/architecture.md, "Live updates"), open while `userId` is
 * signed in, for every page below to listen to (`useLiveEvents`). A new person signed in starts
 * from their own position, never the last one's. The connection's machine and transport are
 * fetched once someone is signed in (src/app-state/live-connection.ts): a visitor's first script
 * does not carry them (docs/performance.md).
 */
export function LiveUpdatesProvider({ userId, transport, children }: { userId: string | null; transport?: LiveTransport; children: ReactNode }) {
  const [hub] = useState(() => new LiveHub());

  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./live-connection').then(({ startLiveConnection }) => {
      if (cancelled) return;
      stop = startLiveConnection(transport, {
        deliver: (event) => hub.tell({ type: 'event', event }),
        reset: () => hub.tell({ type: 'reset' }),
        status: (status) => hub.setStatus(status),
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [hub, transport, userId]);

  return <LiveContext.Provider value={hub}>{children}</LiveContext.Provider>;
}

function useHub(): LiveHub {
  const hub = useContext(LiveContext);
  if (!hub) throw new Error('useLiveEvents: render inside LiveUpdatesProvider (src/app-state/app-actors.tsx)');
  return hub;
}

/**
 * Calls `listener` with every live update while the component is mounted. The latest `listener`
 * is called, so it may close over the component's state without resubscribing.
 */
export function useLiveEvents(listener: Listener): void {
  const { listeners } = useHub();
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  });
  useEffect(() => {
    const forward: Listener = (update) => latest.current(update);
    listeners.add(forward);
    return () => {
      listeners.delete(forward);
    };
  }, [listeners]);
}

/** Whether updates arrive live, are being reconnected, or come by polling (which the messages page says). */
export function useLiveStatus(): LiveStatus {
  const hub = useHub();
  return useSyncExternalStore(hub.watch, hub.status, () => 'off');
}
