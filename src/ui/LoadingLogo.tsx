import { Box } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import type { AnimationItem } from 'lottie-web';
import { m } from '@/generated/paraglide/messages.js';
import { documentLoaded } from './document-loaded';
import { LoadingLogoStill } from './LoadingLogoStill';
import { prefersReducedMotion } from './prefers-reduced-motion';

export interface LoadingLogoProps {
  width?: number;
  height?: number;
  loop?: boolean;
  autoplay?: boolean;
  /** Accessible name; defaults to "Loading…". */
  label?: string;
  /** Milliseconds the still logo shows before the animation is fetched. */
  playAfter?: number;
}

/**
 * How long a loader stays still before its animation is fetched. Most waits (the session,
 * a page's chunk) end sooner, and then the player (about 45 kB gzip) never competes with
 * them for the network of a cold load; a longer wait gets the moving logo.
 */
export const PLAY_AFTER_MS = 1500;

/**
 * The animated logo. It starts as the still logo; the player and the animation data are
 * fetched only when it has been on screen for `playAfter` ms and the document has loaded.
 */
export function LoadingLogo({ width = 125, height = 85, loop = true, autoplay = true, label, playAfter = PLAY_AFTER_MS }: LoadingLogoProps) {
  const playerHost = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (prefersReducedMotion()) return;
    let cancelled = false;
    let animation: AnimationItem | undefined;
    async function play() {
      await documentLoaded();
      if (cancelled) return;
      const [player, data] = await Promise.all([import('lottie-web/build/player/lottie_light'), import('./loading-logo.json')]);
      if (cancelled || !playerHost.current) return;
      animation = player.default.loadAnimation({
        container: playerHost.current,
        renderer: 'svg',
        loop,
        autoplay,
        animationData: data.default,
      });
      animation.addEventListener('DOMLoaded', () => { if (!cancelled) setPlaying(true); });
    }
    // A failed chunk load leaves the still logo in place: a loader must never be the thing that crashes.
    const timer = setTimeout(() => void play().catch(() => {}), playAfter);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      animation?.destroy();
    };
  }, [loop, autoplay, playAfter]);

  return (
    <Box role="img" aria-label={label ?? m.ui_loading()} position="relative" width={`${width}px`} height={`${height}px`}>
      {playing ? null : <LoadingLogoStill />}
      <Box ref={playerHost} aria-hidden="true" position="absolute" inset="0" data-testid="loading-logo-player" />
    </Box>
  );
}
