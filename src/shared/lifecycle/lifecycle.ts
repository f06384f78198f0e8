import { transition, type AnyStateMachine, type EventFromLogic } from 'xstate';

/**
 * The status a record moves to when `event` happens in `status`, by the lifecycle
 * machine both halves share; null when the machine does not allow it. The server
 * refuses such a change with 409, and the client hides the action that would send it.
 * Lifecycle machines have flat, context-free states named exactly as the statuses.
 */
export function nextStatus<M extends AnyStateMachine>(
  machine: M,
  status: string,
  event: EventFromLogic<M>,
): string | null {
  const snapshot = machine.resolveState({ value: status, context: {} });
  if (!snapshot.can(event)) return null;
  const [next] = transition(machine as AnyStateMachine, snapshot, event);
  return typeof next.value === 'string' ? next.value : null;
}

/**
 * The event that usually moves a record on from `status`, as its state's `meta.next` names
 * it; null for a status with nothing ahead (or none named). Pages put that action first.
 */
export function usualNext<M extends AnyStateMachine>(machine: M, status: string): EventFromLogic<M>['type'] | null {
  const node = (machine.root.states as Record<string, { meta?: { next?: unknown } } | undefined>)[status];
  const next = node?.meta?.next;
  return typeof next === 'string' && allows(machine, status, { type: next } as EventFromLogic<M>) ? next : null;
}

/** Whether the lifecycle allows `event` in `status`. */
export const allows = <M extends AnyStateMachine>(machine: M, status: string, event: EventFromLogic<M>) =>
  nextStatus(machine, status, event) !== null;
