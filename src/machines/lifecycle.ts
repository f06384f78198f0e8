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

/** Whether the lifecycle allows `event` in `status`. */
export const allows = <M extends AnyStateMachine>(machine: M, status: string, event: EventFromLogic<M>) =>
  nextStatus(machine, status, event) !== null;
