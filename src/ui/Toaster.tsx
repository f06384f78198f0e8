import { useSyncExternalStore } from 'react';
import { Box, Toaster as ChakraToaster, Portal, Stack, Toast, VisuallyHidden } from '@chakra-ui/react';
import { m } from '@/generated/paraglide/messages.js';
import { getLocale } from '@/generated/paraglide/runtime.js';
import { formatDateTime } from '@/shared/format';
import { StatusIcon } from './StatusIcon';
import { statusLabel } from './status-label';
import { toaster, type ToastMeta } from './toaster';

const iconColour: Record<ToastMeta['kind'], string> = {
  success: 'fg.success',
  error: 'fg.error',
  warning: 'fg.warning',
  notice: 'brand.fg',
  notification: 'brand.fg',
};

/** Mount once (AppUiProvider does): renders every toast raised with notify(). */
const NotificationTime = ({ at }: { at: string }) => <time dateTime={at}>{formatDateTime(at, getLocale())}</time>;

function watchDocumentLanguage(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  return () => observer.disconnect();
}

/**
 * The document's language (`<html lang>`, which the app sets with paraglide's locale on
 * every change). The toaster sits above the app's state, which would never re-render it:
 * without this, its region would keep the name it had in the language the app started in.
 */
function useDocumentLanguage(): string {
  return useSyncExternalStore(
    watchDocumentLanguage,
    () => document.documentElement.lang,
    () => '',
  );
}

export function Toaster() {
  // Read for its changes: the labels below are paraglide's, in its current locale.
  useDocumentLanguage();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={m.ui_notifications_region()}>
        {(toast) => {
          const meta = toast.meta as ToastMeta | undefined;
          const kind = meta?.kind ?? 'notice';
          return (
            <Toast.Root width={{ md: 'sm' }} data-kind={kind}>
              <Box color={iconColour[kind]} flexShrink={0} mt="0.5">
                <StatusIcon kind={kind} />
              </Box>
              <Stack gap="1" flex="1" maxWidth="100%">
                <Toast.Title>
                  <VisuallyHidden>{statusLabel(kind)}: </VisuallyHidden>
                  {toast.title}
                </Toast.Title>
                {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
                {kind === 'notification' && meta ? (
                  <Box as="span" textStyle="xs" color="fg.muted">
                    <NotificationTime at={new Date(meta.createdAt).toISOString()} />
                  </Box>
                ) : null}
              </Stack>
              {toast.closable ? <Toast.CloseTrigger aria-label={m.ui_dismiss_notification()} /> : null}
            </Toast.Root>
          );
        }}
      </ChakraToaster>
    </Portal>
  );
}
