import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadingLogo, PLAY_AFTER_MS } from './LoadingLogo';
import { renderWithUi } from './render-with-ui';

// The test setup gives every other file a player that draws nothing; this one plays the real one.
vi.unmock('lottie-web/build/player/lottie_light');

afterEach(() => { vi.restoreAllMocks(); });

function mockReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

describe('LoadingLogo', () => {
  it('is an image named "Loading…" at 125×85 by default', () => {
    renderWithUi(<LoadingLogo />);
    const logo = screen.getByRole('img', { name: 'Loading…' });
    expect(logo).toHaveStyle({ width: '125px', height: '85px' });
  });

  it('stays still while a short wait lasts: the player is not fetched before playAfter', async () => {
    const lottie = (await import('lottie-web/build/player/lottie_light')).default;
    const loadAnimation = vi.spyOn(lottie, 'loadAnimation');
    const { unmount } = renderWithUi(<LoadingLogo playAfter={200} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loadAnimation).not.toHaveBeenCalled();
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(loadAnimation).not.toHaveBeenCalled();
  });

  it('fetches the player only after PLAY_AFTER_MS on screen by default', async () => {
    vi.useFakeTimers();
    try {
      const lottie = (await import('lottie-web/build/player/lottie_light')).default;
      const loadAnimation = vi.spyOn(lottie, 'loadAnimation');
      renderWithUi(<LoadingLogo />);
      await vi.advanceTimersByTimeAsync(PLAY_AFTER_MS - 100);
      expect(loadAnimation).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(200);
      vi.useRealTimers();
      await waitFor(() => expect(loadAnimation).toHaveBeenCalledTimes(1));
    } finally {
      vi.useRealTimers();
    }
  });

  it('plays our animation with the light player, looping, then drops the still', async () => {
    const lottie = (await import('lottie-web/build/player/lottie_light')).default;
    const loadAnimation = vi.spyOn(lottie, 'loadAnimation');
    renderWithUi(<LoadingLogo playAfter={0} />);
    const logo = screen.getByRole('img', { name: 'Loading…' });
    expect(logo.querySelector('svg[data-part="still"]')).not.toBeNull();

    await waitFor(() => expect(loadAnimation).toHaveBeenCalledTimes(1));
    const params = loadAnimation.mock.calls[0]![0] as { loop: boolean; autoplay: boolean; renderer: string; animationData: { w: number; h: number; fr: number; op: number } };
    expect(params).toMatchObject({ loop: true, autoplay: true, renderer: 'svg' });
    expect(params.animationData).toMatchObject({ w: 1000, h: 563, fr: 30, ip: 0, op: 90 });
    // The player drew its own SVG from the JSON, so the data is valid bodymovin.
    const player = screen.getByTestId('loading-logo-player');
    await waitFor(() => expect(player.querySelector('svg')).not.toBeNull());
    await waitFor(() => expect(logo.querySelector('svg[data-part="still"]')).toBeNull());
  });

  it('stays still and never loads the player when reduced motion is asked for', async () => {
    mockReducedMotion(true);
    const lottie = (await import('lottie-web/build/player/lottie_light')).default;
    const loadAnimation = vi.spyOn(lottie, 'loadAnimation');
    renderWithUi(<LoadingLogo width={60} height={40} label="Restoring your session" />);
    const logo = screen.getByRole('img', { name: 'Restoring your session' });
    expect(logo).toHaveStyle({ width: '60px', height: '40px' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loadAnimation).not.toHaveBeenCalled();
    expect(logo.querySelector('svg[data-part="still"]')).not.toBeNull();
  });
});
