import { useCallback, useMemo, useRef } from 'react';
import { fromPromise } from 'xstate';
import type { NextAction } from './api';
import type { AuthenticationOutcome } from './authentication-outcome';

/**
 * Joins a payment machine's `authenticate` actor to <AuthenticationStep>: the actor
 * waits until the step's onDone (`finish`) gives the holder's outcome.
 */
export function useAuthenticationActor() {
  const waiting = useRef<((outcome: AuthenticationOutcome) => void) | null>(null);
  const authenticate = useMemo(
    () =>
      // Its output is the outcome, typed unknown as payment machines expect: they ask the server either way.
      fromPromise<unknown, NextAction>(
        () =>
          new Promise((resolve) => {
            waiting.current = resolve;
          }),
      ),
    [],
  );
  const finish = useCallback((outcome: AuthenticationOutcome) => {
    waiting.current?.(outcome);
    waiting.current = null;
  }, []);
  return { authenticate, finish };
}
