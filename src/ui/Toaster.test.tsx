import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithUi } from './render-with-ui';
import { TOAST_DEFAULT_DURATION_MS, dismissToast, notify, toaster } from './toaster';
import { formatDateTime } from '@/shared/format';
import { setLocale } from '@/generated/paraglide/runtime.js';
import { m } from '@/generated/paraglide/messages.js';

afterEach(() => {
  // remove, not dismiss: dismiss only signals mounted toasts, and some tests mount none.
  act(() => toaster.remove());
  vi.useRealTimers();
});

describe('toaster', () => {
  it('sits bottom-right and lasts 3000 ms by default', async () => {
    expect(TOAST_DEFAULT_DURATION_MS).toBe(3000);
    expect(toaster.attrs.placement).toBe('bottom-end');
    expect(toaster.attrs.duration).toBe(3000);
    const id = notify({ kind: 'success', title: 'Saved' });
    // The store gets the toast in a microtask (src/ui/toaster.ts).
    await Promise.resolve();
    expect(toaster.getVisibleToasts().find((t) => t.id === id)?.duration).toBe(3000);
  });

  it('keeps a duration given by the caller', async () => {
    const id = notify({ kind: 'error', title: 'Failed', duration: 8000 });
    await Promise.resolve();
    expect(toaster.getVisibleToasts().find((t) => t.id === id)?.duration).toBe(8000);
  });

  it('shows a notification with title, comment and a timestamp', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-03-04T10:15:00Z'));
    renderWithUi(<p>page</p>);
    act(() => { notify({ kind: 'notification', title: 'New applicant', comment: 'Ana applied to Bookkeeper' }); });

    const title = await screen.findByText('New applicant');
    const toast = title.closest<HTMLElement>('[data-kind]')!;
    expect(toast).toHaveAttribute('data-kind', 'notification');
    expect(within(toast).getByText('Ana applied to Bookkeeper')).toBeInTheDocument();
    const time = toast.querySelector('time');
    expect(time).toHaveAttribute('dateTime', '2025-03-04T10:15:00.000Z');
    expect(time).toHaveTextContent(formatDateTime('2025-03-04T10:15:00Z', 'en'));
    expect(time?.textContent).toMatch(/2025/);
  });

  it('gives other kinds no timestamp, and names the kind for screen readers', async () => {
    renderWithUi(<p>page</p>);
    act(() => { notify({ kind: 'warning', title: 'Card expires soon' }); });
    const toast = (await screen.findByText('Card expires soon')).closest<HTMLElement>('[data-kind]')!;
    expect(toast).toHaveAttribute('data-kind', 'warning');
    expect(toast.querySelector('time')).toBeNull();
    expect(toast).toHaveTextContent('Warning: Card expires soon');
    expect(toast.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('region', { name: 'Notifications (Alt+T)' })).toContainElement(toast);
  });

  it('names its region in the language of the page, and follows a change of language', async () => {
    try {
      setLocale('es', { reload: false });
      document.documentElement.lang = 'es';
      renderWithUi(<p>page</p>);
      act(() => { notify({ kind: 'success', title: 'Guardado' }); });
      await screen.findByText('Guardado');
      expect(m.ui_notifications_region({}, { locale: 'es' })).not.toBe(m.ui_notifications_region({}, { locale: 'en' }));
      expect(screen.getByRole('region', { name: m.ui_notifications_region({}, { locale: 'es' }) })).toBeInTheDocument();

      // As the app switches: paraglide's locale, then <html lang>.
      act(() => {
        setLocale('zh', { reload: false });
        document.documentElement.lang = 'zh-Hans';
      });
      await waitFor(() => expect(screen.getByRole('region', { name: m.ui_notifications_region({}, { locale: 'zh' }) })).toBeInTheDocument());
      expect(screen.getByRole('region', { name: '通知（Alt+T）' })).toBeInTheDocument();
    } finally {
      setLocale('en', { reload: false });
      document.documentElement.lang = 'en';
    }
  });

  it('closes a toast 3000 ms after it appears, and no sooner', async () => {
    // zag times toasts with requestAnimationFrame, which Vitest's fake timers also drive.
    vi.useFakeTimers();
    renderWithUi(<p>page</p>);
    // Handed to the store in a microtask (src/ui/toaster.ts): the clock starts once it is there.
    await act(async () => { notify({ kind: 'success', title: 'Profile saved' }); });
    const advance = (ms: number) => act(async () => { await vi.advanceTimersByTimeAsync(ms); });
    const toastState = () => screen.queryByText('Profile saved')?.closest('[data-kind]')?.getAttribute('data-state');

    await advance(2900);
    expect(toastState()).toBe('open');
    await advance(200);
    expect(toastState()).toBe('closed');
    await advance(1000);
    expect(screen.queryByText('Profile saved')).not.toBeInTheDocument();
  });

  it('closes early through dismissToast', async () => {
    renderWithUi(<p>page</p>);
    let id = '';
    act(() => { id = notify({ kind: 'error', title: 'Upload failed', duration: 60_000 }); });
    const toast = (await screen.findByText('Upload failed')).closest('[data-kind]')!;
    expect(toast).toHaveAttribute('data-state', 'open');
    act(() => dismissToast(id));
    await waitFor(() => expect(toast).toHaveAttribute('data-state', 'closed'));
  });
});
