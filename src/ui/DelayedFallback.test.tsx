import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DelayedFallback } from './DelayedFallback';
import { renderWithUi } from './render-with-ui';

beforeEach(() => { vi.useFakeTimers(); });
afterEach(() => { vi.useRealTimers(); });

describe('DelayedFallback', () => {
  it('shows nothing for the first 300 ms, then the loading screen', () => {
    renderWithUi(<DelayedFallback />);
    act(() => { vi.advanceTimersByTime(299); });
    expect(screen.queryByRole('img', { name: 'Loading…' })).not.toBeInTheDocument();
    act(() => { vi.advanceTimersByTime(1); });
    expect(screen.getByRole('img', { name: 'Loading…' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toContainElement(screen.getByRole('img'));
  });

  it('honours a custom delay', () => {
    renderWithUi(<DelayedFallback delay={1000} />);
    act(() => { vi.advanceTimersByTime(999); });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    act(() => { vi.advanceTimersByTime(1); });
    expect(screen.getByRole('img', { name: 'Loading…' })).toBeInTheDocument();
  });

  it('never shows the loader if unmounted before the delay', () => {
    const { unmount } = renderWithUi(<DelayedFallback />);
    unmount();
    act(() => { vi.advanceTimersByTime(1000); });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
