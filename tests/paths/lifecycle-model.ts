// Path models of the lifecycle machines that server and client share (src/shared/lifecycle/lifecycle.ts):
// every transition walked, each step checked against nextStatus/allows, final states inert.
import { expect } from 'vitest';
import type { AnyStateMachine, EventFromLogic } from 'xstate';
import { allows, nextStatus } from '@/shared/lifecycle/lifecycle';
import { definePathModel, type PathModel, type StepCheck } from './harness';

interface LifecycleModel<M extends AnyStateMachine> {
  name: string;
  /** The shared machine, as the server and the client call it. */
  machine: M;
  /** The machine the paths walk, when it must start elsewhere to reach every status; the shared one otherwise. */
  walked?: AnyStateMachine;
  eventTypes: ReadonlyArray<EventFromLogic<M>['type']>;
  /** Rules of the product, per status. */
  states?: Record<string, (check: StepCheck<AnyStateMachine>) => void>;
}

export function lifecycleModel<M extends AnyStateMachine>({ name, machine, walked, eventTypes, states }: LifecycleModel<M>): PathModel {
  const events = eventTypes.map((type) => ({ type }) as EventFromLogic<M>);
  return definePathModel({
    name,
    machine: walked ?? machine,
    events,
    simplePaths: false,
    everyStep({ snapshot, previous, event }) {
      const status = snapshot.value as string;
      expect(typeof status, 'lifecycle statuses are flat').toBe('string');
      if (previous && event.type !== 'xstate.init') {
        // What the walk did is what nextStatus answers for the shared machine.
        expect(nextStatus(machine, previous.value as string, event as EventFromLogic<M>)).toBe(status);
      }
      const allowed = events.filter((e) => allows(machine, status, e)).map((e) => e.type);
      if (snapshot.status === 'done') expect(allowed, `${status} is final and accepts nothing`).toEqual([]);
      else expect(allowed.length, `${status} is not final, so something moves it on`).toBeGreaterThan(0);
    },
    states,
  });
}

/** The events `status` allows in the shared machine, by type. */
export const allowedIn = <M extends AnyStateMachine>(machine: M, status: string, eventTypes: ReadonlyArray<EventFromLogic<M>['type']>) =>
  eventTypes.filter((type) => allows(machine, status, { type } as EventFromLogic<M>));
