export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(readonly ms: number) {
    super(`Timed out after ${ms} ms`);
  }
}

/**
 * Settles like `promise`, or rejects with a TimeoutError after `ms`.
 * `onTimeout` is where a caller reports it or aborts the work behind the promise;
 * by default the timeout is only logged, because the first client reported persistence
 * timeouts internally and shows the visitor nothing.
 */
export function withTimeout<T>(
  promise: PromiseLike<T>,
  ms: number,
  onTimeout: (error: TimeoutError) => void = (error) => console.warn(error.message),
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new TimeoutError(ms);
      try {
        onTimeout(error);
      } finally {
        reject(error);
      }
    }, ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (reason: unknown) => {
        clearTimeout(timer);
        reject(reason);
      },
    );
  });
}
