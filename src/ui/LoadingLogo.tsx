import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { AnimationItem } from 'lottie-web';
import { m } from '@/generated/paraglide/messages.js';
import { LoadingLogoStill } from './LoadingLogoStill';
import { prefersReducedMotion } from './prefers-reduced-motion';

export interface LoadingLogoProps {
  width?: number;
  height?: number;
  loop?: boolean;
  autoplay?: boolean;
  /** Accessible name; defaults to "Loading…". */
  label?: string;
}

/**
 * The animated logo. The player (about 45 kB gzip) and the animation data are
 * fetched only once this mounts, so they never weigh on the first load of a page.
 */
export function LoadingLogo({ width = 125, height = 85, loop = true, autoplay = true, label }: LoadingLogoProps) {
  const playerHost = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    let cancelled = false;
    let animation: AnimationItem | undefined;
    Promise.all([import('lottie-web/build/player/lottie_light'), import('./loading-logo.json')])
      .then(([player, data]) => {
        if (cancelled || !playerHost.current) return;
        animation = player.default.loadAnimation({
          container: playerHost.current,
          renderer: 'svg',
          loop,
          autoplay,
          animationData: data.default,
        });
        animation.addEventListener('DOMLoaded', () => { if (!cancelled) setPlaying(true); });
      })
      // A failed chunk load leaves the still logo in place: a loader must never be the thing that crashes.
      .catch(() => {});
    return () => {
      cancelled = true;
      animation?.destroy();
    };
  }, [loop, autoplay]);

  return (
    <Box role="img" aria-label={label ?? m.ui_loading()} position="relative" width={`${width}px`} height={`${height}px`}>
      {playing ? null : <LoadingLogoStill />}
      <Box ref={playerHost} aria-hidden="true" position="absolute" inset="0" data-testid="loading-logo-player" />
    </Box>
  );
}
