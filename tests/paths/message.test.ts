// Real time, which the path replay replaces by firing the actor's own timer.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { messageMachine } from '@/machines/message.machine';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('messageMachine timing', () => {
  it('hides after 5000 ms by default', () => {
    const actor = createActor(messageMachine).start();
    actor.send({ type: 'SHOW', message: 'Saved', kind: 'success' });
    vi.advanceTimersByTime(4999);
    expect(actor.getSnapshot().value).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('restarts the timer when a new message comes', () => {
    const actor = createActor(messageMachine).start();
    actor.send({ type: 'SHOW', message: 'One', kind: 'info' });
    vi.advanceTimersByTime(3000);
    actor.send({ type: 'SHOW', message: 'Two', kind: 'error', timeout: 8000 });
    vi.advanceTimersByTime(7999);
    expect(actor.getSnapshot().context.message).toBe('Two');
    expect(actor.getSnapshot().value).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('uses the default for a timeout that would hide the banner at once', () => {
    const actor = createActor(messageMachine).start();
    for (const timeout of [0, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 31]) {
      actor.send({ type: 'SHOW', message: 'Oops', kind: 'error', timeout });
      expect(actor.getSnapshot().context.timeout).toBe(5000);
    }
  });

  it('cancels the timer on dismiss', () => {
    const actor = createActor(messageMachine).start();
    actor.send({ type: 'SHOW', message: 'Saved', kind: 'success' });
    actor.send({ type: 'DISMISS' });
    expect(vi.getTimerCount()).toBe(0);
  });
});
