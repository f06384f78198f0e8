import { createToaster } from '@chakra-ui/react';

export const TOAST_DEFAULT_DURATION_MS = 3000;

export type ToastKind = 'success' | 'error' | 'warning' | 'notice' | 'notification';

export interface NotifyOptions {
  kind: ToastKind;
  title: string;
  /** Shown under the title; for a notification, the message's comment. */
  comment?: string;
  /** Milliseconds on screen; defaults to 3000. */
  duration?: number;
}

/** What a toast carries beyond Chakra's own fields, read back by <Toaster>. */
export interface ToastMeta {
  kind: ToastKind;
  /** Epoch ms when the toast was raised; a notification shows it as its timestamp. */
  createdAt: number;
}

export const toaster = createToaster({
  placement: 'bottom-end',
  duration: TOAST_DEFAULT_DURATION_MS,
  pauseOnPageIdle: true,
});

// zag only knows success/error/warning/info (it ranks queued toasts by these and
// crashes on unknown ones), so notice and notification travel as info and keep
// their real kind in meta.
const storeType: Record<ToastKind, 'success' | 'error' | 'warning' | 'info'> = {
  success: 'success',
  error: 'error',
  warning: 'warning',
  notice: 'info',
  notification: 'info',
};

let toastCount = 0;

/**
 * Raise a toast; returns its id, for dismissToast. The toast is handed to the store in a microtask:
 * the store renders it with flushSync, which React refuses (and warns about) when the caller is
 * itself inside a render or an effect, as a page announcing a payment from an effect is.
 */
export function notify({ kind, title, comment, duration }: NotifyOptions): string {
  const meta: ToastMeta = { kind, createdAt: Date.now() };
  const id = `toast-${++toastCount}`;
  queueMicrotask(() => {
    toaster.create({
      id,
      type: storeType[kind],
      title,
      description: comment,
      closable: true,
      meta,
      // An explicit undefined would override the store's default of 3000 ms.
      ...(duration === undefined ? {} : { duration }),
    });
  });
  return id;
}

/** Dismiss one toast, or all of them when no id is given. */
export function dismissToast(id?: string): void {
  toaster.dismiss(id);
}
