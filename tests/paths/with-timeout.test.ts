import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimeoutError, withTimeout } from '@/lib/with-timeout';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const later = <T,>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('withTimeout', () => {
  it('settles like the promise when it is in time, and leaves no timer behind', async () => {
    const onTimeout = vi.fn();
    const result = withTimeout(later(4999, 'me'), 5000, onTimeout);
    await vi.advanceTimersByTimeAsync(4999);
    await expect(result).resolves.toBe('me');
    expect(vi.getTimerCount()).toBe(0);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('passes a rejection through unchanged', async () => {
    const failure = new Error('offline');
    await expect(withTimeout(Promise.reject(failure), 5000)).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('rejects with a TimeoutError after ms and reports it once', async () => {
    const onTimeout = vi.fn();
    const result = withTimeout(new Promise(() => {}), 5000, onTimeout);
    const settled = expect(result).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(4999);
    expect(onTimeout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(onTimeout.mock.calls[0]![0]).toMatchObject({ name: 'TimeoutError', ms: 5000 });
  });

  it('logs with console.warn by default, showing the visitor nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = withTimeout(new Promise(() => {}), 10);
    const settled = expect(result).rejects.toThrow('Timed out after 10 ms');
    await vi.advanceTimersByTimeAsync(10);
    await settled;
    expect(warn).toHaveBeenCalledWith('Timed out after 10 ms');
  });

  it('ignores a value that arrives after the timeout', async () => {
    const result = withTimeout(later(20, 'late'), 10, () => {});
    const settled = expect(result).rejects.toBeInstanceOf(TimeoutError);
    await vi.advanceTimersByTimeAsync(20);
    await settled;
  });
});
