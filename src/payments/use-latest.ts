import { useLayoutEffect, useRef } from 'react';

/** A ref that always holds the value of the last render, for callbacks created once. */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
