import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import {
  backoffMs,
  liveConnectionMachine,
  liveStatusOf,
  type LiveEvent,
  type LiveEventPage,
  type LiveStatus,
  type LiveStreamEvent,
  type LiveStreamInput,
} from '@/machines/live-connection.machine';
import { browserLiveTransport, type LiveTransport } from './live-transport';

export type { LiveEvent, LiveStatus } from '@/machines/live-connection.machine';

/** What a page's listener is told: an event, or that events were lost and it should read its data again. */
export type LiveUpdate = { type: 'event'; event: LiveEvent } | { type: 'reset' };
type Listener = (update: LiveUpdate) => void;

interface LiveUpdates {
  connection: ActorRefFrom<typeof liveConnectionMachine>;
  listeners: Set<Listener>;
}

const LiveContext = createContext<LiveUpdates | null>(null);

/** The waits between stream attempts, spread by up to a fifth so that tabs a restart cut off do not all come back at once. */
const spreadBackoff = ({ context }: { context: { failures: number } }) => backoffMs(context.failures) * (1 + Math.random() / 5);

function connectionFor(transport: LiveTransport, listeners: Set<Listener>) {
  const tell = (update: LiveUpdate) => {
    for (const listener of [...listeners]) listener(update);
  };
  return liveConnectionMachine.provide({
    actors: {
      stream: fromCallback<LiveStreamEvent, LiveStreamInput>(({ input, sendBack }) =>
        transport.open(input.after, {
          opened: (position, reset) => sendBack({ type: 'STREAM_OPENED', position, reset }),
          received: (event) => sendBack({ type: 'STREAM_EVENT', event }),
          failed: () => sendBack({ type: 'STREAM_FAILED' }),
        }),
      ),
      poll: fromPromise<LiveEventPage, LiveStreamInput>(({ input, signal }) => transport.poll(input.after, signal)),
    },
    actions: {
      deliver: (_, { events }) => {
        for (const event of events) tell({ type: 'event', event });
      },
      announceReset: () => tell({ type: 'reset' }),
    },
    delays: { backoff: spreadBackoff },
  });
}

/**
 * The tab's one live connection (docs/architecture.md, "Live updates"), open while `userId` is
 * signed in, for every page below to listen to (`useLiveEvents`). A new person signed in starts
 * from their own position, never the last one's.
 */
export function LiveUpdatesProvider({ userId, transport = browserLiveTransport, children }: { userId: string | null; transport?: LiveTransport; children: ReactNode }) {
  const [listeners] = useState(() => new Set<Listener>());
  const connection = useActorRef(connectionFor(transport, listeners));
  const [value] = useState(() => ({ connection, listeners }));

  useEffect(() => {
    if (!userId) return;
    connection.send({ type: 'START' });
    return () => connection.send({ type: 'STOP' });
  }, [connection, userId]);

  useEffect(() => {
    const online = () => connection.send({ type: 'ONLINE' });
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [connection]);

  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

function useLive(): LiveUpdates {
  const live = useContext(LiveContext);
  if (!live) throw new Error('useLiveEvents: render inside LiveUpdatesProvider (src/app-state/app-actors.tsx)');
  return live;
}

/**
 * Calls `listener` with every live update while the component is mounted. The latest `listener`
 * is called, so it may close over the component's state without resubscribing.
 */
export function useLiveEvents(listener: Listener): void {
  const { listeners } = useLive();
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
  return useSelector(useLive().connection, liveStatusOf);
}
