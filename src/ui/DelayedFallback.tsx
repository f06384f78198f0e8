import { useEffect, useState } from 'react';
import { LoadingScreen } from './LoadingScreen';

export const FALLBACK_DELAY_MS = 300;

export interface DelayedFallbackProps {
  /** Milliseconds of nothing before the loader appears. */
  delay?: number;
}

/**
 * Suspense fallback for lazy pages. Most chunks arrive within a few hundred ms;
 * flashing a loader for that long feels slower than showing nothing.
 */
export function DelayedFallback({ delay = FALLBACK_DELAY_MS }: DelayedFallbackProps) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  return visible ? <LoadingScreen /> : null;
}
