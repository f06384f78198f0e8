import { createActor, fromCallback, fromPromise } from 'xstate';
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

/** What the connection tells the app: events in order, a loss of events, its status. */
export interface LiveConnectionOutlets {
  deliver: (event: LiveEvent) => void;
  reset: () => void;
  status: (status: LiveStatus) => void;
}

/** The waits between stream attempts, spread by up to a fifth so that tabs a restart cut off do not all come back at once. */
const spreadBackoff = ({ context }: { context: { failures: number } }) => backoffMs(context.failures) * (1 + Math.random() / 5);

/**
 * Starts one signed-in person's live connection (src/machines/live-connection.machine.ts) over
 * `transport`. Loaded only once someone is signed in (src/app-state/live-updates.tsx), so that a
 * visitor's first script does not carry it.
 */
export function startLiveConnection(transport: LiveTransport = browserLiveTransport, out: LiveConnectionOutlets) {
  const machine = liveConnectionMachine.provide({
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
        for (const event of events) out.deliver(event);
      },
      announceReset: () => out.reset(),
    },
    delays: { backoff: spreadBackoff },
  });
  const actor = createActor(machine);
  actor.subscribe((snapshot) => out.status(liveStatusOf(snapshot)));
  actor.start();
  actor.send({ type: 'START' });
  const online = () => actor.send({ type: 'ONLINE' });
  window.addEventListener('online', online);
  return () => {
    window.removeEventListener('online', online);
    actor.stop();
    out.status('off');
  };
}
